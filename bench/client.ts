import { readPlatformClientEnv } from '@/lib/env';
import { createPlatformClient } from '@/lib/platform/client/create-platform-client';
import { rateLimitFor } from '@/lib/platform/contract';
import { arrivals, candidatePost429s } from './platform-outcome';
import { startPlatformProcess } from './platform-process';
import { emulatorHeaders } from '@/lib/platform/server/test-support/emulator-headers';

const N = Number(process.env.BENCH_N ?? 300);
// The posting without questions; every application also carries a small PDF resume.
const POSTING = '185043d8-d40e-4bce-8464-c216b7317500';
const resume = Buffer.from(`%PDF-1.4\n${'% padding\n'.repeat(2000)}%%EOF\n`).toString('base64');

/**
 * `npm run bench -- client`: 300 applications at once through one client (one credential), the platform
 * answering in 50–400 ms, under each rate algorithm. Losses and duplicates come from the platform's records.
 */
export async function runClientBench() {
  const platform = await startPlatformProcess({ PLATFORM_LATENCY_MS: '50-400' });
  try {
    for (const algorithm of ['sliding-window', 'fixed-window', 'token-bucket'] as const) {
      await fetch(`${platform.url}/_emulator/limits`, {
        method: 'PUT',
        headers: emulatorHeaders,
        body: JSON.stringify({ algorithm }),
      });
      await fetch(`${platform.url}/_emulator/counters`, { method: 'DELETE', headers: emulatorHeaders });
      const client = createPlatformClient(readPlatformClientEnv({ PLATFORM_API_URL: platform.url }));
      const prefix = `bench-${algorithm}-${Date.now()}-`;
      const started = performance.now();
      const outcomes = await Promise.allSettled(
        Array.from({ length: N }, (_, i) =>
          client.createCandidate(POSTING, {
            firstName: 'Bench',
            lastName: `Candidate ${i}`,
            email: `${prefix}${i}@bench.example`,
            consentDecisions: { SINGLE: true },
            resume: { fileName: 'resume.pdf', mimeType: 'application/pdf', fileContent: resume },
          }),
        ),
      );
      const seconds = (performance.now() - started) / 1000;
      const http429 = await candidatePost429s(platform.url);
      const { lost, duplicates } = await arrivals(platform.url, prefix, N);
      const limitRps = rateLimitFor('POST /postings/:uuid/candidates');
      const achievedRps = N / seconds;
      console.log(
        JSON.stringify({
          algorithm,
          n: N,
          seconds: Number(seconds.toFixed(2)),
          achievedRps: Number(achievedRps.toFixed(2)),
          limitRps,
          ratio: Number((achievedRps / limitRps).toFixed(3)),
          http429,
          duplicates,
          lost,
          failedCalls: outcomes.filter((o) => o.status === 'rejected').length,
        }),
      );
    }
  } finally {
    await platform.stop();
  }
}
