/**
 * Whether a multipart post's body can be read as a form. Next reads every multipart post to a page as a
 * server action and answers one it cannot parse (no boundary, a body cut short, bytes that are no form)
 * with a bare 500, so proxy.ts refuses such a post itself with a 400 before Next sees it. A browser never
 * sends one; a hand-made client gets told what is wrong instead of a server error.
 *
 * Next has already buffered the body for the proxy (up to its 10 MB clone limit, above the 6 MB an action
 * may send, and larger posts are turned back earlier by their declared size), so reading a copy here costs
 * a parse, not a second upload.
 */
export async function isReadableFormPost(request: Request): Promise<boolean> {
  if (request.method !== 'POST') return true;
  const type = request.headers.get('content-type')?.toLowerCase() ?? '';
  if (!type.startsWith('multipart/form-data')) return true;
  try {
    await request.clone().formData();
    return true;
  } catch {
    return false;
  }
}

/** What a hand-made client reads when its post cannot be read: plain words, nothing from the parser. */
export function unreadableFormPostAnswer(): Response {
  return new Response(
    'This form post could not be read: its body is not a complete multipart form. Nothing was done.\n',
    {
      status: 400,
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        // Every answer carries a policy (the pages' own is made further on in proxy.ts): this one runs nothing.
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      },
    },
  );
}
