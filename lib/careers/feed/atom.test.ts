import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { atomXml, type AtomFeed } from './atom';

/** The feed as an XML parser reads it: null when it is not well-formed. */
function parse(xml: string) {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  return doc.querySelector('parsererror') ? null : doc;
}

const feed: AtomFeed = {
  id: 'https://careers.example/feed.xml',
  title: 'Careers at R&D <Labs> "Ltd"',
  language: 'de',
  selfUrl: 'https://careers.example/de/feed.xml?q=a&department=sales',
  pageUrl: 'https://careers.example/de?q=a&department=sales',
  updated: '2026-01-02T00:00:00.000Z',
  author: 'R&D Labs',
  entries: [
    {
      id: 'https://careers.example/de/jobs/a',
      url: 'https://careers.example/de/jobs/a',
      title: 'Engineer <C++> & Rust\u0007',
      summary: 'Berlin · €60,000 per year',
      published: '2026-01-01T00:00:00.000Z',
      category: 'R&D',
      language: 'en',
    },
    {
      id: 'https://careers.example/de/jobs/b',
      url: 'https://careers.example/de/jobs/b',
      title: 'B',
      summary: 'x',
    },
  ],
};

describe('atomXml', () => {
  it('writes a well-formed feed whose text reads back as given, whatever the employer typed', () => {
    const doc = parse(atomXml(feed));
    expect(doc).not.toBeNull();
    expect(doc!.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    expect(doc!.documentElement.getAttribute('xml:lang')).toBe('de');
    expect(doc!.querySelector('feed > title')?.textContent).toBe('Careers at R&D <Labs> "Ltd"');
    expect(doc!.querySelector('link[rel="self"]')?.getAttribute('href')).toBe(feed.selfUrl);
    const [first, second] = [...doc!.querySelectorAll('entry')];
    // A control character XML cannot hold is left out, not a broken feed.
    expect(first?.querySelector('title')?.textContent).toBe('Engineer <C++> & Rust');
    expect(first?.querySelector('category')?.getAttribute('term')).toBe('R&D');
    // An ad in another language than the feed's says so, for readers that show or read it aloud.
    expect(first?.getAttribute('xml:lang')).toBe('en');
    expect(second?.hasAttribute('xml:lang')).toBe(false);
    expect(first?.querySelector('link')?.getAttribute('href')).toBe('https://careers.example/de/jobs/a');
    // Atom requires a time on every entry: a job posted at an unknown time takes the feed's.
    expect(second?.querySelector('updated')?.textContent).toBe(feed.updated);
    expect(second?.querySelector('category')).toBeNull();
  });

  it('leaves out a subtitle it was not given, and writes an empty feed when nothing matches', () => {
    const doc = parse(atomXml({ ...feed, entries: [] }));
    expect(doc?.querySelectorAll('entry')).toHaveLength(0);
    expect(doc?.querySelector('subtitle')).toBeNull();
    expect(
      parse(atomXml({ ...feed, subtitle: 'Sales & Marketing' }))?.querySelector('subtitle')?.textContent,
    ).toBe('Sales & Marketing');
  });
});
