import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { DEV_EMULATOR_TOKEN, type PlatformEnv as PlatformEnvVars } from '@/lib/env';
import { createPlatform, type Platform } from './platform';

export type RunningPlatform = Platform & { url: string; port: number; close: () => Promise<void> };

/** The controls' token when they are on: on by default outside production, with a fixed token only there. */
function emulatorToken(env: PlatformEnvVars): string | undefined {
  const production = env.NODE_ENV === 'production';
  if (!(env.PLATFORM_EMULATOR_CONTROLS ?? !production)) return undefined;
  return env.PLATFORM_EMULATOR_TOKEN ?? (production ? undefined : DEV_EMULATOR_TOKEN);
}

/** Starts the platform's HTTP server. Port 0 picks a free port (tests). */
export async function startPlatformServer(
  env: PlatformEnvVars,
  overrides: { now?: () => number } = {},
): Promise<RunningPlatform> {
  const host = env.PLATFORM_HOST;
  const started: { platform?: Platform } = {};
  const server = createAdaptorServer({
    fetch: (request, bindings) =>
      started.platform
        ? started.platform.app.fetch(request, bindings)
        : Response.json({ message: 'Starting', errors: [] }, { status: 503 }),
  });
  // Listen first: with port 0 (tests) the public URL, and so the OAuth issuer, is known only now.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PLATFORM_PORT, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const publicUrl = env.PLATFORM_PUBLIC_URL ?? `http://localhost:${port}`;
  const running = await createPlatform({
    dataDir: env.PLATFORM_DATA_DIR,
    publicUrl,
    limits: {
      enabled: env.PLATFORM_LIMITS,
      algorithm: env.PLATFORM_RATE_ALGORITHM,
      retryAfter: env.PLATFORM_RETRY_AFTER,
    },
    faults: {
      latencyMs: env.PLATFORM_LATENCY_MS,
      errorRate: env.PLATFORM_FAULT_5XX_RATE,
      hangRate: env.PLATFORM_FAULT_HANG_RATE,
      dropAfterRate: 0,
      paths: [],
    },
    reportIntervalS: env.PLATFORM_REPORT_INTERVAL_S,
    statusAdvanceS: env.PLATFORM_STATUS_ADVANCE_S,
    adminRedirectUris: env.PLATFORM_ADMIN_REDIRECT_URIS,
    emulatorToken: emulatorToken(env),
    allowedHosts: env.PLATFORM_ALLOWED_HOSTS,
    production: env.NODE_ENV === 'production',
    now: overrides.now,
  }).catch(async (error: unknown) => {
    server.close();
    throw error;
  });
  started.platform = running;
  return {
    ...running,
    port,
    url: publicUrl,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await running.close();
    },
  };
}
