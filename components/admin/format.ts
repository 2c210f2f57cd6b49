import { formatUtcMinute } from '@/lib/i18n/format-date';

/** Dates in the console: absolute, UTC, the same on the server and in every browser. */
export function formatDateTime(date: Date | number | null | undefined): string {
  if (date === null || date === undefined) return '—';
  return formatUtcMinute(typeof date === 'number' ? new Date(date) : date);
}

/** The same to the second, for the activity log. */
export function formatSecond(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** A duration for people: "45 s", "12 min", "3 h 5 min". */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/** A part of a whole as a whole percentage ("42 %"), "—" for no whole. */
export function formatShare(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)} %` : '—';
}

/**
 * Applications per 100 visits or views, one decimal; "—" without any. Not a share: one visitor may
 * apply to several jobs.
 */
export function formatPerHundred(applications: number, visits: number): string {
  return visits > 0 ? (Math.round((applications / visits) * 1000) / 10).toString() : '—';
}
