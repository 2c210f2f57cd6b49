import { describe, expect, it } from 'vitest';
import { chosenLanguagePath, localizedPath, splitLocale } from './locale-paths';
import { addressLocale, decideLocale, isOwnVisit } from './locale-routing';
import { negotiateLocale } from './negotiate';

const visit = (
  pathname: string,
  options: { cookie?: string; acceptLanguage?: string; search?: string } = {},
) =>
  decideLocale({
    pathname,
    searchParams: new URLSearchParams(options.search ?? ''),
    cookie: options.cookie,
    acceptLanguage: options.acceptLanguage ?? null,
  });

describe('language in the URL', () => {
  it('splits and builds prefixed paths; English has none', () => {
    expect(splitLocale('/de/jobs/x')).toEqual({ locale: 'de', path: '/jobs/x' });
    expect(splitLocale('/ar')).toEqual({ locale: 'ar', path: '/' });
    expect(splitLocale('/jobs/x')).toEqual({ locale: null, path: '/jobs/x' });
    expect(splitLocale('/deutsch/x')).toEqual({ locale: null, path: '/deutsch/x' });
    expect(localizedPath('de', '/')).toBe('/de');
    expect(localizedPath('fr', '/jobs/x')).toBe('/fr/jobs/x');
    expect(localizedPath('en', '/jobs/x')).toBe('/jobs/x');
    // The list with a query: on the bare prefix, as its own links are (no trailing slash to redirect).
    expect(localizedPath('de', '/?page=2')).toBe('/de?page=2');
    expect(localizedPath('en', '/?page=2')).toBe('/?page=2');
    expect(chosenLanguagePath('en', '/?q=robot')).toBe('/en?q=robot');
    expect(chosenLanguagePath('en', '/')).toBe('/en');
    expect(chosenLanguagePath('pl', '/?q=robot')).toBe('/pl?q=robot');
  });

  it('reads Accept-Language by preference and quality, by primary subtag', () => {
    expect(negotiateLocale('de-CH, fr;q=0.8')).toBe('de');
    expect(negotiateLocale('nl, fr;q=0.9, de;q=0.8')).toBe('fr');
    expect(negotiateLocale('es;q=0.2, pl;q=0.9')).toBe('pl');
    expect(negotiateLocale('ar-EG')).toBe('ar');
    expect(negotiateLocale('de;q=0, en')).toBe('en');
    expect(negotiateLocale('*')).toBe('en');
    expect(negotiateLocale(null)).toBe('en');
    expect(negotiateLocale('x'.repeat(5000))).toBe('en');
  });
});

describe('which language a request is answered in', () => {
  it('a first visit goes to the language the browser asks for', () => {
    expect(visit('/jobs/x', { acceptLanguage: 'de-DE,de;q=0.9' })).toEqual({
      kind: 'redirect',
      pathname: '/de/jobs/x',
    });
    expect(visit('/', { acceptLanguage: 'en-US' })).toEqual({ kind: 'serve', locale: 'en', path: '/' });
  });

  it('a prefixed address is that language, and the choice is kept', () => {
    expect(visit('/fr/jobs/x', { acceptLanguage: 'de' })).toEqual({
      kind: 'serve',
      locale: 'fr',
      path: '/jobs/x',
      remember: 'fr',
    });
    expect(visit('/fr/jobs/x', { cookie: 'fr' })).toEqual({ kind: 'serve', locale: 'fr', path: '/jobs/x' });
  });

  it('a kept choice wins over the browser; /en/… chooses English and drops the prefix', () => {
    expect(visit('/jobs/x', { cookie: 'pl', acceptLanguage: 'de' })).toEqual({
      kind: 'redirect',
      pathname: '/pl/jobs/x',
    });
    expect(visit('/jobs/x', { cookie: 'en', acceptLanguage: 'de' })).toEqual({
      kind: 'serve',
      locale: 'en',
      path: '/jobs/x',
    });
    expect(visit('/en/jobs/x', { cookie: 'de' })).toEqual({
      kind: 'redirect',
      pathname: '/jobs/x',
      remember: 'en',
    });
  });

  it('the console, the API, files and the cache’s route stay where they are; the embed reads lang', () => {
    for (const path of [
      '/admin',
      '/api/apply-challenge',
      '/sitemap.xml',
      '/sitemaps/2.xml',
      '/page-cache/jobs/x',
      '/embed.js',
    ])
      expect(visit(path, { acceptLanguage: 'de', cookie: 'de' })).toMatchObject({
        kind: 'serve',
        locale: 'en',
      });
    expect(visit('/embed/jobs', { search: 'lang=ar', acceptLanguage: 'de' })).toEqual({
      kind: 'serve',
      locale: 'ar',
      path: '/embed/jobs',
    });
    expect(visit('/embed/jobs', { search: 'lang=xx' })).toMatchObject({ locale: 'en' });
  });
});

describe('the language of a form post, or of the cache’s own render', () => {
  it('is the one its address names, whatever choice is kept or the browser asks for', () => {
    const post = (pathname: string, search = '') => addressLocale(pathname, new URLSearchParams(search));
    // Posted from an English page after another tab chose Arabic: still English, at the same address.
    expect(post('/alerts/confirm/t')).toEqual({ kind: 'serve', locale: 'en', path: '/alerts/confirm/t' });
    expect(post('/ar/alerts/confirm/t')).toMatchObject({ locale: 'ar', path: '/alerts/confirm/t' });
    expect(post('/en/jobs/x')).toEqual({ kind: 'serve', locale: 'en', path: '/jobs/x' });
    expect(post('/embed/jobs/x', 'lang=de')).toMatchObject({ locale: 'de', path: '/embed/jobs/x' });
    // A page visit to the same address with that choice kept is sent to the Arabic page instead.
    expect(visit('/alerts/confirm/t', { cookie: 'ar' })).toMatchObject({ kind: 'redirect' });
  });
});

describe('whose language choice is kept', () => {
  it('a page visit’s, never a router request’s or a prefetch’s', () => {
    expect(isOwnVisit(new Headers({ 'sec-fetch-dest': 'document' }))).toBe(true);
    expect(isOwnVisit(new Headers())).toBe(true);
    expect(isOwnVisit(new Headers({ rsc: '1' }))).toBe(false);
    expect(isOwnVisit(new Headers({ rsc: '1', 'next-router-prefetch': '1' }))).toBe(false);
    expect(isOwnVisit(new Headers({ 'sec-purpose': 'prefetch' }))).toBe(false);
    expect(isOwnVisit(new Headers({ purpose: 'prefetch' }))).toBe(false);
  });
});
