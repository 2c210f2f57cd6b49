import { timingSafeEqual } from 'node:crypto';
import { runAlertCheck } from '@/lib/careers/alerts/run-alert-check';
import { getSiteDelivery } from '@/lib/careers/delivery/site-delivery';

const matches = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Runs the job alert check now (end-to-end tests, or an external scheduler), with
 * `Authorization: Bearer <ALERTS_CHECK_TOKEN>`. Without that variable the route does not exist.
 */
export async function POST(request: Request) {
  const delivery = await getSiteDelivery();
  const expected = delivery.env.ALERTS_CHECK_TOKEN;
  const given = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  if (!expected || !matches(given, expected)) return new Response('Not found\n', { status: 404 });
  const result = await runAlertCheck(delivery.alertCheck);
  return Response.json(result, { headers: { 'Cache-Control': 'no-store' } });
}
