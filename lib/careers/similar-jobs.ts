import type { JobLocation, JobSummary } from './job';
import { kilometresBetween } from './near/coordinates';

/** How many open jobs a posting's page offers at most. */
const MAX_SIMILAR = 3;
/** Below this, what two jobs share is too little to call them alike (both on site, say). */
const ALIKE = 2;

/** As far as the largest search around a city's middle reaches: a commute, as a candidate judges one. */
const COMMUTE_KM = 50;

const same = (a?: string, b?: string) => Boolean(a) && a === b;

/** The same city, or a place the platform puts within a commute of it (Potsdam for a Berlin job). */
const withinReach = (a: JobLocation, b: JobLocation) =>
  same(a.city, b.city) ||
  Boolean(a.coordinates && b.coordinates && kilometresBetween(a.coordinates, b.coordinates) <= COMMUTE_KM);

/** How much an open job has in common with the posting: the team first, then the place. */
function likeness(posting: JobSummary, job: JobSummary): number {
  const place = posting.location;
  return (
    (same(posting.department?.id, job.department?.id) ? 4 : 0) +
    (withinReach(place, job.location) ? 2 : same(place.countryCode, job.location.countryCode) ? 1 : 0) +
    (place.remote && job.location.remote ? 2 : 0) +
    (same(posting.employmentType?.schemaOrg, job.employmentType?.schemaOrg) ? 1 : 0)
  );
}

/**
 * The open jobs most like a posting, other than itself: for a candidate who followed an old link to a
 * closed one (a job board, a search engine, a shared post), or who finds an open one not quite right.
 * The same team counts most, then the same city or one within a commute (or the country), remote work, the same kind of contract;
 * newest first among equals. Nothing alike, nothing offered: the link to every open job is on the page.
 */
export function similarOpenJobs(posting: JobSummary, open: JobSummary[]): JobSummary[] {
  return open
    .filter((job) => job.id !== posting.id && job.open)
    .map((job) => ({ job, score: likeness(posting, job) }))
    .filter(({ score }) => score >= ALIKE)
    .sort(
      (a, b) =>
        b.score - a.score ||
        (b.job.postedAt ?? '').localeCompare(a.job.postedAt ?? '') ||
        a.job.title.localeCompare(b.job.title),
    )
    .slice(0, MAX_SIMILAR)
    .map(({ job }) => job);
}
