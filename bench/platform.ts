import autocannon from 'autocannon';
import { startPlatformProcess } from './platform-process';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

type Figures = { rps: number; p50Ms: number; p99Ms: number; non2xx: number };

async function load(url: string, headers: Record<string, string>): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

/**
 * `npm run bench -- platform`: throughput and latency of the user list and the configuration endpoint,
 * limits switched off, against the platform in its own process; plus that process's peak RSS.
 */
export async function runPlatformBench() {
  const platform = await startPlatformProcess({ PLATFORM_LIMITS: 'false' });
  try {
    const headers = { 'x-service-token': 'dev-service-token', accept: 'application/json' };
    const postings = (await (await fetch(`${platform.url}/v1/companies/acme/postings?limit=1`)).json()) as {
      content: { uuid: string }[];
    };
    const uuid = postings.content[0]?.uuid;
    if (!uuid) throw new Error('no posting to read');
    // Warm-up: JIT, the configuration cache, PGlite's plan cache.
    await autocannon({
      url: `${platform.url}/postings/${uuid}/configuration`,
      connections: 4,
      duration: 2,
      headers,
    });
    await autocannon({
      url: `${platform.url}/user-api/v201804/users?limit=100`,
      connections: 4,
      duration: 2,
      headers,
    });

    const configuration = await load(`${platform.url}/postings/${uuid}/configuration`, headers);
    const users = await load(`${platform.url}/user-api/v201804/users?limit=100`, headers);
    console.log(
      JSON.stringify({
        bench: 'platform',
        durationS: DURATION_S,
        connections: CONNECTIONS,
        configuration,
        users,
        peakRssMb: platform.peakRssMb(),
        targets: { configurationRps: 1000, configurationP99Ms: 25 },
      }),
    );
  } finally {
    await platform.stop();
  }
}
