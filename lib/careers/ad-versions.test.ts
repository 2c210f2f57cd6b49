import { describe, expect, it } from 'vitest';
import {
  adVersionsById,
  hasAdVersions,
  oneVersionPerJob,
  otherAdVersions,
  postingPathIn,
  versionsOf,
} from './ad-versions';
import type { JobSummary } from './job';

function job(id: string, overrides: Partial<JobSummary> = {}): JobSummary {
  return {
    id,
    title: id,
    open: true,
    location: { remote: false, hybrid: false, text: 'Hamburg' },
    ...overrides,
  };
}
const ids = (jobs: JobSummary[]) => jobs.map((one) => one.id);

// One job's three ads, the English one its default, between two other jobs.
const first = job('first', { refNumber: 'R-1', language: 'en' });
const adDe = job('ad-de', { refNumber: 'R-2', language: 'de' });
const adEn = job('ad-en', { refNumber: 'r-2 ', language: 'en-GB', defaultAd: true });
const adPl = job('ad-pl', { refNumber: 'R-2', language: 'pl' });
const last = job('last', { refNumber: 'R-3', language: 'de' });
const catalog = [first, adDe, adEn, last, adPl];

describe('one job advertised in several languages', () => {
  it('is listed once, in the reader’s language, where its first ad stood', () => {
    expect(ids(oneVersionPerJob(catalog, 'de'))).toEqual(['first', 'ad-de', 'last']);
    expect(ids(oneVersionPerJob(catalog, 'pl'))).toEqual(['first', 'ad-pl', 'last']);
    // en-GB is English to a reader of the English page.
    expect(ids(oneVersionPerJob(catalog, 'en'))).toEqual(['first', 'ad-en', 'last']);
  });

  it('falls back to the default ad, then to the first, for a language it has no ad in', () => {
    expect(ids(oneVersionPerJob(catalog, 'ar'))).toEqual(['first', 'ad-en', 'last']);
    const noDefault = [adDe, { ...adEn, defaultAd: false }];
    expect(ids(oneVersionPerJob(noDefault, 'fr'))).toEqual(['ad-de']);
  });

  it('offers a posting’s other ads, and knows every version by id', () => {
    expect(ids(otherAdVersions(adEn, catalog))).toEqual(['ad-de', 'ad-pl']);
    expect(otherAdVersions(first, catalog)).toEqual([]);
    expect(ids(adVersionsById(catalog).get('ad-pl') ?? [])).toEqual(['ad-de', 'ad-en', 'ad-pl']);
    expect(adVersionsById(catalog).has('first')).toBe(false);
    expect(hasAdVersions(catalog)).toBe(true);
    expect(hasAdVersions([first, last])).toBe(false);
  });

  it('gives each language the page of the ad its readers get, the same from every ad', () => {
    for (const from of [adDe, adEn, adPl]) {
      const pathIn = postingPathIn(from, versionsOf(from, catalog));
      expect(['en', 'de', 'pl', 'ar'].map(pathIn)).toEqual([
        '/jobs/ad-en',
        '/jobs/ad-de',
        '/jobs/ad-pl',
        '/jobs/ad-en',
      ]);
    }
    // Without versions, the posting is its own page in every language.
    expect(postingPathIn(first, versionsOf(first, catalog))('de')).toBe('/jobs/first');
  });

  it('never hides a job when the reference number alone could be a mistake', () => {
    const cases: JobSummary[][] = [
      // One number, one language: two jobs with a reused number.
      [job('a', { refNumber: 'R', language: 'en' }), job('b', { refNumber: 'R', language: 'en' })],
      // de and de-AT are one language: not a translation.
      [job('a', { refNumber: 'R', language: 'de' }), job('b', { refNumber: 'R', language: 'de-AT' })],
      // A posting that states no language (or one that is not a language tag).
      [job('a', { refNumber: 'R', language: 'en' }), job('b', { refNumber: 'R' })],
      [job('a', { refNumber: 'R', language: 'en' }), job('b', { refNumber: 'R', language: 'not a tag' })],
      // No reference number at all.
      [job('a', { language: 'en' }), job('b', { language: 'de' })],
      // Two languages, but a third posting repeats one of them.
      [
        job('a', { refNumber: 'R', language: 'en' }),
        job('b', { refNumber: 'R', language: 'de' }),
        job('c', { refNumber: 'R', language: 'de' }),
      ],
    ];
    for (const jobs of cases) {
      expect(ids(oneVersionPerJob(jobs, 'en'))).toEqual(ids(jobs));
      expect(hasAdVersions(jobs)).toBe(false);
    }
  });
});
