import { randomBytes } from 'node:crypto';
import type { SiteDb } from '@/lib/db/connection';
import { PollLoop } from '../delivery/poll-loop';
import type { ErasureJournal } from '../erasure-journal/erasure-journal';
import { retryDelayMs } from '../delivery/retry-delay';
import { claimDueMail, markMailRetry, markMailSent, releaseMailLeases, renewMailLease } from './mail-outbox';
import type { MailTransport } from './mail-transport';

export type MailWorkerOptions = {
  db: SiteDb;
  /** Where each mail sent is written down, so a restored backup does not send it twice. */
  journal: ErasureJournal;
  transport: MailTransport;
  from: string;
  leaseMs: number;
  pollMs: number;
  batch?: number;
  onError?: (error: unknown) => void;
};

/** Sends the mail outbox: SMTP down means the message waits and is tried again, never dropped. */
export class MailWorker {
  readonly owner = `mailer-${randomBytes(9).toString('base64url')}`;
  private readonly loop: PollLoop;
  private stopping = false;

  constructor(private readonly options: MailWorkerOptions) {
    this.loop = new PollLoop(() => this.round(), options.pollMs, options.onError);
  }

  start() {
    this.loop.start();
  }
  wake() {
    this.loop.wake();
  }
  /** No next mail is started; the one being sent may finish. The batch's others go back for any instance. */
  async stop() {
    this.stopping = true;
    await this.loop.stop();
  }

  /** One batch; true when there may be more due at once. */
  private async round(): Promise<boolean> {
    const { db, transport, from, leaseMs } = this.options;
    const batch = this.options.batch ?? 10;
    const due = await claimDueMail(db, this.owner, leaseMs, batch);
    for (const [index, mail] of due.entries()) {
      if (this.stopping) {
        await releaseMailLeases(
          db,
          this.owner,
          due.slice(index).map((left) => left.id),
        );
        break;
      }
      if (!(await renewMailLease(db, mail.id, this.owner, leaseMs))) continue;
      // Held for as long as the send takes: a slow server must not let another instance send it too.
      const holding = setInterval(
        () =>
          void renewMailLease(db, mail.id, this.owner, leaseMs).catch((error: unknown) =>
            this.options.onError?.(error),
          ),
        Math.max(250, leaseMs / 3),
      );
      try {
        await transport.send({
          id: mail.id,
          from,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
          ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
          ...(mail.listUnsubscribeUrl ? { listUnsubscribeUrl: mail.listUnsubscribeUrl } : {}),
        });
        await markMailSent(this.options, mail.id, this.owner);
      } catch (error) {
        // The transport's error names the server, never the message or the address.
        const reason = error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 200) : 'failed';
        await markMailRetry(db, mail.id, this.owner, retryDelayMs(mail.attempts), reason);
      } finally {
        clearInterval(holding);
      }
    }
    return due.length === batch;
  }
}
