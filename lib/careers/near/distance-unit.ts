/**
 * The unit the site states distances in (SITE_DISTANCE_UNIT): kilometres, or miles where candidates
 * think in them (the United States, the United Kingdom). A deployment's choice, not the reader's: the
 * site's languages do not tell an American or British reader from any other English one, and the
 * distances a search offers are part of its address.
 */
export const distanceUnits = ['km', 'mi'] as const;
export type DistanceUnit = (typeof distanceUnits)[number];

/** Every distance a search's `within` may name, in the search's unit; the site offers its unit's own. */
export const SEARCH_RADII = [5, 10, 25, 50, 100] as const;
export type SearchRadius = (typeof SEARCH_RADII)[number];

/** The distances the search form offers around a city, in each unit: round numbers of that unit. */
export const SEARCH_RADII_IN: Record<DistanceUnit, readonly SearchRadius[]> = {
  km: [10, 25, 50, 100],
  mi: [5, 10, 25, 50],
};

/** How far around a city searched alone the list looks for more: the longest daily commute most make. */
export const NEARBY_RADIUS: Record<DistanceUnit, SearchRadius> = { km: 50, mi: 25 };

const KM_PER_MILE = 1.609344;

/** A distance in the unit, in kilometres: what the circle around a city is measured in. */
export const kilometresOf = (distance: number, unit: DistanceUnit) =>
  unit === 'mi' ? distance * KM_PER_MILE : distance;

/** A distance measured in kilometres, in the unit: whole and at least 1 (a commute, not a survey). */
export const inUnit = (km: number, unit: DistanceUnit) =>
  Math.max(1, Math.round(unit === 'mi' ? km / KM_PER_MILE : km));
