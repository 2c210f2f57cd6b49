import { localizedPath } from './locale-paths';
import { defaultLocale, locales, type Locale } from './locales';

/**
 * A page's canonical address in this language and its `hreflang` alternates in every language (plus
 * `x-default`, the unprefixed English one), for Next's metadata `alternates`. `pathIn` gives the page
 * another path in some language: a job advertised in several languages is, in German, its German ad.
 */
export function languageAlternates(
  locale: Locale,
  path: string,
  pathIn: (locale: Locale) => string = () => path,
) {
  return {
    canonical: localizedPath(locale, path),
    languages: Object.fromEntries([
      ...locales.map((each) => [each, localizedPath(each, pathIn(each))]),
      ['x-default', localizedPath(defaultLocale, pathIn(defaultLocale))],
    ]) as Record<string, string>,
  };
}

/**
 * Whether the page is not the one its set of languages names for its own language: the English ad on
 * the German page of a job that has a German ad. Such a page serves whoever follows a link to it, but is
 * kept out of search, where it would compete with the ad the set names.
 */
export function outsideItsLanguages(locale: Locale, alternates: ReturnType<typeof languageAlternates>) {
  return alternates.languages[locale] !== alternates.canonical;
}
