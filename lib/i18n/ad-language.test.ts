import { describe, expect, it } from 'vitest';
import { foreignAdLanguage } from './ad-language';

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
