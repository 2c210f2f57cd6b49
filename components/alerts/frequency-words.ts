import type { AlertFrequency } from '@/lib/careers/alerts/alert-frequency';

/** Each frequency in words (the `alerts` namespace): "At most once a day". */
export const FREQUENCY_WORDS = {
  hourly: 'frequencyHourly',
  daily: 'frequencyDaily',
  weekly: 'frequencyWeekly',
} as const satisfies Record<AlertFrequency, string>;

/** The manage page's button that switches an alert to each frequency, and its label naming the alert. */
export const SWITCH_WORDS = {
  hourly: { text: 'switchToHourly', label: 'switchToHourlyLabel' },
  daily: { text: 'switchToDaily', label: 'switchToDailyLabel' },
  weekly: { text: 'switchToWeekly', label: 'switchToWeeklyLabel' },
} as const satisfies Record<AlertFrequency, { text: string; label: string }>;

/** What the manage page says once an alert is switched to each frequency. */
export const SWITCHED_WORDS = {
  hourly: 'doneHourly',
  daily: 'doneDaily',
  weekly: 'doneWeekly',
} as const satisfies Record<AlertFrequency, string>;
