import { count, desc, eq } from 'drizzle-orm';
import { applications } from '@/lib/db/schema';
import type { StatusLinkSigner } from '../status-link';
import type { AddressLinkSigner } from './address-link';
import { applicationStatusOf, type ApplicationStatusView, type StatusDeps } from './application-status';

/** The page lists an address's newest applications up to this many, and says when there are more. */
export const APPLICATIONS_PER_ADDRESS_PAGE = 50;

export type AddressApplicationsDeps = StatusDeps & {
  signer: StatusLinkSigner;
  addressLinks: AddressLinkSigner;
};

/** What the page shows: each application's status and link, and until when the page's own link works. */
export type AddressApplications = {
  expiresAt: string;
  /** How many the address has in all, when that is more than are listed. */
  total: number;
  applications: { token: string; status: ApplicationStatusView }[];
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
  const [rows, [all]] = await Promise.all([
    deps.db
      .select()
      .from(applications)
      .where(theirs)
      .orderBy(desc(applications.createdAt))
      .limit(APPLICATIONS_PER_ADDRESS_PAGE),
    deps.db.select({ total: count() }).from(applications).where(theirs),
  ]);
  return {
    expiresAt: new Date(link.expiresAtMs).toISOString(),
    total: all?.total ?? rows.length,
    applications: await Promise.all(
      rows.map(async (row) => ({
        token: deps.signer.sign(row.id),
        status: await applicationStatusOf(deps, row),
      })),
    ),
  };
}
