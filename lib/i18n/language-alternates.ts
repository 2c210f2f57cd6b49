import { localizedPath } from './locale-paths';
import { defaultLocale, locales, type Locale } from './locales';

/**
 * A page's canonical address in this language and its `hreflang` alternates in every language (plus
 * `x-default`, the unprefixed English one), for Next's metadata `alternates`.
 */
export function languageAlternates(locale: Locale, path: string) {
  return {
    canonical: localizedPath(locale, path),
    languages: Object.fromEntries([
      ...locales.map((each) => [each, localizedPath(each, path)]),
      ['x-default', localizedPath(defaultLocale, path)],
    ]) as Record<string, string>,
  };
}
