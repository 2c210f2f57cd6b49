import { closingMoment, isoMoment } from './platform-moment';
import type { CustomField, Labeled, Posting, PostingLocation, PostingSummary } from '../platform/contract';
import { countryName } from './countries';
import type {
  JobAdSectionKey,
  JobDetail,
  JobLocation,
  JobSummary,
  SchemaOrgEmploymentType,
  WorkMode,
} from './job';
import { payFromCustomFields } from './pay-custom-field';
import { englishPlaceWords, placeText } from './place-text';
import { readCoordinates } from './near/coordinates';
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
  [/full[\s-]?time|permanent|vollzeit|festanstellung|unbefristet/i, 'FULL_TIME'],
  // A fixed-term job is an employee's for a time (Google's TEMPORARY), not a contractor's: before "contract".
  [/fixed[\s-]?term|befristet|temporary|seasonal/i, 'TEMPORARY'],
  [/contract|freelance/i, 'CONTRACTOR'],
  [/volunteer/i, 'VOLUNTEER'],
];

export function toSchemaOrgEmploymentType(type: { id?: string; label: string }): SchemaOrgEmploymentType {
  const byId = type.id ? employmentTypeById[type.id.toLowerCase()] : undefined;
  if (byId) return byId;
  return employmentTypeByLabel.find(([pattern]) => pattern.test(type.label))?.[1] ?? 'OTHER';
}

/** A labelled value's text: `label`, or `name` where a source spells it so; blank counts as none. */
export function labelOf(value: Labeled | undefined): string | undefined {
  const text = (value?.label ?? value?.name)?.trim();
  return text || undefined;
}

/** Employers keep a closing date in a posting custom field (the Posting API has no field of its own). */
const CLOSING_FIELD = /closing|expir|valid.?through|apply.?by|deadline/i;

function closingDate(fields: CustomField[] = []): string | undefined {
  for (const field of fields) {
    if (!CLOSING_FIELD.test(`${field.fieldId} ${field.fieldLabel}`)) continue;
    const closing = closingMoment(field.valueLabel ?? '');
    if (closing) return closing;
  }
  return undefined;
}

const ISO_ALPHA2 = /^[a-z]{2}$/i;

/** On-site only when the platform says the job is not remote: a missing flag is not a fact. */
function workModeOf(location: PostingLocation): WorkMode | undefined {
  if (location.remote === true) return 'remote';
  if (location.hybrid === true) return 'hybrid';
  return location.remote === false ? 'onsite' : undefined;
}

function toLocation(location: PostingLocation = {}, locale: string): JobLocation {
  const code = location.country?.trim();
  const countryCode = code && ISO_ALPHA2.test(code) ? code.toUpperCase() : undefined;
  // A code becomes a name in the page's language; anything else the platform sent is shown as it is.
  const country = countryCode ? countryName(countryCode, locale) : code || undefined;
  const city = location.city?.trim() || undefined;
  const fullLocation = location.fullLocation?.trim() || undefined;
  const remote = location.remote === true;
  const hybrid = !remote && location.hybrid === true;
  const workMode = workModeOf(location);
  const text = placeText({ city, country, fullLocation, remote, hybrid }, englishPlaceWords);
  const coordinates = readCoordinates(location.latitude, location.longitude);
  return {
    ...(city ? { city } : {}),
    ...(location.region ? { region: location.region } : {}),
    ...(country ? { country } : {}),
    ...(countryCode ? { countryCode } : {}),
    ...(location.postalCode ? { postalCode: location.postalCode } : {}),
    ...(fullLocation ? { fullLocation } : {}),
    remote,
    hybrid,
    ...(workMode ? { workMode } : {}),
    ...(coordinates ? { coordinates } : {}),
    text,
  };
}

/** How the site reads postings: `payField` names the custom field holding pay (SITE_PAY_FIELD). */
export type PostingReading = {
  payField?: string;
  /** `false` leaves out the platform's referral page, for an employer who runs no referrals. */
  referrals?: boolean;
};

/** A posting list item or detail in the site's own terms; `locale` names countries for the reader. */
export function toJobSummary(
  posting: PostingSummary & { active?: boolean },
  locale = 'en',
  { payField }: PostingReading = {},
): JobSummary {
  const department = labelOf(posting.department);
  const employment = labelOf(posting.typeOfEmployment);
  // "Not Applicable" is the platform's way of stating no level: a fact that says nothing is left out.
  const experience = labelOf(posting.experienceLevel)?.replace(/^not[\s_-]*applicable$/i, '') || undefined;
  const refNumber = posting.refNumber?.trim();
  const validThrough = closingDate(posting.customField);
  // An odd date is left out, not shown guessed at nor let break the list that formats it.
  const postedAt = isoMoment(posting.releasedDate);
  const pay = payField ? payFromCustomFields(posting.customField, payField) : undefined;
  return {
    id: posting.uuid.toLowerCase(),
    title: posting.name,
    ...(refNumber ? { refNumber } : {}),
    location: toLocation(posting.location, locale),
    ...(department ? { department: { id: posting.department?.id ?? department, label: department } } : {}),
    ...(employment
      ? {
          employmentType: {
            label: employment,
            schemaOrg: toSchemaOrgEmploymentType({ id: posting.typeOfEmployment?.id, label: employment }),
          },
        }
      : {}),
    ...(experience ? { experienceLevel: experience } : {}),
    ...(pay ? { pay } : {}),
    ...(postedAt ? { postedAt } : {}),
    ...(validThrough ? { validThrough } : {}),
    // List items carry no `active`: a listed posting is open; the detail of an unpublished one says false.
    open: posting.active !== false,
    ...(posting.language?.code ? { language: posting.language.code } : {}),
    ...(posting.defaultJobAd !== undefined ? { defaultAd: posting.defaultJobAd } : {}),
  };
}

const sectionOrder: JobAdSectionKey[] = [
  'companyDescription',
  'jobDescription',
  'qualifications',
  'additionalInformation',
];

/** A page of the platform's the site links to: https only (never `javascript:`, nor a page in clear). */
const secureWebAddress = (url?: string) => (url && /^https:\/\//i.test(url) ? url : undefined);

export function toJobDetail(posting: Posting, locale = 'en', reading: PostingReading = {}): JobDetail {
  const sections = sectionOrder.flatMap((key) => {
    const section = posting.jobAd?.sections[key];
    const html = sanitizeJobAdHtml(section?.text ?? '');
    return html ? [{ key, title: section?.title?.trim() ?? '', html }] : [];
  });
  const applyUrl = secureWebAddress(posting.applyUrl);
  const referralUrl = reading.referrals === false ? undefined : secureWebAddress(posting.referralUrl);
  const videos = videoLinks(posting.jobAd?.sections.videos?.urls);
  return {
    ...toJobSummary(posting, locale, reading),
    ...(posting.company?.name ? { companyName: posting.company.name } : {}),
    ...(applyUrl ? { applyUrl } : {}),
    ...(referralUrl ? { referralUrl } : {}),
    sections,
    ...(videos.length > 0 ? { videos } : {}),
  };
}

/** At most this many: an ad with more is showing a gallery, not a few words from the team. */
const MAX_VIDEOS = 10;

/** The web links among the ad's video URLs (never `javascript:` or the like), each once. */
function videoLinks(urls: string[] = []): string[] {
  const links = urls.flatMap((text) => {
    const url = URL.parse(text.trim());
    return url && (url.protocol === 'https:' || url.protocol === 'http:') ? [url.href] : [];
  });
  return [...new Set(links)].slice(0, MAX_VIDEOS);
}
