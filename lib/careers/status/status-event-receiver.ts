import { and, eq } from 'drizzle-orm';
import { applications } from '@/lib/db/schema';
import { signatureMatches } from '@/lib/platform/contract/webhook-signature';
import {
  HOOK_SECRET_HEADER,
  STATUS_EVENT,
  notifiedCandidateId,
  webhookHeaders,
} from '@/lib/platform/contract/webhooks';
import { markStatusEvent } from './status-events-mark';
import { notificationKeys, type StatusEventDeps } from './status-events';
import { followedApplications } from './status-updates';

/** Larger than any notification; a bigger body is refused unread. */
const MAX_BODY_BYTES = 64 * 1024;

const answer = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(`${text}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } });

/**
 * One post from the platform: the activation handshake (answered with its own secret, which proves only
 * that this is a webhook receiver), or a notification, taken only when signed with the stored key within
 * five minutes. A status event makes the named candidate's followed applications due now. Anything else
 * the platform sends is acknowledged and left.
 */
export async function receiveStatusEvent(deps: StatusEventDeps, request: Request): Promise<Response> {
  const handshake = request.headers.get(HOOK_SECRET_HEADER);
  if (handshake !== null) {
    if (!/^[\x21-\x7e]{1,256}$/.test(handshake)) return answer(400, 'The handshake secret is not readable.');
    return answer(200, 'Ready.', { [HOOK_SECRET_HEADER]: handshake });
  }
  const body = await readLimited(request);
  if (body === null) return answer(413, 'The notification is larger than any this site takes.');
  const header = (name: string) => request.headers.get(name) ?? '';
  const parts = {
    timestamp: header(webhookHeaders.timestamp),
    body,
    eventId: header(webhookHeaders.eventId),
    eventName: header(webhookHeaders.eventName),
    eventVersion: header(webhookHeaders.eventVersion),
    link: header(webhookHeaders.link),
  };
  const secrets = await notificationKeys(deps.db);
  const nowS = Math.floor(deps.now() / 1000);
  if (!signatureMatches(request.headers.get(webhookHeaders.signature), parts, secrets, nowS))
    return answer(401, 'The notification is not signed with this site’s key, or is too old.');
  if (parts.eventName !== STATUS_EVENT) return answer(202, 'Not an event this site follows.');
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(body);
  } catch {
    // The link header may still name the candidate.
  }
  const candidateId = notifiedCandidateId(parsed, parts.link || null);
  if (!candidateId) return answer(400, 'The notification names no candidate.');
  const due = await deps.db
    .update(applications)
    .set({ stepCheckedAt: null })
    .where(and(followedApplications, eq(applications.platformCandidateId, candidateId)))
    .returning({ id: applications.id });
  await markStatusEvent(deps.db, new Date(deps.now()));
  if (due.length > 0) deps.roundSoon();
  return answer(202, 'Accepted.');
}

/** The body as text, or null past the limit (counted as it arrives, whatever Content-Length says). */
async function readLimited(request: Request): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return null;
  const reader = request.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
