import { sql } from 'drizzle-orm';
import { listStaffActivity, staffInActivity } from '@/lib/admin/activity/staff-activity';
import { openSiteDatabase } from '@/lib/db/connection';
import { staffActivity, type StaffAction } from '@/lib/db/schema';
import { readSiteDatabaseEnv } from '@/lib/env';
import { medianMs } from './figures';

const N = Number(process.env.BENCH_N ?? 200_000);
const STAFF = 40;
const RUNS = 15;

/** How often each action comes up in a busy console: mostly sign-ins and their ends. */
const mix: [StaffAction, number][] = [
  ['signed_in', 0.45],
  ['signed_out', 0.3],
  ['session_ended', 0.1],
  ['retried_application', 0.09],
  ['exported_applications', 0.04],
  ['sign_in_refused', 0.015],
  ['erased_candidate', 0.005],
];

function seeded(seed: number) {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

function pick(random: () => number): StaffAction {
  let roll = random();
  for (const [action, share] of mix) if ((roll -= share) < 0) return action;
  return 'signed_in';
}

const timed = (run: (n: number) => Promise<unknown>) => medianMs(RUNS, run);

/**
 * `npm run bench -- activity`: the console's activity page over 200,000 lines (BENCH_N: two busy years of
 * 40 staff), the median of 15 runs of each read the page makes: the newest 50, an older page deep in the
 * log, one rare action (erasures, 0.5 %), one person, and the "who" list. On PGlite in memory, or the
 * Postgres at DATABASE_URL (its lines are removed after).
 */
export async function runActivityBench() {
  const { DATABASE_URL } = readSiteDatabaseEnv();
  const database = await openSiteDatabase({ url: DATABASE_URL, dataDir: 'memory://' });
  const prefix = `bench-activity-${Date.now()}-`;
  const random = seeded(7);
  const start = Date.now() - 730 * 86_400_000;
  try {
    for (let first = 0; first < N; first += 1_000) {
      const rows = Array.from({ length: Math.min(1_000, N - first) }, (_, k) => {
        const who = Math.floor(random() * STAFF);
        return {
          at: new Date(start + ((first + k) / N) * 730 * 86_400_000),
          platformUserId: `${prefix}${who}`,
          staffName: `Staff ${who}`,
          staffEmail: `staff-${who}@acme.example`,
          action: pick(random),
        };
      });
      await database.db.insert(staffActivity).values(rows);
    }
    const { rows } = await listStaffActivity(database.db, {}, 1);
    const middle = Math.round(rows[0]!.id - N / 2);
    const figures = {
      lines: N,
      newestMs: await timed(() => listStaffActivity(database.db, {})),
      deepPageMs: await timed(() => listStaffActivity(database.db, { before: middle })),
      rareActionMs: await timed(() => listStaffActivity(database.db, { action: 'erased_candidate' })),
      onePersonMs: await timed(() => listStaffActivity(database.db, { by: `${prefix}7` })),
      whoListMs: await timed(() => staffInActivity(database.db)),
    };
    console.log(
      JSON.stringify({ bench: 'activity', database: DATABASE_URL ? 'postgres' : 'pglite', ...figures }),
    );
  } finally {
    await database.db.delete(staffActivity).where(sql`${staffActivity.platformUserId} like ${`${prefix}%`}`);
    await database.close();
  }
}
