import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import deJobs from '@/messages/de/jobs.json';
import enJobs from '@/messages/en/jobs.json';
import { formatPay } from './format-pay';

const words = (locale: string, jobs: Record<string, string>) => {
  const t = createTranslator({ locale, messages: { jobs }, namespace: 'jobs' });
  return (key: string, values?: Record<string, string>) => t(key as never, values as never);
};
const en = words('en', enJobs);
const de = words('de', deJobs);

describe('formatPay', () => {
  it('formats a range with its period in the reader’s language', () => {
    expect(formatPay({ currency: 'EUR', min: 60_000, max: 75_000, period: 'YEAR' }, 'en', en)).toBe(
      '€60,000 – €75,000 per year',
    );
    expect(formatPay({ currency: 'EUR', min: 60_000, max: 75_000, period: 'YEAR' }, 'de', de)).toMatch(
      /^60\.000\s?–\s?75\.000\s€ pro Jahr$/,
    );
  });

  it('keeps cents where the employer gave them, and says no period it was not told', () => {
    expect(formatPay({ currency: 'USD', min: 27, max: 34.5, period: 'HOUR' }, 'en', en)).toBe(
      '$27.00 – $34.50 per hour',
    );
    expect(formatPay({ currency: 'GBP', min: 45_000 }, 'en', en)).toBe('£45,000');
  });
});
