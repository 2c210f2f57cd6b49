import { describe, expect, it } from 'vitest';
import { embedJobLinks, siteJobLinks, siteJobLinksIn } from './job-links';

describe('siteJobLinks', () => {
  it('links the site pages as before', () => {
    expect(siteJobLinks.list()).toBe('/');
    expect(siteJobLinks.list({ q: 'robot', page: 2 })).toBe('/?q=robot&page=2');
    expect(siteJobLinks.posting('abc')).toBe('/jobs/abc');
  });

  it('carries a visit’s campaign through the list, its searches and postings, in its language', () => {
    const links = siteJobLinksIn('de', { utm_source: 'linkedin', utm_campaign: 'spring 26' });
    expect(links.list()).toBe('/de?utm_source=linkedin&utm_campaign=spring+26');
    expect(links.list({ q: 'robot', page: 2 })).toBe(
      '/de?q=robot&page=2&utm_source=linkedin&utm_campaign=spring+26',
    );
    expect(links.posting('abc')).toBe('/de/jobs/abc?utm_source=linkedin&utm_campaign=spring+26');
    // The search form sends them along as hidden fields.
    expect(links.carried).toEqual([
      ['utm_source', 'linkedin'],
      ['utm_campaign', 'spring 26'],
    ]);
  });

  it('links an ad in another language the site is written in as a choice of that language', () => {
    expect(siteJobLinks.postingInItsLanguage('de-ad', 'de')).toBe('/de/jobs/de-ad');
    expect(siteJobLinks.postingInItsLanguage('ar-ad', 'ar-EG')).toBe('/ar/jobs/ar-ad');
    // Back to English goes through /en, which the proxy keeps as the choice (the cookie says German).
    expect(siteJobLinksIn('de', { utm_source: 'x' }).postingInItsLanguage('en-ad', 'en')).toBe(
      '/en/jobs/en-ad?utm_source=x',
    );
    // Already the page's language, or one the site is not written in: the page's own language.
    expect(siteJobLinksIn('de').postingInItsLanguage('at-ad', 'de-AT')).toBe('/de/jobs/at-ad');
    expect(siteJobLinksIn('de').postingInItsLanguage('it-ad', 'it')).toBe('/de/jobs/it-ad');
    expect(siteJobLinks.postingInItsLanguage('br-ad', 'pt-br')).toBe('/jobs/br-ad');
    expect(siteJobLinks.postingInItsLanguage('odd', 'not a tag')).toBe('/jobs/odd');
  });
});

describe('embedJobLinks', () => {
  const links = embedJobLinks([
    ['origin', 'http://127.0.0.1:3301'],
    ['accent', '#112233'],
    ['utm_source', 'news letter'],
  ]);

  it('stays under /embed and carries the theme and tracking through searches and pages', () => {
    expect(links.list()).toBe(
      '/embed/jobs?origin=http%3A%2F%2F127.0.0.1%3A3301&accent=%23112233&utm_source=news+letter',
    );
    expect(links.list({ q: 'robot', page: 3 })).toBe(
      '/embed/jobs?q=robot&page=3&origin=http%3A%2F%2F127.0.0.1%3A3301&accent=%23112233&utm_source=news+letter',
    );
    expect(links.posting('a/b')).toBe(
      '/embed/jobs/a%2Fb?origin=http%3A%2F%2F127.0.0.1%3A3301&accent=%23112233&utm_source=news+letter',
    );
    expect(links.searchAction).toBe('/embed/jobs');
  });

  it('keeps the frame in the employer’s language whatever language an ad is in', () => {
    expect(embedJobLinks([['lang', 'fr']]).postingInItsLanguage('de-ad', 'de')).toBe(
      '/embed/jobs/de-ad?lang=fr',
    );
  });

  it('gives bare addresses when nothing is carried', () => {
    expect(embedJobLinks([]).posting('x')).toBe('/embed/jobs/x');
    expect(embedJobLinks([]).list()).toBe('/embed/jobs');
  });
});
