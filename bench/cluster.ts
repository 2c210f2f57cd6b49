import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import postgres from 'postgres';
import { openSiteDatabase } from '@/lib/db/connection';
import { rateLimitFor } from '@/lib/platform/contract';
import { emulatorHeaders } from '@/lib/platform/server/test-support/emulator-headers';
import { platformCounts } from '@/lib/platform/client/test-support/client-for';
import { arrivals } from './platform-outcome';
import { lastDeliveryWhenSettled } from './settled';
import { startPlatformProcess } from './platform-process';
import { percentile } from './figures';

const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 3);
const N = Number(process.env.BENCH_N ?? 300);
const CHILD = path.join(import.meta.dirname, 'cluster-instance.ts');

/** Servers this run started itself, stopped when it ends (.ci/stop.sh). */
const started: string[] = [];

function throwaway(server: 'postgres' | 'redis'): string {
  const url = spawnSync('bash', [`.ci/${server}.sh`], { encoding: 'utf8' }).stdout.trim();
  if (!url) throw new Error(`no ${server}: set its URL or let .ci/${server}.sh start one`);
  started.push(server);
  return url;
}

function stopThrowaways() {
  if (started.length > 0) spawnSync('bash', ['.ci/stop.sh', ...started.splice(0)], { stdio: 'ignore' });
}

/**
 * `npm run bench -- cluster`: three instances in their own processes on one credential, PostgreSQL and
 * Redis, receive N applications between them at once (the platform answering in 50–400 ms) while each
 * serves one posting's page every 50 ms. Prints the achieved rate ÷ the credential's limit, the 429
 * share, losses and duplicates from the platform's records, p99 time to "received", and the platform's
 * calls for that posting per 60 s.
 */
export async function runClusterBench() {
  try {
    await runOnServers(
      process.env.REDIS_URL || throwaway('redis'),
      process.env.DATABASE_URL || throwaway('postgres'),
    );
  } finally {
    stopThrowaways();
  }
}

async function runOnServers(redisUrl: string, serverUrl: string) {
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  // Creates the schema once, before the instances race to.
  await (await openSiteDatabase({ url: databaseUrl, dataDir: 'memory://' })).close();
  const platform = await startPlatformProcess({ PLATFORM_LATENCY_MS: '50-400' });
  const children: ChildProcess[] = [];
  try {
    const prefix = `cluster-${Date.now()}-`;
    const share = Math.ceil(N / INSTANCES);
    const waits: number[] = [];
    const done: Promise<void>[] = [];
    for (let i = 0; i < INSTANCES; i++) {
      const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          REDIS_URL: redisUrl,
          PLATFORM_API_URL: platform.url,
          INSTANCE_NAME: `bench-${i + 1}`,
          BENCH_FROM: String(i * share),
          BENCH_COUNT: String(Math.max(0, Math.min(share, N - i * share))),
          BENCH_PREFIX: prefix,
        },
        stdio: ['pipe', 'pipe', 'inherit'],
      });
      children.push(child);
      let output = '';
      done.push(
        new Promise((resolve, reject) => {
          child.stdout!.on('data', (chunk: Buffer) => {
            output += chunk.toString();
            const line = output.split('\n').find((text) => text.startsWith('{'));
            if (line) {
              waits.push(...(JSON.parse(line) as { waits: number[] }).waits);
              resolve();
            }
          });
          child.once('exit', (code) => reject(new Error(`instance ${i + 1} exited (${code})`)));
        }),
      );
    }
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) =>
            child.stdout!.on('data', (c: Buffer) => c.toString().includes('ready') && resolve()),
          ),
      ),
    );
    await fetch(`${platform.url}/_emulator/counters`, { method: 'DELETE', headers: emulatorHeaders });
    const started = Date.now();
    for (const child of children) child.stdin!.write('go\n');
    await Promise.all(done);
    const database = await openSiteDatabase({ url: databaseUrl, dataDir: 'memory://' });
    try {
      const seconds = ((await lastDeliveryWhenSettled(database.db)) - started) / 1000;
      const posts = await platformCounts(platform.url, 'POST /postings/:uuid/candidates');
      const pages = await platformCounts(platform.url, 'GET /v1/companies/:companyId/postings/:postingId');
      const { lost, duplicates } = await arrivals(platform.url, prefix, N);
      const sorted = waits.sort((a, b) => a - b);
      console.log(
        JSON.stringify({
          instances: INSTANCES,
          n: N,
          seconds: Number(seconds.toFixed(2)),
          ratio: Number((N / seconds / rateLimitFor('POST /postings/:uuid/candidates')).toFixed(3)),
          share429: Number((posts.throttled / Math.max(1, posts.requests)).toFixed(4)),
          lost,
          duplicated: duplicates,
          p99ReceivedMs: Math.round(percentile(sorted, 99)),
          // The run is shorter than a minute, so every call for the posting fell in one 60 s window.
          postingCallsPer60s: Number(((pages.requests * 60) / Math.max(60, seconds)).toFixed(2)),
        }),
      );
    } finally {
      await database.close();
    }
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))),
      ),
    );
    await platform.stop();
    await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
}
