import 'server-only';
import { getSiteDelivery } from './site-delivery';

/**
 * A fresh form token for a page being rendered. Should the site database be unreachable the form still
 * renders; its submission is then asked to be sent again with a new token.
 */
export async function issueFormToken(): Promise<string> {
  try {
    return (await getSiteDelivery()).formTokens.issue();
  } catch {
    return '';
  }
}
