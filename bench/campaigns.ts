import { sql } from 'drizzle-orm';
import { campaignReport } from '@/lib/admin/campaign-report';
import { openSiteDatabase, type SiteDb } from '@/lib/db/connection';
import { applications, campaignVisits, jobViews } from '@/lib/db/schema';
import { readSiteDatabaseEnv } from '@/lib/env';
import { median } from './figures';

const N = Number(process.env.BENCH_N ?? 100_000);
const RUNS = 15;
const DAY = 86_400_000;

/** A seeded generator: the same rows every run, so runs compare. */
function seeded(seed: number) {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

/**
 * `npm run bench -- campaigns`: the console's Campaigns report over 100,000 applications (BENCH_N) spread
 * over the last 180 days, 60 campaigns and 400 jobs, a third without a campaign: the median of 15 runs
 * for each period. On PGlite in memory, or the Postgres at DATABASE_URL (its rows are removed after).
 */
/** A day's landings for each of the 60 campaigns and none, and views of each of the 400 jobs, for 180 days. */
async function seedVisitsAndViews(db: SiteDb, now: Date, random: () => number): Promise<number> {
  let rows = 0;
  for (let day = 0; day < 180; day++) {
    const date = new Date(now.getTime() - day * DAY).toISOString().slice(0, 10);
    const landings = Array.from({ length: 61 }, (_, c) => ({
      day: date,
      source: c < 60 ? `source-${c % 12}` : '',
      medium: c < 60 ? 'social' : '',
      campaign: c < 60 ? `c-${c}` : '',
      visits: 1 + Math.floor(random() * 200),
    }));
    const views = Array.from({ length: 400 }, (_, j) => ({
      day: date,
      postingId: `posting-${j}`,
      views: 1 + Math.floor(random() * 50),
    }));
    await db.insert(campaignVisits).values(landings);
    await db.insert(jobViews).values(views);
    rows += landings.length + views.length;
  }
  return rows;
}

export async function runCampaignsBench() {
  const { DATABASE_URL } = readSiteDatabaseEnv();
  const database = await openSiteDatabase({ url: DATABASE_URL, dataDir: 'memory://' });
  const prefix = `bench-campaigns-${Date.now()}-`;
  const now = new Date();
  const random = seeded(42);
  try {
    for (let start = 0; start < N; start += 1_000) {
      const rows = Array.from({ length: Math.min(1_000, N - start) }, (_, k) => {
        const i = start + k;
        const campaign = Math.floor(random() * 90);
        return {
          id: `${prefix}${i}`,
          postingId: `posting-${Math.floor(random() * 400)}`,
          idempotencyKey: `${prefix}${i}`,
          status: random() < 0.97 ? ('delivered' as const) : ('refused' as const),
          payload: { firstName: 'Ada', lastName: 'Lovelace', email: `a${i}@example.com` },
          candidateEmail: `a${i}@example.com`,
          tracking: (campaign < 60
            ? { utm_source: `source-${campaign % 12}`, utm_medium: 'social', utm_campaign: `c-${campaign}` }
            : {}) as Record<string, string>,
          createdAt: new Date(now.getTime() - random() * 180 * DAY),
        };
      });
      await database.db.insert(applications).values(rows);
    }
    // Every campaign and every job seen on each of the 180 days: as many count rows as the tables get.
    // In memory only: on a shared Postgres these rows could not be told from real counts to remove them.
    const countRows = DATABASE_URL ? 0 : await seedVisitsAndViews(database.db, now, random);
    const figures: Record<string, number> = { applications: N, countRows };
    // Every job applied to is open still: the report looks up the views of all 400.
    const open = Array.from({ length: 400 }, (_, i) => `posting-${i}`);
    for (const period of [7, 30, 'all'] as const) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const begun = performance.now();
        await campaignReport(database.db, period, now, open);
        times.push(performance.now() - begun);
      }
      figures[`report${period === 'all' ? 'All' : `${period}d`}Ms`] = Math.round(median(times) * 10) / 10;
    }
    console.log(
      JSON.stringify({ bench: 'campaigns', database: DATABASE_URL ? 'postgres' : 'pglite', ...figures }),
    );
  } finally {
    await database.db.delete(applications).where(sql`${applications.id} like ${`${prefix}%`}`);
    await database.close();
  }
}
