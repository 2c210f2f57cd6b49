import { and, count, desc, eq } from 'drizzle-orm';
import { alertSubscriptions, applications } from '@/lib/db/schema';
import type { AlertLinkSigner } from '../alerts/alert-links';
import type { AddressLinkSigner } from './address-link';
import { applicationStatusOf, type ApplicationStatusView, type StatusDeps } from './application-status';

/** The page lists an address's newest applications up to this many, and says when there are more. */
export const APPLICATIONS_PER_ADDRESS_PAGE = 50;

export type AddressApplicationsDeps = StatusDeps & {
  addressLinks: AddressLinkSigner;
  alertLinks: AlertLinkSigner;
};

/** What the page shows: each application's status and link, and until when the page's own link works. */
export type AddressApplications = {
  expiresAt: string;
  /** How many the address has in all, when that is more than are listed. */
  total: number;
  applications: { token: string; status: ApplicationStatusView }[];
  /**
   * The address's confirmed job alerts: a manage link, and how many it shows, for each key that groups
   * them (one, unless the site's keys were rotated since some were made: alert-links.ts).
   */
  alerts: { manageToken: string; count: number }[];
};

/**
 * Every application the site keeps that an address sent, newest first, each where it stands now (as its
 * own status page shows it) with its status link signed anew. Null for a link that is not genuine or has
 * expired (address-link.ts).
 */
export async function loadAddressApplications(
  deps: AddressApplicationsDeps,
  token: string,
  nowMs: number,
): Promise<AddressApplications | null> {
  const link = deps.addressLinks.verify(token, nowMs);
  if (!link) return null;
  const theirs = eq(applications.candidateEmail, link.address);
  const [rows, [all], alerts] = await Promise.all([
    deps.db
      .select()
      .from(applications)
      .where(theirs)
      .orderBy(desc(applications.createdAt))
      .limit(APPLICATIONS_PER_ADDRESS_PAGE),
    deps.db.select({ total: count() }).from(applications).where(theirs),
    deps.db
      .select({ ownerKey: alertSubscriptions.ownerKey })
      .from(alertSubscriptions)
      .where(and(eq(alertSubscriptions.email, link.address), eq(alertSubscriptions.status, 'confirmed'))),
  ]);
  const perOwner = new Map<string, number>();
  for (const { ownerKey } of alerts) perOwner.set(ownerKey, (perOwner.get(ownerKey) ?? 0) + 1);
  return {
    expiresAt: new Date(link.expiresAtMs).toISOString(),
    total: all?.total ?? rows.length,
    applications: await Promise.all(
      rows.map(async (row) => ({
        token: deps.signer.sign(row.id),
        status: await applicationStatusOf(deps, row),
      })),
    ),
    alerts: [...perOwner].map(([ownerKey, count]) => ({
      manageToken: deps.alertLinks.sign('manage', ownerKey, nowMs),
      count,
    })),
  };
}
