import 'server-only';
import { getSiteDelivery } from '../delivery/site-delivery';
import { getErasureJournal } from '../erasure-journal/site-erasure-journal';
import { getSiteConfig } from '../site';
import { getSiteKeys } from '../site-keys';
import type { ErasureDeps } from './erasure';
import type { WithdrawalDeps } from './withdrawal';
import { databaseAbuseCounter } from '../abuse/abuse-counter';

/** No status link is near this long; anything longer is not one, and is not verified. */
export const TOKEN_MAX_LENGTH = 512;

/** A status link as a form posts it back: a string of a link's length, or not one at all. */
export const isTokenShaped = (token: unknown): token is string =>
  typeof token === 'string' && token.length <= TOKEN_MAX_LENGTH;

/**
 * What a candidate's request from their status page (withdraw, delete) needs: the database, the link
 * signer, and whom to tell (STAFF_NOTIFY_EMAIL) from which site.
 */
export async function statusRequestDeps(): Promise<WithdrawalDeps & ErasureDeps> {
  const [delivery, keys] = await Promise.all([getSiteDelivery(), getSiteKeys()]);
  const site = getSiteConfig();
  return {
    db: delivery.db,
    signer: keys.signer,
    staff: delivery.env.STAFF_NOTIFY_EMAIL ?? [],
    site: { name: site.name, url: site.url },
    mailQueued: () => delivery.mailWorker.wake(),
    journal: getErasureJournal(),
    counter: databaseAbuseCounter(delivery.db),
  };
}
