import { describe, expect, it } from 'vitest';
import { erasureJournalDirOf, readSiteDatabaseEnv } from './env';

const dirFor = (env: Record<string, string>) => erasureJournalDirOf(readSiteDatabaseEnv(env));

describe('erasureJournalDirOf', () => {
  it('beside PGlite, the data directory’s sibling: outside what a backup of it copies', () => {
    expect(dirFor({})).toBe('.data/site-erasures');
    expect(dirFor({ SITE_DATA_DIR: '/var/lib/careers/site/' })).toBe('/var/lib/careers/site-erasures');
  });

  it('none for an in-memory database, or with Postgres unless it is named', () => {
    expect(dirFor({ SITE_DATA_DIR: 'memory://' })).toBeNull();
    expect(dirFor({ DATABASE_URL: 'postgres://db/careers' })).toBeNull();
    expect(
      dirFor({ DATABASE_URL: 'postgres://db/careers', ERASURE_JOURNAL_DIR: '/mnt/shared/erasures' }),
    ).toBe('/mnt/shared/erasures');
  });

  it('none when it is turned off', () => {
    expect(dirFor({ ERASURE_JOURNAL_DIR: 'off' })).toBeNull();
  });
});
