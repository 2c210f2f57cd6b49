import { unreadableActionArguments, type ActionBody } from './action-arguments';

/**
 * Whether a post's body can be read as what it says it is, before Next reads it. Next reads every
 * multipart post to a page as a server action and answers one it cannot parse (no boundary, a body cut
 * short, bytes that are no form) with a bare 500, and a server action call whose arguments React cannot
 * decode (no JSON list, a reference to a part the body does not hold: action-arguments.ts) with a 500 and
 * an error row (a digest), or a bare 500 for a form posted without JavaScript. proxy.ts refuses them all
 * itself with a 400 before Next sees them. A browser never sends one; a hand-made client gets told what
 * is wrong instead.
 *
 * Next has already buffered the body for the proxy (up to its 10 MB clone limit, above the 6 MB an action
 * may send, and larger posts are turned back earlier by their declared size), so reading a copy here costs
 * a parse, not a second upload.
 */
export async function unreadablePost(request: Request): Promise<'form' | 'arguments' | undefined> {
  if (request.method !== 'POST') return undefined;
  const type = request.headers.get('content-type') ?? '';
  const call = request.headers.has('next-action');
  let form: FormData | undefined;
  if (type.toLowerCase().startsWith('multipart/form-data')) {
    try {
      form = await request.clone().formData();
    } catch {
      return 'form';
    }
  }
  // Which way Next reads the arguments, by its own tests on the header as sent (server-action-request-meta):
  // as a form (a script's call with one, or a form posted without JavaScript), or as a call's text
  // whatever its type says, except a urlencoded post, which Next does not take for a call.
  const unreadable = (body: ActionBody) => (unreadableActionArguments(body) ? 'arguments' : undefined);
  if (type.startsWith('multipart/form-data'))
    return unreadable({ kind: call ? 'call-form' : 'page-form', form: form! });
  if (call && type !== 'application/x-www-form-urlencoded')
    return unreadable({ kind: 'call-text', text: await request.clone().text() });
  return undefined;
}

const WHAT_IS_WRONG = {
  form: 'This form post could not be read: its body is not a complete multipart form. Nothing was done.\n',
  arguments:
    'This server action call could not be read: its arguments are not a JSON list of values as this site’s ' +
    'pages send them, or they refer to a part the body does not hold. Nothing was done.\n',
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
