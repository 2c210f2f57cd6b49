import type { Posting } from '../../contract';
import type { jobs, postings } from '../store/schema';
import { addMinutes, offsetFromBase } from './dates';
import { buildJobAd } from './job-ads';
import { JOB_SPECS, type JobSpec } from './job-catalog';
import {
  DEPARTMENTS,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  FUNCTIONS,
  LANGUAGES,
  LOCATIONS,
} from './job-taxonomy';
import { randomFor, type Random } from './random';

export const SEED_COMPANY_ID = 'acme';
export const SEED_COMPANY = { identifier: SEED_COMPANY_ID, name: 'Acme Robotics' } as const;

type JobRow = typeof jobs.$inferInsert;
type PostingRow = typeof postings.$inferInsert;

/** One job with its single posting; `posting` is the full wire document, `active` included. */
export type SeededJob = { spec: JobSpec; job: JobRow; postingRow: PostingRow; posting: Posting };

const DAY_MINUTES = 24 * 60;

function buildPosting(spec: JobSpec, jobId: string, refNumber: string, random: Random): Posting {
  const uuid = random.uuid();
  const releasedDate = offsetFromBase(-random.int(2, 75), random.int(0, DAY_MINUTES - 1));
  // About a third of postings carry an end date, well after the base date.
  const expiresOn = random.chance(0.35) ? offsetFromBase(random.int(450, 700)) : undefined;
  return {
    id: random.digits(15),
    uuid,
    jobId,
    name: spec.title,
    refNumber,
    company: { ...SEED_COMPANY },
    releasedDate: releasedDate.toISOString(),
    ...(expiresOn ? { expiresOn: expiresOn.toISOString() } : {}),
    active: spec.published !== false,
    location: { ...LOCATIONS[spec.location] },
    department: { ...DEPARTMENTS[spec.department] },
    function: { ...FUNCTIONS[spec.function] },
    typeOfEmployment: { ...EMPLOYMENT_TYPES[spec.employment] },
    experienceLevel: { ...EXPERIENCE_LEVELS[spec.experience] },
    language: { ...LANGUAGES[spec.language ?? 'en'] },
    jobAd: buildJobAd(spec),
    applyUrl: `https://jobs.acme.example/postings/${uuid}/apply`,
  };
}

/** The searchable columns are copied from the document so list filters and the document never disagree. */
function postingRowFor(posting: Posting): PostingRow {
  const { active, ...document } = posting;
  return {
    id: posting.id,
    uuid: posting.uuid,
    jobId: posting.jobId,
    companyId: posting.company.identifier,
    active,
    name: posting.name,
    countryCode: posting.location.countryCode,
    region: posting.location.region ?? null,
    city: posting.location.city,
    departmentId: posting.department.id,
    languageCode: posting.language.code,
    releasedDate: new Date(posting.releasedDate),
    document,
  };
}

function buildJob(spec: JobSpec, index: number, random: Random): SeededJob {
  const jobId = random.uuid();
  const refNumber = `ACME-${spec.department.slice(0, 3).toUpperCase()}-${String(101 + index)}`;
  const posting = buildPosting(spec, jobId, refNumber, random);
  const released = new Date(posting.releasedDate);
  const location = LOCATIONS[spec.location];
  const job: JobRow = {
    id: jobId,
    title: spec.title,
    refNumber,
    status: posting.active
      ? random.pick(['SOURCING', 'SOURCING', 'INTERVIEW', 'OFFER'])
      : random.pick(['CREATED', 'ON_HOLD']),
    postingStatus: posting.active ? 'PUBLIC' : 'NOT_PUBLISHED',
    department: { ...DEPARTMENTS[spec.department] },
    location: { city: location.city, countryCode: location.countryCode },
    createdOn: addMinutes(released, -random.int(1, 14) * DAY_MINUTES),
    updatedOn: addMinutes(released, random.int(5, 600)),
  };
  return { spec, job, postingRow: postingRowFor(posting), posting };
}

/** Every catalog job with one posting each, in catalog order. */
export function buildJobsAndPostings(): SeededJob[] {
  const random = randomFor('jobs');
  return JOB_SPECS.map((spec, index) => buildJob(spec, index, random));
}
