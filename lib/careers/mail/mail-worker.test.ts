import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import { randomId } from '@/lib/db/random-id';
import { applicationDrafts, outboundMail } from '@/lib/db/schema';
import { freePortForTests } from '@/lib/platform/server/test-support/test-platform';
import { eventually } from '../delivery/test-support/delivery-harness';
import { REMOVED_DRAFT_LINK } from '../drafts/draft-link-in-mail';
import { composeConfirmation } from './confirmation-mail';
import { createMailTransport, type MailTransport } from './mail-transport';
import { NO_ERASURE_JOURNAL } from '../erasure-journal/erasure-journal';
import { recordingJournal } from '../test-support/recording-journal';
import { claimDueMail, markMailSent } from './mail-outbox';
import { MailWorker } from './mail-worker';

let database: SiteDatabase;
beforeAll(async () => {
  database = await openSiteDatabase({ dataDir: 'memory://' });
});
afterAll(() => database.close());

async function queueMail(to: string) {
  const id = randomId();
  const content = composeConfirmation({
    locale: 'en',
    siteName: 'Acme <Robotics>',
    jobTitle: 'Engineer & "Tinkerer"',
    firstName: 'Grace',
    statusUrl: 'http://localhost:3000/applications/k.abc.def',
  });
  await database.db
    .insert(outboundMail)
    .values({ id, toAddress: to, subject: content.subject, textBody: content.text, htmlBody: content.html });
  return id;
}
const mailRow = async (id: string) =>
  (await database.db.select().from(outboundMail).where(eq(outboundMail.id, id)))[0]!;

/** A worker whose transport holds its first send until `release()`; `sent` lists what it was given. */
function heldFirstSend(options: { leaseMs: number; batch?: number }) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const sent: string[] = [];
  const transport: MailTransport = {
    kind: 'smtp',
    async send(mail) {
      sent.push(mail.id);
      if (sent.length === 1) await held;
    },
    close() {},
  };
  const worker = new MailWorker({
    db: database.db,
    journal: NO_ERASURE_JOURNAL,
    transport,
    from: 'Careers <careers@acme.example>',
    pollMs: 100,
    ...options,
  });
  return { worker, sent, release: () => release() };
}

describe('the mail outbox', () => {
  it('SMTP down: the mail waits, and is sent once when the server is back', async () => {
    const port = await freePortForTests();
    const transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, dir: '' });
    const journal = recordingJournal();
    const worker = new MailWorker({
      db: database.db,
      journal,
      transport,
      from: 'Careers <careers@acme.example>',
      leaseMs: 5_000,
      pollMs: 100,
    });
    const id = await queueMail('grace@example.com');
    worker.start();
    await eventually(
      async () => (await mailRow(id)).attempts >= 1 && (await mailRow(id)).status === 'pending',
    );
    expect((await mailRow(id)).lastError).toBeTruthy();

    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
        stream.on('end', () => {
          received.push(text);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      // Due now rather than after its backoff.
      await database.db
        .update(outboundMail)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(outboundMail.id, id));
      worker.wake();
      await eventually(async () => (await mailRow(id)).status === 'sent');
      await worker.stop();
      expect(received).toHaveLength(1);
      // Written down once sent (not when the first try failed), so a restored backup does not send it again.
      expect(journal.recorded).toEqual([{ mailsSent: [id] }]);
      expect(received[0]).toContain(`Message-ID: <${id}@acme.example>`);
      expect(received[0]).toContain('http://localhost:3000/applications/k.abc.def');
    } finally {
      await worker.stop();
      transport.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }, 30_000);

  it('a mail whose lease lapsed while the batch waited on a slow server is left to whoever claimed it', async () => {
    const { worker, sent, release } = heldFirstSend({ leaseMs: 60_000, batch: 2 });
    const ids = [await queueMail('first@example.com'), await queueMail('second@example.com')];
    worker.start();
    try {
      await eventually(async () => sent.length === 1);
      const other = ids.find((id) => id !== sent[0])!;
      // While the first send hangs, the second's lease lapses and another instance claims it.
      await database.db
        .update(outboundMail)
        .set({ leaseOwner: 'mailer-other-instance' })
        .where(eq(outboundMail.id, other));
      release();
      await eventually(async () => (await mailRow(sent[0]!)).status === 'sent');
      await worker.stop();
      expect(sent).toHaveLength(1);
      expect(await mailRow(other)).toMatchObject({ status: 'sending', leaseOwner: 'mailer-other-instance' });
    } finally {
      release();
      await worker.stop();
      await database.db.delete(outboundMail).where(inArray(outboundMail.id, ids));
    }
  });

  it('a send slower than the lease keeps it: no other instance claims the mail meanwhile', async () => {
    const { worker, sent, release } = heldFirstSend({ leaseMs: 3_000 });
    const id = await queueMail('slow@example.com');
    worker.start();
    try {
      await eventually(async () => sent.length === 1);
      // Past the lease it was claimed with (renewed every second while the send lasts).
      await new Promise((resolve) => setTimeout(resolve, 4_500));
      expect(await claimDueMail(database.db, 'mailer-other-instance', 3_000, 10)).toEqual([]);
      release();
      await eventually(async () => (await mailRow(id)).status === 'sent');
      expect(sent).toEqual([id]);
    } finally {
      release();
      await worker.stop();
    }
  }, 15_000);

  it('stopping sends no next mail of the batch, and gives the rest back for any instance', async () => {
    const { worker, sent, release } = heldFirstSend({ leaseMs: 60_000, batch: 2 });
    const ids = [await queueMail('one@example.com'), await queueMail('two@example.com')];
    worker.start();
    try {
      await eventually(async () => sent.length === 1);
      const stopped = worker.stop();
      release();
      await stopped;
      expect(sent).toHaveLength(1);
      expect(await mailRow(sent[0]!)).toMatchObject({ status: 'sent' });
      const other = ids.find((id) => id !== sent[0])!;
      expect(await mailRow(other)).toMatchObject({ status: 'pending', leaseOwner: null });
    } finally {
      release();
      await worker.stop();
      await database.db.delete(outboundMail).where(inArray(outboundMail.id, ids));
    }
  });

  it('a sent "finish later" mail keeps no link to its draft; another mail keeps its text', async () => {
    const link = 'https://careers.acme.example/jobs/p-1?draft=k1.abc.def#apply';
    await database.db.insert(applicationDrafts).values({
      id: 'draft-sent',
      postingId: 'p-1',
      sealed: 'x',
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const later = randomId();
    await database.db.insert(outboundMail).values({
      id: later,
      toAddress: 'later@example.com',
      subject: 'Finish your application',
      textBody: `Hello,\n${link}\nBye`,
      htmlBody: `<a href="${link}">Finish</a>`,
      draftId: 'draft-sent',
    });
    const other = await queueMail('other@example.com');
    const claimed = await claimDueMail(database.db, 'mailer-x', 60_000, 10);
    expect(claimed.map((mail) => mail.id).sort()).toEqual([later, other].sort());
    for (const { id } of claimed)
      await markMailSent({ db: database.db, journal: NO_ERASURE_JOURNAL }, id, 'mailer-x');
    expect(await mailRow(later)).toMatchObject({
      status: 'sent',
      textBody: `Hello,\n${REMOVED_DRAFT_LINK}\nBye`,
      htmlBody: null,
    });
    expect(await mailRow(other)).toMatchObject({
      status: 'sent',
      textBody: expect.stringContaining('/applications/k.abc.def'),
    });
    expect((await mailRow(other)).htmlBody).toContain('/applications/k.abc.def');
  });

  it('without SMTP, writes one .eml per message with the link, escaped in HTML', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mail-'));
    try {
      const transport = createMailTransport({ dir });
      const worker = new MailWorker({
        db: database.db,
        journal: NO_ERASURE_JOURNAL,
        transport,
        from: 'Careers <careers@localhost>',
        leaseMs: 5_000,
        pollMs: 100,
      });
      const id = await queueMail('ada@example.com');
      worker.start();
      await eventually(async () => (await mailRow(id)).status === 'sent');
      await worker.stop();
      const files = await readdir(dir);
      expect(files).toContain(`${id}.eml`);
      const eml = await readFile(path.join(dir, `${id}.eml`), 'utf8');
      expect(eml).toContain('To: ada@example.com');
      expect(eml).toContain('http://localhost:3000/applications/k.abc.def');
      expect(eml).toContain('&#60;Robotics&#62;');
      expect(eml).not.toMatch(/<strong>[^<]*<Robotics>/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
