import { countryName } from '@/lib/careers/countries';
import type { JobLocation } from '@/lib/careers/job';
import { placeText, type PlaceWords } from '@/lib/careers/place-text';

/** The `jobs` messages, translated. */
type JobWords = (key: string, values?: Record<string, string>) => string;

/**
 * Where the job is, in the reader's language: the country named by Intl from its ISO code (the cached
 * job names it in English), the phrases from the `jobs` messages.
 */
export function formatPlace(location: JobLocation, locale: string, t: JobWords): string {
  const country = location.countryCode ? countryName(location.countryCode, locale) : location.country;
  return placeText({ ...location, country }, t as PlaceWords);
}
