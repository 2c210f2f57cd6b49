import type { Metadata } from 'next';
import { formatDateTime } from '@/components/admin/format';
import { MailOutboxTable } from '@/components/admin/mail-outbox-table';
import { readMailFiles } from '@/lib/admin/mail-files';
import { listOutboundMail } from '@/lib/admin/outbound-mail';
import { requireAdmin } from '@/lib/admin/require-admin';
import { getSiteDb } from '@/lib/db/site-db';
import { readAdminMailEnv } from '@/lib/env';

export const metadata: Metadata = { title: 'Mail' };

export default async function MailPage() {
  await requireAdmin('/admin/mail');
  const { MAIL_DIR } = readAdminMailEnv();
  const [outbox, files] = await Promise.all([listOutboundMail(await getSiteDb()), readMailFiles(MAIL_DIR)]);
  return (
    <>
      <h1>Mail</h1>
      <section className="admin-panel" aria-labelledby="outbox-title">
        <h2 id="outbox-title">Sent and pending</h2>
        <MailOutboxTable mail={outbox} />
      </section>
      <section className="admin-panel" aria-labelledby="files-title">
        <h2 id="files-title">Messages written to files</h2>
        <p>
          Without <code>SMTP_URL</code> the site writes each message as a file under <code>{MAIL_DIR}</code>.
          The newest are shown here as plain text.
        </p>
        {files.length === 0 ? <p>No message files yet.</p> : null}
        {files.map((mail) => (
          <article
            key={mail.fileName}
            className="admin-panel"
            aria-label={`Message ${mail.subject || mail.fileName}`}
          >
            <h3>{mail.subject || '(no subject)'}</h3>
            <p>
              To <span className="admin-mono">{mail.to || '—'}</span> ·{' '}
              {mail.date || formatDateTime(mail.modifiedAt)} ·{' '}
              <span className="admin-mono">{mail.fileName}</span>
              {mail.truncated ? ' · shown in part (large file)' : ''}
            </p>
            <pre className="admin-mail-body">{mail.text}</pre>
          </article>
        ))}
      </section>
    </>
  );
}
