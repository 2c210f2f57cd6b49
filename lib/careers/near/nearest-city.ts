import { kilometresBetween, type Coordinates } from './coordinates';

/** A city the platform places jobs in (JobFacets.placedCities). */
export type PlacedCity = { city: string; country?: string; centre: Coordinates };

/**
 * The distance a search from the candidate's own position starts with, in the site's unit: a commute by
 * train or car (25 km; or 25 miles, where job boards that speak miles start).
 */
export const NEAR_ME_RADIUS = 25;

/**
 * The placed city nearest a point, for "jobs near me": the position is compared here, in the browser,
 * and never sent anywhere; only the chosen city goes into the search.
 */
export function nearestCity(cities: readonly PlacedCity[], here: Coordinates): PlacedCity | undefined {
  let nearest: { city: PlacedCity; km: number } | undefined;
  for (const city of cities) {
    const km = kilometresBetween(here, city.centre);
    if (!nearest || km < nearest.km) nearest = { city, km };
  }
  return nearest?.city;
}
