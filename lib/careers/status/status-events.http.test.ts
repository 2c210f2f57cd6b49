import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import { applications, meta, outboundMail } from '@/lib/db/schema';
import { readPlatformClientEnv } from '@/lib/env';
import { createPlatformClient } from '@/lib/platform/client/create-platform-client';
import { signatureHeader } from '@/lib/platform/contract/webhook-signature';
import { STATUS_EVENT, WEBHOOKS_API_PATH } from '@/lib/platform/contract/webhooks';
import type { RunningPlatform } from '@/lib/platform/server/server';
import { startTestPlatform } from '@/lib/platform/server/test-support/test-platform';
import { appliedCandidate, moveCandidate } from '@/lib/platform/server/test-support/candidates';
import { seededPostings } from '@/lib/platform/server/test-support/valid-application';
import { StatusLinkSigner } from '../status-link';
import { oneAtATime } from '@/lib/background/one-at-a-time';
import { receiveStatusEvent } from './status-event-receiver';
import { ensureStatusEvents, nextLookMs, type StatusEventDeps } from './status-events';
import { checkStatusUpdates, type StatusUpdateDeps } from './status-updates';

const HOUR = 3_600_000;
let platform: RunningPlatform;
let database: SiteDatabase;
let site: ReturnType<typeof createAdaptorServer>;
let siteUrl: string;
/** The rounds the notifications asked for, each run against the platform. */
let rounds: Promise<unknown>[] = [];
let events: StatusEventDeps;
let updates: StatusUpdateDeps;

const webhooksClient = () =>
  createPlatformClient(
    readPlatformClientEnv({ PLATFORM_API_URL: platform.url, PLATFORM_SCOPE: 'webhooks_manage' }),
  );

/** A delivered application the site follows, asked about just now (not due for three hours). */
async function followed(name: string, candidateId: string) {
  await database.db.insert(applications).values({
    id: name.padEnd(22, 'x'),
    postingId: seededPostings.visa,
    idempotencyKey: `key-${name}`,
    payload: { firstName: 'Ada', lastName: 'Lovelace', email: `${name}@candidate.example` },
    candidateEmail: `${name}@candidate.example`,
    status: 'delivered',
    platformCandidateId: candidateId,
    locale: 'en',
    jobTitle: 'Visa Sponsor',
    stepCheckedAt: new Date(),
    createdAt: new Date('2026-11-20T10:30:00Z'),
  });
}
const checkedAt = async (name: string) =>
  (
    await database.db
      .select()
      .from(applications)
      .where(eq(applications.id, name.padEnd(22, 'x')))
  )[0]!.stepCheckedAt;
const stored = async () =>
  JSON.parse(
    (await database.db.select().from(meta).where(eq(meta.key, 'platform.status-events')))[0]!.value,
  ) as {
    id: string;
    secrets: string[];
  };

async function moveOnPlatform(candidateId: string, status: string) {
  await moveCandidate(platform, candidateId, status);
  await Promise.all(rounds);
}

beforeAll(async () => {
  platform = await startTestPlatform();
  database = await openSiteDatabase({ dataDir: 'memory://' });
  const statusClient = createPlatformClient(readPlatformClientEnv({ PLATFORM_API_URL: platform.url }));
  updates = {
    db: database.db,
    signer: new StatusLinkSigner([{ id: 'k1', secret: randomBytes(32) }]),
    site: { name: 'Acme Robotics', url: 'https://careers.acme.example' },
    fetchStatus: (postingId, candidateId) => statusClient.getCandidateStatus(postingId, candidateId),
    recheckMs: 3 * HOUR,
    now: Date.now,
  };
  site = createAdaptorServer({ fetch: (request: Request) => receiveStatusEvent(events, request) });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  events = {
    db: database.db,
    callbackUrl: `${siteUrl}/api/platform/webhooks`,
    platform: webhooksClient(),
    now: Date.now,
    roundSoon: () => rounds.push(checkStatusUpdates(updates)),
  };
});
afterAll(async () => {
  await new Promise<void>((resolve) => site.close(() => resolve()));
  await database.close();
  await platform.close();
});
beforeEach(async () => {
  await database.db.delete(outboundMail);
  await database.db.delete(applications);
  rounds = [];
});

describe('the subscription to status events', () => {
  it('is made, keyed and activated once; then left as it is', async () => {
    expect(await ensureStatusEvents(events)).toBe('created');
    const { id, secrets } = await stored();
    expect(secrets).toHaveLength(1);
    expect(platform.ctx.webhooks.get(id)?.status).toBe('active');
    expect(platform.ctx.webhooks.get(id)?.callbackUrl).toBe(events.callbackUrl);
    expect(await ensureStatusEvents(events)).toBe('active');
    expect((await stored()).id).toBe(id);
  });

  it('is made again when the platform lost it, or the site moved', async () => {
    await ensureStatusEvents(events);
    const lost = await stored();
    await platform.ctx.webhooks.remove(lost.id);
    expect(await ensureStatusEvents(events)).toBe('created');
    const remade = await stored();
    expect(remade.id).not.toBe(lost.id);
    expect(remade.secrets).not.toEqual(lost.secrets);

    const moved = { ...events, callbackUrl: `${siteUrl}/api/platform/webhooks?moved=1` };
    expect(await ensureStatusEvents(moved)).toBe('created');
    expect(platform.ctx.webhooks.get(remade.id)).toBeUndefined();
    expect(platform.ctx.webhooks.get((await stored()).id)?.callbackUrl).toBe(moved.callbackUrl);
    await ensureStatusEvents(events);
  });

  it('made again after the database lost it, leaves none the site has no key for at its address', async () => {
    await ensureStatusEvents(events);
    const before = await stored();
    const elsewhere = await platform.ctx.webhooks.create('https://other-tool.example/hook', [
      { name: STATUS_EVENT, version: 'v1' },
    ]);
    // As a database restored from a backup, or lost: the site knows of no subscription.
    await database.db.delete(meta).where(eq(meta.key, 'platform.status-events'));

    expect(await ensureStatusEvents(events)).toBe('created');
    const after = await stored();
    const at = (url: string) =>
      platform.ctx.webhooks
        .all()
        .filter((subscription) => subscription.callbackUrl === url)
        .map((subscription) => subscription.id);
    expect(after.id).not.toBe(before.id);
    expect(at(events.callbackUrl)).toEqual([after.id]);
    // Another tool's subscription on the same account is not the site's to remove.
    expect(at(elsewhere.callbackUrl)).toEqual([elsewhere.id]);
    await platform.ctx.webhooks.remove(elsewhere.id);
  });
});

describe('two instances starting together', () => {
  it('leave one subscription on the platform: the one whose key is stored', async () => {
    for (const { id } of [...platform.ctx.webhooks.all()]) await platform.ctx.webhooks.remove(id);
    await database.db.delete(meta).where(eq(meta.key, 'platform.status-events'));
    const other: StatusEventDeps = { ...events, platform: webhooksClient() };
    // Both find none stored, both make one; the second to store deletes its own and activates the first's.
    expect(await Promise.all([ensureStatusEvents(events), ensureStatusEvents(other)])).toEqual([
      'created',
      'created',
    ]);
    const { id } = await stored();
    expect(platform.ctx.webhooks.all().map((subscription) => [subscription.id, subscription.status])).toEqual(
      [[id, 'active']],
    );
  });

  // The first to store removes the other's subscription as a stray, at whatever step the other is:
  // before it asks for its key, or before it deletes its own. Each order is made to happen here.
  it.each([
    ['before the second asks for its key', 'before'],
    ['after the second has its key, before it deletes its own', 'after'],
  ] as const)(
    'the first removes the second’s subscription %s: both still succeed, with one left',
    async (_when, gate) => {
      for (const { id } of [...platform.ctx.webhooks.all()]) await platform.ctx.webhooks.remove(id);
      await database.db.delete(meta).where(eq(meta.key, 'platform.status-events'));
      let firstDone!: () => void;
      const firstFinished = new Promise<void>((resolve) => (firstDone = resolve));
      let secondCreated!: () => void;
      const secondHasOne = new Promise<void>((resolve) => (secondCreated = resolve));
      const client = webhooksClient();
      const second: StatusEventDeps = {
        ...events,
        platform: {
          ...pickWebhooks(client),
          createWebhookSubscription: async (...args) => {
            const made = await client.createWebhookSubscription(...args);
            secondCreated();
            return made;
          },
          generateWebhookSecretKey: async (id) => {
            if (gate === 'before') await firstFinished;
            const key = await client.generateWebhookSecretKey(id);
            if (gate === 'after') await firstFinished;
            return key;
          },
        },
      };
      const secondRun = ensureStatusEvents(second);
      await secondHasOne;
      expect(await ensureStatusEvents(events)).toBe('created');
      firstDone();
      expect(await secondRun).toBe('created');
      const { id } = await stored();
      expect(
        platform.ctx.webhooks.all().map((subscription) => [subscription.id, subscription.status]),
      ).toEqual([[id, 'active']]);
    },
  );
});

/** The webhook calls of a platform client, as StatusEventDeps takes them. */
const pickWebhooks = (client: ReturnType<typeof webhooksClient>): StatusEventDeps['platform'] => ({
  createWebhookSubscription: (...args) => client.createWebhookSubscription(...args),
  listWebhookSubscriptions: (...args) => client.listWebhookSubscriptions(...args),
  getWebhookSubscription: (...args) => client.getWebhookSubscription(...args),
  activateWebhookSubscription: (...args) => client.activateWebhookSubscription(...args),
  generateWebhookSecretKey: (...args) => client.generateWebhookSecretKey(...args),
  deleteWebhookSubscription: (...args) => client.deleteWebhookSubscription(...args),
});

describe('a status event', () => {
  it('gets the candidate mailed at once, where the round alone would wait hours', async () => {
    await ensureStatusEvents(events);
    const candidateId = await appliedCandidate(platform.url, 'events');
    await followed('ada', candidateId);
    expect(await checkStatusUpdates(updates)).toMatchObject({ checked: 0 });

    await moveOnPlatform(candidateId, 'INTERVIEW');
    expect(rounds).toHaveLength(1);
    const mails = await database.db.select().from(outboundMail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe('ada@candidate.example');
    expect(mails[0]!.subject).toContain('Visa Sponsor');
    expect(await checkedAt('ada')).not.toBeNull();
  });

  it('about a candidate the site does not follow makes no round', async () => {
    await ensureStatusEvents(events);
    await moveOnPlatform(await appliedCandidate(platform.url, 'events'), 'OFFER');
    expect(rounds).toHaveLength(0);
  });
});

describe('a post to the receiver', () => {
  const post = (headers: Record<string, string>, body = '') =>
    fetch(events.callbackUrl, { method: 'POST', headers, body: body || undefined });
  const signed = (secrets: string[], body: string, overrides: Record<string, string> = {}) => {
    const parts = {
      timestamp: String(Math.floor(Date.now() / 1000)),
      body,
      eventId: 'event-1',
      eventName: STATUS_EVENT,
      eventVersion: 'v1',
      link: '',
      ...overrides,
    };
    return {
      'content-type': 'application/json',
      'smartrecruiters-timestamp': parts.timestamp,
      'event-id': parts.eventId,
      'event-name': parts.eventName,
      'event-version': parts.eventVersion,
      'smartrecruiters-signature': signatureHeader(secrets, parts),
    };
  };

  it('answers the handshake with its own secret, and refuses an unreadable one', async () => {
    const answer = await post({ 'x-hook-secret': 'b1e2c3' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-hook-secret')).toBe('b1e2c3');
    expect((await post({ 'x-hook-secret': 'two words' })).status).toBe(400);
  });

  it('refuses a notification not signed with the stored key, or too large, and changes nothing', async () => {
    await ensureStatusEvents(events);
    await followed('bob', 'candidate-bob');
    const before = await checkedAt('bob');
    const body = JSON.stringify({ job_id: 'j', candidate_id: 'candidate-bob' });
    expect((await post(signed(['not-the-key'], body), body)).status).toBe(401);
    expect(
      (await post({ 'content-type': 'application/json', 'event-name': STATUS_EVENT }, body)).status,
    ).toBe(401);
    const stale = signed((await stored()).secrets, body, {
      timestamp: String(Math.floor(Date.now() / 1000) - 600),
    });
    expect((await post(stale, body)).status).toBe(401);
    const huge = JSON.stringify({ candidate_id: 'candidate-bob', padding: 'x'.repeat(70_000) });
    expect((await post(signed((await stored()).secrets, huge), huge)).status).toBe(413);
    expect(await checkedAt('bob')).toEqual(before);
    expect(rounds).toHaveLength(0);

    // The same body signed with the key: taken, and the round it starts finds Bob due (the platform
    // does not know this made-up candidate, so the status is unreadable).
    expect((await post(signed((await stored()).secrets, body), body)).status).toBe(202);
    expect(await Promise.all(rounds)).toEqual([{ checked: 1, mailed: 0, unreadable: 1 }]);
  });

  it('acknowledges other events and leaves them; refuses a status event naming no candidate', async () => {
    await ensureStatusEvents(events);
    await followed('cy', 'candidate-cy');
    const { secrets } = await stored();
    const other = JSON.stringify({ candidate_id: 'candidate-cy' });
    expect((await post(signed(secrets, other, { eventName: 'offer.updated' }), other)).status).toBe(202);
    const nameless = JSON.stringify({ job_id: 'j' });
    expect((await post(signed(secrets, nameless), nameless)).status).toBe(400);
    expect(await checkedAt('cy')).not.toBeNull();
    expect(rounds).toHaveLength(0);
  });
});

describe('the worker’s looks at the subscription', () => {
  it('come a whole interval apart once one worked, sooner after failures, never past the interval', () => {
    const interval = 900_000;
    expect([0, 1, 2, 3, 10, 40].map((failures) => nextLookMs(failures, interval))).toEqual([
      interval,
      5_000,
      10_000,
      20_000,
      interval,
      interval,
    ]);
  });
});

describe('oneAtATime', () => {
  it('runs once more after a run, however many asked during it', async () => {
    let runs = 0;
    let finish: () => void = () => {};
    const run = oneAtATime(
      () => {
        runs++;
        return new Promise<void>((resolve) => (finish = resolve));
      },
      () => {},
    );
    run();
    run();
    run();
    expect(runs).toBe(1);
    finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(runs).toBe(2);
    finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(runs).toBe(2);
  });
});

it('is listed under the platform path the contract names', () => {
  expect(WEBHOOKS_API_PATH).toBe('/webhooks-api/v201907/subscriptions');
});
