import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordingJournal } from '../test-support/recording-journal';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import { eq, sql } from 'drizzle-orm';
import { applications, outboundMail } from '@/lib/db/schema';
import type { Pacer, Permit } from '@/lib/platform/client/pacer';
import { clientFor, control, platformCounts } from '@/lib/platform/client/test-support/client-for';
import type { RunningPlatform } from '@/lib/platform/server/server';
import {
  candidatesMatching,
  pdfBytes,
  readConfiguration,
  seededPostings,
  validApplication,
} from '@/lib/platform/server/test-support/valid-application';
import { freePortForTests, startTestPlatform } from '@/lib/platform/server/test-support/test-platform';
import {
  deliveryHarness,
  simplePosting,
  eventually,
  filesOf,
  rowOf,
  simpleApplication,
  testEmail,
} from './test-support/delivery-harness';
import type { DeliveryWorker } from './delivery-worker';
import type { DeliveryPlatform } from './deliver-application';
import { PlatformError } from '@/lib/platform/client/platform-error';
import { claimDueApplications } from './lease';
import type { StatusLinkSigner } from '../status-link';
import { NO_ERASURE_JOURNAL } from '../erasure-journal/erasure-journal';
import { eraseApplication } from '../status/erasure';
import { eraseAskedOnceSettled } from '../status/asked-erasures';

let platform: RunningPlatform;
let database: SiteDatabase;
const workers: DeliveryWorker[] = [];

const noFaults = {
  latencyMs: { minMs: 0, maxMs: 0 },
  paths: [],
  errorRate: 0,
  hangRate: 0,
  dropAfterRate: 0,
};

beforeAll(async () => {
  [platform, database] = await Promise.all([startTestPlatform(), openSiteDatabase({ dataDir: 'memory://' })]);
});
afterAll(async () => {
  await Promise.all([platform.close(), database.close()]);
});
beforeEach(async () => {
  await control(platform.url, 'PUT', '/_emulator/faults', noFaults);
  await control(platform.url, 'PUT', '/_emulator/limits', { algorithm: 'sliding-window', enabled: true });
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
});

function harness(
  ...args: Parameters<typeof deliveryHarness> extends [unknown, unknown, ...infer Rest] ? Rest : never
) {
  const made = deliveryHarness(database.db, clientFor(platform.url), ...args);
  workers.push(made.worker);
  return made;
}

const delivered = (id: string) => async () => (await rowOf(database.db, id)).status === 'delivered';

describe('durable submission', () => {
  it('stores, delivers at once, keeps the candidate id, deletes the file bytes and queues the mail', async () => {
    const journal = recordingJournal();
    const { receive } = harness({ journal });
    const email = testEmail('once');
    const resume = {
      fileName: 'cv.pdf',
      mimeType: 'application/pdf',
      fileContent: pdfBytes().toString('base64'),
    };
    const result = await receive(simpleApplication(email, { resume }));
    expect(result.status).toBe('received');
    if (result.status !== 'received') return;
    await eventually(delivered(result.applicationId));
    const row = await rowOf(database.db, result.applicationId);
    const onPlatform = await candidatesMatching(platform.url, email);
    expect(onPlatform.map((candidate) => candidate.id)).toEqual([row.platformCandidateId]);
    expect(row.attempts).toBe(1);
    expect(await filesOf(database.db, result.applicationId)).toEqual([]);
    // Written down outside the database: a restored backup in which it still waits looks it up first.
    expect(journal.recorded).toEqual([{ delivered: [result.applicationId] }]);
    const mail = await database.db.select().from(outboundMail);
    expect(
      mail.some((entry) => entry.toAddress === email && entry.textBody.includes(result.statusPath)),
    ).toBe(true);
  });

  it('a double submit (same idempotency key, at once) gives one application and one candidate', async () => {
    const { receive } = harness();
    const email = testEmail('double');
    const [first, second] = await Promise.all([
      receive(simpleApplication(email), 'same-key-double-submit'),
      receive(simpleApplication(email), 'same-key-double-submit'),
    ]);
    expect(first.status === 'received' && second.status === 'received').toBe(true);
    if (first.status !== 'received' || second.status !== 'received') return;
    expect(second.applicationId).toBe(first.applicationId);
    await eventually(delivered(first.applicationId));
    const again = await receive(simpleApplication(email), 'same-key-double-submit');
    expect(again).toMatchObject({ applicationId: first.applicationId, duplicate: true, changed: false });
    expect(await candidatesMatching(platform.url, email)).toHaveLength(1);
  });

  it('the same form sent again with other answers answers the first application and says they changed', async () => {
    const { receive } = harness();
    const email = testEmail('edited');
    const first = await receive(simpleApplication(email), 'edited-form-key');
    expect(first).toMatchObject({ status: 'received', duplicate: false, changed: false });
    if (first.status !== 'received') return;
    // Back and resubmit without JavaScript: the page still carries the first form token.
    const edited = await receive(
      simpleApplication(email, { phoneNumber: '+44 20 7946 0001' }),
      'edited-form-key',
    );
    expect(edited).toMatchObject({ applicationId: first.applicationId, duplicate: true, changed: true });
    const row = await rowOf(database.db, first.applicationId);
    expect(row.payload.phoneNumber).toBeUndefined();
    // The same answers, the address in capitals: nothing changed.
    const same = await receive(simpleApplication(email.toUpperCase()), 'edited-form-key');
    expect(same).toMatchObject({ applicationId: first.applicationId, changed: false });
  });

  it('a reused form token with another address or posting answers token_reused, never the first link', async () => {
    const { receive } = harness();
    const emailA = testEmail('token-a');
    const first = await receive(simpleApplication(emailA), 'reused-token-key');
    expect(first.status).toBe('received');
    expect(await receive(simpleApplication(testEmail('token-b')), 'reused-token-key')).toEqual({
      status: 'token_reused',
    });
    // The same person sending the same form again still gets their own application back.
    const again = await receive(simpleApplication(emailA.toUpperCase()), 'reused-token-key');
    expect(again).toMatchObject({ status: 'received', duplicate: true });
  });

  it('the same person applying again from this browser (a new form token) gets their first application', async () => {
    const { receive } = harness();
    const email = testEmail('back-again');
    const first = await receive(simpleApplication(email), 'browser-first-key');
    if (first.status !== 'received') throw new Error(first.status);
    await eventually(delivered(first.applicationId));
    // Back without JavaScript (or a reload) gave the form a new token; the cookie names the first one.
    const edited = simpleApplication(email.toUpperCase(), { phoneNumber: '+44 20 7946 0002' });
    const again = await receive(edited, 'browser-second-key', simplePosting, ['browser-first-key']);
    expect(again).toMatchObject({
      applicationId: first.applicationId,
      idempotencyKey: 'browser-first-key',
      earlier: true,
      duplicate: true,
      changed: true,
    });
    const same = await receive(simpleApplication(email), 'browser-third-key', simplePosting, [
      'browser-first-key',
    ]);
    expect(same).toMatchObject({ applicationId: first.applicationId, duplicate: true, changed: false });
    expect(await candidatesMatching(platform.url, email)).toHaveLength(1);
    expect((await rowOf(database.db, first.applicationId)).payload.phoneNumber).toBeUndefined();
  });

  it('two people sharing a browser: each applying again gets their own first application', async () => {
    const { receive } = harness();
    const [first, second] = [testEmail('household-a'), testEmail('household-b')];
    const a = await receive(simpleApplication(first), 'household-a-key');
    const b = await receive(simpleApplication(second), 'household-b-key', simplePosting, ['household-a-key']);
    if (a.status !== 'received' || b.status !== 'received') throw new Error('not received');
    expect(b.applicationId).not.toBe(a.applicationId);
    // The cookie names both, the second one's first: the first person's Back and send finds theirs.
    const again = await receive(simpleApplication(first), 'household-a-again', simplePosting, [
      'household-b-key',
      'household-a-key',
    ]);
    expect(again).toMatchObject({
      applicationId: a.applicationId,
      idempotencyKey: 'household-a-key',
      earlier: true,
      duplicate: true,
    });
  });

  it('someone else on the same browser, or the same person after withdrawing, applies anew', async () => {
    const { receive } = harness();
    const email = testEmail('shared-device');
    const first = await receive(simpleApplication(email), 'shared-first-key');
    if (first.status !== 'received') throw new Error(first.status);
    const other = await receive(
      simpleApplication(testEmail('shared-other')),
      'shared-other-key',
      simplePosting,
      ['shared-first-key'],
    );
    expect(other).toMatchObject({ status: 'received', duplicate: false, idempotencyKey: 'shared-other-key' });
    expect(other.status === 'received' && other.applicationId).not.toBe(first.applicationId);
    await database.db
      .update(applications)
      .set({ withdrawalAskedAt: sql`now()` })
      .where(eq(applications.id, first.applicationId));
    const anew = await receive(simpleApplication(email), 'shared-anew-key', simplePosting, [
      'shared-first-key',
    ]);
    expect(anew).toMatchObject({ status: 'received', duplicate: false, idempotencyKey: 'shared-anew-key' });
    expect(anew.status === 'received' && anew.applicationId).not.toBe(first.applicationId);
    // Refused by the platform, or being deleted: applying again is a new application too.
    for (const [change, key] of [
      [{ status: 'refused' as const }, 'shared-after-refusal'],
      [{ erasureAskedAt: new Date() }, 'shared-after-erasure'],
    ] as const) {
      const standing = await receive(simpleApplication(email), `${key}-first`);
      if (standing.status !== 'received') throw new Error(standing.status);
      // Settled first, so the worker writes nothing over the change below.
      await eventually(delivered(standing.applicationId));
      await database.db.update(applications).set(change).where(eq(applications.id, standing.applicationId));
      const again = await receive(simpleApplication(email), key, simplePosting, [`${key}-first`]);
      expect(again).toMatchObject({ status: 'received', duplicate: false, earlier: false });
      // Gone again: later tests count refused rows and asked deletions.
      await database.db.delete(applications).where(eq(applications.id, standing.applicationId));
    }
  });

  it('refuses more applications from one address than the daily limit, with nothing stored', async () => {
    const { receive } = harness({ limitPerAddress: 2 });
    const email = testEmail('limit');
    expect((await receive(simpleApplication(email))).status).toBe('received');
    expect((await receive(simpleApplication(email.toUpperCase()))).status).toBe('received');
    expect(await receive(simpleApplication(email))).toEqual({ status: 'limited' });
  });

  it('an application the platform refuses for good is marked refused with the platform message', async () => {
    const { receive } = harness();
    // The engineering posting requires answers this application does not give.
    const result = await receive(
      simpleApplication(testEmail('refused')),
      undefined,
      '6acdad4e-1cb9-4da8-8b40-a45e4e0ad355',
    );
    if (result.status !== 'received') throw new Error('not received');
    await eventually(async () => (await rowOf(database.db, result.applicationId)).status === 'refused');
    expect((await rowOf(database.db, result.applicationId)).lastError).toMatch(/q-/);
  });
});

describe('delivery through failures', () => {
  it('processed but the answer lost: reconciled by look-up, never sent twice', async () => {
    await control(platform.url, 'PUT', '/_emulator/faults', { dropAfterRate: 1, paths: ['/postings'] });
    const journal = recordingJournal();
    const { receive, worker } = harness({ waitMs: 2_000, journal });
    const email = testEmail('dropped');
    const result = await receive(simpleApplication(email));
    if (result.status !== 'received') throw new Error('not received');
    expect((await rowOf(database.db, result.applicationId)).status).toBe('outcome_unknown');
    await control(platform.url, 'PUT', '/_emulator/faults', noFaults);
    // Due now instead of after its backoff, so the test need not wait for it.
    await database.db
      .update(applications)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(applications.id, result.applicationId));
    worker.start();
    await eventually(delivered(result.applicationId));
    const row = await rowOf(database.db, result.applicationId);
    const onPlatform = await candidatesMatching(platform.url, email);
    expect(onPlatform.map((candidate) => candidate.id)).toEqual([row.platformCandidateId]);
    expect(row.attempts).toBe(1);
    expect(journal.recorded).toEqual([{ delivered: [result.applicationId] }]);
  });

  it('unknown outcome, and the same address applied through another posting meanwhile: that one is not taken for it', async () => {
    const email = testEmail('other-posting');
    const real = clientFor(platform.url);
    // The candidate applied through another posting (say, on the platform's own page) just now.
    const other = await real.createCandidate(
      seededPostings.visa,
      validApplication(await readConfiguration(platform.url, seededPostings.visa), email),
    );
    let sends = 0;
    const platformThatLosesTheFirst: DeliveryPlatform = {
      candidates: (filters) => real.candidates(filters),
      getCandidateStatus: (postingId, candidateId) => real.getCandidateStatus(postingId, candidateId),
      createCandidate: async (postingId, application) => {
        sends++;
        // The first send never reaches the platform, but the site cannot know that.
        if (sends === 1) throw new PlatformError('outcome_unknown', 'The connection was lost');
        return real.createCandidate(postingId, application);
      },
    };
    const made = deliveryHarness(database.db, platformThatLosesTheFirst, { waitMs: 2_000 });
    workers.push(made.worker);
    const result = await made.receive(simpleApplication(email));
    if (result.status !== 'received') throw new Error('not received');
    expect((await rowOf(database.db, result.applicationId)).status).toBe('outcome_unknown');
    await database.db
      .update(applications)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(applications.id, result.applicationId));
    made.worker.start();
    await eventually(delivered(result.applicationId));
    const row = await rowOf(database.db, result.applicationId);
    expect(sends).toBe(2);
    expect(row.platformCandidateId).not.toBe(other.id);
    const onPlatform = await candidatesMatching(platform.url, email);
    expect(onPlatform.map((candidate) => candidate.id).sort()).toEqual(
      [other.id, row.platformCandidateId].sort(),
    );
  });

  it('unknown outcome, and the status look-up refused: the application waits for the next try, never closed as refused', async () => {
    const email = testEmail('lookup-refused');
    const real = clientFor(platform.url);
    const platformThatRefusesTheLookUp: DeliveryPlatform = {
      candidates: (filters) => real.candidates(filters),
      getCandidateStatus: async () => {
        throw new PlatformError('rejected', 'Bad request');
      },
      // The send arrives, but its answer is lost.
      createCandidate: async (postingId, application) => {
        await real.createCandidate(postingId, application);
        throw new PlatformError('outcome_unknown', 'The connection was lost');
      },
    };
    const made = deliveryHarness(database.db, platformThatRefusesTheLookUp, { waitMs: 2_000 });
    workers.push(made.worker);
    const result = await made.receive(simpleApplication(email));
    if (result.status !== 'received') throw new Error('not received');
    await database.db
      .update(applications)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(applications.id, result.applicationId));
    made.worker.start();
    await eventually(async () => (await rowOf(database.db, result.applicationId)).attempts >= 1);
    await eventually(
      async () => (await rowOf(database.db, result.applicationId)).lastError?.includes('status') ?? false,
    );
    expect((await rowOf(database.db, result.applicationId)).status).toBe('outcome_unknown');
    expect(await candidatesMatching(platform.url, email)).toHaveLength(1);
  });

  it('the platform down during the submit: received at once, delivered when it is back', async () => {
    const port = await freePortForTests();
    const url = `http://127.0.0.1:${port}`;
    const made = deliveryHarness(database.db, clientFor(url), { waitMs: 300 });
    workers.push(made.worker);
    const email = testEmail('down');
    const started = Date.now();
    const result = await made.receive(simpleApplication(email));
    expect(Date.now() - started).toBeLessThan(2_000);
    if (result.status !== 'received') throw new Error('not received');
    expect((await rowOf(database.db, result.applicationId)).status).toBe('delivering');
    const late = await startTestPlatform({ PLATFORM_PORT: String(port) });
    try {
      made.worker.start();
      await eventually(delivered(result.applicationId), 60_000);
      expect(await candidatesMatching(late.url, email)).toHaveLength(1);
    } finally {
      await made.worker.stop();
      await late.close();
    }
  }, 90_000);

  it('a storm of 429s from an unpaced client: every application delivered exactly once', async () => {
    await control(platform.url, 'PUT', '/_emulator/limits', { algorithm: 'fixed-window', enabled: true });
    const unpaced: Pacer = {
      acquire: async (): Promise<Permit> => ({ sentAt: Date.now(), waitedMs: 0, release: () => {} }),
      snapshot: () => ({ queued: 0, oldestWaitMs: 0, inFlight: 0, endpoints: {} }),
    };
    const before = await platformCounts(platform.url, 'POST /postings/:uuid/candidates');
    const made = deliveryHarness(database.db, clientFor(platform.url, {}, { pacer: unpaced }), { waitMs: 0 });
    workers.push(made.worker);
    const emails = Array.from({ length: 30 }, (_, n) => testEmail(`storm${n}`));
    const results = await Promise.all(emails.map((email) => made.receive(simpleApplication(email))));
    const ids = results.map((result) => (result.status === 'received' ? result.applicationId : ''));
    made.worker.start();
    await eventually(async () => {
      for (const id of ids) if ((await rowOf(database.db, id)).status !== 'delivered') return false;
      return true;
    }, 60_000);
    const after = await platformCounts(platform.url, 'POST /postings/:uuid/candidates');
    expect(after.throttled - before.throttled).toBeGreaterThan(0);
    // Counting needs the listing, which the same limits would throttle.
    await control(platform.url, 'PUT', '/_emulator/limits', { enabled: false });
    for (const email of emails) expect(await candidatesMatching(platform.url, email)).toHaveLength(1);
  }, 90_000);
});

describe('a withdrawal asked while the application is on its way', () => {
  const askToWithdraw = (email: string) =>
    database.db
      .update(applications)
      .set({ withdrawalAskedAt: sql`now()` })
      .where(eq(applications.candidateEmail, email));

  it('the send under way fails unprocessed: no next try, withdrawn, its files deleted', async () => {
    const email = testEmail('withdraw-mid-send');
    const real = clientFor(platform.url);
    let sends = 0;
    // The candidate's click lands while the send is under way, which then finds the platform unreachable.
    const platformThatFails: DeliveryPlatform = {
      candidates: (filters) => real.candidates(filters),
      getCandidateStatus: (postingId, candidateId) => real.getCandidateStatus(postingId, candidateId),
      createCandidate: async () => {
        sends++;
        await askToWithdraw(email);
        throw new PlatformError('unavailable', 'The platform cannot be reached');
      },
    };
    const made = deliveryHarness(database.db, platformThatFails, { waitMs: 2_000 });
    workers.push(made.worker);
    const resume = {
      fileName: 'cv.pdf',
      mimeType: 'application/pdf',
      fileContent: pdfBytes().toString('base64'),
    };
    const result = await made.receive(simpleApplication(email, { resume }));
    if (result.status !== 'received') throw new Error('not received');
    await eventually(async () => (await rowOf(database.db, result.applicationId)).status === 'withdrawn');
    made.worker.start();
    // Claim rounds come and go (every 100 ms): it is never sent again.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sends).toBe(1);
    expect((await rowOf(database.db, result.applicationId)).status).toBe('withdrawn');
    expect(await filesOf(database.db, result.applicationId)).toEqual([]);
    expect(await candidatesMatching(platform.url, email)).toHaveLength(0);
  });

  it('its outcome unknown: looked up first, and as it did not arrive, not sent again', async () => {
    const path = `/postings/${simplePosting}/candidates`;
    await control(platform.url, 'PUT', '/_emulator/faults', { errorRate: 1, paths: [path] });
    const { receive, worker } = harness({ waitMs: 2_000 });
    const email = testEmail('withdraw-unknown');
    const result = await receive(simpleApplication(email));
    if (result.status !== 'received') throw new Error('not received');
    // A 503 to a create: the platform may or may not have taken it.
    expect((await rowOf(database.db, result.applicationId)).status).toBe('outcome_unknown');
    await askToWithdraw(email);
    await control(platform.url, 'PUT', '/_emulator/faults', noFaults);
    const before = await platformCounts(platform.url, 'POST /postings/:uuid/candidates');
    await database.db
      .update(applications)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(applications.id, result.applicationId));
    worker.start();
    await eventually(async () => (await rowOf(database.db, result.applicationId)).status === 'withdrawn');
    const after = await platformCounts(platform.url, 'POST /postings/:uuid/candidates');
    expect(after.requests - before.requests).toBe(0);
    expect(await candidatesMatching(platform.url, email)).toHaveLength(0);
  });
});

describe('a deletion asked while the application is on its way', () => {
  const staff = ['hr@delivery-test.example'];
  const erasureDeps = (signer: StatusLinkSigner) => ({
    db: database.db,
    signer,
    staff,
    site: { name: 'Acme', url: 'http://localhost:3000' },
    mailQueued: () => {},
    journal: NO_ERASURE_JOURNAL,
  });
  const staffMailNaming = async (text: string) =>
    (await database.db.select().from(outboundMail)).filter(
      (mail) => mail.toAddress === staff[0] && mail.textBody.includes(text),
    );
  const gone = (id: string) => async () =>
    (await database.db.select().from(applications).where(eq(applications.id, id))).length === 0;

  it('the send under way arrives after all: deleted once it settles, staff asked about the platform’s copy', async () => {
    const email = testEmail('erase-mid-send');
    const real = clientFor(platform.url);
    const platformThatTakesIt: DeliveryPlatform = {
      candidates: (filters) => real.candidates(filters),
      getCandidateStatus: (postingId, candidateId) => real.getCandidateStatus(postingId, candidateId),
      // The candidate's click lands while the send is under way, which then arrives.
      createCandidate: async (postingId, application) => {
        const [row] = await database.db
          .select({ id: applications.id })
          .from(applications)
          .where(eq(applications.candidateEmail, email));
        // `made` is there by the time a send runs.
        const asked = await eraseApplication(erasureDeps(made.signer), made.signer.sign(row!.id));
        expect(asked).toEqual({ status: 'asked' });
        return real.createCandidate(postingId, application);
      },
    };
    const made = deliveryHarness(database.db, platformThatTakesIt, { waitMs: 2_000 });
    workers.push(made.worker);
    const result = await made.receive(simpleApplication(email));
    if (result.status !== 'received') throw new Error('not received');
    await eventually(delivered(result.applicationId));
    const [candidate] = await candidatesMatching(platform.url, email);
    expect(await eraseAskedOnceSettled(erasureDeps(made.signer))).toBe(1);
    expect(await gone(result.applicationId)()).toBe(true);
    expect(await staffMailNaming(`Please delete candidate ${candidate!.id} there too`)).toHaveLength(1);
  });

  it('its outcome unknown: looked up at once, not sent again as it did not arrive, then deleted with nothing for staff', async () => {
    const path = `/postings/${simplePosting}/candidates`;
    await control(platform.url, 'PUT', '/_emulator/faults', { errorRate: 1, paths: [path] });
    const { receive, worker, signer } = harness({ waitMs: 2_000 });
    const email = testEmail('erase-unknown');
    const result = await receive(simpleApplication(email));
    if (result.status !== 'received') throw new Error('not received');
    expect((await rowOf(database.db, result.applicationId)).status).toBe('outcome_unknown');
    const token = signer.sign(result.applicationId);
    expect(await eraseApplication(erasureDeps(signer), token)).toEqual({ status: 'asked' });
    await control(platform.url, 'PUT', '/_emulator/faults', noFaults);
    const before = await platformCounts(platform.url, 'POST /postings/:uuid/candidates');
    worker.start();
    await eventually(async () => (await rowOf(database.db, result.applicationId)).status === 'withdrawn');
    expect(await eraseAskedOnceSettled(erasureDeps(signer))).toBe(1);
    expect(await gone(result.applicationId)()).toBe(true);
    const after = await platformCounts(platform.url, 'POST /postings/:uuid/candidates');
    expect(after.requests - before.requests).toBe(0);
    expect(await candidatesMatching(platform.url, email)).toHaveLength(0);
    expect(await staffMailNaming(result.applicationId)).toHaveLength(0);
  });
});

describe('leases', () => {
  it('a live lease is never claimed by another worker; a lapsed or cleared one is, with a look-up first', async () => {
    const { receive } = harness({ waitMs: 0 });
    const email = testEmail('lease');
    const result = await receive(simpleApplication(email));
    if (result.status !== 'received') throw new Error('not received');
    const id = result.applicationId;
    await eventually(async () => (await rowOf(database.db, id)).status === 'delivered');
    const other = harness();
    // Pretend a process holds it now, then that its lease was cleared by staff (lease_until null).
    await database.db
      .update(applications)
      .set({ status: 'delivering', leaseOwner: 'someone-else', leaseUntil: sql`now() + interval '1 minute'` })
      .where(eq(applications.id, id));
    expect(await claimDueApplications(database.db, other.worker.owner, 30_000, 100)).not.toContainEqual(
      expect.objectContaining({ id }),
    );
    await database.db.update(applications).set({ leaseUntil: null }).where(eq(applications.id, id));
    expect(await claimDueApplications(database.db, other.worker.owner, 30_000, 100)).toContainEqual({
      id,
      reconcile: true,
    });
  });

  it('shutting down stops a send still waiting for its turn: never made later, queued again as unsent', async () => {
    // A pacer that grants only when the test opens it, and hears an abort, as the real ones do.
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    const gated: Pacer = {
      acquire: (_endpoint, signal) =>
        new Promise<Permit>((resolve, reject) => {
          signal?.addEventListener('abort', () => reject(new PlatformError('aborted', 'aborted')));
          void opened.then(() => resolve({ sentAt: Date.now(), waitedMs: 0, release: () => {} }));
        }),
      snapshot: () => ({ queued: 1, oldestWaitMs: 0, inFlight: 0, endpoints: {} }),
    };
    const made = deliveryHarness(database.db, clientFor(platform.url, {}, { pacer: gated }), { waitMs: 0 });
    const email = testEmail('stopped');
    const result = await made.receive(simpleApplication(email));
    if (result.status !== 'received') throw new Error('not received');
    await eventually(async () => made.worker.deliveriesInFlight === 1);
    expect(await made.worker.stop(50)).toEqual({ finished: 0, stopped: 1, released: 0 });
    // It never left: back in the queue for any instance (after its short delay), with no look-up needed.
    expect(await rowOf(database.db, result.applicationId)).toMatchObject({
      status: 'received',
      leaseOwner: null,
    });
    // The budget frees up while this process is still shutting down: its send is not made after all.
    open();
    // A send still under way would hold its delivery in flight until the platform answered it.
    await eventually(async () => made.worker.deliveriesInFlight === 0);
    expect(await candidatesMatching(platform.url, email)).toHaveLength(0);
  });

  it('shutting down releases the leases of sends still waiting, for another process to take at once', async () => {
    // A pacer that never grants: the send waits as it would behind a spent budget.
    const stuck: Pacer = {
      acquire: () => new Promise<Permit>(() => {}),
      snapshot: () => ({ queued: 1, oldestWaitMs: 0, inFlight: 0, endpoints: {} }),
    };
    const made = deliveryHarness(database.db, clientFor(platform.url, {}, { pacer: stuck }), { waitMs: 0 });
    const result = await made.receive(simpleApplication(testEmail('shutdown')));
    if (result.status !== 'received') throw new Error('not received');
    const id = result.applicationId;
    await eventually(async () => made.worker.deliveriesInFlight === 1);
    // This pacer does not even hear the abort: the lease is released once the aborted sends had their time.
    expect(await made.worker.stop(50)).toEqual({ finished: 0, stopped: 0, released: 1 });
    expect(await rowOf(database.db, id)).toMatchObject({ status: 'delivering', leaseOwner: null });
    const other = harness();
    expect(await claimDueApplications(database.db, other.worker.owner, 30_000, 100)).toContainEqual({
      id,
      reconcile: true,
    });
  });
});
