import { updatesPagePath } from '@/lib/careers/status-link';
import { isTokenShaped, statusRequestDeps } from '@/lib/careers/status/status-request-deps';
import { chooseUpdateMails } from '@/lib/careers/status/update-mails-choice';

// A bearer link: nothing about it may be cached by browsers or proxies, or indexed.
const privateHeaders = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

/**
 * RFC 8058 one-click unsubscribe from the mails sent as an application moves on: the mail client POSTs
 * `List-Unsubscribe=One-Click` here, with no session and no page. The status link is the only
 * credential; stopping twice is still a success. The status page still shows where it stands.
 */
export async function POST(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const chosen = isTokenShaped(token)
    ? await chooseUpdateMails(await statusRequestDeps(), token, false)
    : 'not-found';
  if (chosen === 'not-found') return new Response('Not found\n', { status: 404, headers: privateHeaders });
  return new Response('You will get no more emails about this application.\n', {
    headers: { ...privateHeaders, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/** A person opening the header's address: the page asks before it stops anything (GET must not). */
export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return Response.redirect(new URL(updatesPagePath(encodeURIComponent(token)), request.url), 303);
}
