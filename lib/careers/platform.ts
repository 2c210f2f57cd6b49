import 'server-only';
import { readPlatformClientEnv } from '@/lib/env';
import { createPlatformClient } from '@/lib/platform/client/create-platform-client';
import type { PlatformClient } from '@/lib/platform/client/platform-client';

// On globalThis: Next may load this module once per route bundle, but the process needs one client,
// so one pacer and one token share the platform's limits.
const holder = globalThis as typeof globalThis & { __careersPlatformClient?: PlatformClient };

/** The site's one platform client, created on first use from the environment. */
export function getPlatformClient(): PlatformClient {
  holder.__careersPlatformClient ??= createPlatformClient(readPlatformClientEnv());
  return holder.__careersPlatformClient;
}
