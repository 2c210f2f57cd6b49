import { sql } from 'drizzle-orm';
import { openSiteDatabase } from '@/lib/db/connection';
import { alertSubscriptions, applications, applicationStatuses, outboundMail } from '@/lib/db/schema';
import { readSiteDatabaseEnv } from '@/lib/env';
import { readDatabaseFigures } from '@/lib/observability/database-figures';
import { prometheusText } from '@/lib/observability/prometheus-text';
import { median, percentile } from './figures';

const N = Number(process.env.BENCH_N ?? 100_000);
const RUNS = 21;
const DAY = 86_400_000;
const BATCH = 1_000;

/** This instance's part of the figures: made from memory, nothing to time. */
const instance = {
  liveInstances: 1,
  instance: {
    draining: false,
    deliveriesInFlight: 0,
    erasureJournalFailures: 0,
    platform: {
      requests: 0,
      rateLimited: 0,
      retries: 0,
      queued: 0,
      inFlight: 0,
      oldestWaitSeconds: 0,
      tokenExpiresAt: null,
    },
  },
};

/**
 * `npm run bench -- metrics`: what one scrape of `/api/metrics` costs the site database, over a year's
 * worth of a busy site: 100,000 applications (BENCH_N) in every state, as many mails, and a tenth as many
 * job alerts. The median and 95th percentile of 21 scrapes (the database figures, then the text). On
 * PGlite in memory, or the Postgres at DATABASE_URL (its rows are removed after).
 */
export async function runMetricsBench() {
  const { DATABASE_URL } = readSiteDatabaseEnv();
  const database = await openSiteDatabase({ url: DATABASE_URL, dataDir: 'memory://' });
  const prefix = `bench-metrics-${Date.now()}-`;
  const now = new Date();
  const at = (i: number) => new Date(now.getTime() - ((i * 7919) % 365) * DAY);
  try {
    for (let start = 0; start < N; start += BATCH) {
      const ids = Array.from({ length: Math.min(BATCH, N - start) }, (_, k) => start + k);
      await database.db.insert(applications).values(
        ids.map((i) => ({
          id: `${prefix}${i}`,
          postingId: `posting-${i % 400}`,
          idempotencyKey: `${prefix}${i}`,
          // Nearly all delivered, a few of every other state.
          status:
            i % 50 === 0 ? applicationStatuses[i % applicationStatuses.length]! : ('delivered' as const),
          payload: { firstName: 'Ada', lastName: 'Lovelace', email: `a${i}@example.com` },
          candidateEmail: `a${i}@example.com`,
          createdAt: at(i),
        })),
      );
      await database.db.insert(outboundMail).values(
        ids.map((i) => ({
          id: `${prefix}${i}`,
          toAddress: `a${i}@example.com`,
          subject: 'Your application',
          textBody: 'Thank you',
          status: i % 100 === 0 ? ('pending' as const) : ('sent' as const),
          attempts: i % 200 === 0 ? 2 : 1,
          createdAt: at(i),
        })),
      );
      if (start % (BATCH * 10) === 0)
        await database.db.insert(alertSubscriptions).values(
          ids.slice(0, BATCH).map((i) => ({
            id: `${prefix}${i}`,
            email: `a${i}@example.com`,
            ownerKey: `${prefix}${i}`,
            search: {},
            status: i % 10 === 0 ? ('pending' as const) : ('confirmed' as const),
            createdAt: at(i),
          })),
        );
    }
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < RUNS; run++) {
      const begun = performance.now();
      const figures = await readDatabaseFigures(database.db, new Date(), {
        statusUpdates: true,
        statusEvents: true,
      });
      bytes = (await prometheusText({ ...figures, ...instance })).body.length;
      times.push(performance.now() - begun);
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        bench: 'metrics',
        database: DATABASE_URL ? 'postgres' : 'pglite',
        applications: N,
        mails: N,
        alerts: Math.ceil(N / (BATCH * 10)) * BATCH,
        scrapeMsMedian: Math.round(median(times) * 10) / 10,
        scrapeMsP95: Math.round(percentile(sorted, 95) * 10) / 10,
        textBytes: bytes,
      }),
    );
  } finally {
    for (const table of [outboundMail, alertSubscriptions, applications])
      await database.db.delete(table).where(sql`${table.id} like ${`${prefix}%`}`);
    await database.close();
  }
}
