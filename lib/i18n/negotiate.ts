import { defaultLocale, isLocale, type Locale } from './locales';

/**
 * The candidate's language from the browser's Accept-Language (`de-CH, fr;q=0.8, *;q=0.1`): the first
 * shipped language in their order of preference, matched by its primary subtag; English otherwise.
 */
export function negotiateLocale(acceptLanguage: string | null): Locale {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return {
        language: tag.trim().toLowerCase().split('-')[0],
        quality: q === undefined ? 1 : Number(q),
        index,
      };
    })
    .filter((entry) => entry.quality > 0 && !Number.isNaN(entry.quality))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? defaultLocale;
}
