import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import { keptCopies } from '@/lib/db/schema';
import { databaseKeptCopies, keptCopyLoads, type KeptCopyStore } from './kept-copies';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

let database: SiteDatabase;
let store: KeptCopyStore;
let clock = Date.UTC(2026, 10, 28, 12);
const now = () => clock;

beforeAll(async () => {
  database = await openSiteDatabase({ dataDir: 'memory://' });
  store = databaseKeptCopies(async () => database.db);
});
afterAll(() => database.close());

const down = () => Promise.reject(new Error('platform down'));
const rows = () => database.db.select().from(keptCopies);
/** The copies are saved after the load answers: wait until the store has them. */
const saved = (cache: string, key: string) =>
  vi.waitFor(async () => expect(await store.read(cache, key)).not.toBeNull());

describe('copies kept over a restart for an outage', () => {
  it('answers with the copy a previous process kept while the platform fails, and only within a day', async () => {
    const before = keptCopyLoads({ store, outageMs: DAY, now });
    const posting = { id: 'p1', title: 'Robot Tamer', tags: ['a', 'b'] };
    expect(await before('job', 'p1', async () => posting)()).toEqual(posting);
    await saved('job', 'p1');

    // A new process (the restart): nothing in memory, the platform down.
    const after = keptCopyLoads({ store, outageMs: DAY, now });
    clock += 3 * HOUR;
    expect(await after('job', 'p1', down)()).toEqual(posting);
    // An unknown key has no copy: the failure is the answer.
    await expect(after('job', 'p2', down)()).rejects.toThrow('platform down');
    clock += DAY;
    await expect(after('job', 'p1', down)()).rejects.toThrow('platform down');
  });

  it('keeps what the platform last gave, never a value it is told not to keep', async () => {
    const loads = keptCopyLoads({ store, outageMs: DAY, now, kept: (value) => value !== null });
    await loads('job', 'p3', async () => ({ title: 'First' }))();
    await saved('job', 'p3');
    await loads('job', 'p3', async () => ({ title: 'Second' }))();
    await vi.waitFor(async () => expect((await store.read('job', 'p3'))?.value).toEqual({ title: 'Second' }));
    await loads('job', 'p3', async () => null)();
    await loads('job', 'p4', async () => null)();
    expect(await loads('job', 'p3', down)()).toEqual({ title: 'Second' });
    expect(await store.read('job', 'p4')).toBeNull();
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
    const loads = keptCopyLoads({ store: counting, outageMs: DAY, now });
    const start = clock;
    for (let minute = 0; minute <= 60; minute++) {
      await loads('job-form', 'p5|de', async () => ({ fields: ['email'] }))();
      clock += 60_000;
    }
    expect(saves).toEqual([start, start + HOUR]);
  });

  it('costs the page nothing when the store fails: the value is served, the failure logged by name only', async () => {
    const log = { error: vi.fn() };
    const failing: KeptCopyStore = {
      read: () => Promise.reject(new Error('database down')),
      save: () => Promise.reject(new Error('database down')),
      prune: () => Promise.reject(new Error('database down')),
    };
    const loads = keptCopyLoads({ store: failing, outageMs: DAY, now, log });
    expect(await loads('job', 'p6', async () => ({ title: 'Served' }))()).toEqual({ title: 'Served' });
    await vi.waitFor(() =>
      expect(log.error).toHaveBeenCalledWith('[careers] keeping a copy of job failed: Error'),
    );
    await expect(loads('job', 'p6', down)()).rejects.toThrow('platform down');
  });

  it('deletes copies older than a day as it saves', async () => {
    const loads = keptCopyLoads({ store, outageMs: DAY, now });
    await store.save('job', 'old', { title: 'Old' }, clock - DAY - 1);
    await loads('job', 'fresh', async () => ({ title: 'Fresh' }))();
    await vi.waitFor(async () => expect((await rows()).map((row) => row.key)).not.toContain('old'));
    expect((await rows()).map((row) => row.key)).toContain('fresh');
  });
});
