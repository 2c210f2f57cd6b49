import type { Pay, PayPeriod } from './job';

/**
 * Reads pay an employer typed into a posting custom field ("60,000–75,000 EUR per year", "€22.50/hour",
 * "PLN 9 000 - 12 000 monthly"). Anything it cannot read for certain gives undefined: showing no pay is
 * better than showing a wrong one.
 */

/** Symbols read as one currency; a bare `$` is read as US dollars, the other dollars need their prefix. */
const currencySymbols: [RegExp, string][] = [
  [/(?:US|U\.S\.)\$/i, 'USD'],
  [/(?:CA|C)\$/i, 'CAD'],
  [/(?:AU|A)\$/i, 'AUD'],
  [/\$/, 'USD'],
  [/€/, 'EUR'],
  [/£/, 'GBP'],
  [/zł/i, 'PLN'],
];

const periodWords: [RegExp, PayPeriod][] = [
  [/\b(?:hours?|hr|h)\b|hourly|stunde|stündlich/i, 'HOUR'],
  [/\bdays?\b|daily|\btag\b|täglich/i, 'DAY'],
  [/\b(?:weeks?|wk)\b|weekly|woche/i, 'WEEK'],
  [/\b(?:months?|mo)\b|monthly|monat/i, 'MONTH'],
  [/\b(?:years?|yr|annum)\b|annual|yearly|\bp\.\s?a\.|jahr|jährlich/i, 'YEAR'],
];

// Grouped thousands ("60,000", "60.000", "60 000", "1'000") with optional cents, or plain digits; "k" = ×1000.
const AMOUNT = /(\d{1,3}(?:[.,\s\u00a0\u202f']\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)\s?(k\b)?/gi;

function toNumber(digits: string): number {
  const decimal = /[.,](\d{1,2})$/.exec(digits);
  const whole = (decimal ? digits.slice(0, -decimal[0].length) : digits).replace(/[^\d]/g, '');
  return Number(`${whole}.${decimal?.[1] ?? '0'}`);
}

/**
 * The amounts, "k" read as thousands. "60-75k" writes the k once for both: an amount beside one in k is
 * in k too when, so read, it is no larger than that one ("€900–1k" stays 900 to 1,000).
 */
function amountsOf(text: string): number[] {
  const read = [...text.matchAll(AMOUNT)].map((m) => ({ value: toNumber(m[1] ?? ''), k: Boolean(m[2]) }));
  const largestInK = Math.max(...read.filter((amount) => amount.k).map((amount) => amount.value * 1000));
  return read.map(({ value, k }) =>
    k || (value < 1000 && value * 1000 <= largestInK) ? value * 1000 : value,
  );
}

function currencyOf(text: string): string | undefined {
  const codes = new Set([...text.matchAll(/\b[A-Z]{3}\b/g)].map((m) => m[0]));
  // Several different currencies in one value cannot be one range.
  if (codes.size > 1) return undefined;
  const [code] = codes;
  const symbol = currencySymbols.find(([pattern]) => pattern.test(text))?.[1];
  if (!code) return symbol;
  // "€50,000 (USD 55,000)": two currencies again. A bare `$` is any dollar ("$90,000 CAD").
  const bareDollar = symbol === 'USD' && !/(?:US|U\.S\.)\$/i.test(text);
  return !symbol || symbol === code || bareDollar ? code : undefined;
}

/** The one period named; null when several are (the text is ambiguous), undefined when none is. */
function periodOf(text: string): PayPeriod | null | undefined {
  const found = periodWords.filter(([pattern]) => pattern.test(text)).map(([, period]) => period);
  return found.length > 1 ? null : found[0];
}

const knownCurrencies = new Set<string>(Intl.supportedValuesOf('currency'));

/**
 * Words that make one amount a bound or a guess ("up to €70,000", "ab 4.500 €", "60k+", "ca. 50k"):
 * read as the pay, it would be one the employer did not state. A range ("from 60k to 75k") is read.
 */
// The word right before the amount (or its currency), after a space or its abbreviation's dot: "praca od
// zaraz" or "ab sofort" elsewhere is no bound, nor is the "CA" of "CA$90,000".
const BEFORE_AMOUNT = String.raw`(?:\.\s*|\s+)(?:[€$£]|zł|[A-Z]{3})?\s*\d`;
const NOT_EXACT = [
  new RegExp(
    String.raw`(?<![\p{L}\p{N}])(?:up\s?to|max(?:imum)?|maks\w*|bis(?:\s+zu)?|jusqu.\s?à|hasta|do|from|starting\s+(?:at|from)|` +
      String.raw`min(?:imum)?|mind|ab|desde|od|over|at\s+least|über|rund|approx\w*|about|around|circa|ca|` +
      String.raw`environ|etwa|aprox\w*|ok|około|más\s+de|mínimo|plus\s+de|à\s+partir\s+de|dès)` +
      BEFORE_AMOUNT,
    'iu',
  ),
  // "60k+", "£45,000+" (not "£45,000 + benefits": there the amount is the pay).
  /\dk?\+/i,
  /[~≈]\s*(?:[€$£]|[A-Z]{3})?\s*\d/i,
];

export function parsePayText(text: string | undefined): Pay | undefined {
  if (!text || text.length > 200) return undefined;
  const currency = currencyOf(text);
  if (!currency || !knownCurrencies.has(currency)) return undefined;
  const amounts = amountsOf(text);
  if (amounts.length === 0 || amounts.length > 2) return undefined;
  const [min, max] = amounts as [number, number | undefined];
  if (!(min > 0) || (max !== undefined && !(max >= min))) return undefined;
  if (max === undefined && NOT_EXACT.some((pattern) => pattern.test(text))) return undefined;
  const period = periodOf(text);
  if (period === null) return undefined;
  return {
    currency,
    min,
    ...(max !== undefined && max !== min ? { max } : {}),
    ...(period ? { period } : {}),
  };
}
