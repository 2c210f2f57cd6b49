import { jobsFeed } from '@/lib/careers/feed/jobs-feed';

/** A query's values by name, repeated ones as a list (as page searchParams come). */
function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  return query;
}

/**
 * `/feed.xml` (`/de/feed.xml`…): the open jobs of the list's search as an Atom feed, in the address's
 * language. Readers poll: five minutes of caching, and a 503 to retry when the platform does not answer
 * (an empty feed would tell them every job is gone).
 */
export async function GET(request: Request): Promise<Response> {
  const feed = await jobsFeed(queryOf(new URL(request.url)), new Date());
  if (feed.status === 'unavailable')
    return new Response('The jobs are unavailable, try again shortly', {
      status: 503,
      headers: { 'retry-after': '60' },
    });
  return new Response(feed.xml, {
    headers: {
      'content-type': 'application/atom+xml; charset=utf-8',
      'cache-control': 'public, max-age=300',
    },
  });
}
