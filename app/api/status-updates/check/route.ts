import { getSiteDelivery } from '@/lib/careers/delivery/site-delivery';
import { checkStatusUpdates } from '@/lib/careers/status/status-updates';
import { bearerMatches } from '@/lib/security/bearer-matches';

/**
 * Runs a round of the status-updates check now (end-to-end tests, or an external scheduler), with
 * `Authorization: Bearer <STATUS_UPDATES_CHECK_TOKEN>`. Without that variable, or with
 * STATUS_UPDATES=off, the route does not exist.
 */
export async function POST(request: Request) {
  const delivery = await getSiteDelivery();
  if (!delivery.statusUpdates || !bearerMatches(request, delivery.env.STATUS_UPDATES_CHECK_TOKEN))
    return new Response('Not found\n', { status: 404 });
  const result = await checkStatusUpdates(delivery.statusUpdates);
  return Response.json(result, { headers: { 'Cache-Control': 'no-store' } });
}
