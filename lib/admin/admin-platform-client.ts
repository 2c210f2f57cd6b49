import 'server-only';
import { readPlatformClientEnv } from '@/lib/env';
import type { Authenticator } from '@/lib/platform/client/authenticator';
import { MemoryPacer } from '@/lib/platform/client/memory-pacer';
import { ClientMetrics } from '@/lib/platform/client/metrics';
import { PlatformClient } from '@/lib/platform/client/platform-client';
import { Transport } from '@/lib/platform/client/transport';

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

type Shared = { metrics: ClientMetrics; pacer: MemoryPacer };
// One pacer for every administrator: the platform budgets per OAuth client, and they all share
// career-site-admin. On globalThis so route bundles share it.
const holder = globalThis as typeof globalThis & { __careersAdminPlatform?: Shared };

/**
 * A platform client acting as the signed-in administrator. Listing users needs `users_read`, which
 * only staff tokens carry: the site's own credential stays limited to what candidates' journeys need.
 */
export function platformClientFor(accessToken: string): PlatformClient {
  const env = readPlatformClientEnv();
  holder.__careersAdminPlatform ??= {
    metrics: new ClientMetrics(),
    pacer: new MemoryPacer({ queueLimit: 200 }),
  };
  const { metrics, pacer } = holder.__careersAdminPlatform;
  const transport = new Transport({
    baseUrl: env.PLATFORM_API_URL,
    pacer,
    metrics,
    auth: new StaffTokenAuthenticator(accessToken),
    timeoutMs: env.PLATFORM_REQUEST_TIMEOUT_MS,
  });
  return new PlatformClient(transport, { companyId: env.PLATFORM_COMPANY_ID, metrics, pacer });
}
