import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSiteDatabase } from '@/lib/db/connection';
import { randomId } from '@/lib/db/random-id';
import { applications } from '@/lib/db/schema';
import { control, platformCounts } from '@/lib/platform/client/test-support/client-for';
import type { RunningPlatform } from '@/lib/platform/server/server';
import { freePortForTests, startTestPlatform } from '@/lib/platform/server/test-support/test-platform';
import { candidatesMatching } from '@/lib/platform/server/test-support/valid-application';
import {
  eventually,
  simpleApplication,
  simplePosting,
  testEmail,
} from '@/lib/careers/delivery/test-support/delivery-harness';

const REDIS_URL = process.env.REDIS_URL;
const DATABASE_URL = process.env.DATABASE_URL;
if (!REDIS_URL || !DATABASE_URL)
  console.warn(
    'cluster: REDIS_URL or DATABASE_URL unset; the three-instance tests skip (.ci/run starts both)',
  );

const INSTANCE = path.join(import.meta.dirname, 'test-support', 'cluster-instance-process.ts');
const POST = 'POST /postings/:uuid/candidates';
let platform: RunningPlatform;
/** A database of its own, so other tests' applications on the same server are not ours to deliver. */
let databaseUrl: string;
let dropDatabase: () => Promise<void>;
const running: ChildProcess[] = [];

beforeAll(async () => {
  if (!REDIS_URL || !DATABASE_URL) return;
  platform = await startTestPlatform();
  const name = `cluster_${randomBytes(6).toString('hex')}`;
  const admin = postgres(DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}, 60_000);
afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await platform?.close();
  await dropDatabase?.();
});

type Instance = { child: ChildProcess; log: () => string; exited: Promise<number | null> };

function startInstance(redisUrl: string): Instance {
  const child = spawn(process.execPath, ['--import', 'tsx', INSTANCE], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      PLATFORM_API_URL: platform.url,
      DELIVERY_LEASE_MS: '2000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, log: () => log, exited };
}

async function startCluster(count: number, redisUrl: string) {
  const instances = Array.from({ length: count }, () => startInstance(redisUrl));
  await eventually(async () => instances.every((instance) => instance.log().includes('ready')), 30_000);
  return instances;
}

async function stopAll(instances: Instance[]) {
  for (const instance of instances) instance.child.kill('SIGTERM');
  await Promise.all(instances.map((instance) => instance.exited));
}

/** `count` applications stored as the site stores them, due for delivery. */
async function seed(count: number, tag: string) {
  const database = await openSiteDatabase({ url: databaseUrl, dataDir: 'memory://' });
  try {
    const rows = Array.from({ length: count }, (_, n) => {
      const email = testEmail(`${tag}${n}`);
      const { email: _email, ...rest } = simpleApplication(email);
      return {
        id: randomId(),
        postingId: simplePosting,
        idempotencyKey: randomId(),
        payload: { ...rest, email },
        candidateEmail: email,
      };
    });
    await database.db.insert(applications).values(rows);
    return rows;
  } finally {
    await database.close();
  }
}

async function allDelivered(ids: string[]) {
  const database = await openSiteDatabase({ url: databaseUrl, dataDir: 'memory://' });
  try {
    const rows = await database.db
      .select({ status: applications.status, candidateId: applications.platformCandidateId })
      .from(applications)
      .where(inArray(applications.id, ids));
    return rows.length === ids.length && rows.every((row) => row.status === 'delivered') ? rows : null;
  } finally {
    await database.close();
  }
}

/** Every application is on the platform exactly once, under the candidate id the site recorded. */
async function expectExactlyOnce(seeded: { id: string; candidateEmail: string }[], postsBefore: number) {
  const posts = await platformCounts(platform.url, POST);
  expect(posts.requests - posts.throttled - postsBefore).toBe(seeded.length);
  await control(platform.url, 'PUT', '/_emulator/limits', { enabled: false });
  try {
    for (const row of seeded)
      expect(await candidatesMatching(platform.url, row.candidateEmail)).toHaveLength(1);
  } finally {
    await control(platform.url, 'PUT', '/_emulator/limits', { algorithm: 'sliding-window', enabled: true });
  }
}

const accepted = async () => {
  const posts = await platformCounts(platform.url, POST);
  return posts.requests - posts.throttled;
};

describe.skipIf(!REDIS_URL || !DATABASE_URL)('three instances on one credential (PostgreSQL + Redis)', () => {
  it('a burst spread across them: within the platform’s limits, each application exactly once', async () => {
    const before = await platformCounts(platform.url, POST);
    const seeded = await seed(90, 'burst');
    const instances = await startCluster(3, REDIS_URL!);
    let rows: Awaited<ReturnType<typeof allDelivered>> = null;
    await eventually(async () => Boolean((rows = await allDelivered(seeded.map((row) => row.id)))), 45_000);
    await stopAll(instances);
    const after = await platformCounts(platform.url, POST);
    // Three processes, one budget: the platform refused almost none. A send can still arrive a little
    // early on a loaded machine, and the shared margin widens only then: 0 or 1 of about 91 on a quiet
    // machine, 2 of 92 in a CI run with other test files running (2.2 %). Three budgets instead of one
    // (each instance its own Redis database) are refused 44 % (71 of 161, 72 of 162): the bound sits
    // far from both.
    expect((after.throttled - before.throttled) / (after.requests - before.requests)).toBeLessThanOrEqual(
      0.1,
    );
    expect(new Set(rows!.map((row) => row.candidateId)).size).toBe(90);
    await expectExactlyOnce(seeded, before.requests - before.throttled);
  }, 90_000);

  it('one instance SIGKILLed mid-burst: the others take its leases, still exactly once', async () => {
    const before = await accepted();
    const seeded = await seed(60, 'killed');
    // Slow answers, so the kill lands while sends are in flight.
    await control(platform.url, 'PUT', '/_emulator/faults', {
      latencyMs: { minMs: 300, maxMs: 900 },
      paths: ['/postings'],
    });
    try {
      const instances = await startCluster(3, REDIS_URL!);
      await eventually(async () => (await accepted()) - before >= 15, 30_000);
      instances[0]!.child.kill('SIGKILL');
      await instances[0]!.exited;
      expect((await accepted()) - before).toBeLessThan(60);
      await eventually(async () => Boolean(await allDelivered(seeded.map((row) => row.id))), 60_000);
      await stopAll(instances.slice(1));
    } finally {
      await control(platform.url, 'PUT', '/_emulator/faults', {
        latencyMs: { minMs: 0, maxMs: 0 },
        paths: [],
      });
    }
    await expectExactlyOnce(seeded, before);
  }, 120_000);

  const redisServer = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((file) =>
    existsSync(file),
  );
  // A Redis of its own to stop: the one at REDIS_URL serves other tests.
  it.skipIf(!redisServer)(
    'Redis stopped mid-burst: nothing lost, 429s rare, the log says so',
    async () => {
      const port = await freePortForTests();
      const redis = spawn(
        redisServer!,
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
      running.push(redis);
      const redisUrl = `redis://127.0.0.1:${port}`;
      const before = await platformCounts(platform.url, POST);
      const seeded = await seed(60, 'redis-gone');
      const instances = await startCluster(3, redisUrl);
      // Heartbeats first, so each knows there are three to share the credential with.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await eventually(async () => (await accepted()) - (before.requests - before.throttled) >= 15, 30_000);
      redis.kill('SIGKILL');
      await eventually(async () => Boolean(await allDelivered(seeded.map((row) => row.id))), 60_000);
      await stopAll(instances);
      const after = await platformCounts(platform.url, POST);
      const sent = after.requests - before.requests;
      // 1 to 3 of about 62 on a quiet machine, so 0.05 would fail on a busy one. This bound catches a
      // flood, not the share: with the share forced to 1 it was 3 of 63 too. The log line checks the share.
      expect((after.throttled - before.throttled) / sent).toBeLessThanOrEqual(0.1);
      for (const instance of instances)
        expect(instance.log()).toMatch(/Redis unreachable .*local share: 1\/3/);
      await expectExactlyOnce(seeded, before.requests - before.throttled);
    },
    120_000,
  );
});
