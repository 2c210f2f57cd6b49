import { describe, expect, it } from 'vitest';
import { foreignAdLanguage, foreignPart, textDirectionOf } from './ad-language';

describe('foreignAdLanguage', () => {
  it('names an ad written in another language than the page', () => {
    expect(foreignAdLanguage('en', 'de')).toBe('en');
    expect(foreignAdLanguage('de', 'ar')).toBe('de');
  });

  it('says nothing when only the region differs, or when the ad does not say', () => {
    expect(foreignAdLanguage('de-AT', 'de')).toBeUndefined();
    expect(foreignAdLanguage('EN', 'en')).toBeUndefined();
    expect(foreignAdLanguage(undefined, 'fr')).toBeUndefined();
  });

  it('keeps a malformed code out of the markup', () => {
    expect(foreignAdLanguage('not a language', 'en')).toBeUndefined();
  });

  it('gives the tag in its canonical case for the lang attribute', () => {
    expect(foreignAdLanguage('pt-br', 'en')).toBe('pt-BR');
  });
});

describe('textDirectionOf', () => {
  it('knows the languages written right to left, whatever their region', () => {
    for (const language of ['ar', 'he', 'fa', 'ur', 'ar-EG', 'he-IL'])
      expect(textDirectionOf(language)).toBe('rtl');
    for (const language of ['en', 'de-AT', 'zh-Hant', 'pl']) expect(textDirectionOf(language)).toBe('ltr');
  });

  it('reads a malformed tag as left to right', () => {
    expect(textDirectionOf('not a language')).toBe('ltr');
  });
});

describe('foreignPart', () => {
  it('marks an ad in another language with its language and direction', () => {
    expect(foreignPart('en', 'ar')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(foreignPart('he', 'de')).toEqual({ lang: 'he', dir: 'rtl' });
  });

  it('leaves an ad in the page’s language alone', () => {
    expect(foreignPart('de-AT', 'de')).toBeUndefined();
  });

  it('lets an ad of unknown language take the direction of its own text', () => {
    expect(foreignPart(undefined, 'ar')).toEqual({ dir: 'auto' });
    expect(foreignPart('', 'en')).toEqual({ dir: 'auto' });
  });
});
