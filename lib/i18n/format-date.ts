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
