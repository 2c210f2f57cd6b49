import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningPlatform } from '../server/server';
import { freePortForTests, startTestPlatform } from '../server/test-support/test-platform';
import type { Application } from '../contract';
import { clientFor, control } from './test-support/client-for';

// The posting without questions takes the smallest valid application.
const posting = '185043d8-d40e-4bce-8464-c216b7317500';
let platform: RunningPlatform;
let serial = 0;
/** The platform's clock: real time, unless a test holds it still (its rate windows then never roll). */
let heldAt: number | null = null;

const application = (): Application => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: `grace-${process.pid}-${++serial}@example.com`,
  consentDecisions: { SINGLE: true },
});

async function candidatesOnPlatform(baseUrl: string, email: string) {
  const response = await fetch(`${baseUrl}/candidates?q=${encodeURIComponent(email)}`, {
    headers: { 'x-service-token': 'dev-service-token' },
  });
  return ((await response.json()) as { content: unknown[] }).content.length;
}

beforeAll(async () => {
  platform = await startTestPlatform({}, { now: () => heldAt ?? Date.now() });
});
afterAll(() => platform.close());
beforeEach(() => {
  heldAt = null;
  return control(platform.url, 'PUT', '/_emulator/faults', {
    latencyMs: { minMs: 0, maxMs: 0 },
    paths: [],
    errorRate: 0,
    hangRate: 0,
    dropAfterRate: 0,
  });
});

describe('createCandidate never duplicates an application', () => {
  it('creates one candidate and reads its status', async () => {
    const client = clientFor(platform.url);
    const body = application();
    const created = await client.createCandidate(posting, body);
    expect(await client.getCandidateStatus(posting, created.id)).toBe('NEW');
    expect(await candidatesOnPlatform(platform.url, body.email)).toBe(1);
  });

  it('processed but the connection dropped: outcome unknown, not sent again', async () => {
    await control(platform.url, 'PUT', '/_emulator/faults', { dropAfterRate: 1, paths: ['/postings'] });
    const client = clientFor(platform.url);
    const body = application();
    await expect(client.createCandidate(posting, body)).rejects.toMatchObject({
      code: 'outcome_unknown',
      retryable: true,
    });
    await control(platform.url, 'PUT', '/_emulator/faults', { dropAfterRate: 0 });
    expect(await candidatesOnPlatform(platform.url, body.email)).toBe(1);
    expect(client.metrics.snapshot().retries).toBe(0);
  });

  it('a 5xx answer is ambiguous too: outcome unknown, one attempt only', async () => {
    await control(platform.url, 'PUT', '/_emulator/faults', { errorRate: 1, paths: ['/postings'] });
    const client = clientFor(platform.url);
    await expect(client.createCandidate(posting, application())).rejects.toMatchObject({
      code: 'outcome_unknown',
      status: 503,
    });
    expect(client.metrics.snapshot()).toMatchObject({ requests: 1, retries: 0 });
  });

  it('a request that gets no answer in time: outcome unknown for the POST, retried for a GET', async () => {
    await control(platform.url, 'PUT', '/_emulator/faults', { hangRate: 1, paths: ['/postings'] });
    const client = clientFor(platform.url, {}, { timeoutMs: 300 });
    await expect(client.createCandidate(posting, application())).rejects.toMatchObject({
      code: 'outcome_unknown',
    });
    await control(platform.url, 'PUT', '/_emulator/faults', {
      hangRate: 0,
      hangNext: 2,
      paths: ['/postings'],
    });
    const seeded = clientFor(platform.url, {}, { timeoutMs: 300, random: () => 0 });
    expect(await seeded.getConfiguration(posting)).not.toBeNull();
  });

  it('a 429 certainly was not processed: retried, and exactly one candidate results', async () => {
    // Spend the endpoint's whole budget with the same credential from outside this client, with the
    // platform's clock held so the window cannot roll over however slow the machine is.
    const token = await clientFor(platform.url).tokens!.getToken();
    heldAt = Date.now();
    await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${platform.url}/postings/${posting}/candidates`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(application()),
        }),
      ),
    );
    const client = clientFor(platform.url, {}, { random: () => 0.1 });
    const body = application();
    const created = client.createCandidate(posting, body);
    await expect.poll(() => client.metrics.snapshot().rateLimited).toBeGreaterThanOrEqual(1);
    heldAt = null;
    await created;
    expect(await candidatesOnPlatform(platform.url, body.email)).toBe(1);
  });

  it('a refused connection certainly was not processed: retried until the platform is back', async () => {
    const port = await freePortForTests();
    const client = clientFor(`http://localhost:${port}`, {}, { random: () => 0.5 });
    const body = application();
    const pending = client.createCandidate(posting, body);
    // The platform comes up only after the client has failed to connect at least once.
    await expect.poll(() => client.metrics.snapshot().retries, { timeout: 5000 }).toBeGreaterThanOrEqual(1);
    const late = await startTestPlatform({ PLATFORM_PORT: String(port) });
    try {
      const created = await pending;
      expect(created.id).toBeTruthy();
      expect(await candidatesOnPlatform(late.url, body.email)).toBe(1);
    } finally {
      await late.close();
    }
  }, 60_000);

  it('a refusal of the content is final and carries the platform messages', async () => {
    const client = clientFor(platform.url);
    await expect(
      client.createCandidate(posting, { ...application(), consentDecisions: { SINGLE: false } }),
    ).rejects.toMatchObject({
      code: 'rejected',
      status: 400,
      details: [expect.objectContaining({ code: 'CONSENT_REQUIRED' })],
    });
  });

  it('an abort before the request is sent stops the call, and says nothing was sent', async () => {
    const client = clientFor(platform.url);
    const controller = new AbortController();
    controller.abort();
    await expect(client.createCandidate(posting, application(), controller.signal)).rejects.toMatchObject({
      code: 'cancelled',
    });
  });
});
