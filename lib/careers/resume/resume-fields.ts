import { findPhoneNumbersInText } from 'libphonenumber-js/min';

/** What a resume may tell about the form's own fields. */
export type ResumeFields = Partial<
  Record<'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'city' | 'linkedIn' | 'website', string>
>;

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/([A-Za-z0-9_%-]{2,100})/i;
const URL_LIKE =
  /(?<![@\w.])(?:https?:\/\/)?(?:www\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9-]+)*\.(?:com|dev|io|net|org|me|co|app|page|site|tech|design|art|info|eu|uk|de|fr|pl|nl|es|it|ch|se)(?:\/[^\s,;)]*)?(?![\w@])/gi;
// Hosts whose links are never the candidate's own site.
const NOT_A_WEBSITE = /linkedin\.com|facebook\.com|twitter\.com|x\.com\/|instagram\.com/i;
const LOCAL_PHONE = /(?<![\w+])\(?\d[\d ().-]{7,18}\d(?!\w)/;
const HEADING = /^(resume|résumé|curriculum vitae|cv|contact|profile|summary|about me)$/i;
const NAME_WORD = /^(?:\p{Lu}[\p{Ll}'’-]+|\p{Lu}{2,}|\p{Lu}\.)$/u;
const PARTICLE = /^(van|von|der|den|de|del|della|da|di|du|le|la|bin|ibn|al)$/;
const LOCATION_LABEL = /^(?:location|city|address|based in|lives in)\s*[:\-–]?\s*(.+)$/i;
const CITY_COUNTRY = /^(\p{Lu}[\p{L}'’. -]{1,40}),\s*\p{Lu}[\p{L}'’. -]{1,40}$/u;
const POSTCODE_CITY = /^(?:[A-Z]{1,2}-)?\d{4,5}\s+(\p{Lu}[\p{L}'’ -]{1,40})$/u;

const titleCase = (word: string) =>
  /^\p{Lu}{2,}$/u.test(word) ? word[0] + word.slice(1).toLowerCase() : word;

/** The lines of the text, and each line's parts between separators (contact lines: `a | b • c`). */
function segmentsOf(lines: string[]): string[] {
  return lines.flatMap((line) => line.split(/\s+[|•·]\s+|\s{3,}|\t/)).map((part) => part.trim());
}

function nameFrom(lines: string[]): Pick<ResumeFields, 'firstName' | 'lastName'> {
  for (const line of lines.slice(0, 8)) {
    const labelled = /^name\s*:\s*(.+)$/i.exec(line)?.[1];
    const text = (labelled ?? line).trim();
    if (HEADING.test(text)) continue;
    const words = text.split(/\s+/);
    const isName =
      words.length >= 2 &&
      words.length <= 4 &&
      words.every((word) => NAME_WORD.test(word) || PARTICLE.test(word)) &&
      !PARTICLE.test(words[0]!);
    if (!isName) continue;
    const particle = words.findIndex((word, index) => index > 0 && PARTICLE.test(word));
    const split = particle > 0 ? particle : words.length - 1;
    return {
      firstName: words.slice(0, split).map(titleCase).join(' '),
      lastName: words.slice(split).map(titleCase).join(' '),
    };
  }
  return {};
}

function phoneFrom(text: string): string | undefined {
  const [international] = findPhoneNumbersInText(text);
  if (international) return international.number.formatInternational();
  const local = LOCAL_PHONE.exec(text)?.[0]?.trim();
  const digits = local?.replace(/\D/g, '') ?? '';
  // Years and date ranges ("2019 - 2023") are digits too: a number has 9 to 15 of them.
  return local &&
    digits.length >= 9 &&
    digits.length <= 15 &&
    !/\b(19|20)\d\d\s*[-–]\s*(19|20)\d\d\b/.test(local)
    ? local
    : undefined;
}

function websiteFrom(text: string): string | undefined {
  for (const [match] of text.replace(new RegExp(EMAIL.source, 'g'), ' ').matchAll(URL_LIKE)) {
    if (NOT_A_WEBSITE.test(match)) continue;
    return /^https?:\/\//i.test(match) ? match : `https://${match}`;
  }
  return undefined;
}

function cityFrom(segments: string[]): string | undefined {
  for (const segment of segments) {
    const labelled = LOCATION_LABEL.exec(segment)?.[1];
    if (labelled) {
      const parts = labelled.split(',').map((part) => part.trim());
      const place =
        parts.find((part) => part !== '' && !/\d/.test(part)) ?? POSTCODE_CITY.exec(parts[0] ?? '')?.[1];
      if (place) return place;
    }
  }
  for (const segment of segments.slice(0, 40)) {
    const city = CITY_COUNTRY.exec(segment)?.[1] ?? POSTCODE_CITY.exec(segment)?.[1];
    if (city) return city.trim();
  }
  return undefined;
}

/**
 * The contact details a resume's text states, for the candidate to confirm: the name from its first
 * lines, the first email address, phone number (international form when it has a country code),
 * LinkedIn profile and other website, and a city from a "Location:" line or a "City, Country" part.
 * Only what it finds with some certainty: a wrong offer costs the candidate more than a missing one.
 */
export function extractResumeFields(text: string): ResumeFields {
  const lines = text
    .slice(0, 50_000)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const head = lines.slice(0, 60).join('\n');
  const fields: ResumeFields = { ...nameFrom(lines) };
  const email = EMAIL.exec(head)?.[0] ?? EMAIL.exec(text)?.[0];
  if (email) fields.email = email;
  const phone = phoneFrom(head.replace(new RegExp(URL_LIKE.source, 'gi'), ' '));
  if (phone) fields.phoneNumber = phone;
  const linkedIn = LINKEDIN.exec(text)?.[1];
  if (linkedIn) fields.linkedIn = `https://www.linkedin.com/in/${linkedIn.replace(/\/$/, '')}`;
  const website = websiteFrom(head);
  if (website) fields.website = website;
  const city = cityFrom(segmentsOf(lines.slice(0, 60)));
  if (city) fields.city = city;
  return fields;
}
