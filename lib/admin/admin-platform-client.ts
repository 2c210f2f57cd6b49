import 'server-only';
import { getCluster } from '@/lib/cluster/cluster';
import { clusterPacer, credentialKey } from '@/lib/cluster/cluster-pacer';
import { readAdminAuthEnv, readPlatformClientEnv } from '@/lib/env';
import type { Authenticator } from '@/lib/platform/client/authenticator';
import { MemoryPacer } from '@/lib/platform/client/memory-pacer';
import { ClientMetrics } from '@/lib/platform/client/metrics';
import { PlatformClient } from '@/lib/platform/client/platform-client';
import { Transport } from '@/lib/platform/client/transport';
import { processPart } from '@/lib/site-runtime';

/** Staff pages wait in line behind at most this many platform calls. */
const ADMIN_QUEUE_LIMIT = 200;

/** The signed-in administrator's own platform token; an expired one is not renewed here (sign in again). */
class StaffTokenAuthenticator implements Authenticator {
  constructor(private readonly accessToken: string) {}
  async headers() {
    return { authorization: `Bearer ${this.accessToken}` };
  }
  rejected() {
    return false;
  }
  describe() {
    return 'OAuth 2.0 token of the signed-in administrator';
  }
}

/**
 * A platform client acting as the signed-in administrator. Listing users needs `users_read`, which
 * only staff tokens carry: the site's own credential stays limited to what candidates' journeys need.
 */
export function platformClientFor(accessToken: string): PlatformClient {
  const env = readPlatformClientEnv();
  // One pacer for every administrator, on every instance: the platform budgets per OAuth client, and
  // they all share the console's.
  const { metrics, pacer } = processPart('admin-platform', () => ({
    metrics: new ClientMetrics(),
    pacer:
      clusterPacer(getCluster(), {
        key: credentialKey(env.PLATFORM_API_URL, `oauth:${readAdminAuthEnv().clientId}`),
        queueLimit: ADMIN_QUEUE_LIMIT,
      }) ?? new MemoryPacer({ queueLimit: ADMIN_QUEUE_LIMIT }),
  }));
  const transport = new Transport({
    baseUrl: env.PLATFORM_API_URL,
    pacer,
    metrics,
    auth: new StaffTokenAuthenticator(accessToken),
    timeoutMs: env.PLATFORM_REQUEST_TIMEOUT_MS,
  });
  return new PlatformClient(transport, { companyId: env.PLATFORM_COMPANY_ID, metrics, pacer });
}
