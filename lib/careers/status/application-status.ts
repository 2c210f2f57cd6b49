import type { SiteDb } from '@/lib/db/connection';
import type { ApplicationRow } from '@/lib/db/schema';
import type { CandidateStatus } from '@/lib/platform/contract';
import type { SwrCache } from '../swr-cache';
import type { StatusLinkSigner } from '../status-link';
import { linkedApplication } from './linked-application';
import { currentStep, isFinalStep, type StatusStepId } from './status-steps';

/** What the status page and its polling route show; nothing else about the application leaves the site. */
export type ApplicationStatusView = {
  postingId: string;
  jobTitle: string | null;
  /** The ad's language (BCP 47) when the platform says: the title is spoken in it on a page in another. */
  jobLanguage: string | null;
  submittedAt: string;
  step: StatusStepId;
  final: boolean;
  /** Refused by the platform: staff have it and will follow up. */
  needsAttention: boolean;
  /** It reached the employer; one withdrawn while it waited to be sent never did. */
  sent: boolean;
  /** The live status could not be read just now; the step shown may be behind. */
  stale: boolean;
  /** When the candidate asked to withdraw (staff record it on the platform), or null. */
  withdrawalAskedAt: string | null;
  /** When the candidate asked to delete it while its send was settling (it goes once it settles), or null. */
  erasureAskedAt: string | null;
  /**
   * Whether the candidate is mailed as it moves on: `on`, `stopped` (they asked not to be), or null where
   * no such mail is sent (STATUS_UPDATES=off, or an application from before they were).
   */
  updateMails: 'on' | 'stopped' | null;
};

export type ListedJob = { title: string; language?: string };

export type StatusDeps = {
  db: SiteDb;
  signer: StatusLinkSigner;
  /** At most one platform call per candidate per window, however many people poll it. */
  statusCache: SwrCache<CandidateStatus>;
  fetchStatus: (postingId: string, candidateId: string) => Promise<CandidateStatus>;
  /** The job while it is listed: its title, and the language its ad is written in. */
  listedJob: (postingId: string) => Promise<ListedJob | null>;
  /** STATUS_UPDATES: whether candidates are mailed as their applications move on. */
  updateMailsSent: boolean;
};

/** The status behind a status-link token, or null for any token that is not genuine (linked-application.ts). */
export async function loadApplicationStatus(
  deps: StatusDeps,
  token: string,
): Promise<ApplicationStatusView | null> {
  const row = await linkedApplication(deps, token);
  return row ? applicationStatusOf(deps, row) : null;
}

/** Where one application the site keeps stands: its row here, and the platform's word once delivered. */
export async function applicationStatusOf(
  deps: Omit<StatusDeps, 'db' | 'signer'>,
  row: ApplicationRow,
): Promise<ApplicationStatusView> {
  let platform: CandidateStatus | null = null;
  let stale = false;
  if (row.status === 'delivered' && row.platformCandidateId) {
    const candidateId = row.platformCandidateId;
    try {
      platform = await deps.statusCache.get(candidateId, () => deps.fetchStatus(row.postingId, candidateId));
    } catch {
      stale = true;
    }
  }
  // Asked to delete while its send settled: it goes any moment, so the page keeps polling until it has
  // gone. One stopped for that (withdrawn, though the candidate never asked to withdraw) was received.
  const leaving = row.erasureAskedAt !== null;
  const stoppedToDelete = leaving && row.status === 'withdrawn' && row.withdrawalAskedAt === null;
  const step = stoppedToDelete ? 'received' : currentStep(row.status, platform);
  const job = await deps.listedJob(row.postingId).catch(() => null);
  return {
    postingId: row.postingId,
    jobTitle: job?.title ?? null,
    jobLanguage: job?.language ?? null,
    submittedAt: row.createdAt.toISOString(),
    step,
    final: !leaving && isFinalStep(step),
    needsAttention: row.status === 'refused',
    sent: row.status === 'delivered',
    stale,
    withdrawalAskedAt: row.withdrawalAskedAt?.toISOString() ?? null,
    erasureAskedAt: row.erasureAskedAt?.toISOString() ?? null,
    updateMails: deps.updateMailsSent && row.locale ? (row.updatesStoppedAt ? 'stopped' : 'on') : null,
  };
}
