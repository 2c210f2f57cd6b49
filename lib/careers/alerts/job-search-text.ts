import { locales, type Locale } from '@/lib/i18n/locales';
import { countryName } from '../countries';
import { fold } from '../fold';
import type { JobSummary } from '../job';
import { EMPLOYMENT_TYPE_TERMS } from '../job-terms';
import { placeWords } from '../mail/place-words';
import { oncePerCopy } from '../once-per-copy';
import { otherCityNames } from '../spelling/city-names';

/**
 * What an alert's or a feed's words are looked for in, for one job: its title, place, department and
 * reference as the platform sent them, its city's names in other languages, and its contract type and
 * country as the search's language and the platform's English name them. A candidate who types "Praktikum" or "Polska" means what the list's
 * filters call the job; the platform's search finds neither, so the list offers the filter
 * (suggested-search.ts), but an alert waits for jobs not yet open, and must know them by those words itself.
 */
export function jobSearchText(job: JobSummary, locale: Locale): string {
  const languages = locale === 'en' ? (['en'] as const) : ([locale, 'en'] as const);
  const type = job.employmentType?.schemaOrg;
  const term =
    type && Object.hasOwn(EMPLOYMENT_TYPE_TERMS, type)
      ? EMPLOYMENT_TYPE_TERMS[type as keyof typeof EMPLOYMENT_TYPE_TERMS]
      : undefined;
  const code = job.location.countryCode;
  return [
    job.title,
    job.location.text,
    job.location.city,
    // The city's names in other languages ("Munich" for "München"), as "Did you mean" offers them.
    ...otherCityNames(fold(job.location.city ?? '')),
    job.location.region,
    job.location.country,
    job.department?.label,
    job.refNumber,
    job.employmentType?.label,
    ...languages.map((language) => term && placeWords(language)(term)),
    ...languages.map((language) => code && countryName(code, language)),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The same, folded as a search compares it, once per copy of a job and language: the alert check and a
 * feed hold many searches against the same open postings (2,000 jobs against one search: 12 ms made
 * afresh, 1.3 ms kept).
 */
const foldedIn = Object.fromEntries(
  locales.map((locale) => [locale, oncePerCopy((job: JobSummary) => fold(jobSearchText(job, locale)))]),
) as Record<Locale, (job: JobSummary) => string>;
export const foldedJobSearchText = (job: JobSummary, locale: Locale) => foldedIn[locale](job);
