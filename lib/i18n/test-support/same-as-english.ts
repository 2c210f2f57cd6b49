import type { Locale } from '../locales';

/** Messages made only of placeholders and signs: there are no words to translate. */
const noWords = {
  'site.copyright': 'only the © sign, the year and the site’s name',
  'form.summaryItem': 'only the field, a colon and the message',
  'form.fieldOfQuestion': 'only the question, a dash and the field',
  'jobs.currencyOption': 'only the currency’s name and its code in brackets',
  'jobs.postingTitle': 'only the job’s title, a middle dot and its place',
};

/** The separator of a saved search's terms, where the language writes the Latin comma (Arabic has its own). */
const latinComma = {
  'alerts.searchSeparator': 'only a comma and a space',
  'jobs.placeCityCountry': 'only the city, a comma and the country',
  'jobs.titleSeparator': 'only a comma and a space',
};

/**
 * Messages whose English words are right in a language too (`namespace.key` → why), so
 * lib/i18n/catalogue.test.ts lets them through; anything else identical to English is an untranslated
 * string. Keep it short: every entry is a claim a reviewer can check.
 */
export const sameAsEnglish: Record<Exclude<Locale, 'en'>, Record<string, string>> = {
  de: {
    ...noWords,
    ...latinComma,
    'form.optional': 'German forms say “(optional)” too',
    'jobs.remote': 'German job ads say “Remote” too',
    'jobs.remoteIn': 'German job ads say “Remote” too; only the country follows',
    'jobs.hybrid': 'the German word is “Hybrid” too',
    'status.allStep': 'the German word is “Status” too; only the step follows',
  },
  // French puts a space before the colon, so form.summaryItem differs.
  fr: {
    'site.copyright': noWords['site.copyright'],
    'form.fieldOfQuestion': noWords['form.fieldOfQuestion'],
    ...latinComma,
    'form.documents': 'the French word is “Documents” too',
    'form.photo': 'the French word is “Photo” too',
    'jobs.currencyOption': noWords['jobs.currencyOption'],
    'jobs.postingTitle': noWords['jobs.postingTitle'],
    'jobs.pagination': 'the French word is “Pagination” too',
    'jobs.pageNumberTitle': 'the French word is “Page” too; only the number follows',
  },
  es: { ...noWords, ...latinComma, 'form.errorLabel': 'the Spanish word is “Error” too' },
  pl: {
    ...noWords,
    ...latinComma,
    'status.statusHeading': 'the Polish word is “Status” too',
    'status.allStep': 'the Polish word is “Status” too; only the step follows',
  },
  ar: noWords,
};
