/** "20 December 2025" in the reader's language (British English for English): the same on the server and in every browser. */
export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

/** A moment's day where the reader is (in the browser: what it recorded itself), as formatDate writes it. */
export function formatLocalDay(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { dateStyle: 'long' }).format(ms);
}

/** "2026-11-26 09:30 UTC": a moment for staff (the console, their mail), the same wherever it is read. */
export function formatUtcMinute(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
