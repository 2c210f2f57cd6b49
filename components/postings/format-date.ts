const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** "20 December 2025": the same on the server and in every browser. */
export function formatDate(iso: string): string {
  return longDate.format(new Date(iso));
}
