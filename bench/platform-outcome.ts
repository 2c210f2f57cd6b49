import { readPlatformClientEnv } from '@/lib/env';
import { createPlatformClient } from '@/lib/platform/client/create-platform-client';
import { emulatorHeaders } from '@/lib/platform/server/test-support/emulator-headers';

type Counts = Record<string, Record<string, { requests: number; throttled: number }>>;

/** 429s the platform answered to application posts, from its own counters. */
export async function candidatePost429s(platformUrl: string): Promise<number> {
  const counters = (await (
    await fetch(`${platformUrl}/_emulator/counters`, { headers: emulatorHeaders })
  ).json()) as Counts;
  return Object.values(counters).reduce(
    (sum, byEndpoint) => sum + (byEndpoint['POST /postings/:uuid/candidates']?.throttled ?? 0),
    0,
  );
}

/**
 * What arrived of `n` applications sent as `<prefix><i>@bench.example`, from the platform's own
 * records: how many never arrived, and how many arrived more than once.
 */
export async function arrivals(platformUrl: string, prefix: string, n: number) {
  const reader = createPlatformClient(
    readPlatformClientEnv({ PLATFORM_API_URL: platformUrl, PLATFORM_SERVICE_TOKEN: 'dev-service-token' }),
  );
  const perEmail = new Map<string, number>();
  for await (const candidate of reader.candidates({ q: prefix, limit: 100 })) {
    const email = candidate.email ?? '';
    perEmail.set(email, (perEmail.get(email) ?? 0) + 1);
  }
  let lost = 0;
  let duplicates = 0;
  for (let i = 0; i < n; i++) {
    const count = perEmail.get(`${prefix}${i}@bench.example`) ?? 0;
    if (count === 0) lost += 1;
    duplicates += Math.max(0, count - 1);
  }
  return { lost, duplicates };
}
