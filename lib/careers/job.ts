import type { ApplicationForm } from './application-form';
import type { Coordinates } from './near/coordinates';
import type { DistanceUnit } from './near/distance-unit';

/**
 * The site's own model of a job. Components see only these types, never the platform's posting shape
 * (lib/careers/posting-to-job.ts maps one to the other).
 */

/**
 * The contract types a candidate can filter the list by: schema.org's, less the two that name no contract
 * (`PER_DIEM`, and `OTHER`, which an employer's own word maps to).
 */
export const employmentTypeFilters = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
] as const;
export type EmploymentTypeFilter = (typeof employmentTypeFilters)[number];

/** schema.org JobPosting employmentType values. */
export const schemaOrgEmploymentTypes = [...employmentTypeFilters, 'PER_DIEM', 'OTHER'] as const;
export type SchemaOrgEmploymentType = (typeof schemaOrgEmploymentTypes)[number];

/** How the job is done: the platform's `remote` / `hybrid` flags, when it sends them. */
export const workModes = ['remote', 'hybrid', 'onsite'] as const;
export type WorkMode = (typeof workModes)[number];

/** The periods pay is stated in; the same words as schema.org's `unitText`. */
export const payPeriods = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type PayPeriod = (typeof payPeriods)[number];

/** Pay as the employer states it: never converted, never guessed (`period` absent when not stated). */
export type Pay = {
  /** ISO 4217, upper case. */
  currency: string;
  min: number;
  /** Absent for a single amount rather than a range. */
  max?: number;
  period?: PayPeriod;
};

export type JobLocation = {
  city?: string;
  region?: string;
  /** The country's name in the page's language. */
  country?: string;
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode?: string;
  postalCode?: string;
  /** The platform's own wording, used when it names neither city nor country. */
  fullLocation?: string;
  remote: boolean;
  hybrid: boolean;
  /** Absent when the platform does not say (neither flag sent). */
  workMode?: WorkMode;
  /** Where the platform places the posting, when it does: for searching around a city. */
  coordinates?: Coordinates;
  /** In English: "Munich, Germany", "Remote (Portugal)" or "Hamburg, Germany (hybrid)"; pages and mail say it in theirs (format-place.ts). */
  text: string;
};

export type JobSummary = {
  /** The posting's uuid: the id in the site's URLs and in the apply interface. */
  id: string;
  title: string;
  refNumber?: string;
  location: JobLocation;
  department?: { id: string; label: string };
  employmentType?: { label: string; schemaOrg: SchemaOrgEmploymentType };
  experienceLevel?: string;
  /** Only when the platform states it in a form the site can read (see pay-custom-field.ts). */
  pay?: Pay;
  /** ISO 8601, when the platform says. */
  postedAt?: string;
  /** ISO 8601; when the employer stops taking applications, if known. */
  validThrough?: string;
  open: boolean;
  /** BCP 47 code of the ad's language, when the platform says. */
  language?: string;
  /** The platform's `defaultJobAd`: of a job advertised in several languages, the ad it calls its default. */
  defaultAd?: boolean;
  /**
   * Only in a list searched around a city, on a job outside it: how far away, whole and in the site's
   * unit (the search's), so every page and mail that shows it says it alike.
   */
  distance?: { value: number; unit: DistanceUnit; from: string };
};

export type JobAdSectionKey =
  'companyDescription' | 'jobDescription' | 'qualifications' | 'additionalInformation';

export type JobAdSection = {
  key: JobAdSectionKey;
  title: string;
  /** Sanitised: safe to render as HTML. */
  html: string;
};

export type JobDetail = JobSummary & {
  companyName?: string;
  /** The platform's own apply page: where a candidate goes when this site cannot take the application. */
  applyUrl?: string;
  /** The platform's page where the employer's staff refer someone for the job (their referral program). */
  referralUrl?: string;
  /** In display order; empty sections are left out. */
  sections: JobAdSection[];
  /** The ad's videos (the platform's `jobAd.sections.videos`): web links, in the employer's order. */
  videos?: string[];
};

export type JobFacets = {
  countries: { code: string; label: string }[];
  cities: { value: string; label: string }[];
  departments: { id: string; label: string }[];
  /** Currencies open jobs state pay in (ISO 4217), for the pay filter. */
  payCurrencies: string[];
  workModes: WorkMode[];
  /** The contract types open jobs have (of those a candidate can filter by), in their fixed order. */
  employmentTypes: EmploymentTypeFilter[];
  /** The languages ads are written in (ISO 639-1), for the ad language filter. */
  languages: string[];
  /**
   * The cities the platform places open jobs in, each at its jobs' middle (near/around-city.ts): what
   * searching around a city, and finding the city nearest a candidate, need. Empty when none is placed.
   */
  placedCities: { city: string; country?: string; centre: Coordinates }[];
};

/** What a page can show when the platform cannot be reached: a message, never a crash. */
export type Unavailable = { status: 'unavailable' };

export type JobListResult =
  | {
      status: 'ok';
      jobs: JobSummary[];
      total: number;
      page: number;
      pageCount: number;
      pageSize: number;
    }
  | Unavailable;

export type JobResult = { status: 'ok'; job: JobDetail } | { status: 'not_found' } | Unavailable;
export type FacetsResult = { status: 'ok'; facets: JobFacets } | Unavailable;
export type OpenJobsResult = { status: 'ok'; jobs: JobSummary[] } | Unavailable;

export type ApplicationFormResult =
  { status: 'ok'; form: ApplicationForm } | { status: 'not_found' } | Unavailable;
