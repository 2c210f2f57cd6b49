import { messageKey } from '../i18n/message-key';

/**
 * Rules for what candidates type, shared by the standard fields and the answers, so both refuse text
 * the platform could not store or use.
 */

/**
 * The platform stores text in Postgres, which holds no NUL and (in JSON) no lone surrogate half: such
 * text is refused here, with a message, rather than failing there.
 */
export function isStorableText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (code === 0 || (code >= 0xdc00 && code <= 0xdfff)) return false;
    if (code >= 0xd800 && code <= 0xdbff) {
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    }
  }
  return true;
}
export const UNSTORABLE = messageKey('errors.unstorable');

/** A real ISO 3166-1 alpha-2 region, one the platform and Intl both know. */
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
export const isCountryCode = (code: string) =>
  /^[A-Z]{2}$/.test(code) && code !== 'ZZ' && regionNames.of(code) !== undefined;

export const webAddress = (text: string, host?: RegExp) => {
  try {
    const url = new URL(text);
    return (
      /^https?:$/.test(url.protocol) &&
      url.hostname.includes('.') &&
      (!host || host.test(url.hostname)) &&
      text.length <= 500
    );
  } catch {
    return false;
  }
};
