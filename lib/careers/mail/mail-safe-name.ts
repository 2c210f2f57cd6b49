/** Longest name a greeting quotes; longer "names" are usually messages. */
const MAX_NAME_LENGTH = 40;
// Letters and marks of any script, with the spaces, hyphens and apostrophes names contain. No dots,
// slashes, colons or digits: nothing a mail client could turn into a link, nothing that reads as a message.
const NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ \-'’][\p{L}\p{M}]+)*$/u;

/**
 * The candidate's name as a confirmation mail may quote it, or null to greet without a name. The mail
 * goes to any address typed into the form, so whatever it quotes from the form must not be able to
 * carry a link or a message: a name that is not plainly a name is left out rather than cleaned up.
 */
export function mailSafeName(name: string): string | null {
  const trimmed = name.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (trimmed.length === 0 || trimmed.length > MAX_NAME_LENGTH) return null;
  return NAME_PATTERN.test(trimmed) ? trimmed : null;
}
