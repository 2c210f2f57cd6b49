import { getCluster } from '@/lib/cluster/cluster';
import { isDraining } from '@/lib/cluster/shutdown';

export const dynamic = 'force-dynamic';

/** For the load balancer and the container's health check: 503 once this instance is shutting down. */
export function GET() {
  const { name } = getCluster();
  if (isDraining()) return Response.json({ status: 'draining', instance: name }, { status: 503 });
  return Response.json({ status: 'ok', instance: name });
}
