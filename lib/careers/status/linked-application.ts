import { eq } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { randomId } from '@/lib/db/random-id';
import { applications, type ApplicationRow } from '@/lib/db/schema';
import type { StatusLinkSigner } from '../status-link';

/**
 * The application behind a status-link token, or null for any token that is not genuine. A forged token
 * costs the same work as a real one up to the database look-up, which both make.
 */
export async function linkedApplication(
  deps: { db: SiteDb; signer: StatusLinkSigner },
  token: string,
): Promise<ApplicationRow | null> {
  const verified = deps.signer.verify(token);
  const [row] = await deps.db
    .select()
    .from(applications)
    .where(eq(applications.id, verified?.applicationId ?? randomId()));
  return verified && row ? row : null;
}
