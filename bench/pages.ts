import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { freePort } from '@/lib/net/free-port';
import { startPlatformProcess } from './platform-process';
import { emulatorHeaders } from '@/lib/platform/server/test-support/emulator-headers';
import { locales } from '@/lib/i18n/locales';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** The job cache's ttl (lib/careers/job-source.ts): the revalidation window. */
const WINDOW_S = 60;
const HOSTILE_POSTING = 'a0201858-a781-49df-af8f-bd8ac2caed49';
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');

type Counters = Record<string, Record<string, { requests: number }>>;
type Figures = { rps: number; p50Ms: number; p99Ms: number; views: number; non2xx: number };

/** Runs a command with its output on stderr, so stdout carries only the result line. */
function run(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', process.stderr, process.stderr] });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`)),
    );
  });
}

async function startSite(
  platformUrl: string,
  env: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port)], {
    env: {
      ...process.env,
      PLATFORM_API_URL: platformUrl,
      // `next start` is production: it requires these (lib/env.ts). Bench-only values.
      AUTH_URL: `http://localhost:${port}`,
      AUTH_SECRET: 'bench-only-auth-secret-0123456789abcdefghijklmnop',
      ...env,
    },
    stdio: ['ignore', process.stderr, process.stderr],
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('next start exited during start-up');
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the site did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Calls the site makes for job pages: the posting list and one posting, and configurations. */
async function platformReads(platformUrl: string) {
  const counters = (await (
    await fetch(`${platformUrl}/_emulator/counters`, { headers: emulatorHeaders })
  ).json()) as Counters;
  let all = 0;
  let onePosting = 0;
  for (const byEndpoint of Object.values(counters)) {
    for (const [endpoint, counts] of Object.entries(byEndpoint)) {
      if (
        endpoint.startsWith('GET /v1/companies/:companyId/postings') ||
        endpoint === 'GET /postings/:uuid/configuration'
      )
        all += counts.requests;
      if (endpoint === 'GET /v1/companies/:companyId/postings/:postingId') onePosting += counts.requests;
    }
  }
  return { all, posting: onePosting };
}

/**
 * As a browser says who it is: each request to the job list or a posting is then a landing the proxy
 * counts (lib/careers/visits), as a person's visit is. Without it, every request would be left out as
 * a bot's, and the bench would not time the counting.
 */
const BROWSER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function load(url: string): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'user-agent': BROWSER_AGENT },
  });
  return {
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    views: result['2xx'],
    non2xx: result.non2xx + result.errors,
  };
}

/**
 * Gzip size of the scripts the posting page's HTML loads in a current browser: what a first visit
 * downloads. `nomodule` scripts (legacy polyfills) are left out: module-capable browsers never fetch them.
 */
async function firstLoadJsKb(pageUrl: string): Promise<number> {
  const html = await (await fetch(pageUrl)).text();
  const sources = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
    if (src && !/\snomodule\b/i.test(tag)) sources.add(src);
  }
  let bytes = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, pageUrl))).arrayBuffer());
    bytes += gzipSync(body).length;
  }
  return Math.round((bytes / 1024) * 10) / 10;
}

/**
 * The machine's ceiling for a response of the posting page's size: the build's static chunk closest to
 * that size, which Next serves from disk without the proxy. Client and server share the cores, so this
 * says what rps the posting page could reach at best here.
 */
async function staticCeiling(siteUrl: string, pageBytes: number): Promise<Figures & { bytes: number }> {
  const directory = '.next/static/chunks';
  const chunks = readdirSync(directory)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, bytes: statSync(`${directory}/${name}`).size }))
    .sort((a, b) => Math.abs(a.bytes - pageBytes) - Math.abs(b.bytes - pageBytes));
  const chunk = chunks[0]!;
  return { ...(await load(`${siteUrl}/_next/static/chunks/${chunk.name}`)), bytes: chunk.bytes };
}

/**
 * The posting's share card (lib/share-card): how long each language's first drawing takes (cold, one
 * after another, the first also reading the fonts), then a drawn card under load.
 */
async function shareCard(siteUrl: string) {
  const firstDrawMs: number[] = [];
  for (const locale of locales) {
    const started = performance.now();
    await (await fetch(`${siteUrl}/share-cards/${locale}/${HOSTILE_POSTING}.png`)).arrayBuffer();
    firstDrawMs.push(Math.round(performance.now() - started));
  }
  const sorted = [...firstDrawMs].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return {
    firstDrawMs,
    firstDrawMedianMs: median,
    drawn: await load(`${siteUrl}/share-cards/en/${HOSTILE_POSTING}.png`),
  };
}

async function stopSite(site: { child: ChildProcess } | undefined) {
  if (!site) return;
  const { child } = site;
  await new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The posting page rendered for every visit (PAGE_CACHE=off): the figure the page cache is measured against. */
async function postingRenderedEachTime(platformUrl: string): Promise<Figures> {
  const site = await startSite(platformUrl, { PAGE_CACHE: 'off' });
  try {
    const url = `${site.url}/jobs/${HOSTILE_POSTING}`;
    await autocannon({ url, connections: 2, duration: 2 });
    return await load(url);
  } finally {
    await stopSite(site);
  }
}

/**
 * `npm run bench -- pages`: the production build of the site against the platform in its own process.
 * Throughput and latency of the job list and a posting page with a warm cache (the posting also with
 * campaign parameters in its address), platform calls per 1,000
 * page views, the posting page's first-load JavaScript, and a static file of the page's size (the
 * machine's ceiling), the posting's share card (first drawings, then drawn); then the posting page again with
 * the page cache off, in the same run, for the ratio.
 */
export async function runPagesBench() {
  await run([nextBin, 'build']);
  const platform = await startPlatformProcess({});
  let site: { url: string; child: ChildProcess } | undefined;
  try {
    site = await startSite(platform.url);
    const listUrl = `${site.url}/`;
    const postingUrl = `${site.url}/jobs/${HOSTILE_POSTING}`;
    // Warm-up: fills the job cache and lets the JIT settle.
    await autocannon({ url: listUrl, connections: 2, duration: 2 });
    await autocannon({ url: postingUrl, connections: 2, duration: 2 });
    // A posting shared with a campaign in its link, as job boards and social posts send it.
    const campaignUrl = `${postingUrl}?utm_source=linkedin&utm_campaign=bench`;
    await autocannon({ url: campaignUrl, connections: 2, duration: 2 });

    const before = await platformReads(platform.url);
    const list = await load(listUrl);
    const afterList = await platformReads(platform.url);
    const posting = await load(postingUrl);
    const after = await platformReads(platform.url);
    const postingWithCampaign = await load(campaignUrl);

    const firstLoadJsKbGzip = await firstLoadJsKb(postingUrl);
    const pageBytes = (await (await fetch(postingUrl)).arrayBuffer()).byteLength;
    const ceiling = await staticCeiling(site.url, pageBytes);
    const card = await shareCard(site.url);
    await stopSite(site);
    site = undefined;
    const uncached = await postingRenderedEachTime(platform.url);

    const views = list.views + posting.views;
    const calls = after.all - before.all;
    const windows = Math.max(1, Math.ceil(DURATION_S / WINDOW_S));
    const figures = {
      bench: 'pages',
      durationS: DURATION_S,
      connections: CONNECTIONS,
      list,
      posting,
      postingWithCampaign,
      postingWithoutPageCache: uncached,
      postingPageBytes: pageBytes,
      staticFileCeiling: ceiling,
      pageCacheRpsRatio: Number((posting.rps / Math.max(1, uncached.rps)).toFixed(2)),
      platformCalls: calls,
      platformCallsPer1000Views: Math.round((calls / Math.max(1, views)) * 1000 * 1000) / 1000,
      postingCallsPerWindow: (after.posting - afterList.posting) / windows,
      firstLoadJsKbGzip,
      shareCard: card,
      targets: {
        listP99Ms: 100,
        postingP99Ms: 30,
        postingRps: 1_000,
        postingCallsPerWindow: 1,
        firstLoadJsKbGzip: 150,
      },
    };
    console.log(
      JSON.stringify({
        ...figures,
        pass:
          figures.list.p99Ms < 100 &&
          figures.posting.p99Ms < 30 &&
          figures.posting.rps >= 1_000 &&
          figures.postingCallsPerWindow <= 1 &&
          figures.firstLoadJsKbGzip <= 150,
      }),
    );
  } finally {
    await stopSite(site);
    await platform.stop();
  }
}
