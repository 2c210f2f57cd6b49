import { sql } from 'drizzle-orm';
import { campaignReport } from '@/lib/admin/campaign-report';
import { openSiteDatabase } from '@/lib/db/connection';
import { applications } from '@/lib/db/schema';
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
    const figures: Record<string, number> = { applications: N };
    for (const period of [7, 30, 'all'] as const) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const begun = performance.now();
        await campaignReport(database.db, period, now);
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
