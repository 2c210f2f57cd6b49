import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema, candidateSchema, cursorPageSchema, userSchema } from '../../contract';
import type { RunningPlatform } from '../server';
import { candidates } from '../store/schema';
import { bearer, clientToken, serviceHeaders, startTestPlatform } from '../test-support/test-platform';
import { emulatorHeaders } from '../test-support/emulator-headers';

const REPORTS = '/reporting-api/v201804/reports';

let platform: RunningPlatform;
let reportingToken: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  reportingToken = await clientToken(platform.url, {
    clientId: 'reporting-only',
    secret: 'reporting-only-secret',
    scope: 'reports_read',
  });
});
afterAll(() => platform.close());

/** `gc()` without restarting Node with --expose-gc: a context created after the flag is set has it. */
function exposeGc(): () => void {
  setFlagsFromString('--expose-gc');
  const gc: unknown = runInNewContext('gc');
  if (typeof gc !== 'function') throw new Error('gc could not be exposed');
  return () => gc();
}

async function setLimits(settings: { reportIntervalS?: number; enabled?: boolean }) {
  const response = await fetch(`${platform.url}/_emulator/limits`, {
    method: 'PUT',
    headers: emulatorHeaders,
    body: JSON.stringify(settings),
  });
  expect(response.status).toBe(200);
}

function report(name: string, headers: Record<string, string>) {
  return fetch(`${platform.url}${REPORTS}/${name}/data`, { headers });
}

/** Every line of an NDJSON body, each parsed with the item schema. */
async function ndjson<T extends z.ZodType>(response: Response, item: T): Promise<z.infer<T>[]> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson\b/);
  const text = await response.text();
  expect(text.endsWith('\n')).toBe(true);
  return text
    .slice(0, -1)
    .split('\n')
    .map((line) => item.parse(JSON.parse(line)));
}

/** The ids of a cursor list, walked with the service token. */
async function walkIds(path: string): Promise<string[]> {
  const pageSchema = cursorPageSchema(z.object({ id: z.string() }));
  const ids: string[] = [];
  let pageId: string | undefined;
  do {
    const query = new URLSearchParams({ limit: '100', ...(pageId ? { pageId } : {}) });
    const response = await fetch(`${platform.url}${path}?${query}`, { headers: serviceHeaders });
    expect(response.status).toBe(200);
    const page = pageSchema.parse(await response.json());
    ids.push(...page.content.map((entry) => entry.id));
    pageId = page.nextPageId;
  } while (pageId);
  return ids;
}

describe('GET /reporting-api/v201804/reports/{name}/data', () => {
  it('streams every user as NDJSON: the same set as the user list', async () => {
    const lines = await ndjson(await report('users', bearer(reportingToken)), userSchema.strict());
    const listed = await walkIds('/user-api/v201804/users');
    const ids = lines.map((line) => line.id);
    expect(ids.length).toBeGreaterThanOrEqual(300);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(listed));
  });

  it('streams every candidate as NDJSON: the same set as /candidates', async () => {
    const lines = await ndjson(await report('candidates', bearer(reportingToken)), candidateSchema.strict());
    const listed = await walkIds('/candidates');
    const ids = lines.map((line) => line.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(listed));
  });

  it('answers a second call within the interval with 429 and Retry-After, per credential', async () => {
    await setLimits({ reportIntervalS: 60 }); // also forgets earlier calls
    const first = await report('users', bearer(reportingToken));
    expect(first.status).toBe(200);
    await first.body?.cancel();
    const again = await report('users', bearer(reportingToken));
    expect(again.status).toBe(429);
    const retryAfter = again.headers.get('retry-after') ?? '';
    expect(retryAfter).toMatch(/^[1-9]\d*$/);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    expect(again.headers.get('content-type')).toMatch(/^application\/json/);
    expect(apiErrorSchema.parse(await again.json()).errors[0]?.code).toBe('REPORT_THROTTLED');

    // An OAuth client is one API user whatever token it holds: a fresh token is throttled as well.
    const freshToken = await clientToken(platform.url, {
      clientId: 'reporting-only',
      secret: 'reporting-only-secret',
      scope: 'reports_read',
    });
    expect(freshToken).not.toBe(reportingToken);
    const fresh = await report('users', bearer(freshToken));
    expect(fresh.status).toBe(429);
    await fresh.body?.cancel();

    // Another credential has its own interval.
    const other = await report('users', serviceHeaders);
    expect(other.status).toBe(200);
    expect((await other.text()).length).toBeGreaterThan(0);
  });

  it('lets the caller in again once Retry-After has passed', async () => {
    await setLimits({ reportIntervalS: 1 });
    const first = await report('users', serviceHeaders);
    expect(first.status).toBe(200);
    await first.body?.cancel();
    const early = await report('users', serviceHeaders);
    expect(early.status).toBe(429);
    const waitS = Number(early.headers.get('retry-after'));
    expect(waitS).toBe(1);
    await early.body?.cancel();
    // Wait what the server asked for (plus a tick, since timers and Date.now round differently).
    await new Promise((resolve) => setTimeout(resolve, waitS * 1000 + 20));
    const later = await report('users', serviceHeaders);
    expect(later.status).toBe(200);
    await later.body?.cancel();
    await setLimits({ reportIntervalS: 60 });
  });

  it('answers 404 for an unknown report', async () => {
    for (const name of ['jobs', 'USERS', 'users.csv']) {
      const response = await report(name, bearer(reportingToken));
      expect(response.status, name).toBe(404);
      apiErrorSchema.parse(await response.json());
    }
  });

  it('answers 403 without reports_read, and 401 without a credential', async () => {
    const careerSite = await clientToken(platform.url, { scope: 'candidates_read' });
    const forbidden = await report('candidates', bearer(careerSite));
    expect(forbidden.status).toBe(403);
    apiErrorSchema.parse(await forbidden.json());
    const anonymous = await report('candidates', {});
    expect(anonymous.status).toBe(401);
    apiErrorSchema.parse(await anonymous.json());
  });
});

// Last: it inserts 60,000 candidates.
describe('the candidates report over 60,000 candidates', () => {
  it('streams them all while the heap stays flat', { timeout: 300_000 }, async () => {
    await setLimits({ reportIntervalS: 0 });
    const inserted = await fetch(`${platform.url}/_emulator/candidates`, {
      method: 'POST',
      headers: emulatorHeaders,
      body: JSON.stringify({ count: 60_000 }),
    });
    expect(inserted.status).toBe(201);
    const [stored] = await platform.ctx.db.select({ value: count() }).from(candidates);
    const total = stored?.value ?? 0;
    expect(total).toBeGreaterThan(60_000);

    // The server runs in this process, so this process's memory is the server's. Each sample follows
    // full collections: without them, the peak measures how lazily V8 collects the stream's garbage
    // (65-90 MB above a collected baseline for 22 MB streamed, all freed by the next collection) rather
    // than what the server holds on to. Two of them, as buffers outside the heap that one collection
    // frees are still counted until the next (~100 MB right after the insert, a few MB mid-stream).
    // The store's (WebAssembly) memory, grown by the insert, is part of the baseline.
    const gc = exposeGc();
    const retained = () => {
      gc();
      gc();
      const { heapUsed, arrayBuffers } = process.memoryUsage();
      return heapUsed + arrayBuffers;
    };
    const baseline = retained();
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, retained());
    }, 10);

    let bytes = 0;
    let lines = 0;
    let chunks = 0;
    try {
      const response = await report('candidates', serviceHeaders);
      expect(response.status).toBe(200);
      const reader = response.body?.getReader();
      if (!reader) throw new Error('no body');
      // Count and drop each chunk: keeping them would measure the test, not the server.
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        bytes += chunk.value.byteLength;
        chunks += 1;
        for (const byte of chunk.value) if (byte === 0x0a) lines += 1;
        // Also from the reading loop, mid-stream for sure, in case the timer is starved.
        if (chunks % 10 === 0) peak = Math.max(peak, retained());
      }
    } finally {
      clearInterval(sampler);
    }

    const growth = peak - baseline;
    const mb = (value: number) => (value / 1024 / 1024).toFixed(1);
    console.info(
      `candidates report: ${lines} lines, ${mb(bytes)} MB in ${chunks} chunks; heap+arrayBuffers baseline ${mb(baseline)} MB, ` +
        `peak growth ${mb(growth)} MB (${((growth / bytes) * 100).toFixed(1)}% of the bytes streamed)`,
    );
    expect(lines).toBe(total);
    // About 20 MB (some 330 bytes a candidate): holding it all would show far above the growth allowed below.
    expect(bytes).toBeGreaterThan(18 * 1024 * 1024);
    // Calibration: streaming measured 1.1-1.4 MB (5-7%) here, run after run, and 1.8 MB for 150,000
    // candidates: batches and socket buffers in flight. Holding on to the whole report measured 102%.
    expect(growth).toBeLessThan(bytes * 0.25);
  });
});
