import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { applications } from '@/lib/db/schema';
import type { ErasureJournal } from '../erasure-journal/erasure-journal';
import type { StatusLinkSigner } from '../status-link';

export type UpdateMailsDeps = {
  db: SiteDb;
  /** Where the choice is written down, so a restored backup does not mail a candidate who said stop. */
  journal: ErasureJournal;
};

/**
 * The holder of a status link stops, or starts again, the mails sent as the application moves on
 * (status-updates.ts). Stopping twice keeps the first time; `not-found` is any token that is not a
 * status link of an application the site keeps.
 */
export async function chooseUpdateMails(
  deps: UpdateMailsDeps & { signer: StatusLinkSigner },
  token: string,
  wanted: boolean,
): Promise<'chosen' | 'not-found'> {
  const applicationId = deps.signer.verify(token)?.applicationId;
  return applicationId ? chooseUpdateMailsWithId(deps, applicationId, wanted) : 'not-found';
}

/** The same for an application named by id (a restore repeating the journal's choices). */
export async function chooseUpdateMailsWithId(
  deps: UpdateMailsDeps,
  applicationId: string,
  wanted: boolean,
): Promise<'chosen' | 'not-found'> {
  const row = eq(applications.id, applicationId);
  return deps.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(applications)
      .set({ updatesStoppedAt: wanted ? null : sql`now()` })
      .where(
        and(row, wanted ? isNotNull(applications.updatesStoppedAt) : isNull(applications.updatesStoppedAt)),
      )
      .returning({ id: applications.id });
    // Only a change is written down: the journal's last word and the database's agree until the next one.
    if (changed)
      await deps.journal.record(wanted ? { updatesResumed: [changed.id] } : { updatesStopped: [changed.id] });
    const [kept] = changed
      ? [changed]
      : await tx.select({ id: applications.id }).from(applications).where(row);
    return kept ? 'chosen' : 'not-found';
  });
}
