/** Whether a day exists: Date.UTC rolls 30 February over into March, and 31 September into October. */
const isDay = (year: number, monthIndex: number, day: number) =>
  new Date(Date.UTC(year, monthIndex, day)).getUTCDate() === day;

/** ISO 8601 as the platform writes its moments: a day, and maybe a time and a zone. */
const ISO_8601 = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A moment the platform gives in ISO 8601 ("2026-09-04T16:46:00.000Z"), as an ISO string; a day alone is
 * read at `dayAt` and a time without a zone in UTC. Any other writing ("04.09.2026") gives undefined: a
 * date guessed at would be shown, put in JSON-LD and the sitemap, and one that cannot be read would break
 * the page that formats it.
 */
export function isoMoment(value: string | undefined, dayAt = '00:00:00.000'): string | undefined {
  const match = ISO_8601.exec(value?.trim() ?? '');
  if (!match) return undefined;
  const [, day = '', time, zone = 'Z'] = match;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  if (!isDay(year, month - 1, date)) return undefined;
  const ms = Date.parse(`${day}T${time ?? dayAt}${zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2')}`);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : undefined;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** "14 September 2027", "14th Sept. 2027", "September 14, 2027": a day, a month's name, a year. */
const DAY_MONTH_YEAR = /^(\d{1,2})(?:st|nd|rd|th)?\.?\s+(\p{L}{3,9})\.?,?\s+(\d{4})$/iu;
const MONTH_DAY_YEAR = /^(\p{L}{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/iu;

/** The end (UTC) of a day written in words with an English month's name, or undefined. */
function dayInWordsEnd(text: string): string | undefined {
  const dayFirst = DAY_MONTH_YEAR.exec(text);
  const monthFirst = dayFirst ? null : MONTH_DAY_YEAR.exec(text);
  const [day, name, year] = dayFirst
    ? [dayFirst[1], dayFirst[2], dayFirst[3]]
    : monthFirst
      ? [monthFirst[2], monthFirst[1], monthFirst[3]]
      : [];
  const month = MONTHS.indexOf(name?.slice(0, 3).toLowerCase() ?? '');
  if (month < 0 || !isDay(Number(year), month, Number(day))) return undefined;
  return new Date(Date.UTC(Number(year), month, Number(day), 23, 59, 59, 999)).toISOString();
}

/**
 * An employer's closing date typed into a custom field: ISO 8601, a day then lasting until it is over,
 * or a day in words with an English month's name ("14 September 2027", "September 14, 2027"), until the
 * end of that day (UTC). A day in figures other than ISO ("03/04/2027") gives undefined: 3 April and
 * 4 March cannot be told apart.
 */
export function closingMoment(value: string): string | undefined {
  return isoMoment(value, '23:59:59.999') ?? dayInWordsEnd(value.trim());
}
