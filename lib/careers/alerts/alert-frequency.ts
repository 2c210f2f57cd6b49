/**
 * How often an alert may mail: as jobs open (at most once an hour, for a candidate in a hurry), at most
 * once a day, or once a week (one mail that gathers the week's new jobs). Chosen when the alert is
 * confirmed; changed on the manage page. In the order the confirm page offers them.
 */
export const alertFrequencies = ['hourly', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The least time between two digests of an alert. An hour, not none: an employer who opens ten jobs one by
 * one over an afternoon sends an "as they open" candidate a few mails, not ten. New jobs are found at each
 * check (ALERTS_CHECK_INTERVAL_MS, a quarter of an hour by default).
 */
export const DIGEST_INTERVAL_MS: Record<AlertFrequency, number> = {
  hourly: HOUR_MS,
  daily: DAY_MS,
  weekly: 7 * DAY_MS,
};

/** A form's choice as a frequency; anything else (a hand-made post) is none. */
export const parseAlertFrequency = (value: unknown): AlertFrequency | null =>
  alertFrequencies.find((frequency) => frequency === value) ?? null;
