import { sql, type SQL } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { rowsOf } from '@/lib/db/rows-of';

/**
 * Counts hits per key in fixed windows, shared by every site instance. This one keeps the counters in
 * the site database (one PostgreSQL behind all instances); a Redis store can take its place behind the
 * same interface. A key is counted in one window length only: an hour's window and a day's that start
 * together (at midnight) would share its row.
 */
export interface AbuseCounter {
  /** Adds one hit to each key's current window and answers each key's count after it. */
  hit(keys: string[], windowSeconds: number): Promise<Map<string, number>>;
  /** Each key's count in the current window, without adding to it. */
  peek(keys: string[], windowSeconds: number): Promise<Map<string, number>>;
}

/** The database's clock, so every instance agrees on the window. */
const databaseNow = () => sql`now()`;

/** `now`: the time the windows are counted from, a SQL expression (a test's set time). */
export function databaseAbuseCounter(db: SiteDb, now: () => SQL = databaseNow): AbuseCounter {
  const windowStart = (seconds: number) =>
    sql`to_timestamp(floor(extract(epoch from ${now()}) / ${seconds}) * ${seconds})`;
  return {
    async hit(keys, windowSeconds) {
      if (keys.length === 0) return new Map();
      const values = keys.map((key) => sql`(${key}, ${windowStart(windowSeconds)}, 1)`);
      const result = await db.execute(sql`
        insert into rate_counters (key, window_start, count) values ${sql.join(values, sql`, `)}
        on conflict (key, window_start) do update set count = rate_counters.count + 1
        returning key, count`);
      return new Map(
        rowsOf<{ key: string; count: number }>(result).map((row) => [row.key, Number(row.count)]),
      );
    },
    async peek(keys, windowSeconds) {
      if (keys.length === 0) return new Map();
      const result = await db.execute(sql`
        select key, count from rate_counters
        where window_start = ${windowStart(windowSeconds)} and key in (${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )})`);
      return new Map(
        rowsOf<{ key: string; count: number }>(result).map((row) => [row.key, Number(row.count)]),
      );
    },
  };
}
