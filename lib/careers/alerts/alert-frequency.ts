/**
 * How often an alert may mail: at most once a day, or once a week (one mail that gathers the week's
 * new jobs, for a candidate who is not in a hurry). Chosen when the alert is confirmed; changed on the
 * manage page.
 */
export const alertFrequencies = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

const DAY_MS = 86_400_000;

/** The least time between two digests of an alert. */
export const DIGEST_INTERVAL_MS: Record<AlertFrequency, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };

/** A form's choice as a frequency; anything else (a hand-made post) is none. */
export const parseAlertFrequency = (value: unknown): AlertFrequency | null =>
  alertFrequencies.find((frequency) => frequency === value) ?? null;
