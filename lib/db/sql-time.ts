import { sql } from 'drizzle-orm';

/** `now() + ms`, in the database's clock: leases and retry times compare alike across processes. */
export const msFromNow = (ms: number) =>
  sql`now() + ${Math.max(0, Math.round(ms))} * interval '1 millisecond'`;
