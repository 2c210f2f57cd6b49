import { currentCandidateStatus } from '@/lib/admin/candidate-status';

/** The platform's status of a delivered candidate; streamed in so the table never waits for it. */
export async function CurrentStatus({ postingId, candidateId }: { postingId: string; candidateId: string }) {
  const status = await currentCandidateStatus(postingId, candidateId);
  return status ? <span className="admin-badge">{status}</span> : <span>Not available</span>;
}
