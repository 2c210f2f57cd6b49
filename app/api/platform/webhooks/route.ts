import { getSiteDelivery } from '@/lib/careers/delivery/site-delivery';
import { receiveStatusEvent } from '@/lib/careers/status/status-event-receiver';

/**
 * Where the platform posts its status events (PLATFORM_WEBHOOKS): the activation handshake and signed
 * notifications (lib/careers/status/status-events.ts). Without PLATFORM_WEBHOOKS the route does not exist.
 */
export async function POST(request: Request) {
  const { statusEvents } = await getSiteDelivery();
  if (!statusEvents) return new Response('Not found\n', { status: 404 });
  const response = await receiveStatusEvent(statusEvents, request);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
