import { POSTING_UUID } from './posting-id';

/**
 * The applications this browser sent, by posting: an http-only cookie naming, for each posting, the
 * idempotency keys of the last applications sent from here (a few: people share a family computer, and
 * one's application must not make the site forget another's). Going Back (or reloading) gives the form a new
 * token, so sending it again would be a second application to the employer; with this cookie a second
 * send with the same address keeps the first instead, naming nothing that opens it (receive-application.ts,
 * accept-application.ts). Without JavaScript it is the only memory the browser has of having applied.
 */
export const SENT_COOKIE = 'sent_applications';
/** Well past a form token's week: the time a candidate may come back to a job they applied to. */
export const SENT_COOKIE_DAYS = 30;
/** Enough for anyone's job search; the cookie stays under 1.3 kB. */
const MAX_ENTRIES = 20;
/** Applications kept per posting: one each for a household sharing a browser. */
const MAX_PER_POSTING = 3;
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

/** The idempotency keys of the applications this browser sent to the posting, newest first. */
export function sentKeysFor(cookie: string | undefined, postingId: string): string[] {
  const wanted = postingId.toLowerCase();
  return entriesOf(cookie)
    .filter((entry) => entry.postingId === wanted)
    .map((entry) => entry.key);
}

/**
 * The cookie with this application first, then the others: at most MAX_PER_POSTING for one posting
 * (the oldest of them goes), at most MAX_ENTRIES in all.
 */
export function withSent(cookie: string | undefined, postingId: string, key: string): string {
  const sent = { postingId: postingId.toLowerCase(), key };
  let samePosting = 1;
  const others = entriesOf(cookie).filter((entry) => {
    if (entry.key === sent.key) return false;
    if (entry.postingId !== sent.postingId) return true;
    samePosting += 1;
    return samePosting <= MAX_PER_POSTING;
  });
  return [sent, ...others]
    .slice(0, MAX_ENTRIES)
    .map((entry) => `${entry.postingId}.${entry.key}`)
    .join('~');
}
