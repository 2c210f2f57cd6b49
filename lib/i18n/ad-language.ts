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
