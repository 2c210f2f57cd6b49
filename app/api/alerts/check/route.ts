import { runAlertCheck } from '@/lib/careers/alerts/run-alert-check';
import { getSiteDelivery } from '@/lib/careers/delivery/site-delivery';
import { bearerMatches } from '@/lib/security/bearer-matches';

/**
 * Runs the job alert check now (end-to-end tests, or an external scheduler), with
 * `Authorization: Bearer <ALERTS_CHECK_TOKEN>`. Without that variable the route does not exist.
 */
export async function POST(request: Request) {
  const delivery = await getSiteDelivery();
  if (!bearerMatches(request, delivery.env.ALERTS_CHECK_TOKEN))
    return new Response('Not found\n', { status: 404 });
  const result = await runAlertCheck(delivery.alertCheck);
  return Response.json(result, { headers: { 'Cache-Control': 'no-store' } });
}
