import { runAlertCheck } from '@/lib/careers/alerts/run-alert-check';
import { getSiteDelivery } from '@/lib/careers/delivery/site-delivery';
import { bearerMatches } from '@/lib/security/bearer-matches';

/**
 * How long a request waits for a check under way elsewhere (the schedule, another instance) to end: longer
 * than a check may take (its listing of the open postings alone may take two minutes).
 */
const WAIT_FOR_OTHER_MS = 3 * 60_000;
const PAUSE_MS = 250;

/**
 * Runs the job alert check now (end-to-end tests, or an external scheduler), with
 * `Authorization: Bearer <ALERTS_CHECK_TOKEN>`. Without that variable the route does not exist. A check
 * already running elsewhere is waited for, then this one runs: "now" means after what is under way.
 */
export async function POST(request: Request) {
  const delivery = await getSiteDelivery();
  if (!bearerMatches(request, delivery.env.ALERTS_CHECK_TOKEN))
    return new Response('Not found\n', { status: 404 });
  const deadline = Date.now() + WAIT_FOR_OTHER_MS;
  let result = await runAlertCheck(delivery.alertCheck);
  while (!result && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    result = await runAlertCheck(delivery.alertCheck);
  }
  if (!result) return new Response('A check is still running\n', { status: 503 });
  return Response.json(result, { headers: { 'Cache-Control': 'no-store' } });
}
