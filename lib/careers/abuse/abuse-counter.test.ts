import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import { databaseAbuseCounter, type AbuseCounter } from './abuse-counter';

const HOUR_S = 3_600;

let database: SiteDatabase;
let clock: string;
let counter: AbuseCounter;

beforeAll(async () => {
  database = await openSiteDatabase({ dataDir: 'memory://' });
  counter = databaseAbuseCounter(database.db, () => sql`${clock}::timestamptz`);
});
afterAll(() => database.close());

const counts = (map: Map<string, number>) => Object.fromEntries(map);

describe('the abuse counters in the site database', () => {
  it('counts each key within its hour, and starts again at zero when the next hour begins', async () => {
    clock = '2026-11-29T10:00:00Z';
    expect(counts(await counter.hit(['ip:a', 'net:a'], HOUR_S))).toEqual({ 'ip:a': 1, 'net:a': 1 });
    clock = '2026-11-29T10:59:59.999Z';
    expect(counts(await counter.hit(['ip:a'], HOUR_S))).toEqual({ 'ip:a': 2 });
    expect(counts(await counter.peek(['ip:a', 'net:a', 'ip:b'], HOUR_S))).toEqual({ 'ip:a': 2, 'net:a': 1 });

    clock = '2026-11-29T11:00:00Z';
    expect(counts(await counter.peek(['ip:a', 'net:a'], HOUR_S))).toEqual({});
    expect(counts(await counter.hit(['ip:a'], HOUR_S))).toEqual({ 'ip:a': 1 });
  });

  it('counts a day from midnight UTC to midnight UTC', async () => {
    clock = '2026-11-29T00:00:00Z';
    await counter.hit(['changes:app-1'], 24 * HOUR_S);
    clock = '2026-11-29T23:59:59Z';
    expect(counts(await counter.hit(['changes:app-1'], 24 * HOUR_S))).toEqual({ 'changes:app-1': 2 });
    clock = '2026-11-30T00:00:00Z';
    expect(counts(await counter.peek(['changes:app-1'], 24 * HOUR_S))).toEqual({});
  });

  it('asks nothing of the database for no keys', async () => {
    expect((await counter.hit([], HOUR_S)).size).toBe(0);
    expect((await counter.peek([], HOUR_S)).size).toBe(0);
  });
});
