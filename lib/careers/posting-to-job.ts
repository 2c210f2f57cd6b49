import type { Posting, PostingSummary } from '../platform/contract';
import type { JobAdSectionKey, JobDetail, JobLocation, JobSummary, SchemaOrgEmploymentType } from './job';
import { sanitizeJobAdHtml } from './sanitize';

/** The platform's employment type ids we know; anything else is matched by its label. */
const employmentTypeById: Record<string, SchemaOrgEmploymentType> = {
  permanent: 'FULL_TIME',
  'full-time': 'FULL_TIME',
  full_time: 'FULL_TIME',
  'part-time': 'PART_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  contractor: 'CONTRACTOR',
  freelance: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  intern: 'INTERN',
  internship: 'INTERN',
  volunteer: 'VOLUNTEER',
  'per-diem': 'PER_DIEM',
};

const employmentTypeByLabel: [RegExp, SchemaOrgEmploymentType][] = [
  [/intern|trainee|werkstudent|praktik/i, 'INTERN'],
  [/part[\s-]?time|teilzeit/i, 'PART_TIME'],
  [/full[\s-]?time|permanent|vollzeit|festanstellung/i, 'FULL_TIME'],
  [/contract|freelance|befristet/i, 'CONTRACTOR'],
  [/temporary|seasonal/i, 'TEMPORARY'],
  [/volunteer/i, 'VOLUNTEER'],
];

export function toSchemaOrgEmploymentType(type: { id: string; label: string }): SchemaOrgEmploymentType {
  const byId = employmentTypeById[type.id.toLowerCase()];
  if (byId) return byId;
  return employmentTypeByLabel.find(([pattern]) => pattern.test(type.label))?.[1] ?? 'OTHER';
}

function toLocation(location: PostingSummary['location']): JobLocation {
  const text = location.remote
    ? `Remote (${location.country})`
    : [location.city, location.country].filter(Boolean).join(', ');
  return {
    city: location.city,
    ...(location.region ? { region: location.region } : {}),
    country: location.country,
    countryCode: location.countryCode.toUpperCase(),
    ...(location.postalCode ? { postalCode: location.postalCode } : {}),
    remote: location.remote,
    text,
  };
}

export function toJobSummary(posting: PostingSummary): JobSummary {
  return {
    id: posting.uuid,
    title: posting.name,
    refNumber: posting.refNumber,
    location: toLocation(posting.location),
    department: { id: posting.department.id, label: posting.department.label },
    employmentType: {
      label: posting.typeOfEmployment.label,
      schemaOrg: toSchemaOrgEmploymentType(posting.typeOfEmployment),
    },
    postedAt: posting.releasedDate,
    ...(posting.expiresOn ? { validThrough: posting.expiresOn } : {}),
    open: posting.active,
    language: posting.language.code,
  };
}

const sectionOrder: JobAdSectionKey[] = [
  'companyDescription',
  'jobDescription',
  'qualifications',
  'additionalInformation',
];

export function toJobDetail(posting: Posting): JobDetail {
  const sections = sectionOrder.flatMap((key) => {
    const section = posting.jobAd.sections[key];
    const html = sanitizeJobAdHtml(section.text);
    return html ? [{ key, title: section.title.trim(), html }] : [];
  });
  return { ...toJobSummary(posting), companyName: posting.company.name, sections };
}
