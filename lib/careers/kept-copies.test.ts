import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import { keptCopies } from '@/lib/db/schema';
import { copiesForOutage, databaseKeptCopies, type KeptCopyStore } from './kept-copies';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const RETRY_MS = 60_000;
// PGlite on two shared cores: a save lands well within this, but not always within waitFor's 1 s.
const LANDED = { timeout: 5_000 };

let database: SiteDatabase;
let store: KeptCopyStore;

beforeAll(async () => {
  database = await openSiteDatabase({ dataDir: 'memory://' });
  store = databaseKeptCopies(async () => database.db);
});
afterAll(() => database.close());

/** Each test its own clock and its own keys (`test`), so none depends on another's rows. */
function setUp(test: string, options: { store?: KeptCopyStore; log?: Pick<Console, 'error'> } = {}) {
  let clock = Date.UTC(2026, 10, 28, 12);
  const copies = copiesForOutage({
    store: options.store ?? store,
    outageMs: DAY,
    retryMs: RETRY_MS,
    kept: (value) => value !== null,
    now: () => clock,
    log: options.log,
  });
  return { copies, cache: `job-${test}`, wait: (ms: number) => (clock += ms), now: () => clock };
}

const failure = new Error('platform down');
const stored = (cache: string, key: string) => store.read(cache, key);

describe('copies kept over a restart for an outage', () => {
  it('answers a failed load with the copy a previous process kept, within a day only', async () => {
    const before = setUp('restart');
    const posting = { id: 'p1', title: 'Robot Tamer', tags: ['a', 'b'] };
    expect(await before.copies.saving(before.cache, 'p1', async () => posting)()).toEqual(posting);
    await vi.waitFor(async () => expect(await stored(before.cache, 'p1')).not.toBeNull(), LANDED);

    // A new process (the restart): nothing in memory, the platform down.
    const after = setUp('restart');
    after.wait(3 * HOUR);
    expect(await after.copies.instead(after.cache, 'p1', failure)).toEqual(posting);
    // An unknown key has no copy: the failure is the answer.
    await expect(after.copies.instead(after.cache, 'p2', failure)).rejects.toBe(failure);
    after.wait(DAY);
    await expect(after.copies.instead(after.cache, 'p1', failure)).rejects.toBe(failure);
  });

  it('gives an answered copy at once, asking for a retry once a retryMs, until the cache answers again', async () => {
    const { copies, cache, wait } = setUp('recent');
    await copies.saving(cache, 'p1', async () => ({ title: 'Kept' }))();
    await vi.waitFor(async () => expect(await stored(cache, 'p1')).not.toBeNull(), LANDED);
    expect(copies.recent(cache, 'p1')).toBeUndefined();
    await copies.instead(cache, 'p1', failure);
    const kept = { value: { title: 'Kept' } };
    expect(copies.recent(cache, 'p1')).toEqual({ ...kept, retry: false });
    wait(RETRY_MS);
    // One caller retries (in the background); the next ones within retryMs get the copy alone.
    expect(copies.recent(cache, 'p1')).toEqual({ ...kept, retry: true });
    expect(copies.recent(cache, 'p1')).toEqual({ ...kept, retry: false });
    // The platform (or another instance, through the shared cache) gave a value again: the copy is done.
    copies.answeredAgain(cache, 'p1');
    expect(copies.recent(cache, 'p1')).toBeUndefined();
  });

  it('after two retryMs without a caller, or past the copy’s day, the next caller waits again', async () => {
    const { copies, cache, wait } = setUp('quiet');
    await copies.saving(cache, 'p1', async () => ({ title: 'Kept' }))();
    await vi.waitFor(async () => expect(await stored(cache, 'p1')).not.toBeNull(), LANDED);
    await copies.instead(cache, 'p1', failure);
    wait(2 * RETRY_MS);
    expect(copies.recent(cache, 'p1')).toBeUndefined();
    await copies.instead(cache, 'p1', failure);
    // A caller every retryMs: each gets the copy (and asks for a retry) until the copy is a day old.
    let served = 0;
    wait(RETRY_MS);
    while (copies.recent(cache, 'p1')?.retry) {
      served += 1;
      wait(RETRY_MS);
    }
    expect(served).toBe(DAY / RETRY_MS - 3);
    expect(copies.recent(cache, 'p1')).toBeUndefined();
  });

  it('keeps what the platform last gave, and deletes the copy of what it no longer has', async () => {
    const { copies, cache } = setUp('latest');
    await copies.saving(cache, 'p3', async () => ({ title: 'First' }))();
    await vi.waitFor(async () => expect(await stored(cache, 'p3')).not.toBeNull(), LANDED);
    await copies.saving(cache, 'p3', async () => ({ title: 'Second' }))();
    await vi.waitFor(
      async () => expect((await stored(cache, 'p3'))?.value).toEqual({ title: 'Second' }),
      LANDED,
    );
    // Deleted on the platform, or out of this site's scope: no copy may bring it back in an outage.
    await copies.saving(cache, 'p3', async () => null)();
    await vi.waitFor(async () => expect(await stored(cache, 'p3')).toBeNull(), LANDED);
    await expect(copies.instead(cache, 'p3', failure)).rejects.toBe(failure);
  });

  it('keeps the newest copy whatever order the saves land in', async () => {
    // Times of the tests' own clock: no other test's pruning takes these rows.
    const { now } = setUp('order');
    await store.save('job-order', 'p4', { title: 'Newer' }, now() + 2_000);
    await store.save('job-order', 'p4', { title: 'Older' }, now() + 1_000);
    expect(await stored('job-order', 'p4')).toEqual({ value: { title: 'Newer' }, storedAt: now() + 2_000 });
  });

  it('saves an unchanged value again only after an hour, so its age tells when the platform last gave it', async () => {
    const saves: number[] = [];
    const counting: KeptCopyStore = {
      ...store,
      save: async (cache, key, value, storedAt) => {
        saves.push(storedAt);
        await store.save(cache, key, value, storedAt);
      },
    };
    const { copies, cache, wait, now } = setUp('resave', { store: counting });
    const start = now();
    for (let minute = 0; minute <= 60; minute++) {
      await copies.saving(cache, 'p5|de', async () => ({ fields: ['email'] }))();
      wait(60_000);
    }
    expect(saves).toEqual([start, start + HOUR]);
  });

  it('costs the page nothing when the store fails or hangs: the value is served, the failure kept', async () => {
    const log = { error: vi.fn() };
    const failing: KeptCopyStore = {
      read: () => Promise.reject(new Error('database down')),
      save: () => Promise.reject(new Error('database down')),
      remove: () => Promise.reject(new Error('database down')),
      prune: () => Promise.reject(new Error('database down')),
    };
    const down = setUp('failing', { store: failing, log });
    expect(await down.copies.saving(down.cache, 'p6', async () => ({ title: 'Served' }))()).toEqual({
      title: 'Served',
    });
    await vi.waitFor(() =>
      expect(log.error).toHaveBeenCalledWith('[careers] keeping a copy of job-failing failed: database down'),
    );
    await expect(down.copies.instead(down.cache, 'p6', failure)).rejects.toBe(failure);

    // A database that never answers: the page has its answer (the failure) within the read's deadline.
    const hanging = setUp('hanging', { store: { ...failing, read: () => new Promise(() => {}) } });
    const started = performance.now();
    await expect(hanging.copies.instead(hanging.cache, 'p7', failure)).rejects.toBe(failure);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('deletes copies older than a day as it saves', async () => {
    const { copies, cache, now } = setUp('prune');
    await store.save(cache, 'old', { title: 'Old' }, now() - DAY - 1);
    await copies.saving(cache, 'fresh', async () => ({ title: 'Fresh' }))();
    await vi.waitFor(async () => expect(await stored(cache, 'old')).toBeNull(), LANDED);
    expect(await stored(cache, 'fresh')).not.toBeNull();
    expect((await database.db.select().from(keptCopies)).every((row) => row.key !== 'old')).toBe(true);
  });
});
