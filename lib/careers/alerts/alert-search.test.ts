import { describe, expect, it } from 'vitest';
import type { JobSummary } from '../job';
import { aroundCity } from '../near/around-city';
import {
  alertDistanceUnit,
  alertSearchFrom,
  describeAlertSearch,
  listSearchOf,
  matchesAlertSearch,
  withDistanceUnit,
} from './alert-search';

const job = (overrides: Partial<JobSummary> = {}): JobSummary => ({
  id: 'p-1',
  title: 'Senior Robotics Software Engineer',
  location: {
    city: 'Zürich',
    country: 'Switzerland',
    countryCode: 'CH',
    remote: false,
    hybrid: false,
    text: 'Zürich, Switzerland',
  },
  department: { id: 'engineering', label: 'Engineering' },
  open: true,
  ...overrides,
});

describe('matchesAlertSearch', () => {
  it('matches everything without a query or filters', () => {
    expect(matchesAlertSearch(job(), {}, 'en')).toBe(true);
  });

  it('needs every word of the query, in any field, ignoring case and accents', () => {
    expect(matchesAlertSearch(job(), { q: 'robotics' }, 'en')).toBe(true);
    expect(matchesAlertSearch(job(), { q: 'ENGINEER zurich' }, 'en')).toBe(true);
    expect(matchesAlertSearch(job(), { q: 'engineering switzerland' }, 'en')).toBe(true);
    expect(matchesAlertSearch(job(), { q: 'robotics sales' }, 'en')).toBe(false);
    expect(matchesAlertSearch(job(), { q: 'designer' }, 'en')).toBe(false);
  });

  it('holds each filter exactly', () => {
    expect(
      matchesAlertSearch(job(), { country: 'ch', city: 'zurich', department: 'engineering' }, 'en'),
    ).toBe(true);
    expect(matchesAlertSearch(job(), { country: 'de' }, 'en')).toBe(false);
    expect(matchesAlertSearch(job(), { city: 'Zürichberg' }, 'en')).toBe(false);
    expect(matchesAlertSearch(job(), { department: 'sales' }, 'en')).toBe(false);
    expect(matchesAlertSearch(job({ department: undefined }), { department: 'engineering' }, 'en')).toBe(
      false,
    );
  });
});

describe('matchesAlertSearch by what the list’s filters call a job', () => {
  const intern = job({
    title: 'Robotics Intern',
    employmentType: { label: 'Internship', schemaOrg: 'INTERN' },
    location: { ...job().location, city: 'Warsaw', country: 'Poland', countryCode: 'PL', text: 'Warsaw' },
  });

  it('knows a contract type and a country by the words of the alert’s language and the platform’s', () => {
    expect(matchesAlertSearch(intern, { q: 'Praktikum' }, 'de')).toBe(true);
    expect(matchesAlertSearch(intern, { q: 'staż polska' }, 'pl')).toBe(true);
    expect(matchesAlertSearch(intern, { q: 'تدريب' }, 'ar')).toBe(true);
    expect(matchesAlertSearch(intern, { q: 'internship Poland' }, 'de')).toBe(true);
    expect(matchesAlertSearch(job(), { q: 'Praktikum' }, 'de')).toBe(false);
    expect(matchesAlertSearch(job(), { q: 'Polska' }, 'pl')).toBe(false);
  });

  it('knows a work mode by the alert’s language’s word and the platform’s', () => {
    const remote = job({ location: { ...job().location, remote: true, workMode: 'remote', text: 'Remote' } });
    const hybrid = job({ location: { ...job().location, hybrid: true, workMode: 'hybrid' } });
    expect(matchesAlertSearch(remote, { q: 'télétravail' }, 'fr')).toBe(true);
    expect(matchesAlertSearch(remote, { q: 'zdalnie robotics' }, 'pl')).toBe(true);
    expect(matchesAlertSearch(hybrid, { q: 'hybride' }, 'fr')).toBe(true);
    expect(matchesAlertSearch(hybrid, { q: 'hybrid' }, 'de')).toBe(true);
    expect(matchesAlertSearch(job(), { q: 'télétravail' }, 'fr')).toBe(false);
    expect(matchesAlertSearch(hybrid, { q: 'télétravail' }, 'fr')).toBe(false);
    // The English words the list offers the filter for, in any language's alert.
    expect(matchesAlertSearch(remote, { q: 'Homeoffice' }, 'de')).toBe(true);
    expect(matchesAlertSearch(remote, { q: 'work from home robotics' }, 'en')).toBe(true);
    expect(matchesAlertSearch(remote, { q: 'wfh designer' }, 'en')).toBe(false);
    expect(
      matchesAlertSearch(job({ location: { ...job().location, workMode: 'onsite' } }), { q: 'onsite' }, 'en'),
    ).toBe(true);
    // Words that name no work mode ("office" alone) are only words.
    expect(matchesAlertSearch(remote, { q: 'office' }, 'en')).toBe(false);
    // A title that says it still matches by its words, whatever the job's work mode.
    expect(matchesAlertSearch(job({ title: 'Hybrid Cloud Engineer' }), { q: 'hybrid cloud' }, 'en')).toBe(
      true,
    );
  });

  it('reads a quoted title as its words, as the platform’s search does', () => {
    expect(matchesAlertSearch(job(), { q: '"Robotics Software"' }, 'en')).toBe(true);
    expect(matchesAlertSearch(job(), { q: '„Robotics“ «Engineer»' }, 'en')).toBe(true);
  });

  it('knows a city by its names in other languages', () => {
    expect(matchesAlertSearch(intern, { q: 'Warszawa' }, 'pl')).toBe(true);
    expect(matchesAlertSearch(intern, { q: 'stage Varsovie' }, 'fr')).toBe(true);
    expect(matchesAlertSearch(intern, { q: 'وارسو' }, 'ar')).toBe(true);
    expect(matchesAlertSearch(intern, { q: 'Londres' }, 'fr')).toBe(false);
    expect(matchesAlertSearch(job(), { q: 'Zurych' }, 'pl')).toBe(true);
  });

  it('knows an employer’s own contract word, and the filter’s word for its type', () => {
    const student = job({ employmentType: { label: 'Werkstudent', schemaOrg: 'PART_TIME' } });
    expect(matchesAlertSearch(student, { q: 'werkstudent' }, 'en')).toBe(true);
    expect(matchesAlertSearch(student, { q: 'Teilzeit' }, 'de')).toBe(true);
    expect(matchesAlertSearch(student, { q: 'Teilzeit' }, 'fr')).toBe(false);
  });
});

describe('matchesAlertSearch with the list’s own filters', () => {
  it('holds the work mode, contract and pay filters as the list does', () => {
    const remote = job({ location: { ...job().location, remote: true, workMode: 'remote' } });
    expect(matchesAlertSearch(remote, { workMode: 'remote' }, 'en')).toBe(true);
    expect(matchesAlertSearch(job(), { workMode: 'remote' }, 'en')).toBe(false);
    const paid = job({ pay: { currency: 'EUR', min: 60_000, max: 75_000, period: 'YEAR' } });
    expect(matchesAlertSearch(paid, { payCurrency: 'EUR', minPay: 70_000 }, 'en')).toBe(true);
    expect(matchesAlertSearch(paid, { payCurrency: 'EUR', minPay: 80_000 }, 'en')).toBe(false);
    expect(matchesAlertSearch(paid, { payCurrency: 'CHF' }, 'en')).toBe(false);
    expect(matchesAlertSearch(job(), { payCurrency: 'EUR' }, 'en')).toBe(false);
    const intern = job({ employmentType: { label: 'Internship', schemaOrg: 'INTERN' } });
    expect(matchesAlertSearch(intern, { employmentType: 'INTERN' }, 'en')).toBe(true);
    expect(matchesAlertSearch(intern, { employmentType: 'FULL_TIME' }, 'en')).toBe(false);
    expect(matchesAlertSearch(job({ employmentType: undefined }), { employmentType: 'INTERN' }, 'en')).toBe(
      false,
    );
  });

  it('holds the ad’s language code as the platform filters by it; an ad that states none is not in it', () => {
    expect(matchesAlertSearch(job({ language: 'pt-BR' }), { language: 'pt-br' }, 'en')).toBe(true);
    expect(matchesAlertSearch(job({ language: 'de' }), { language: 'de' }, 'en')).toBe(true);
    expect(matchesAlertSearch(job({ language: 'en' }), { language: 'de' }, 'en')).toBe(false);
    expect(matchesAlertSearch(job(), { language: 'de' }, 'en')).toBe(false);
  });
});

describe('matchesAlertSearch around a city', () => {
  const placed = (city: string, latitude: number, longitude: number) =>
    job({
      id: city,
      location: {
        city,
        countryCode: 'CH',
        remote: false,
        hybrid: false,
        text: city,
        coordinates: { latitude, longitude },
      },
    });
  const zurich = placed('Zürich', 47.3769, 8.5417);
  const winterthur = placed('Winterthur', 47.4988, 8.7237); // about 20 km away
  const basel = placed('Basel', 47.5596, 7.5886); // about 75 km away

  it('keeps the jobs within the distance, as the list draws the circle from the open jobs', () => {
    const search = { city: 'zurich', within: 25 as const };
    const around = aroundCity(search, [zurich, winterthur, basel], 'km');
    expect(matchesAlertSearch(zurich, search, 'en', around)).toBe(true);
    expect(matchesAlertSearch(winterthur, search, 'en', around)).toBe(true);
    expect(matchesAlertSearch(basel, search, 'en', around)).toBe(false);
    expect(
      matchesAlertSearch(
        basel,
        { city: 'zurich', within: 100 },
        'en',
        aroundCity({ city: 'zurich', within: 100 }, [zurich, basel], 'km'),
      ),
    ).toBe(true);
  });

  it('keeps to the city itself when no circle could be drawn', () => {
    expect(matchesAlertSearch(winterthur, { city: 'zurich', within: 25 }, 'en')).toBe(false);
    expect(matchesAlertSearch(zurich, { city: 'zurich', within: 25 }, 'en')).toBe(true);
  });
});

describe('alertSearchFrom', () => {
  it('cleans posted fields as the list does, and keeps no page', () => {
    expect(alertSearchFrom({ q: '  robot   arm ', country: 'DE', city: '', page: '3' })).toEqual({
      q: 'robot arm',
      country: 'de',
    });
    expect(alertSearchFrom({ country: 'Germany' })).toEqual({});
  });

  it('keeps a distance only with its city, and only one the list offers', () => {
    expect(alertSearchFrom({ city: 'Berlin', within: '50' })).toEqual({ city: 'Berlin', within: 50 });
    expect(alertSearchFrom({ within: '50' })).toEqual({});
    expect(alertSearchFrom({ city: 'Berlin', within: '42' })).toEqual({ city: 'Berlin' });
  });
});

describe('describeAlertSearch', () => {
  it('says the search in words', () => {
    const english = {
      locale: 'en',
      query: (q: string) => `“${q}”`,
      oneDepartment: 'one',
      near: (city: string, within: number, unit = 'km') => `${city} and ${within} ${unit} around`,
      workMode: (mode: string) => mode,
      employmentType: (type: string) => type.toLowerCase(),
      adLanguage: (code: string) => `ads in ${code}`,
      pay: (currency: string, minPay?: number) => (minPay ? `≥ ${minPay} ${currency}` : `in ${currency}`),
      everything: 'all',
      separator: ', ',
    };
    expect(describeAlertSearch({}, english)).toBe('all');
    expect(
      describeAlertSearch({ q: 'robot', country: 'de', department: 'eng' }, english, 'Engineering'),
    ).toBe('“robot”, Germany, Engineering');
    expect(describeAlertSearch({ workMode: 'remote', payCurrency: 'EUR', minPay: 60000 }, english)).toBe(
      'remote, ≥ 60000 EUR',
    );
    expect(describeAlertSearch({ payCurrency: 'PLN' }, english)).toBe('in PLN');
    expect(describeAlertSearch({ workMode: 'hybrid', employmentType: 'PART_TIME' }, english)).toBe(
      'hybrid, part_time',
    );
    expect(describeAlertSearch({ city: 'Berlin', within: 25, country: 'de' }, english)).toBe(
      'Berlin and 25 km around, Germany',
    );
    expect(describeAlertSearch({ city: 'Berlin', within: 25, withinUnit: 'mi' }, english)).toBe(
      'Berlin and 25 mi around',
    );
    expect(describeAlertSearch({ department: 'eng', language: 'de' }, english, 'Engineering')).toBe(
      'Engineering, ads in de',
    );
    const german = { ...english, locale: 'de', query: (q: string) => `„${q}“` };
    expect(describeAlertSearch({ q: 'robot', country: 'de' }, german)).toBe('„robot“, Deutschland');
  });
});

describe('an alert’s distance unit', () => {
  it('is kept with a distance, and read as the site’s for alerts saved before it was kept', () => {
    expect(withDistanceUnit({ city: 'Berlin', within: 25 }, 'mi')).toEqual({
      city: 'Berlin',
      within: 25,
      withinUnit: 'mi',
    });
    expect(withDistanceUnit({ city: 'Berlin' }, 'mi')).toEqual({ city: 'Berlin' });
    expect(alertDistanceUnit({ city: 'Berlin', within: 25, withinUnit: 'mi' }, 'km')).toBe('mi');
    expect(alertDistanceUnit({ city: 'Berlin', within: 25 }, 'km')).toBe('km');
  });

  it('links to the list with the smallest distance it offers in the site’s unit that holds the alert’s', () => {
    // 25 mi is 40 km: the list's smallest that holds it is 50 km. 10 km is 6.2 mi: 10 mi; 200 mi: 100 km.
    expect(listSearchOf({ city: 'Berlin', within: 25, withinUnit: 'mi' }, 'km')).toEqual({
      city: 'Berlin',
      within: 50,
      withinUnit: 'km',
    });
    expect(listSearchOf({ city: 'Leeds', within: 10, withinUnit: 'km' }, 'mi')).toMatchObject({ within: 10 });
    expect(listSearchOf({ city: 'Leeds', within: 100, withinUnit: 'mi' }, 'km')).toMatchObject({
      within: 100,
    });
    const same = { city: 'Berlin', within: 25 as const, withinUnit: 'km' as const };
    expect(listSearchOf(same, 'km')).toBe(same);
    expect(listSearchOf({ city: 'Berlin' }, 'mi')).toEqual({ city: 'Berlin' });
  });
});
