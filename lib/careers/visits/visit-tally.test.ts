import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSiteDatabase, type SiteDatabase, type SiteDb } from '@/lib/db/connection';
import { campaignVisits } from '@/lib/db/schema';
import { flushLandings } from './landing-flush';
import { countLanding, MAX_CAMPAIGNS_PER_FLUSH } from './visit-tally';

let database: SiteDatabase;
const spring = { source: 'linkedin', medium: 'social', campaign: 'spring' };
const none = { source: '', medium: '', campaign: '' };
const MONDAY = new Date('2026-11-23T23:59:00Z');
const TUESDAY = new Date('2026-11-24T00:01:00Z');

const table = () =>
  database.db
    .select()
    .from(campaignVisits)
    .orderBy(asc(campaignVisits.day), asc(campaignVisits.source), asc(campaignVisits.campaign));

beforeAll(async () => {
  database = await openSiteDatabase({ dataDir: 'memory://' });
});
afterAll(async () => {
  await database.close();
});

describe('counting landings', () => {
  it('counts per UTC day and campaign, and flushes add to what another flush (or instance) wrote', async () => {
    countLanding(spring, MONDAY);
    countLanding(spring, MONDAY);
    countLanding(none, MONDAY);
    countLanding(spring, TUESDAY);
    expect(await flushLandings(database.db)).toBe(4);
    countLanding(spring, TUESDAY);
    expect(await flushLandings(database.db)).toBe(1);
    // Nothing counted since: nothing written.
    expect(await flushLandings(database.db)).toBe(0);
    expect(await table()).toEqual([
      { day: '2026-11-23', ...none, visits: 1 },
      { day: '2026-11-23', ...spring, visits: 2 },
      { day: '2026-11-24', ...spring, visits: 2 },
    ]);
  });

  it('keeps the counts a failed write could not store, for the next flush', async () => {
    countLanding(spring, TUESDAY);
    const down = {
      insert: () => {
        throw new Error('database unavailable');
      },
    } as unknown as SiteDb;
    await expect(flushLandings(down)).rejects.toThrow('database unavailable');
    countLanding(spring, TUESDAY);
    expect(await flushLandings(database.db)).toBe(2);
    expect((await table()).find((row) => row.day === '2026-11-24')?.visits).toBe(4);
  });

  it('counts a flood of made-up campaigns under one row past the limit', async () => {
    const day = new Date('2026-11-25T10:00:00Z');
    for (let i = 0; i < MAX_CAMPAIGNS_PER_FLUSH + 50; i++)
      countLanding({ source: `made-up-${i}`, medium: '', campaign: '' }, day);
    expect(await flushLandings(database.db)).toBe(MAX_CAMPAIGNS_PER_FLUSH + 50);
    const rows = (await table()).filter((row) => row.day === '2026-11-25');
    expect(rows).toHaveLength(MAX_CAMPAIGNS_PER_FLUSH + 1);
    expect(rows.find((row) => row.source === '(other campaigns)')?.visits).toBe(50);
  });
});
