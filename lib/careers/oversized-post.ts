import { messageKey } from '../i18n/message-key';

/**
 * Next refuses a server action's body above this, before any code of ours runs (next.config.mjs,
 * `serverActions.bodySizeLimit: '6mb'`; oversized-post.test.ts holds the two together).
 */
export const ACTION_BODY_LIMIT_BYTES = 6 * 1024 * 1024;

/** The query a form post refused for its size comes back to the form with. */
const NOT_SENT_PARAM = 'notSent';
const TOO_LARGE = 'tooLarge';
const POSTING_PAGE = /^(\/embed)?\/jobs\/[^/]+$/;

/**
 * A form posted without JavaScript whose body Next would refuse: a file far over the limit, which only
 * the browser's checks (with JavaScript) catch before sending. Refused by Next, it is a bare "Internal
 * Server Error" in English with no way back; proxy.ts sends the candidate back to the form instead. The
 * browser declares the size of a form post, so nothing needs reading to know.
 */
export function isOversizedFormPost(request: {
  method: string;
  /** Without its language prefix (proxy.ts's locale decision). */
  pathname: string;
  headers: Pick<Headers, 'get' | 'has'>;
}) {
  return (
    request.method === 'POST' &&
    // A posting's page, on the site or in the embed: the only form that carries files.
    POSTING_PAGE.test(request.pathname) &&
    // With JavaScript the form never sends such files, and its action call expects Next's own answer.
    !request.headers.has('next-action') &&
    (request.headers.get('content-type') ?? '').startsWith('multipart/form-data') &&
    Number(request.headers.get('content-length')) > ACTION_BODY_LIMIT_BYTES
  );
}

/** The form's own address again (its language, its campaign), saying why nothing was sent. */
export function backToTheForm(posted: URL): URL {
  const url = new URL(posted);
  url.searchParams.set(NOT_SENT_PARAM, TOO_LARGE);
  url.hash = 'apply';
  return url;
}

/** What the form says when it is shown again for a post refused for its size (a message key). */
export function notSentNotice(query: Record<string, string | string[] | undefined>): string | undefined {
  return query[NOT_SENT_PARAM] === TOO_LARGE ? messageKey('apply.tooLarge') : undefined;
}
