import { getSiteDb } from '@/lib/db/site-db';
import { readDeliveryEnv } from '@/lib/env';
import { prometheusText } from '@/lib/observability/prometheus-text';
import { readSiteFigures } from '@/lib/observability/site-figures';
import { bearerMatches } from '@/lib/security/bearer-matches';

export const dynamic = 'force-dynamic';

/**
 * The site's figures for a monitoring system (Prometheus' text format), with
 * `Authorization: Bearer <METRICS_TOKEN>`. Without that variable the route does not exist.
 */
export async function GET(request: Request) {
  const env = readDeliveryEnv();
  if (!bearerMatches(request, env.METRICS_TOKEN)) return new Response('Not found\n', { status: 404 });
  const figures = await readSiteFigures(await getSiteDb(), {
    statusUpdates: env.STATUS_UPDATES,
    statusEvents: env.PLATFORM_WEBHOOKS,
  });
  const { body, contentType } = await prometheusText(figures);
  return new Response(body, { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } });
}
