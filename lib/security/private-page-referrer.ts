/**
 * The referrer policy of a page whose address is a secret (a status link, a "finish later" link): other
 * sites never see the address, but the site's own requests keep their origin. `no-referrer` would also
 * blank the Origin of the page's own form posts ("null"), and Next refuses a server action whose Origin
 * is not the site's: the form would fail without JavaScript.
 */
export const PRIVATE_PAGE_REFERRER = 'same-origin';
