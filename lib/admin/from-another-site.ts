/**
 * Whether a request was started by another site: a link or script there navigating to a console address.
 * The staff session's cookie rides along (SameSite=Lax), so a GET that exports data would save every
 * candidate's name to a visiting staff member's disk and write an export they never made into the log.
 * Browsers say where a request came from (Sec-Fetch-Site); the console's own links are `same-origin`, a
 * typed address or bookmark `none`. A client that says nothing (a script, an old browser) is not refused.
 */
export function fromAnotherSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  return site !== null && site !== 'same-origin' && site !== 'none';
}

/** The answer to such a request: nothing exported, nothing logged, and words for the person who sees it. */
export const refusedFromAnotherSite = () =>
  new Response('Exports start from the staff console itself: open it and use its Export link.\n', {
    status: 403,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
