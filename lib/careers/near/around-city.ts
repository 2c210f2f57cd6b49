import { fold } from '../fold';
import type { JobLocation, JobSummary } from '../job';
import { kilometresBetween, type Coordinates } from './coordinates';
import { inUnit, kilometresOf, type DistanceUnit } from './distance-unit';

/** A search's circle: the chosen city and how far around it. */
export type AroundCity = {
  city: string;
  /** ISO 3166-1 alpha-2: which country's city, when the search or the jobs tell. */
  country?: string;
  /** How far around it, in kilometres (the search's `within` is in its own unit: the site's, or an alert's). */
  km: number;
  /** The search's unit, which the jobs' distances are stated in. */
  unit: DistanceUnit;
  /** Absent when no open job in the city is placed: then the search keeps to the city itself. */
  centre?: Coordinates;
};

type PlaceSearch = { city?: string; country?: string; within?: number };

const inCity = (location: JobLocation, city: string, country?: string) =>
  fold(location.city ?? '') === fold(city) &&
  (!country || location.countryCode?.toLowerCase() === country.toLowerCase());

/** Where a city lies, by its open jobs: which country's city, and the middle of their coordinates. */
export type CityCentre = { country?: string; centre?: Coordinates };

/**
 * The platform places postings, not cities, so a city is where its open jobs are: the middle of their
 * coordinates. A city's jobs lie within a few kilometres of each other, so their plain mean is the middle
 * (no city spans the ±180° line). A name several countries share (Berlin, Germany and Berlin, New
 * Hampshire) is, unless `country` says, the city of the country with most of its placed jobs: a middle
 * between the two is no place.
 */
export function cityCentre(openJobs: readonly JobSummary[], city: string, country?: string): CityCentre {
  const byCountry = new Map<string, Coordinates[]>();
  for (const { location } of openJobs) {
    if (!location.coordinates || !inCity(location, city, country)) continue;
    const code = location.countryCode?.toLowerCase() ?? '';
    const points = byCountry.get(code) ?? [];
    if (points.length === 0) byCountry.set(code, points);
    points.push(location.coordinates);
  }
  const [chosen, placed] = [...byCountry].reduce<[string | undefined, Coordinates[]]>(
    (most, entry) => (entry[1].length > most[1].length ? entry : most),
    [country, []],
  );
  const mean = (pick: (point: Coordinates) => number) =>
    placed.reduce((sum, point) => sum + pick(point), 0) / placed.length;
  return {
    ...(chosen ? { country: chosen } : {}),
    ...(placed.length > 0
      ? { centre: { latitude: mean((p) => p.latitude), longitude: mean((p) => p.longitude) } }
      : {}),
  };
}

/**
 * The circle a search draws around its city (cityCentre), or none without both a city and a distance
 * (in `unit`, the search's). The city is named as its jobs name it ("27 km from Zürich" for a search
 * typed "zurich").
 */
export function aroundCity(
  search: PlaceSearch,
  openJobs: readonly JobSummary[],
  unit: DistanceUnit,
): AroundCity | undefined {
  const { within } = search;
  if (!search.city || !within) return undefined;
  const centre = cityCentre(openJobs, search.city, search.country);
  const inTheCity = openJobs.filter(({ location }) => inCity(location, search.city!, centre.country));
  const named = inTheCity.find(({ location }) => location.coordinates) ?? inTheCity[0];
  return { city: named?.location.city ?? search.city, km: kilometresOf(within, unit), unit, ...centre };
}

/**
 * Where a job stands against the circle: outside, in the city itself, or the distance from the city's
 * middle. A job in the city counts whether or not the platform placed it; a job elsewhere only when it did.
 */
export function placeInCircle(
  around: AroundCity,
  location: JobLocation,
): 'outside' | 'in-city' | { km: number } {
  if (inCity(location, around.city, around.country)) return 'in-city';
  if (!around.centre || !location.coordinates) return 'outside';
  const km = kilometresBetween(around.centre, location.coordinates);
  return km <= around.km ? { km } : 'outside';
}

/** Whether a job is in a search's place: the circle when it has one, else the city, else anywhere. */
export function inSearchedPlace(job: JobSummary, search: PlaceSearch, around?: AroundCity): boolean {
  if (!search.city) return true;
  if (around) return placeInCircle(around, job.location) !== 'outside';
  return inCity(job.location, search.city);
}

/**
 * The jobs in the circle, the city's own first and then the nearest, each outside the city carrying how
 * far it is (rounded: a candidate plans a commute, not a survey). Equal distances keep the given order.
 * A distance is only ever measured from a centre, and a centre only ever comes with a placed job in the
 * city, so `from` is the city as the platform names it, never as a search typed it: alert mail quotes it.
 */
export function jobsAround(jobs: readonly JobSummary[], around: AroundCity): JobSummary[] {
  const placed = jobs.flatMap((job) => {
    const place = placeInCircle(around, job.location);
    if (place === 'outside') return [];
    if (place === 'in-city') return [{ job, km: 0 }];
    return [
      {
        job: {
          ...job,
          distance: { value: inUnit(place.km, around.unit), unit: around.unit, from: around.city },
        },
        km: place.km,
      },
    ];
  });
  return placed.sort((a, b) => a.km - b.km).map(({ job }) => job);
}
