import { editDistance } from './spelling/edit-distance';

/**
 * "Did you mean ada@gmail.com?" for an address typed as "ada@gmial.com". A candidate whose address has a
 * slip can never be reached by the employer, and nothing on the platform's side can tell. Only a
 * suggestion: the candidate may keep what they typed. Loaded when an email field is first left
 * (components/site/email-suggestion.tsx), so its list costs no page's first load anything.
 *
 * Conservative by design: a domain is corrected towards a well-known mail provider only when its name is
 * close to the provider's and its ending is one the provider uses (or nearly), and any domain's ending
 * only when it is a near miss of .com, .net or .org that no registry has (".con", ".cmo"). A real
 * domain such as live.de, gmx.at or op.pl is left alone.
 */

/** Mail providers candidates use, most used first (ties go to the first), with the endings they have. */
const PROVIDERS: readonly (readonly [name: string, endings: readonly string[]])[] = [
  ['gmail', ['com']],
  ['yahoo', ['com', 'de', 'fr', 'es', 'co.uk', 'it', 'pl']],
  ['hotmail', ['com', 'de', 'fr', 'es', 'co.uk', 'it']],
  ['outlook', ['com', 'de', 'fr', 'es']],
  ['icloud', ['com']],
  ['live', ['com', 'de', 'fr', 'co.uk', 'nl', 'be']],
  ['googlemail', ['com']],
  ['aol', ['com', 'de', 'fr']],
  ['protonmail', ['com', 'ch']],
  ['proton', ['me']],
  ['gmx', ['de', 'net', 'com', 'at', 'ch', 'fr']],
  ['web', ['de']],
  ['t-online', ['de']],
  ['freenet', ['de']],
  ['posteo', ['de', 'net']],
  ['mailbox', ['org']],
  ['orange', ['fr']],
  ['wanadoo', ['fr']],
  ['free', ['fr']],
  ['sfr', ['fr']],
  ['laposte', ['net']],
  ['telefonica', ['net']],
  ['wp', ['pl']],
  ['onet', ['pl', 'eu']],
  ['interia', ['pl', 'eu']],
  ['gazeta', ['pl']],
  ['o2', ['pl']],
  ['op', ['pl']],
  ['btinternet', ['com']],
  ['fastmail', ['com', 'fm']],
];

/** Providers with one ending per country: another country's ending (live.be, gmx.at) may well be real. */
const BY_COUNTRY = new Set(['yahoo', 'hotmail', 'outlook', 'live', 'aol', 'gmx']);

/** Endings a registry has that are one slip from .com, .net or .org (two-letter ones are never changed). */
const REAL_ENDINGS = new Set([
  'com',
  'net',
  'org',
  'bet',
  'cam',
  'gov',
  'moe',
  'mom',
  'new',
  'one',
  'ong',
  'onl',
  'pet',
  'vet',
]);
const USUAL_ENDINGS = ['com', 'net', 'org'];

/** How many slips a provider's name may have: none below four letters, where any slip is another name. */
const slipsAllowed = (name: string) => (name.length < 4 ? 0 : name.length < 6 ? 1 : 2);

/** The provider's ending nearest the one typed (at most one slip away), or none. */
function endingFor(endings: readonly string[], typed: string): string | undefined {
  if (endings.includes(typed)) return typed;
  return endings.find((ending) => editDistance(ending, typed, 1) <= 1);
}

function providerDomain(name: string, ending: string): string | undefined {
  let best: { domain: string; slips: number } | undefined;
  for (const [provider, endings] of PROVIDERS) {
    const slips = editDistance(provider, name, 2);
    if (slips > slipsAllowed(provider) || (best && slips >= best.slips)) continue;
    if (slips === 0 && BY_COUNTRY.has(provider) && /^[a-z]{2}$/.test(ending)) continue;
    const fitting = endingFor(endings, ending);
    if (fitting) best = { domain: `${provider}.${fitting}`, slips };
  }
  return best?.domain;
}

function usualEnding(ending: string): string | undefined {
  if (!/^[a-z]{3,4}$/.test(ending) || REAL_ENDINGS.has(ending)) return undefined;
  return USUAL_ENDINGS.find((usual) => editDistance(usual, ending, 1) <= 1);
}

/** The address as the candidate most likely meant it, or nothing when it looks as meant. */
export function suggestEmail(address: string): string | undefined {
  const trimmed = address.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 1) return undefined;
  const local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1).toLowerCase();
  // "yahoo.co.uk": the provider's name, then its ending of one or two parts.
  const parts = /^(?:[a-z0-9-]+\.)*?([a-z0-9-]+)\.((?:co\.)?[a-z]{2,})$/.exec(domain);
  if (!parts) return undefined;
  const [, name, ending] = parts as unknown as [string, string, string];
  // A provider is never a subdomain: "mail.acme.con" can only have its ending mended.
  const head = domain.slice(0, domain.length - name.length - ending.length - 1);
  const provider = head === '' ? providerDomain(name, ending) : undefined;
  const mended = usualEnding(ending);
  const suggested = provider ?? (mended ? `${head}${name}.${mended}` : undefined);
  return suggested && suggested !== domain ? `${local}@${suggested}` : undefined;
}
