import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSiteDatabase } from '@/lib/db/connection';
import { randomId } from '@/lib/db/random-id';
import { applications } from '@/lib/db/schema';
import { control, platformCounts } from '@/lib/platform/client/test-support/client-for';
import type { RunningPlatform } from '@/lib/platform/server/server';
import { startTestPlatform } from '@/lib/platform/server/test-support/test-platform';
import { candidatesMatching } from '@/lib/platform/server/test-support/valid-application';
import { eventually, simpleApplication, simplePosting, testEmail } from './test-support/delivery-harness';

const WORKER = path.join(import.meta.dirname, 'test-support', 'worker-process.ts');
const COUNT = 40;
let platform: RunningPlatform;
let dataDir: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  dataDir = await mkdtemp(path.join(tmpdir(), 'site-crash-'));
});
afterAll(async () => {
  await platform.close();
  await rm(dataDir, { recursive: true, force: true });
});

function startWorker(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', WORKER], {
    env: {
      ...process.env,
      SITE_DATA_DIR: dataDir,
      DATABASE_URL: '',
      PLATFORM_API_URL: platform.url,
      DELIVERY_LEASE_MS: '2000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

const said = (child: ChildProcess, word: string) =>
  new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(word)) resolve();
    });
    child.on('exit', (code) => reject(new Error(`worker exited (${code}) before "${word}"`)));
  });

describe('a delivery process killed mid-delivery', () => {
  it('SIGKILL, restart: every application delivered exactly once', async () => {
    const emails = Array.from({ length: COUNT }, (_, n) => testEmail(`crash${n}`));
    const seeding = await openSiteDatabase({ dataDir });
    await seeding.db.insert(applications).values(
      emails.map((email) => {
        const { email: _email, ...rest } = simpleApplication(email);
        return {
          id: randomId(),
          postingId: simplePosting,
          idempotencyKey: randomId(),
          payload: { ...rest, email },
          candidateEmail: email,
        };
      }),
    );
    await seeding.close();
    // Slow answers, so the kill lands while sends are in flight.
    await control(platform.url, 'PUT', '/_emulator/faults', {
      latencyMs: { minMs: 300, maxMs: 900 },
      paths: ['/postings'],
    });
    const post = 'POST /postings/:uuid/candidates';

    const first = startWorker();
    await said(first, 'ready');
    await eventually(async () => (await platformCounts(platform.url, post)).requests >= COUNT / 4, 60_000);
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    const atKill = (await platformCounts(platform.url, post)).requests;
    expect(atKill).toBeLessThan(COUNT);

    const second = startWorker();
    await said(second, 'settled');
    await control(platform.url, 'PUT', '/_emulator/faults', { latencyMs: { minMs: 0, maxMs: 0 }, paths: [] });
    // Sends the dead process left unanswered were looked up, not resent: the platform took exactly COUNT.
    expect((await platformCounts(platform.url, 'GET /candidates')).requests).toBeGreaterThan(0);
    const posts = await platformCounts(platform.url, post);
    expect(posts.requests - posts.throttled).toBe(COUNT);

    const database = await openSiteDatabase({ dataDir });
    try {
      const rows = await database.db.select().from(applications);
      expect(rows.map((row) => row.status)).toEqual(rows.map(() => 'delivered'));
      await control(platform.url, 'PUT', '/_emulator/limits', { enabled: false });
      for (const row of rows) {
        const onPlatform = await candidatesMatching(platform.url, row.candidateEmail);
        expect(onPlatform.map((candidate) => candidate.id)).toEqual([row.platformCandidateId]);
      }
      expect(new Set(rows.map((row) => row.platformCandidateId)).size).toBe(COUNT);
    } finally {
      await database.close();
    }
  }, 180_000);
});
