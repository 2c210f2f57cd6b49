// A bearer link: nothing about it may be cached by browsers or proxies, or indexed.
const privateHeaders = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

/** A link that is not genuine, or no longer works: nothing about why. */
export const copyNotFound = () => new Response('Not found\n', { status: 404, headers: privateHeaders });

/** A candidate's copy of their data as a JSON file named `<name>-<day made>.json`. */
export function copyDownload<Copy extends { madeAt: string }>(copy: Copy, name: string): Response {
  return new Response(`${JSON.stringify(copy, null, 2)}\n`, {
    headers: {
      ...privateHeaders,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}-${copy.madeAt.slice(0, 10)}.json"`,
    },
  });
}
