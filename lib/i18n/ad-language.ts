/**
 * The ad's language tag when a reader of the page would not expect it: compared by base language, so
 * an ad in `de-AT` on the German page needs no notice. A tag that is not BCP 47 is never put in `lang`.
 */
export function foreignAdLanguage(adLanguage: string | undefined, pageLocale: string): string | undefined {
  if (!adLanguage) return undefined;
  try {
    const ad = new Intl.Locale(adLanguage);
    return ad.language === new Intl.Locale(pageLocale).language ? undefined : ad.toString();
  } catch {
    return undefined;
  }
}

type LocaleTextInfo = { direction?: string };

/** The direction a language is written in, from Intl (left to right when unknown). */
export function textDirectionOf(language: string): 'ltr' | 'rtl' {
  try {
    // `getTextInfo()` in newer engines, the `textInfo` getter in older ones (Node 22).
    const locale = new Intl.Locale(language) as Intl.Locale & {
      getTextInfo?: () => LocaleTextInfo;
      textInfo?: LocaleTextInfo;
    };
    const info = locale.getTextInfo?.() ?? locale.textInfo;
    return info?.direction === 'rtl' ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

/** A part of the page in the ad's language, when that is not the page's (or not known: no `lang`). */
export type ForeignPart = { lang?: string; dir: 'ltr' | 'rtl' | 'auto' };

/**
 * `lang` and `dir` for the ad's title and text on a page in another language: screen readers then
 * speak them in their own language, and an English sentence on an Arabic page keeps its full stop at
 * its end. An ad of unknown language reads in the direction of its own first letters (`dir="auto"`):
 * "Developer C++" on the Arabic page keeps its "++" at its end. Undefined when the page speaks the
 * ad's language.
 */
export function foreignPart(adLanguage: string | undefined, pageLocale: string): ForeignPart | undefined {
  if (!adLanguage) return { dir: 'auto' };
  const lang = foreignAdLanguage(adLanguage, pageLocale);
  return lang ? { lang, dir: textDirectionOf(lang) } : undefined;
}
