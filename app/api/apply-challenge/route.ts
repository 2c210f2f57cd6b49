import { issueProofOfWork } from '@/lib/careers/abuse/proof-of-work';
import { getSiteKeys } from '@/lib/careers/site-keys';

/** A fresh proof-of-work challenge for the apply form's widget; signed, so nothing is stored. */
export async function GET(): Promise<Response> {
  const { challengeSecret } = await getSiteKeys();
  const challenge = await issueProofOfWork(challengeSecret, Date.now());
  return Response.json(challenge, { headers: { 'cache-control': 'no-store' } });
}
