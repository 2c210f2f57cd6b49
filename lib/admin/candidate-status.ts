import 'server-only';
import { getPlatformClient } from '@/lib/careers/platform';
import { candidateStatusCache } from '@/lib/careers/status/site-status';

/**
 * A delivered application's current status on the platform, through the cache the candidates' status
 * pages use (the site's credential may read statuses), so staff and candidates share one budget. Only
 * the rows on the visible page ask; null when the platform does not answer in time, so the table still
 * renders.
 */
export async function currentCandidateStatus(postingId: string, candidateId: string): Promise<string | null> {
  try {
    return await candidateStatusCache().get(candidateId, () =>
      getPlatformClient().getCandidateStatus(postingId, candidateId, AbortSignal.timeout(5_000)),
    );
  } catch {
    return null;
  }
}
