import { desc, sql } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { purgeRuns } from '@/lib/db/schema';
import { rowsOf } from '@/lib/db/rows-of';
import { textWithoutDraftLinks } from '../drafts/draft-link-in-mail';

export type RetentionPolicy = {
  /** Applications and their mail rows are deleted this many days after they were sent. */
  retentionDays: number;
  /** A refused application's files are deleted this many days after it was sent (delivered: at once). */
  refusedFilesDays: number;
  /** Lines of the console's activity log are deleted this many days after they were written. */
  activityDays: number;
};

export type PurgeCounts = {
  filesDeleted: number;
  applicationsDeleted: number;
  mailDeleted: number;
  linksRemoved: number;
  countersDeleted: number;
  sessionsDeleted: number;
  draftsDeleted: number;
  activityDeleted: number;
};

// Any fixed number: one purge at a time across every instance on one database.
const PURGE_LOCK = 7_345_114;
/** What replaces a status link in a sent mail row: the mail went out, the database need not keep it. */
export const REMOVED_LINK = '[status link removed after sending]';

async function count(tx: SiteDb, statement: ReturnType<typeof sql>): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(
    await tx.execute(sql`with done as (${statement} returning 1) select count(*) as n from done`),
  );
  return Number(row?.n ?? 0);
}

/** Abuse counters matter for an hour; a day keeps them readable for anyone looking into an incident. */
export const ABUSE_COUNTER_DAYS = 1;

const daysAgo = (days: number) => sql`now() - ${days} * interval '1 day'`;

/**
 * Storage limitation (GDPR art. 5(1)(e)): deletes what the site no longer needs, in the database's
 * clock, and records what it did. Skipped (null) while another instance is purging.
 */
export async function purgeExpired(db: SiteDb, policy: RetentionPolicy): Promise<PurgeCounts | null> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as SiteDb;
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${PURGE_LOCK}) as locked`),
    );
    if (!lock?.locked) return null;
    const counts: PurgeCounts = {
      filesDeleted: await count(
        tx,
        sql`delete from application_files f using applications a
            where f.application_id = a.id and a.status = 'refused'
              and a.created_at < ${daysAgo(policy.refusedFilesDays)}`,
      ),
      // Mail first, so its count is its own and not hidden in the applications' cascade.
      mailDeleted: await count(
        tx,
        sql`delete from outbound_mail where created_at < ${daysAgo(policy.retentionDays)}`,
      ),
      applicationsDeleted: await count(
        tx,
        sql`delete from applications where created_at < ${daysAgo(policy.retentionDays)}`,
      ),
      linksRemoved:
        (await count(
          tx,
          sql`update outbound_mail
            set text_body = regexp_replace(text_body, 'https?://[^[:space:]]*/applications/[^[:space:]]+', ${REMOVED_LINK}, 'g'),
                html_body = null
            where status = 'sent' and text_body ~ 'https?://[^[:space:]]*/applications/'`,
        )) +
        // Sending takes a draft's link out (mail-outbox.ts); a mail sent before that did not.
        (await count(
          tx,
          sql`update outbound_mail
            set text_body = ${textWithoutDraftLinks}, html_body = null
            where status = 'sent' and draft_id is not null and text_body ~ '[?&]draft='`,
        )),
      countersDeleted:
        (await count(
          tx,
          sql`delete from rate_counters where window_start < ${daysAgo(ABUSE_COUNTER_DAYS)}`,
        )) +
        // Visit and view counts go with the applications of their days, so the Campaigns report compares
        // like with like.
        (await count(
          tx,
          sql`delete from campaign_visits where day < (${daysAgo(policy.retentionDays)})::date`,
        )) +
        (await count(tx, sql`delete from job_views where day < (${daysAgo(policy.retentionDays)})::date`)),
      sessionsDeleted: await count(
        tx,
        sql`delete from admin_sessions where expires_at < now() - interval '1 day'`,
      ),
      // "Finish later" drafts last 7 days (lib/careers/drafts); their mail rows go with them.
      draftsDeleted: await count(tx, sql`delete from application_drafts where expires_at < now()`),
      activityDeleted: await count(
        tx,
        sql`delete from staff_activity where at < ${daysAgo(policy.activityDays)}`,
      ),
    };
    await tx.insert(purgeRuns).values(counts);
    return counts;
  });
}

/** The last purge, for the console: when it ran and what it deleted. */
export async function lastPurge(db: SiteDb) {
  const [row] = await db.select().from(purgeRuns).orderBy(desc(purgeRuns.id)).limit(1);
  return row ?? null;
}
