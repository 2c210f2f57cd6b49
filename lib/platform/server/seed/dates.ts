/** Every seeded timestamp is an offset from this instant, so runs never depend on the wall clock. */
export const SEED_BASE_DATE = new Date('2026-01-05T09:00:00.000Z');

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The base date moved by whole days plus minutes (negative = earlier). */
export function offsetFromBase(days: number, minutes = 0): Date {
  return new Date(SEED_BASE_DATE.getTime() + days * DAY_MS + minutes * MINUTE_MS);
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * MINUTE_MS);
}
