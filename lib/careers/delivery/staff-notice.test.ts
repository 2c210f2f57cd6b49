import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryApplication } from '@/lib/admin/retry-application';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import { applications, outboundMail, type ApplicationStatus } from '@/lib/db/schema';
import { markRefused } from './lease';
import { queueStaffNotice, type StaffNoticeDeps } from './staff-notice';
import { UNDELIVERED_AFTER_MINUTES } from './staff-notice-mail';

let database: SiteDatabase;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const old = minutesAgo(UNDELIVERED_AFTER_MINUTES + 5);

async function insert(id: string, status: ApplicationStatus, createdAt: Date, nextAttemptAt = createdAt) {
  await database.db.insert(applications).values({
    id,
    postingId: `posting-of-${id}`,
    idempotencyKey: `key-${id}`,
    status,
    payload: { firstName: 'Ada', lastName: 'Lovelace', email: `${id}@candidate.example` },
    candidateEmail: `${id}@candidate.example`,
    lastError: 'SECRET-PLATFORM-MESSAGE quoting the candidate',
    createdAt,
    nextAttemptAt,
  });
}

let queued = 0;
const deps = (): StaffNoticeDeps => ({
  db: database.db,
  to: ['ops@acme.example', 'hr@acme.example'],
  site: { name: 'Acme Robotics', url: 'https://careers.acme.example' },
  mailQueued: () => queued++,
});
const staffMail = () => database.db.select().from(outboundMail);

beforeAll(async () => {
  database = await openSiteDatabase({ dataDir: 'memory://' });
  await insert('refused-now', 'refused', minutesAgo(1));
  await insert('unknown-old', 'outcome_unknown', old);
  await insert('overdue-old', 'received', old, minutesAgo(10));
  // Retried again and again while the platform is down: its next attempt is a minute away.
  await insert('waiting-old', 'received', old, new Date(Date.now() + 60_000));
  // Not (yet) a person's business: settled by the worker in a moment, or on its way.
  await insert('unknown-new', 'outcome_unknown', minutesAgo(1));
  await insert('received-new', 'received', minutesAgo(2), new Date(Date.now() + 60_000));
  await insert('delivered-old', 'delivered', old);
});
afterAll(async () => {
  await database.close();
});

describe('queueStaffNotice', () => {
  it('mails each address once, naming the refused and the long-undelivered applications by id and job only', async () => {
    expect(await queueStaffNotice(deps())).toBe(4);
    expect(queued).toBe(1);
    const mail = await staffMail();
    expect(mail.map((row) => row.toAddress).sort()).toEqual(['hr@acme.example', 'ops@acme.example']);
    const [first] = mail;
    expect(first!.subject).toBe('Acme Robotics careers: 4 applications did not reach the platform');
    for (const id of ['refused-now', 'unknown-old', 'overdue-old', 'waiting-old']) {
      expect(first!.textBody).toContain(id);
      expect(first!.textBody).toContain(`posting-of-${id}`);
    }
    for (const id of ['unknown-new', 'received-new', 'delivered-old'])
      expect(first!.textBody).not.toContain(id);
    expect(first!.textBody).toContain('Refused by the platform (1)');
    expect(first!.textBody).toContain('Not delivered 15 minutes after they were sent (3)');
    expect(first!.textBody).toContain('https://careers.acme.example/admin/health');
    expect(first!.textBody).toContain('https://careers.acme.example/admin/applications?state=refused');
    // Nothing of the candidate, nor the platform's words, which may quote them.
    expect(first!.textBody).not.toMatch(/candidate\.example|Ada|Lovelace|SECRET-PLATFORM-MESSAGE/);
  });

  it('names each application once, until a retry clears the mark and it is refused again', async () => {
    expect(await queueStaffNotice(deps())).toBe(0);
    expect(queued).toBe(1);
    expect(await staffMail()).toHaveLength(2);

    expect(
      await retryApplication(database.db, 'refused-now', {
        platformUserId: 'u-1',
        name: 'Ada',
        email: 'ada@acme.example',
      }),
    ).toEqual({
      status: 'queued',
      state: 'received',
    });
    await database.db
      .update(applications)
      .set({ status: 'refused' })
      .where(eq(applications.id, 'refused-now'));
    expect(await queueStaffNotice(deps())).toBe(1);
    const latest = (await staffMail()).filter((row) => row.subject.includes('1 application did'));
    expect(latest).toHaveLength(2);
    expect(latest[0]!.textBody).toContain('refused-now');
    expect(latest[0]!.textBody).not.toContain('Not delivered');
  });

  it('names a late application again once the platform refuses it', async () => {
    await database.db
      .update(applications)
      .set({ status: 'delivering', leaseOwner: 'worker-1', leaseUntil: new Date(Date.now() + 30_000) })
      .where(eq(applications.id, 'waiting-old'));
    expect(await queueStaffNotice(deps())).toBe(0);
    await markRefused(database.db, 'waiting-old', 'worker-1', 'The posting is closed');
    expect(await queueStaffNotice(deps())).toBe(1);
    // One mail per address names it as refused; before, it was named only as late.
    const refusedMail = (await staffMail()).filter(
      (row) => row.subject.includes(': 1 application did') && row.textBody.includes('waiting-old'),
    );
    expect(refusedMail.map((row) => row.toAddress).sort()).toEqual(['hr@acme.example', 'ops@acme.example']);
    expect(refusedMail[0]!.textBody).toContain('Refused by the platform (1)');
    expect(refusedMail[0]!.textBody).not.toContain('Not delivered');
  });

  it('never names one application in two notices when two instances check at once', async () => {
    await insert('refused-twice', 'refused', minutesAgo(1));
    const before = (await staffMail()).length;
    const named = await Promise.all([queueStaffNotice(deps()), queueStaffNotice(deps())]);
    expect(named.sort()).toEqual([0, 1]);
    expect((await staffMail()).length - before).toBe(2);
  });
});
