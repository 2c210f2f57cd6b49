import { issueProofOfWork } from '@/lib/careers/abuse/proof-of-work';
import { getSiteDelivery } from '@/lib/careers/delivery/site-delivery';

/** A fresh proof-of-work challenge for the apply form's widget; signed, so nothing is stored. */
export async function GET(): Promise<Response> {
  const delivery = await getSiteDelivery();
  const challenge = await issueProofOfWork(delivery.challengeSecret, Date.now());
  return Response.json(challenge, { headers: { 'cache-control': 'no-store' } });
}
