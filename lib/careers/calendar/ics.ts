/**
 * The few parts of iCalendar (RFC 5545) a calendar file from the site needs: text values escaped,
 * lines folded, CRLF line ends. Calendar programs are strict about each.
 */

/** A TEXT value (§3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();
const MAX_OCTETS = 75;

/**
 * A content line folded (§3.1): at most 75 octets of UTF-8 a line, each continuation starting with a
 * space, never splitting a character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The continuation's leading space counts towards its 75.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Content lines as a calendar file's text. */
export const icsDocument = (lines: readonly string[]) => `${lines.map(foldLine).join('\r\n')}\r\n`;

/** `20270914`: a DATE value (§3.3.4), of the UTC day. */
export const icsDate = (date: Date) => date.toISOString().slice(0, 10).replace(/-/g, '');

/** `20270914T090000Z`: a DATE-TIME in UTC (§3.3.5). */
export const icsDateTime = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
