import type { DistanceUnit } from '@/lib/careers/near/distance-unit';

const UNIT_NAMES: Record<DistanceUnit, string> = { km: 'kilometer', mi: 'mile' };

/** "25 km" or "25 mi" in the reader's language: a distance already in the site's unit. */
export function formatDistance(distance: number, unit: DistanceUnit, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNIT_NAMES[unit],
    maximumFractionDigits: 0,
  }).format(distance);
}
