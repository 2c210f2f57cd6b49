/**
 * A structural check of JobPosting structured data against Google's published rules
 * (developers.google.com/search/docs/appearance/structured-data/job-posting), written down here so tests
 * need no network. Returns the problems found; an empty list passes.
 *
 * Required: title, description (HTML), datePosted (ISO 8601), hiringOrganization (an Organization with a
 * name), and jobLocation (a Place whose PostalAddress names a country) — or, for a fully remote job,
 * jobLocationType TELECOMMUTE with applicantLocationRequirements instead.
 * Recommended, checked whenever present: applicantLocationRequirements, baseSalary (MonetaryAmount with an
 * ISO 4217 currency and a QuantitativeValue: value or minValue ≤ maxValue, unitText HOUR/DAY/WEEK/MONTH/
 * YEAR), directApply (boolean), employmentType (Google's list), identifier (PropertyValue with name and
 * value), jobLocationType (TELECOMMUTE), validThrough (ISO 8601, after datePosted).
 */

export const googleRequired = ['title', 'description', 'datePosted', 'hiringOrganization'] as const;
export const googleRecommended = [
  'applicantLocationRequirements',
  'baseSalary',
  'directApply',
  'employmentType',
  'identifier',
  'jobLocationType',
  'validThrough',
] as const;

const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
];
const UNIT_TEXTS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
const LOCATION_TYPES = ['Country', 'State', 'City', 'AdministrativeArea'];

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

function checkSalary(salary: unknown, problems: string[]) {
  if (!isObject(salary) || salary['@type'] !== 'MonetaryAmount')
    return problems.push('baseSalary: not a MonetaryAmount');
  if (typeof salary.currency !== 'string' || !/^[A-Z]{3}$/.test(salary.currency))
    problems.push('baseSalary.currency: not ISO 4217');
  const value = salary.value;
  if (!isObject(value) || value['@type'] !== 'QuantitativeValue')
    return problems.push('baseSalary.value: not a QuantitativeValue');
  const single = typeof value.value === 'number' && value.value > 0;
  const range =
    typeof value.minValue === 'number' &&
    typeof value.maxValue === 'number' &&
    value.minValue > 0 &&
    value.minValue <= value.maxValue;
  if (single === range) problems.push('baseSalary.value: needs value, or minValue ≤ maxValue');
  if (value.unitText !== undefined && !UNIT_TEXTS.includes(String(value.unitText)))
    problems.push(`baseSalary.value.unitText: ${String(value.unitText)}`);
}

function checkWhere(data: Json, problems: string[]) {
  const remote = data.jobLocationType === 'TELECOMMUTE';
  if (data.jobLocationType !== undefined && !remote) problems.push('jobLocationType: only TELECOMMUTE');
  const requirements = data.applicantLocationRequirements;
  if (requirements !== undefined) {
    const list = Array.isArray(requirements) ? requirements : [requirements];
    if (
      !list.every(
        (item) => isObject(item) && LOCATION_TYPES.includes(String(item['@type'])) && text(item.name),
      )
    )
      problems.push('applicantLocationRequirements: each needs a type (Country, State, …) and a name');
  }
  if (data.jobLocation === undefined) {
    if (!remote || requirements === undefined)
      problems.push('jobLocation: required unless TELECOMMUTE with applicantLocationRequirements');
    return;
  }
  const place = data.jobLocation;
  const address = isObject(place) ? place.address : undefined;
  if (
    !isObject(place) ||
    place['@type'] !== 'Place' ||
    !isObject(address) ||
    address['@type'] !== 'PostalAddress'
  )
    return problems.push('jobLocation: needs a Place with a PostalAddress');
  if (!text(address.addressCountry)) problems.push('jobLocation.address.addressCountry: missing');
}

export function checkGoogleJobPosting(data: unknown): string[] {
  const problems: string[] = [];
  if (!isObject(data) || data['@type'] !== 'JobPosting' || data['@context'] !== 'https://schema.org')
    return ['not a schema.org JobPosting'];
  for (const key of googleRequired) if (data[key] === undefined) problems.push(`${key}: required`);
  if (!text(data.title)) problems.push('title: empty');
  if (!text(data.description) || !/<(p|ul|li|br|h\d)\b/i.test(String(data.description)))
    problems.push('description: must be HTML');
  if (data.description === data.title) problems.push('description: the same as the title');
  if (typeof data.datePosted !== 'string' || !ISO_8601.test(data.datePosted))
    problems.push('datePosted: not ISO 8601');
  const org = data.hiringOrganization;
  if (!isObject(org) || org['@type'] !== 'Organization' || !text(org.name))
    problems.push('hiringOrganization: needs an Organization with a name');
  checkWhere(data, problems);
  if (data.baseSalary !== undefined) checkSalary(data.baseSalary, problems);
  if (data.directApply !== undefined && typeof data.directApply !== 'boolean')
    problems.push('directApply: not boolean');
  if (data.employmentType !== undefined) {
    const types = Array.isArray(data.employmentType) ? data.employmentType : [data.employmentType];
    if (!types.every((type) => EMPLOYMENT_TYPES.includes(String(type))))
      problems.push(`employmentType: ${String(data.employmentType)}`);
  }
  const id = data.identifier;
  if (
    id !== undefined &&
    (!isObject(id) || id['@type'] !== 'PropertyValue' || !text(id.name) || !text(id.value))
  )
    problems.push('identifier: needs a PropertyValue with name and value');
  if (data.validThrough !== undefined) {
    if (typeof data.validThrough !== 'string' || !ISO_8601.test(data.validThrough))
      problems.push('validThrough: not ISO 8601');
    else if (
      typeof data.datePosted === 'string' &&
      Date.parse(data.validThrough) <= Date.parse(data.datePosted)
    )
      problems.push('validThrough: not after datePosted');
  }
  return problems;
}
