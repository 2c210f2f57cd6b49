import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import { applications } from '@/lib/db/schema';
import type { CandidateStatus } from '@/lib/platform/contract';
import { newApplicationId, StatusLinkSigner } from '../status-link';
import { createSwrCache } from '../swr-cache';
import { loadApplicationStatus, type StatusDeps } from './application-status';

let database: SiteDatabase;
const signer = new StatusLinkSigner([{ id: 'k1', secret: randomBytes(32) }]);
let clock = 1_000_000;
let platformCalls = 0;
let platformStatus: CandidateStatus = 'NEW';

beforeAll(async () => {
  database = await openSiteDatabase({ dataDir: 'memory://' });
});
afterAll(() => database.close());

function deps(overrides: Partial<StatusDeps> = {}): StatusDeps {
  return {
    db: database.db,
    signer,
    statusCache: createSwrCache<CandidateStatus>({ ttlMs: 5_000, now: () => clock }),
    fetchStatus: async () => {
      platformCalls += 1;
      return platformStatus;
    },
    listedJob: async () => ({ title: 'Robot Whisperer' }),
    updateMailsSent: true,
    ...overrides,
  };
}

async function storedApplication(
  status: 'received' | 'delivered' | 'refused' | 'withdrawn',
  asked: { erasureAskedAt?: Date; withdrawalAskedAt?: Date; updatesStoppedAt?: Date } = {},
  locale: string | null = 'en',
) {
  const id = newApplicationId();
  await database.db.insert(applications).values({
    id,
    postingId: 'posting-1',
    idempotencyKey: id,
    status,
    payload: { firstName: 'A', lastName: 'B', email: 'a@example.com' },
    candidateEmail: 'a@example.com',
    platformCandidateId: status === 'delivered' ? `cand-${id}` : null,
    locale,
    ...asked,
  });
  return signer.sign(id);
}

describe('the status behind a status link', () => {
  it("names the job's ad language, so the title is spoken in it; none once the job is not listed", async () => {
    const token = await storedApplication('received');
    const german = deps({ listedJob: async () => ({ title: 'Robotertrainer', language: 'de' }) });
    expect(await loadApplicationStatus(german, token)).toMatchObject({
      jobTitle: 'Robotertrainer',
      jobLanguage: 'de',
    });
    const gone = deps({ listedJob: async () => null });
    expect(await loadApplicationStatus(gone, token)).toMatchObject({ jobTitle: null, jobLanguage: null });
  });

  it('shows "received" until delivered, then the platform status, and flags refusals for staff', async () => {
    const d = deps();
    expect(await loadApplicationStatus(d, await storedApplication('received'))).toMatchObject({
      step: 'received',
      final: false,
      jobTitle: 'Robot Whisperer',
      needsAttention: false,
    });
    expect(await loadApplicationStatus(d, await storedApplication('refused'))).toMatchObject({
      step: 'received',
      needsAttention: true,
    });
    platformStatus = 'REJECTED';
    expect(await loadApplicationStatus(d, await storedApplication('delivered'))).toMatchObject({
      step: 'not_selected',
      final: true,
    });
  });

  it('asked to delete while its send settled: still polled until it goes, and never shown as withdrawn', async () => {
    const d = deps();
    const erasureAskedAt = new Date('2026-11-27T10:00:00Z');
    // Stopped before its next send because of the ask: the worker marks it withdrawn, the sweep deletes it.
    expect(
      await loadApplicationStatus(d, await storedApplication('withdrawn', { erasureAskedAt })),
    ).toMatchObject({
      step: 'received',
      final: false,
      erasureAskedAt: erasureAskedAt.toISOString(),
    });
    // Arrived after all, and already rejected: the step is the platform's, but the page still polls.
    platformStatus = 'REJECTED';
    expect(
      await loadApplicationStatus(d, await storedApplication('delivered', { erasureAskedAt })),
    ).toMatchObject({
      step: 'not_selected',
      final: false,
    });
    // One the candidate had also asked to withdraw reads withdrawn.
    const withdrawalAskedAt = new Date('2026-11-27T09:00:00Z');
    expect(
      await loadApplicationStatus(
        d,
        await storedApplication('withdrawn', { erasureAskedAt, withdrawalAskedAt }),
      ),
    ).toMatchObject({ step: 'withdrawn', final: false });
    expect(await loadApplicationStatus(d, await storedApplication('withdrawn'))).toMatchObject({
      step: 'withdrawn',
      final: true,
      erasureAskedAt: null,
    });
  });

  it('null for tampered, foreign or unknown tokens', async () => {
    const d = deps();
    const token = await storedApplication('received');
    const other = new StatusLinkSigner([{ id: 'k1', secret: randomBytes(32) }]);
    for (const bad of [
      `${token}x`,
      token.slice(0, -1),
      other.sign(newApplicationId()),
      signer.sign(newApplicationId()),
      '',
      '...',
    ])
      expect(await loadApplicationStatus(d, bad)).toBeNull();
  });

  it('however many people poll one application, the platform is asked at most once per 5 s', async () => {
    const d = deps();
    platformStatus = 'NEW';
    const token = await storedApplication('delivered');
    platformCalls = 0;
    const start = clock;
    // 200 polls spread over 20 s of injected time, many at the same instant.
    for (let tick = 0; tick < 20; tick += 1) {
      clock = start + tick * 1_000;
      await Promise.all(Array.from({ length: 10 }, () => loadApplicationStatus(d, token)));
    }
    expect(platformCalls).toBeGreaterThanOrEqual(3);
    expect(platformCalls).toBeLessThanOrEqual(Math.ceil(20_000 / 5_000));
    platformStatus = 'INTERVIEW';
    clock += 5_000;
    await loadApplicationStatus(d, token);
    await Promise.resolve();
    clock += 1;
    expect((await loadApplicationStatus(d, token))?.step).toBe('interview');
  });

  it('says whether the candidate is mailed as it moves on: on, stopped, or not for this one', async () => {
    const updateMails = async (token: Promise<string>, d = deps()) =>
      (await loadApplicationStatus(d, await token))?.updateMails;
    expect(await updateMails(storedApplication('received'))).toBe('on');
    const updatesStoppedAt = new Date('2026-11-27T10:00:00Z');
    expect(await updateMails(storedApplication('delivered', { updatesStoppedAt }))).toBe('stopped');
    // From before the language was kept: no such mail can be sent in it.
    expect(await updateMails(storedApplication('delivered', {}, null))).toBeNull();
    expect(await updateMails(storedApplication('delivered'), deps({ updateMailsSent: false }))).toBeNull();
  });
});
