import 'server-only';
import { headers } from 'next/headers';
import { FILL_HEADER, pageFillFrom } from '@/lib/page-cache/page-fill';
import { getSiteKeys } from './site-keys';

/**
 * A fresh form token for a page being rendered. Should the site database be unreachable the form still
 * renders; its submission is then asked to be sent again with a new token.
 */
async function issueFormToken(): Promise<string> {
  try {
    return (await getSiteKeys()).formTokens.issue();
  } catch {
    return '';
  }
}

/**
 * The form token a page is rendered with: a fresh one, or — when the page cache has the page rendered
 * for everyone (lib/page-cache) — the fill's stand-in, which each served copy replaces with its own.
 */
export async function formTokenForPage(): Promise<string> {
  const fill = pageFillFrom((await headers()).get(FILL_HEADER));
  return fill ? fill.formToken : issueFormToken();
}
