import { and, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { applications } from '@/lib/db/schema';
import type { ApplicationFilter } from './application-filter';
import { campaignColumns, campaignParts } from './campaign-columns';
import { retryableCondition } from './delivery-state';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The candidate's name from the stored payload (the payload has no file bytes; those are never read). */
export const candidateName = sql<string>`trim(coalesce(${applications.payload}->>'firstName', '') || ' ' || coalesce(${applications.payload}->>'lastName', ''))`;

/** The columns the console shows and exports: no payload beyond the name, no files. */
export const applicationColumns = {
  id: applications.id,
  postingId: applications.postingId,
  status: applications.status,
  attempts: applications.attempts,
  lastError: applications.lastError,
  platformCandidateId: applications.platformCandidateId,
  candidateEmail: applications.candidateEmail,
  candidateName,
  /** Campaign tracking (utm_*, source): the site's own record of where the candidate came from. */
  tracking: applications.tracking,
  channel: applications.channel,
  createdAt: applications.createdAt,
  deliveredAt: applications.deliveredAt,
  nextAttemptAt: applications.nextAttemptAt,
  leaseUntil: applications.leaseUntil,
  /** The candidate asked, from their status page, to withdraw: staff record it on the platform. */
  withdrawalAskedAt: applications.withdrawalAskedAt,
  /** The candidate asked to delete it while its send settled: the site deletes it once that is settled. */
  erasureAskedAt: applications.erasureAskedAt,
};

/** WHERE for a filter: a state (or "stuck", or a withdrawal asked), a search over email, name and both ids, a campaign, a channel. */
export function applicationWhere(filter: Omit<ApplicationFilter, 'page'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.state === 'stuck') {
    conditions.push(sql`${applications.status} <> 'refused' and ${retryableCondition}`);
  } else if (filter.state === 'withdrawal') {
    conditions.push(isNotNull(applications.withdrawalAskedAt));
  } else if (filter.state) {
    conditions.push(eq(applications.status, filter.state));
  }
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    conditions.push(
      or(
        ilike(applications.candidateEmail, pattern),
        sql`${candidateName} ilike ${pattern}`,
        eq(applications.id, filter.q),
        eq(applications.platformCandidateId, filter.q),
      )!,
    );
  }
  for (const part of campaignParts) {
    const value = filter[part];
    if (value === null) conditions.push(isNull(campaignColumns[part]));
    else if (value !== undefined) conditions.push(eq(campaignColumns[part], value));
  }
  if (filter.channel) conditions.push(eq(applications.channel, filter.channel));
  return conditions.length ? and(...conditions) : undefined;
}
