import 'server-only';
import { getSiteDelivery } from '../delivery/site-delivery';
import { getErasureJournal } from './site-erasure-journal';

/**
 * The site's database with the journal a candidate's request is written down in, once this process's
 * start has brought the database up to date with the journal (site-delivery.ts does that before anything
 * else): after a restore, a request made meanwhile waits a moment rather than being overwritten by an
 * older word. The status page's requests wait the same way (status-request-deps.ts).
 */
export async function journaledSiteDb() {
  const { db } = await getSiteDelivery();
  return { db, journal: getErasureJournal() };
}
