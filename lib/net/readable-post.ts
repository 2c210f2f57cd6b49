/**
 * Whether a post's body can be read as what it says it is, before Next reads it. Next reads every
 * multipart post to a page as a server action and answers one it cannot parse (no boundary, a body cut
 * short, bytes that are no form) with a bare 500, and a server action call whose arguments are no JSON
 * list with a 500 and an error row (a digest). proxy.ts refuses both itself with a 400 before Next sees
 * them. A browser never sends one; a hand-made client gets told what is wrong instead.
 *
 * Next has already buffered the body for the proxy (up to its 10 MB clone limit, above the 6 MB an action
 * may send, and larger posts are turned back earlier by their declared size), so reading a copy here costs
 * a parse, not a second upload.
 */
export async function unreadablePost(request: Request): Promise<'form' | 'arguments' | undefined> {
  if (request.method !== 'POST') return undefined;
  const type = request.headers.get('content-type')?.toLowerCase() ?? '';
  if (type.startsWith('multipart/form-data')) {
    try {
      await request.clone().formData();
      return undefined;
    } catch {
      return 'form';
    }
  }
  // A call from the page's own script whose arguments hold no file: React sends them as JSON text.
  if (request.headers.has('next-action') && type.startsWith('text/plain')) {
    try {
      return Array.isArray(JSON.parse(await request.clone().text())) ? undefined : 'arguments';
    } catch {
      return 'arguments';
    }
  }
  return undefined;
}

const WHAT_IS_WRONG = {
  form: 'This form post could not be read: its body is not a complete multipart form. Nothing was done.\n',
  arguments:
    'This server action call could not be read: its body is not a JSON list of arguments. Nothing was done.\n',
};

/** What a hand-made client reads when its post cannot be read: plain words, nothing from the parser. */
export function unreadablePostAnswer(what: keyof typeof WHAT_IS_WRONG): Response {
  return new Response(WHAT_IS_WRONG[what], {
    status: 400,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      // Every answer carries a policy (the pages' own is made further on in proxy.ts): this one runs nothing.
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    },
  });
}
