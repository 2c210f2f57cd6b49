import type { Pay, PayPeriod } from '@/lib/careers/job';

/** One whole phrase per period, with the amount as a placeholder. */
const perPeriod: Record<PayPeriod, string> = {
  HOUR: 'perHour',
  DAY: 'perDay',
  WEEK: 'perWeek',
  MONTH: 'perMonth',
  YEAR: 'perYear',
};

/** The `perHour` … `perYear` phrases, translated (messages `jobs` on pages, `mail` in job alert mails). */
type JobWords = (key: string, values?: Record<string, string>) => string;

/**
 * "€60,000–€75,000 per year" in the reader's locale (Intl), with cents only where the employer gave them;
 * without a stated period, just the amount.
 */
export function formatPay(pay: Pay, locale: string, t: JobWords): string {
  const cents = [pay.min, pay.max ?? 0].some((value) => !Number.isInteger(value));
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: pay.currency,
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  });
  const amount = pay.max === undefined ? format.format(pay.min) : format.formatRange(pay.min, pay.max);
  return pay.period ? t(perPeriod[pay.period], { amount }) : amount;
}
