import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type OutgoingMail = {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** RFC 8058: an https URL that unsubscribes with one POST (job alert mail). */
  listUnsubscribeUrl?: string;
};
export type MailTransport = { kind: 'smtp' | 'file'; send(mail: OutgoingMail): Promise<void>; close(): void };

/** Our own Message-ID from the outbox row, so a message sent twice after a crash is recognisably one. */
const messageId = (mail: OutgoingMail, from: string) => {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  return `<${mail.id}@${domain}>`;
};

const toNodemailer = (mail: OutgoingMail) => ({
  from: mail.from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  ...(mail.html ? { html: mail.html } : {}),
  messageId: messageId(mail, mail.from),
  ...(mail.listUnsubscribeUrl
    ? {
        headers: {
          'List-Unsubscribe': `<${mail.listUnsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      }
    : {}),
});

/**
 * nodemailer waits up to 2 minutes to connect and 10 for a silent server; a mail's lease (DELIVERY_LEASE_MS,
 * 30 s) would lapse long before, and another instance send it again. The URL's own values win.
 */
export function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const defaults = { connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '20000' };
  for (const [name, value] of Object.entries(defaults))
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * Real SMTP with a URL; otherwise nodemailer builds the message and it is written to `<dir>/<id>.eml`
 * (written under a temporary name and renamed, so a reader never sees half a message).
 */
export function createMailTransport(options: { smtpUrl?: string; dir: string }): MailTransport {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(withTimeouts(options.smtpUrl));
    return {
      kind: 'smtp',
      async send(mail) {
        await smtp.sendMail(toNodemailer(mail));
      },
      close: () => smtp.close(),
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(mail) {
      const built = await stream.sendMail(toNodemailer(mail));
      await mkdir(options.dir, { recursive: true });
      const target = path.join(options.dir, `${mail.id}.eml`);
      await writeFile(`${target}.tmp`, built.message as Buffer);
      await rename(`${target}.tmp`, target);
    },
    close: () => stream.close(),
  };
}
