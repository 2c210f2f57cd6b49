import { formatDistance } from '@/lib/i18n/format-distance';
import { isolatedText } from '@/lib/i18n/isolated-text';
import type { JobSummary } from '../job';
import type { JobWords } from '../format-place';

/**
 * "27 km from Berlin" in the reader's language (`jobs.distanceFrom`), for a job a search around a city
 * found outside it; the city isolated, so "Frankfurt (Oder)" keeps its brackets in a right-to-left text.
 */
export function formatDistanceFrom(
  distance: NonNullable<JobSummary['distance']>,
  locale: string,
  t: JobWords,
): string {
  return t('distanceFrom', {
    distance: formatDistance(distance.value, distance.unit, locale),
    city: isolatedText(locale, distance.from),
  });
}
