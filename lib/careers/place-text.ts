import type { JobLocation } from './job';

/** The place phrases a reader sees, keyed as in the `jobs` messages; each language orders its own words. */
export type PlaceWords = {
  (key: 'placeCityCountry', values: { city: string; country: string }): string;
  (key: 'remoteIn', values: { country: string }): string;
  (key: 'hybridAt', values: { place: string }): string;
  (key: 'remote' | 'locationToBeAgreed'): string;
};

type Place = Pick<JobLocation, 'city' | 'country' | 'fullLocation' | 'remote' | 'hybrid'>;

/**
 * "Munich, Germany", "Remote (Portugal)", "Hamburg, Germany (hybrid)" in the reader's words; `country`
 * must already be named in the reader's language. One rule for every language, English included.
 */
export function placeText(location: Place, words: PlaceWords): string {
  const { city, country } = location;
  const place =
    city && country
      ? words('placeCityCountry', { city, country })
      : city || country || location.fullLocation || '';
  if (location.remote) return country ? words('remoteIn', { country }) : words('remote');
  const known = place || words('locationToBeAgreed');
  return location.hybrid ? words('hybridAt', { place: known }) : known;
}

/** English, for text kept beside the job itself (`location.text`, which the alert search matches on). */
export const englishPlaceWords = ((key: string, values: Record<string, string> = {}) => {
  const english: Record<string, string> = {
    placeCityCountry: `${values.city}, ${values.country}`,
    remoteIn: `Remote (${values.country})`,
    hybridAt: `${values.place} (hybrid)`,
    remote: 'Remote',
    locationToBeAgreed: 'Location to be agreed',
  };
  return english[key] ?? key;
}) as PlaceWords;
