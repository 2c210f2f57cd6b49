/**
 * Whether every %-escape in an address decodes to UTF-8. Next decodes a route's dynamic segment itself
 * and answers a broken one ("/jobs/%E0%A4%A") with a bare 500, so the proxy turns such an address
 * into the site's not-found page before Next sees it.
 */
export function isReadablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
