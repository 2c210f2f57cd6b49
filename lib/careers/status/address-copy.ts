import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { alertSubscriptions, applications, outboundMail } from '@/lib/db/schema';
import type { AddressLinkSigner } from './address-link';
import { applicationRecord, mailsWhere } from './application-copy';

/** The mails to an address that are about no application (those are with their application). */
export const otherMailsTo = (address: string) =>
  and(sql`lower(${outboundMail.toAddress}) = ${address}`, isNull(outboundMail.applicationId));

export type AddressCopyDeps = {
  db: SiteDb;
  addressLinks: AddressLinkSigner;
  site: { name: string; url: string };
};

/**
 * Everything this site keeps under one address, for the person it belongs to (GDPR arts. 15 and 20): each
 * application as its own copy has it (application-copy.ts), each job alert, and every other mail sent to
 * the address ("Your applications", alerts, "finish later"). Half-filled forms saved for later are sealed
 * with a key only their own link holds (drafts/draft-codec.ts), so there is nothing here to read of them.
 * Null for a link that is not genuine or has expired.
 */
export async function addressCopy(deps: AddressCopyDeps, token: string, now: Date) {
  const link = deps.addressLinks.verify(token, now.getTime());
  if (!link) return null;
  const { address } = link;
  const [rows, alerts, otherEmails] = await Promise.all([
    deps.db
      .select()
      .from(applications)
      .where(eq(applications.candidateEmail, address))
      .orderBy(asc(applications.createdAt)),
    deps.db
      .select({
        search: alertSubscriptions.search,
        language: alertSubscriptions.locale,
        state: alertSubscriptions.status,
        frequency: alertSubscriptions.frequency,
        startedAt: alertSubscriptions.createdAt,
        confirmedAt: alertSubscriptions.confirmedAt,
        lastMailAt: alertSubscriptions.lastDigestAt,
      })
      .from(alertSubscriptions)
      .where(eq(alertSubscriptions.email, address))
      .orderBy(asc(alertSubscriptions.createdAt)),
    mailsWhere(deps.db, otherMailsTo(address)),
  ]);
  return {
    madeAt: now.toISOString(),
    site: deps.site,
    address,
    applications: await Promise.all(rows.map((row) => applicationRecord(deps.db, row))),
    jobAlerts: alerts.map((alert) => ({
      ...alert,
      startedAt: alert.startedAt.toISOString(),
      confirmedAt: alert.confirmedAt?.toISOString() ?? null,
      lastMailAt: alert.lastMailAt?.toISOString() ?? null,
    })),
    otherEmails,
  };
}
