import { eq, inArray } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { applicationFiles, applications, type ApplicationRow } from '@/lib/db/schema';
import type { Application, ApplicationCreated, Candidate, CandidateStatus } from '@/lib/platform/contract';
import { isPlatformError, PlatformError, type PlatformErrorCode } from '@/lib/platform/client/platform-error';
import type { ErasureJournal } from '../erasure-journal/erasure-journal';
import { retryDelayMs } from './retry-delay';
import { markDelivered, markRefused, markRetry, recordAttempt, withdrawIfAsked, type Claimed } from './lease';

/** The platform calls delivery needs; the real client in the site, the same client in tests. */
export type DeliveryPlatform = {
  createCandidate(
    postingId: string,
    application: Application,
    signal?: AbortSignal,
  ): Promise<ApplicationCreated>;
  candidates(filters: { q?: string; limit?: number }): AsyncIterable<Candidate>;
  getCandidateStatus(postingId: string, candidateId: string): Promise<CandidateStatus>;
};

export type DeliveryDeps = {
  db: SiteDb;
  platform: DeliveryPlatform;
  owner: string;
  /** Where each delivery is written down, so a restored backup does not send it twice. */
  journal: ErasureJournal;
  /**
   * Aborted when the process stops for good: a send still waiting for its turn is then never made, and
   * one cut off on the way is settled by a look-up, never sent again blindly.
   */
  signal?: AbortSignal;
};

export type DeliveryOutcome = 'delivered' | 'refused' | 'retry' | 'unknown' | 'lost_lease' | 'withdrawn';

/** Failures the client raises only when the platform certainly did not process the request. */
const neverProcessed = new Set<PlatformErrorCode>([
  'unavailable',
  'rate_limited',
  'queue_full',
  'credential_refused',
  'insufficient_scope',
  'rejected',
  'not_found',
  // Stopped while it waited for its turn (the process shutting down): it never left.
  'cancelled',
]);

/** Platform clocks and ours may differ; a candidate created this long before our record still counts. */
const CLOCK_SKEW_MS = 10 * 60_000;

/** What delivery needs of a row; the submission path has it in hand, so it need not read it back. */
export type DeliveryRow = Pick<
  ApplicationRow,
  'id' | 'postingId' | 'candidateEmail' | 'createdAt' | 'attempts'
>;
/** An application just stored (attempt already counted) and still in memory: sent without reading it back. */
export type PreparedDelivery = { row: DeliveryRow; application: Application };

async function leasedRow(db: SiteDb, id: string, owner: string): Promise<ApplicationRow | null> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  return row && row.status === 'delivering' && row.leaseOwner === owner ? row : null;
}

async function loadApplication(db: SiteDb, id: string): Promise<Application | null> {
  const [row] = await db
    .select({ payload: applications.payload })
    .from(applications)
    .where(eq(applications.id, id));
  if (!row) return null;
  const files = await db.select().from(applicationFiles).where(eq(applicationFiles.applicationId, id));
  const upload = (file: (typeof files)[number]) => ({
    fileName: file.fileName,
    mimeType: file.mimeType,
    fileContent: Buffer.from(file.bytes).toString('base64'),
  });
  const resume = files.find((file) => file.kind === 'resume');
  const avatar = files.find((file) => file.kind === 'avatar');
  const attachments = files.filter((file) => file.kind === 'attachment');
  return {
    ...row.payload,
    ...(resume ? { resume: upload(resume) } : {}),
    ...(avatar ? { avatar: upload(avatar) } : {}),
    ...(attachments.length > 0 ? { attachments: attachments.map(upload) } : {}),
  };
}

/**
 * The listed candidate has this address. One listed without an address is not ours to take: the search is
 * full-text (a name can match), and taking the wrong one would mark ours delivered when it never arrived.
 */
const sameAddress = (candidate: Candidate, email: string) => candidate.email?.trim().toLowerCase() === email;

/** Made around or after our record; a candidate who cannot say when is not taken for ours. */
const madeSince = (candidate: Candidate, since: Date) =>
  candidate.createdOn !== undefined && Date.parse(candidate.createdOn) >= since.getTime() - CLOCK_SKEW_MS;

/**
 * Whether the candidate applied through this posting: the apply API has their status there, and answers
 * 404 otherwise. (The Candidates API names only the job, which a posting does not name.)
 */
async function appliedThrough(platform: DeliveryPlatform, postingId: string, candidateId: string) {
  try {
    await platform.getCandidateStatus(postingId, candidateId);
    return true;
  } catch (error) {
    if (isPlatformError(error, 'not_found')) return false;
    // Any other failure leaves the question open for the next try: never read as the platform refusing
    // the application, which would close one that may have arrived.
    throw new PlatformError(
      'unavailable',
      `The look-up of the candidate's status failed: ${describe(error)}`,
    );
  }
}

/**
 * After a send whose fate is unknown: the platform's candidate for this application, if the send did
 * arrive. Same address, made around or after our record, not already another application's candidate,
 * and applied through this posting.
 */
async function findArrived(deps: DeliveryDeps, row: DeliveryRow): Promise<string | null> {
  const recent: Candidate[] = [];
  for await (const candidate of deps.platform.candidates({ q: row.candidateEmail, limit: 100 }))
    if (sameAddress(candidate, row.candidateEmail) && madeSince(candidate, row.createdAt))
      recent.push(candidate);
  if (recent.length === 0) return null;
  const taken = await deps.db
    .select({ id: applications.platformCandidateId })
    .from(applications)
    .where(
      inArray(
        applications.platformCandidateId,
        recent.map((candidate) => candidate.id),
      ),
    );
  const takenIds = new Set(taken.map((entry) => entry.id));
  for (const candidate of recent)
    if (!takenIds.has(candidate.id) && (await appliedThrough(deps.platform, row.postingId, candidate.id)))
      return candidate.id;
  return null;
}

const describe = (error: unknown) =>
  isPlatformError(error)
    ? [
        error.message,
        ...error.details.map((detail) => `${detail.field ?? ''} ${detail.message}`.trim()),
      ].join('; ')
    : 'unexpected failure';

/**
 * Sends one leased application: settles an unknown earlier send by looking the candidate up first, then
 * posts it once through the client (which paces and retries what is safe to retry), and records the
 * outcome. Never throws: every failure becomes a state staff can see.
 */
export async function deliverApplication(
  deps: DeliveryDeps,
  claimed: Claimed,
  prepared?: PreparedDelivery,
): Promise<DeliveryOutcome> {
  const { db, owner } = deps;
  const row = prepared?.row ?? (await leasedRow(db, claimed.id, owner));
  if (!row) return 'lost_lease';
  // Whether some send of this application may have reached the platform without our knowing.
  let mayHaveArrived = claimed.reconcile;
  try {
    if (claimed.reconcile) {
      const arrived = await findArrived(deps, row);
      if (arrived) {
        await markDelivered(deps, row.id, owner, arrived);
        return 'delivered';
      }
      mayHaveArrived = false;
    }
    const application = prepared?.application ?? (await loadApplication(db, row.id));
    if (!application) return 'lost_lease';
    // Not sent when the lease is lost, or when the candidate asked to withdraw it while it waited or was
    // leased: nothing of it is on the platform. (A fresh submission is sent before its status page, where
    // one asks, has even been shown.)
    if (!prepared && !(await recordAttempt(db, row.id, owner)))
      return (await withdrawIfAsked(db, row.id, owner)) ? 'withdrawn' : 'lost_lease';
    try {
      const created = await deps.platform.createCandidate(row.postingId, application, deps.signal);
      await markDelivered(deps, row.id, owner, created.id);
      return 'delivered';
    } catch (error) {
      if (!(isPlatformError(error) && neverProcessed.has(error.code))) mayHaveArrived = true;
      throw error;
    }
  } catch (error) {
    if (isPlatformError(error, 'rejected') || isPlatformError(error, 'not_found')) {
      await markRefused(db, row.id, owner, describe(error));
      return 'refused';
    }
    // The send failed before the platform processed it: a withdrawal asked meanwhile means no next try.
    if (!mayHaveArrived && (await withdrawIfAsked(db, row.id, owner))) return 'withdrawn';
    await markRetry(db, row.id, owner, retryDelayMs(row.attempts + 1), describe(error), mayHaveArrived);
    return mayHaveArrived ? 'unknown' : 'retry';
  }
}
