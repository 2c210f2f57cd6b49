import 'server-only';
import { getPlatformClient } from '@/lib/careers/platform';
import { createSwrCache } from '@/lib/careers/swr-cache';

// Short: staff want today's status, and the site's status budget is shared with candidates' pages.
const cache = createSwrCache<string>({ ttlMs: 30_000, staleMs: 60_000, maxEntries: 2_000 });

/**
 * A delivered application's current status on the platform, through the site's own client (its
 * credential may read statuses). Only the rows on the visible page ask; null when the platform
 * does not answer in time, so the table still renders.
 */
export async function currentCandidateStatus(postingId: string, candidateId: string): Promise<string | null> {
  try {
    return await cache.get(`${postingId}/${candidateId}`, () =>
      getPlatformClient().getCandidateStatus(postingId, candidateId, AbortSignal.timeout(5_000)),
    );
  } catch {
    return null;
  }
}
