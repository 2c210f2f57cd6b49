import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { applications } from '@/lib/db/schema';
import type { StatusLinkSigner } from '../status-link';

/**
 * The holder of a status link stops, or starts again, the mails sent as the application moves on
 * (status-updates.ts). Stopping twice keeps the first time; `not-found` is any token that is not a
 * status link of an application the site keeps.
 */
export async function chooseUpdateMails(
  deps: { db: SiteDb; signer: StatusLinkSigner },
  token: string,
  wanted: boolean,
): Promise<'chosen' | 'not-found'> {
  const applicationId = deps.signer.verify(token)?.applicationId;
  if (!applicationId) return 'not-found';
  const row = eq(applications.id, applicationId);
  await deps.db
    .update(applications)
    .set({ updatesStoppedAt: wanted ? null : sql`now()` })
    .where(
      and(row, wanted ? isNotNull(applications.updatesStoppedAt) : isNull(applications.updatesStoppedAt)),
    );
  const [kept] = await deps.db.select({ id: applications.id }).from(applications).where(row);
  return kept ? 'chosen' : 'not-found';
}
