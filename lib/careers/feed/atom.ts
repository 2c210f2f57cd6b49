/**
 * An Atom 1.0 feed (RFC 4287) as text: what feed readers, and the team chats that follow feeds into a
 * channel, subscribe to. Every value is escaped here; callers pass plain text and absolute URLs.
 */
export type AtomEntry = {
  /** The entry's permanent id: the posting's address. */
  id: string;
  title: string;
  url: string;
  summary: string;
  /** When the job was posted (ISO 8601); the feed's own time when the platform gave none. */
  published?: string;
  category?: string;
  /** The entry's language where it is not the feed's (a German ad in the English feed). */
  language?: string | undefined;
};

export type AtomFeed = {
  id: string;
  title: string;
  subtitle?: string;
  language: string;
  /** This feed's own address, and the page it follows. */
  selfUrl: string;
  pageUrl: string;
  /** When the newest entry was posted, else when the feed was made (Atom requires one). */
  updated: string;
  author: string;
  entries: AtomEntry[];
};

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Characters XML 1.0 cannot hold at all (control characters an employer's text may carry).
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

function entryXml(entry: AtomEntry, updated: string): string {
  const when = entry.published ?? updated;
  return [
    entry.language ? `<entry xml:lang="${escapeXml(entry.language)}">` : '<entry>',
    element('id', entry.id),
    element('title', entry.title),
    `<link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>`,
    element('published', when),
    element('updated', when),
    element('summary', entry.summary),
    ...(entry.category ? [`<category term="${escapeXml(entry.category)}"/>`] : []),
    '</entry>',
  ].join('');
}

export function atomXml(feed: AtomFeed): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.language)}">`,
    element('id', feed.id),
    element('title', feed.title),
    ...(feed.subtitle ? [element('subtitle', feed.subtitle)] : []),
    `<link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrl)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(feed.pageUrl)}"/>`,
    element('updated', feed.updated),
    `<author>${element('name', feed.author)}</author>`,
    ...feed.entries.map((entry) => entryXml(entry, feed.updated)),
    '</feed>',
  ].join('\n');
}
