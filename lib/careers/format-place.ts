import { countryName } from './countries';
import type { JobLocation } from './job';
import { placeText, type PlaceWords } from './place-text';

/** The `jobs` messages, translated. */
export type JobWords = (key: string, values?: Record<string, string>) => string;

/**
 * Where the job is, in the reader's language: the country named by Intl from its ISO code (the cached
 * job names it in English), the phrases from the `jobs` messages.
 */
export function formatPlace(location: JobLocation, locale: string, t: JobWords): string {
  const country = location.countryCode ? countryName(location.countryCode, locale) : location.country;
  return placeText({ ...location, country }, t as PlaceWords);
}
