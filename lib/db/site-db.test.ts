import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnvError, readSiteDatabaseEnv } from '../env';
import { closeSiteDatabase, getSiteDatabase, getSiteDb } from './site-db';

describe('readSiteDatabaseEnv', () => {
  it('defaults to PGlite under .data/site', () => {
    expect(readSiteDatabaseEnv({})).toEqual({ SITE_DATA_DIR: '.data/site' });
  });

  it('takes a postgres:// or postgresql:// URL and nothing else', () => {
    for (const url of ['postgres://u:p@db:5432/site', 'postgresql://db/site']) {
      expect(readSiteDatabaseEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
    }
    expect(() => readSiteDatabaseEnv({ DATABASE_URL: 'mysql://db/site' })).toThrow(EnvError);
    expect(() => readSiteDatabaseEnv({ DATABASE_URL: 'mysql://db/site' })).toThrow(/DATABASE_URL/);
  });
});

describe('getSiteDb', () => {
  afterEach(async () => {
    await closeSiteDatabase();
    vi.unstubAllEnvs();
  });

  it('opens one database per process and a new one after closing', async () => {
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('SITE_DATA_DIR', 'memory://');
    const [first, second] = await Promise.all([getSiteDb(), getSiteDb()]);
    expect(first).toBe(second);
    expect((await getSiteDatabase()).kind).toBe('pglite');
    await closeSiteDatabase();
    expect(await getSiteDb()).not.toBe(first);
  });

  it('does not keep a failed open, so the next call tries again', async () => {
    vi.stubEnv('DATABASE_URL', 'mysql://db/site');
    await expect(getSiteDb()).rejects.toThrow(EnvError);
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('SITE_DATA_DIR', 'memory://');
    await expect(getSiteDb()).resolves.toBeDefined();
  });
});
