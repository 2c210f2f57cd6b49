import { deleteAlert } from '@/lib/careers/alerts/alert-store';
import { getSiteKeys } from '@/lib/careers/site-keys';
import { journaledSiteDb } from '@/lib/careers/erasure-journal/journaled-site-db';

const privateHeaders = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

/**
 * RFC 8058 one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` here, with no
 * session and no page. The signed link is the only credential; unsubscribing twice is still a success.
 */
export async function POST(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const id = (await getSiteKeys()).alertLinks.verify(token, 'unsubscribe', Date.now());
  if (!id) return new Response('Not found\n', { status: 404, headers: privateHeaders });
  await deleteAlert(await journaledSiteDb(), id);
  return new Response('You are unsubscribed from this job alert.\n', {
    headers: { ...privateHeaders, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/** A person opening the header's address: the page asks before it stops anything (GET must not). */
export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return Response.redirect(new URL(`/alerts/unsubscribe/${encodeURIComponent(token)}`, request.url), 303);
}
