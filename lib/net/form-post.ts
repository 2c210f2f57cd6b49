import { headers } from 'next/headers';

/**
 * The request's method, as proxy.ts passes it on (pages see headers, not the method). Always overwritten
 * there, so a client cannot claim one.
 */
export const REQUEST_METHOD_HEADER = 'x-site-request-method';

/** Whether a page is being rendered as the answer to a form post (a server action sent without JavaScript). */
export async function isFormPost(): Promise<boolean> {
  return (await headers()).get(REQUEST_METHOD_HEADER) === 'POST';
}
