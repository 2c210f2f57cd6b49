import { count, eq } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { alertSubscriptions, applications, outboundMail } from '@/lib/db/schema';
import { otherMailsTo } from './address-copy';
import { rowIds } from '../erasure-journal/journal-lines';
import type { AddressLinkSigner } from './address-link';
import { eraseApplicationWithId, erasureCase, type ErasureDeps } from './erasure';

export type AddressErasureDeps = Omit<ErasureDeps, 'signer'> & { addressLinks: AddressLinkSigner };

/** What the "delete everything" page says: how much there is, and whether any of it is elsewhere too. */
export type AddressErasureSubject = {
  applications: number;
  alerts: number;
  /** Some reached the platform, which keeps its own copy. */
  onPlatform: boolean;
  /** Some are being sent this moment: they go as soon as that settles. */
  settling: boolean;
};

/** Read from the site alone, once; opening the page deletes nothing. Null for a link that does not work. */
export async function addressErasureSubjectOf(
  deps: { db: SiteDb; addressLinks: AddressLinkSigner },
  token: string,
  nowMs: number,
): Promise<AddressErasureSubject | null> {
  const link = deps.addressLinks.verify(token, nowMs);
  if (!link) return null;
  const [rows, alerts] = await Promise.all([
    deps.db
      .select({ status: applications.status, erasureAskedAt: applications.erasureAskedAt })
      .from(applications)
      .where(eq(applications.candidateEmail, link.address)),
    deps.db
      .select({ total: count() })
      .from(alertSubscriptions)
      .where(eq(alertSubscriptions.email, link.address)),
  ]);
  const cases = rows.map((row) => erasureCase(row.status, row.erasureAskedAt));
  return {
    applications: rows.length,
    alerts: alerts[0]?.total ?? 0,
    onPlatform: cases.includes('on-platform'),
    settling: cases.includes('settling') || cases.includes('asked'),
  };
}

/** What deleting everything did. */
export type AddressErasureOutcome = {
  /** Applications deleted now. */
  erased: number;
  /** Applications being sent this moment: not sent again, deleted as soon as that settles. */
  asked: number;
  /** Staff were mailed to delete the platform's copy of at least one. */
  platformAsked: boolean;
  alerts: number;
  mails: number;
};

/**
 * The holder of an "all your applications" link asks the site to forget everything under the address:
 * each application exactly as its own delete button does (erasure.ts: one being sent is stopped and goes
 * once it settles; staff are asked about the platform's copy), then every job alert (their mails go with
 * them) and every other mail kept for the address. Null for a link that does not work: nothing changes.
 */
export async function eraseEverythingUnder(
  deps: AddressErasureDeps,
  token: string,
  nowMs: number,
): Promise<AddressErasureOutcome | null> {
  const link = deps.addressLinks.verify(token, nowMs);
  if (!link) return null;
  const { address } = link;
  const theirs = await deps.db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.candidateEmail, address));
  const outcome: AddressErasureOutcome = { erased: 0, asked: 0, platformAsked: false, alerts: 0, mails: 0 };
  // One at a time, each in its own transaction, as the status page's button would.
  for (const { id } of theirs) {
    const one = await eraseApplicationWithId(deps, id);
    if (one.status === 'erased') {
      outcome.erased += 1;
      outcome.platformAsked ||= one.platformAsked;
    } else if (one.status === 'asked') outcome.asked += 1;
  }
  await deps.db.transaction(async (tx) => {
    const alerts = await tx
      .delete(alertSubscriptions)
      .where(eq(alertSubscriptions.email, address))
      .returning({ id: alertSubscriptions.id });
    const mails = await tx
      .delete(outboundMail)
      .where(otherMailsTo(address))
      .returning({ id: outboundMail.id });
    await deps.journal.record({ alerts: rowIds(alerts), mails: rowIds(mails) });
    outcome.alerts = alerts.length;
    outcome.mails = mails.length;
  });
  return outcome;
}
