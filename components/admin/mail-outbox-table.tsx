import type { OutboundMailItem } from '@/lib/admin/outbound-mail';
import { AdminTable } from './admin-table';
import { formatDateTime } from './format';

const tone = { pending: 'admin-badge-wait', sending: 'admin-badge-wait', sent: 'admin-badge-good' } as const;

/** The mail outbox; each message's text is one click away (React escapes it: it is shown, never run). */
export function MailOutboxTable({ mail }: { mail: OutboundMailItem[] }) {
  if (mail.length === 0) return <p>No mail in the outbox yet.</p>;
  return (
    <AdminTable
      caption={`Newest ${mail.length} ${mail.length === 1 ? 'message' : 'messages'} in the mail outbox`}
    >
      <thead>
        <tr>
          <th scope="col">To and subject</th>
          <th scope="col">State</th>
          <th scope="col">Attempts</th>
          <th scope="col">Last error</th>
          <th scope="col">Created</th>
          <th scope="col">Sent</th>
        </tr>
      </thead>
      <tbody>
        {mail.map((message) => (
          <tr key={message.id}>
            <th scope="row">
              <span className="admin-mono">{message.to}</span>
              <details>
                <summary>{message.subject}</summary>
                <pre className="admin-mail-body">{message.textBody}</pre>
              </details>
            </th>
            <td>
              <span className={`admin-badge ${tone[message.status]}`}>{message.status}</span>
            </td>
            <td>{message.attempts}</td>
            <td>{message.lastError ?? '—'}</td>
            <td>{formatDateTime(message.createdAt)}</td>
            <td>{formatDateTime(message.sentAt)}</td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
