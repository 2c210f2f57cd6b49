import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from './connection';
import { takeRunLease } from './run-lease';

const MINUTE = 60_000;
const start = Date.UTC(2026, 10, 29, 9);

let database: SiteDatabase;
beforeAll(async () => {
  database = await openSiteDatabase({ dataDir: 'memory://' });
});
afterAll(() => database.close());

describe('a lease on a background job', () => {
  it('is held by one at a time, and free again once given back', async () => {
    const release = await takeRunLease(database.db, 'job:a', start, 10 * MINUTE);
    expect(release).not.toBeNull();
    expect(await takeRunLease(database.db, 'job:a', start + MINUTE, 10 * MINUTE)).toBeNull();
    // Another job's lease is its own.
    expect(await takeRunLease(database.db, 'job:b', start + MINUTE, 10 * MINUTE)).not.toBeNull();
    await release!();
    expect(await takeRunLease(database.db, 'job:a', start + MINUTE, 10 * MINUTE)).not.toBeNull();
  });

  it('runs out when its holder never gives it back; the late holder then cannot free the new one', async () => {
    const dead = await takeRunLease(database.db, 'job:c', start, 10 * MINUTE);
    expect(await takeRunLease(database.db, 'job:c', start + 10 * MINUTE - 1, 10 * MINUTE)).toBeNull();
    const next = await takeRunLease(database.db, 'job:c', start + 10 * MINUTE + 1, 10 * MINUTE);
    expect(next).not.toBeNull();
    await dead!();
    expect(await takeRunLease(database.db, 'job:c', start + 11 * MINUTE, 10 * MINUTE)).toBeNull();
  });

  it('goes to one of several asking at once', async () => {
    const asked = await Promise.all(
      Array.from({ length: 5 }, () => takeRunLease(database.db, 'job:d', start, 10 * MINUTE)),
    );
    expect(asked.filter(Boolean)).toHaveLength(1);
  });
});
