import { describe, expect, it } from 'vitest';
import { languageAlternates, outsideItsLanguages } from './language-alternates';

describe('languageAlternates', () => {
  it('makes the page’s own language canonical and names all six plus x-default', () => {
    const { canonical, languages } = languageAlternates('de', '/jobs/abc');
    expect(canonical).toBe('/de/jobs/abc');
    expect(languages).toEqual({
      en: '/jobs/abc',
      de: '/de/jobs/abc',
      fr: '/fr/jobs/abc',
      es: '/es/jobs/abc',
      pl: '/pl/jobs/abc',
      ar: '/ar/jobs/abc',
      'x-default': '/jobs/abc',
    });
  });

  it('addresses the list by its bare prefix, English at the root', () => {
    expect(languageAlternates('en', '/').canonical).toBe('/');
    expect(languageAlternates('ar', '/').canonical).toBe('/ar');
    expect(languageAlternates('pl', '/').languages).toMatchObject({ pl: '/pl', 'x-default': '/' });
  });

  it('names another page where a language has one of its own (a job’s ad in that language)', () => {
    const { canonical, languages } = languageAlternates('en', '/jobs/en-ad', (locale) =>
      locale === 'de' ? '/jobs/de-ad' : '/jobs/en-ad',
    );
    expect(canonical).toBe('/jobs/en-ad');
    expect(languages).toMatchObject({
      en: '/jobs/en-ad',
      de: '/de/jobs/de-ad',
      fr: '/fr/jobs/en-ad',
      'x-default': '/jobs/en-ad',
    });
  });

  it('tells the English ad on the German page, outside the job’s set of languages, from the pages in it', () => {
    const pathIn = (locale: string) => (locale === 'de' ? '/jobs/de-ad' : '/jobs/en-ad');
    const onGermanPage = languageAlternates('de', '/jobs/en-ad', pathIn);
    expect(outsideItsLanguages('de', onGermanPage)).toBe(true);
    expect(outsideItsLanguages('de', languageAlternates('de', '/jobs/de-ad', pathIn))).toBe(false);
    expect(outsideItsLanguages('fr', languageAlternates('fr', '/jobs/en-ad', pathIn))).toBe(false);
    expect(outsideItsLanguages('en', languageAlternates('en', '/jobs/en-ad', pathIn))).toBe(false);
    expect(outsideItsLanguages('ar', languageAlternates('ar', '/'))).toBe(false);
  });
});
