import { getApplicationStatus } from '@/lib/careers/status/site-status';

// A bearer link: nothing about it may be cached by browsers or proxies, or indexed.
const privateHeaders = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

/** The status page's polling: one application's current step, coalesced on the platform side. */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  try {
    const status = await getApplicationStatus(token);
    if (!status) return Response.json({ error: 'not_found' }, { status: 404, headers: privateHeaders });
    return Response.json(status, { headers: privateHeaders });
  } catch (error) {
    console.error('[status] reading a status failed:', error instanceof Error ? error.name : 'unknown');
    return Response.json({ error: 'unavailable' }, { status: 503, headers: privateHeaders });
  }
}
