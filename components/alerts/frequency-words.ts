import type { AlertFrequency } from '@/lib/careers/alerts/alert-frequency';

/** Each frequency in words (the `alerts` namespace): "At most once a day". */
export const FREQUENCY_WORDS = {
  daily: 'frequencyDaily',
  weekly: 'frequencyWeekly',
} as const satisfies Record<AlertFrequency, string>;
