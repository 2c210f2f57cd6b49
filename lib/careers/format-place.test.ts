import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import type { JobLocation } from './job';
import { englishPlaceWords, placeText } from './place-text';
import arJobs from '@/messages/ar/jobs.json';
import deJobs from '@/messages/de/jobs.json';
import enJobs from '@/messages/en/jobs.json';
import frJobs from '@/messages/fr/jobs.json';
import { formatPlace } from './format-place';

const words = (locale: string, jobs: Record<string, string>) => {
  const t = createTranslator({ locale, messages: { jobs }, namespace: 'jobs' });
  return (key: string, values?: Record<string, string>) => t(key as never, values as never);
};

const munich: JobLocation = {
  city: 'Munich',
  country: 'Germany',
  countryCode: 'DE',
  remote: false,
  hybrid: false,
  text: 'Munich, Germany',
};
const remotePortugal: JobLocation = {
  country: 'Portugal',
  countryCode: 'PT',
  remote: true,
  hybrid: false,
  text: '',
};
const hybridNowhere: JobLocation = { remote: false, hybrid: true, text: '' };

describe('formatPlace', () => {
  it('names the country in the reader’s language, not the cached English one', () => {
    expect(formatPlace(munich, 'de', words('de', deJobs))).toBe('Munich, Deutschland');
    expect(formatPlace(munich, 'fr', words('fr', frJobs))).toBe('Munich, Allemagne');
    expect(formatPlace(munich, 'ar', words('ar', arJobs))).toBe('Munich، ألمانيا');
  });

  it('says remote and hybrid in the reader’s words', () => {
    expect(formatPlace(remotePortugal, 'fr', words('fr', frJobs))).toBe('Télétravail (Portugal)');
    expect(formatPlace(hybridNowhere, 'de', words('de', deJobs))).toBe(
      'Arbeitsort nach Vereinbarung (Hybrid)',
    );
  });

  it('keeps the platform’s own wording when it names no city or country', () => {
    const place = { remote: false, hybrid: false, fullLocation: 'Anywhere in the EU', text: '' };
    expect(formatPlace(place, 'de', words('de', deJobs))).toBe('Anywhere in the EU');
  });

  it('reads the English messages exactly as the English kept beside the job', () => {
    for (const location of [munich, remotePortugal, hybridNowhere])
      expect(formatPlace(location, 'en', words('en', enJobs))).toBe(placeText(location, englishPlaceWords));
  });
});
