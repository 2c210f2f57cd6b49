/**
 * Reads what a staff member needs from a .eml file (RFC 5322 + MIME, as nodemailer writes them): the
 * headers and the plain-text body. Small on purpose — mailparser would do more, but the registry here
 * cannot install it — with quoted-printable decoded by libqp (nodemailer's own). It only ever produces
 * text, which React escapes when the page shows it.
 */
import { decode as decodeQuotedPrintable } from 'libqp';

export type ParsedMail = {
  headers: Map<string, string>;
  subject: string;
  to: string;
  date: string;
  text: string;
};

function splitHeadAndBody(raw: string): [string, string] {
  const match = /\r?\n\r?\n/.exec(raw);
  return match ? [raw.slice(0, match.index), raw.slice(match.index + match[0].length)] : [raw, ''];
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  // Folded lines continue the header above them.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function bytesToText(bytes: Uint8Array, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** RFC 2047 encoded words in headers: =?charset?B|Q?text?= */
export function decodeHeaderWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_word, charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? bytesToText(Buffer.from(text, 'base64'), charset)
        : bytesToText(decodeQuotedPrintable(text.replace(/_/g, '=20')), charset),
    );
}

function param(header: string | undefined, name: string): string | undefined {
  return header ? new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header)?.[1] : undefined;
}

function decodeBody(body: string, headers: Map<string, string>): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = param(headers.get('content-type'), 'charset') ?? 'utf-8';
  if (encoding === 'base64') return bytesToText(Buffer.from(body.replace(/\s+/g, ''), 'base64'), charset);
  if (encoding === 'quoted-printable') return bytesToText(decodeQuotedPrintable(body), charset);
  return body;
}

/** The first text/plain part, searching multipart bodies depth-first. */
function plainText(headers: Map<string, string>, body: string, depth = 0): string | null {
  const type = (headers.get('content-type') ?? 'text/plain').toLowerCase();
  if (type.startsWith('multipart/') && depth < 5) {
    const boundary = param(headers.get('content-type'), 'boundary');
    if (!boundary) return null;
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const [partHead, partBody] = splitHeadAndBody(part.replace(/^\r?\n/, ''));
      const found = plainText(parseHeaders(partHead), partBody.replace(/\r?\n$/, ''), depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  return type.startsWith('text/plain') ? decodeBody(body, headers) : null;
}

export function parseEml(raw: string): ParsedMail {
  const [head, body] = splitHeadAndBody(raw);
  const headers = parseHeaders(head);
  return {
    headers,
    subject: decodeHeaderWords(headers.get('subject') ?? ''),
    to: decodeHeaderWords(headers.get('to') ?? ''),
    date: headers.get('date') ?? '',
    text: plainText(headers, body) ?? '(This message has no plain-text part.)',
  };
}
