import { createHash } from 'node:crypto';
import type { Posting } from '../../contract';
import type { jobs, postings } from '../store/schema';
import { addMinutes, offsetFromBase } from './dates';
import { buildJobAd } from './job-ads';
import { JOB_SPECS, type JobSpec } from './job-catalog';
import { payFieldFor } from './job-pay';
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

/** One job with its single posting: `posting` is the detail document, `jobId` its job (not on the wire). */
export type SeededJob = {
  spec: JobSpec;
  job: JobRow;
  postingRow: PostingRow;
  posting: Posting;
  jobId: string;
};

const DAY_MINUTES = 24 * 60;

/** A stable UUID-shaped id from a name: a new field must not shift the PRNG's later draws. */
function derivedUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
const BRANDS = [
  { valueId: 'acme-robotics', valueLabel: 'Acme Robotics' },
  { valueId: 'acme-field', valueLabel: 'Acme Field Services' },
] as const;

/**
 * The posting detail as the platform documents it. Live items omit optional fields, so the seed does
 * too, by position (never by chance, so the data stays the same): every fifth posting has no function or
 * experience level, every seventh a `typeOfEmployment` without id, every third an experience level
 * spelled `{id, name}`; Munich and London jobs are hybrid; most state pay (job-pay.ts).
 */
function buildPosting(spec: JobSpec, index: number, refNumber: string, random: Random): Posting {
  // The draws keep their order from before the documented shapes, so every seeded id and date stays.
  const uuid = random.uuid();
  const releasedDate = offsetFromBase(-random.int(2, 75), random.int(0, DAY_MINUTES - 1));
  // About a third of postings carry a closing date, in a company custom field as employers set it up.
  const closes = random.chance(0.35) ? offsetFromBase(random.int(450, 700)) : undefined;
  const id = random.digits(15);
  const location = LOCATIONS[spec.location];
  const hybrid = spec.location === 'munich' || spec.location === 'london';
  const employment = EMPLOYMENT_TYPES[spec.employment];
  const experience = EXPERIENCE_LEVELS[spec.experience];
  const sparse = index % 5 === 4;
  const brand = BRANDS[spec.department === 'operations' ? 1 : 0];
  const pay = payFieldFor(spec, index);
  return {
    id,
    uuid,
    name: spec.title,
    refNumber,
    ref: `https://api.acme.example/v1/companies/${SEED_COMPANY_ID}/postings/${id}`,
    jobAdId: derivedUuid(`${uuid}:job-ad`),
    defaultJobAd: true,
    company: { ...SEED_COMPANY },
    creator: { name: 'Ada Admin' },
    releasedDate: releasedDate.toISOString(),
    location: { ...location, ...(location.remote ? {} : { hybrid }) },
    industry: { id: 'industrial_automation', label: 'Industrial Automation' },
    department: { ...DEPARTMENTS[spec.department] },
    ...(sparse ? {} : { function: { ...FUNCTIONS[spec.function] } }),
    typeOfEmployment: index % 7 === 6 ? { label: employment.label } : { ...employment },
    ...(sparse
      ? {}
      : {
          experienceLevel:
            index % 3 === 2 ? { id: experience.id, name: experience.label } : { ...experience },
        }),
    customField: [
      { fieldId: 'brand', fieldLabel: 'Brand', ...brand },
      ...(closes
        ? [
            {
              fieldId: 'closing-date',
              fieldLabel: 'Closing date',
              valueId: 'closing-date',
              valueLabel: closes.toISOString(),
            },
          ]
        : []),
      ...(pay ? [pay] : []),
    ],
    language: { ...LANGUAGES[spec.language ?? 'en'] },
    jobAd: buildJobAd(spec),
    active: spec.published !== false,
    applyUrl: `https://jobs.acme.example/${SEED_COMPANY_ID}/${id}/apply`,
    postingUrl: `https://jobs.acme.example/${SEED_COMPANY_ID}/${id}`,
    referralUrl: `https://jobs.acme.example/${SEED_COMPANY_ID}/${id}?trid=referral`,
  };
}

/** The searchable columns are copied from the document so list filters and the document never disagree. */
function postingRowFor(posting: Posting, jobId: string, spec: JobSpec): PostingRow {
  const { active, ...document } = posting;
  const location = LOCATIONS[spec.location];
  return {
    id: posting.id,
    uuid: posting.uuid,
    jobId,
    companyId: SEED_COMPANY_ID,
    active: active !== false,
    name: posting.name,
    countryCode: location.country,
    region: 'region' in location ? location.region : null,
    city: location.city,
    departmentId: DEPARTMENTS[spec.department].id,
    languageCode: LANGUAGES[spec.language ?? 'en'].code,
    releasedDate: new Date(posting.releasedDate ?? 0),
    document,
  };
}

function buildJob(spec: JobSpec, index: number, random: Random): SeededJob {
  const jobId = random.uuid();
  const refNumber = `ACME-${spec.department.slice(0, 3).toUpperCase()}-${String(101 + index)}`;
  const posting = buildPosting(spec, index, refNumber, random);
  const released = new Date(posting.releasedDate ?? 0);
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
    location: { city: location.city, countryCode: location.country },
    createdOn: addMinutes(released, -random.int(1, 14) * DAY_MINUTES),
    updatedOn: addMinutes(released, random.int(5, 600)),
  };
  return { spec, job, postingRow: postingRowFor(posting, jobId, spec), posting, jobId };
}

/** Every catalog job with one posting each, in catalog order. */
export function buildJobsAndPostings(): SeededJob[] {
  const random = randomFor('jobs');
  return JOB_SPECS.map((spec, index) => buildJob(spec, index, random));
}
