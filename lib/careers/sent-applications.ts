import { POSTING_UUID } from './posting-id';

/**
 * The applications this browser sent, by posting: an http-only cookie naming, for each posting, the
 * idempotency key of the last application sent from here. Going Back (or reloading) gives the form a new
 * token, so sending it again would be a second application to the employer; with this cookie a second
 * send with the same address keeps the first instead, naming nothing that opens it (receive-application.ts,
 * accept-application.ts). Without JavaScript it is the only memory the browser has of having applied.
 */
export const SENT_COOKIE = 'sent_applications';
/** Well past a form token's week: the time a candidate may come back to a job they applied to. */
export const SENT_COOKIE_DAYS = 30;
/** Enough for anyone's job search; the cookie stays under 1.3 kB. */
const MAX_ENTRIES = 20;
const KEY = /^[A-Za-z0-9_-]{22}$/;

type Entry = { postingId: string; key: string };

function entriesOf(cookie: string | undefined): Entry[] {
  // Whatever the browser sends back is read strictly: anything not shaped like an entry is dropped.
  return (cookie ?? '').split('~').flatMap((entry) => {
    const [postingId = '', key = '', ...rest] = entry.split('.');
    return rest.length === 0 && POSTING_UUID.test(postingId) && KEY.test(key)
      ? [{ postingId: postingId.toLowerCase(), key }]
      : [];
  });
}

/** The idempotency key of the application this browser last sent to the posting, if the cookie names one. */
export function sentKeyFor(cookie: string | undefined, postingId: string): string | undefined {
  const wanted = postingId.toLowerCase();
  return entriesOf(cookie).find((entry) => entry.postingId === wanted)?.key;
}

/** The cookie with this posting's application first, older ones after it, at most MAX_ENTRIES. */
export function withSent(cookie: string | undefined, postingId: string, key: string): string {
  const sent = { postingId: postingId.toLowerCase(), key };
  const others = entriesOf(cookie).filter((entry) => entry.postingId !== sent.postingId);
  return [sent, ...others]
    .slice(0, MAX_ENTRIES)
    .map((entry) => `${entry.postingId}.${entry.key}`)
    .join('~');
}
