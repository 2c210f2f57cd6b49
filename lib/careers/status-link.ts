import { randomBytes } from 'node:crypto';
import { localizedPath } from '@/lib/i18n/locale-paths';
import type { Locale } from '@/lib/i18n/locales';
import { KEY_ID, MIN_SECRET_BYTES, SignedTokens, type SigningKey } from '@/lib/security/signed-token';

/** An application's public id: 128 random bits, base64url. Nothing sequential, nothing guessable. */
export function newApplicationId(): string {
  return randomBytes(16).toString('base64url');
}

/** A status link's page on the site, without a language prefix. */
export const statusPagePath = (token: string) => `/applications/${token}`;

/** The page that asks a candidate to confirm they withdraw the application (withdrawal.ts). */
export const withdrawPagePath = (token: string) => `${statusPagePath(token)}/withdraw`;
export const erasePagePath = (token: string) => `${statusPagePath(token)}/erase`;
/** The page that stops, or starts again, the mails sent as the application moves on (status-updates.ts). */
export const updatesPagePath = (token: string) => `${statusPagePath(token)}/emails`;
/** The candidate's copy of what the site keeps about the application (a JSON download). */
export const copyPath = (token: string) => `/api/applications/${token}/copy`;
/** The page of every application one address sent, behind a link mailed to it (status/address-link.ts). */
export const addressPagePath = (token: string) => `/applications/all/${token}`;
/** The copy of everything the site keeps under that address (a JSON download). */
export const addressCopyPath = (token: string) => `/api/applications/all/${token}/copy`;
/** Where a candidate lands once the site has deleted their application: no token, nothing of theirs. */
export const ERASED_PAGE_PATH = '/applications/erased';
/** On the deleted page's address: staff were asked to delete the platform's copy (`?asked=1`). */
export const ERASED_ASKED_QUERY = 'asked=1';

/** What the deleted page says: one application or everything under an address, and what follows. */
export type ErasedNews = { everything: boolean; asked: boolean; settling: boolean };

/** The deleted page's query for what it says (erasedNewsOf reads it back). */
export const erasedQuery = (news: ErasedNews) =>
  new URLSearchParams(Object.entries(news).flatMap(([name, on]) => (on ? [[name, '1']] : []))).toString();

export const erasedNewsOf = (query: Record<string, string | string[] | undefined>): ErasedNews => ({
  everything: query.everything === '1',
  asked: query.asked === '1',
  settling: query.settling === '1',
});
/** The page that asks to confirm deleting everything under an address (status/address-erasure.ts). */
export const addressErasePagePath = (token: string) => `${addressPagePath(token)}/erase`;

/** A status link as a mail carries it: the site's address, the page in the candidate's language. */
export const statusPageUrl = (siteUrl: string, locale: Locale, token: string) =>
  `${siteUrl}${localizedPath(locale, statusPagePath(token))}`;

/** Parses `kid:secret,kid:secret` (secrets base64url, at least 32 bytes); the first key signs new links. */
export function parseStatusLinkKeys(text: string): SigningKey[] {
  const keys = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry, index) => {
      const [id = '', secret = ''] = entry.split(':');
      // Never the entry's text: a key written without its `kid:` would be the secret itself, in the logs.
      if (!KEY_ID.test(id) || !entry.includes(':'))
        throw new Error(
          `status link key ${index + 1} must be written kid:secret, its id 1–16 letters, digits, - or _`,
        );
      const bytes = Buffer.from(secret, 'base64url');
      if (bytes.length < MIN_SECRET_BYTES)
        throw new Error(`status link key "${id}" must be at least ${MIN_SECRET_BYTES} bytes (base64url)`);
      return { id, secret: bytes };
    });
  if (keys.length === 0) throw new Error('at least one status link key is needed');
  if (new Set(keys.map((key) => key.id)).size !== keys.length)
    throw new Error('status link key ids must be unique');
  return keys;
}

/** Signs and checks the token of a candidate's status link: `<keyId>.<applicationId>.<HMAC-SHA256>`. */
export class StatusLinkSigner {
  private readonly tokens: SignedTokens<'applicationId'>;

  constructor(keys: readonly SigningKey[]) {
    this.tokens = new SignedTokens(keys, {
      label: 'status-link',
      fields: { applicationId: /^[A-Za-z0-9_-]{22,64}$/ },
      macSeparator: '\n',
    });
  }

  get currentKeyId(): string {
    return this.tokens.currentKey.id;
  }

  sign(applicationId: string): string {
    return this.tokens.sign({ applicationId });
  }

  /** The application id inside a genuine token, or null for anything else. */
  verify(token: string): { applicationId: string; keyId: string } | null {
    const verified = this.tokens.verify(token);
    return verified && { applicationId: verified.fields.applicationId, keyId: verified.keyId };
  }
}
