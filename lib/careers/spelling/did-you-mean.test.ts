import { describe, expect, it } from 'vitest';
import type { JobSummary } from '../job';
import { cityNamesAsJobsWrite, correctedQuery, searchVocabulary } from './did-you-mean';

const job = (title: string, city: string, country: string) =>
  ({
    title,
    location: { city, country, text: `${city}, ${country}`, remote: false, hybrid: false },
  }) as JobSummary;

const vocabulary = searchVocabulary([
  job('Frontend Engineer (React)', 'Berlin', 'Germany'),
  job('Backend Engineer', 'Zürich', 'Switzerland'),
  job('Software Engineer', 'München', 'Germany'),
  job('Marketing Manager', 'London', 'United Kingdom'),
  job('Data Engineer', 'Łódź', 'Poland'),
]);

describe('correctedQuery', () => {
  it.each([
    ['enginer', 'engineer'],
    ['Enigneer', 'engineer'],
    ['sofware enginer', 'software engineer'],
    ['frontend  enginer', 'frontend  engineer'],
    ['mangaer, londn', 'manager, london'],
    ['engineer berlni', 'engineer berlin'],
    ['zurich', 'zürich'],
    ['munchen', 'münchen'],
    ['lodz', 'łódź'],
  ])('"%s" → "%s"', (typed, expected) => {
    expect(correctedQuery(typed, vocabulary)).toBe(expected);
  });

  it.each([
    ['engineer', 'every word is found'],
    ['Engineer Berlin', 'found whatever the case'],
    ['engin', 'part of a word is found, as the platform finds it'],
    ['Zürich', 'spelt as the job spells it'],
    ['ux', 'too short to guess at'],
    ['pharmacist', 'nothing close'],
    ['', 'nothing typed'],
  ])('leaves "%s" alone: %s', (typed) => {
    expect(correctedQuery(typed, vocabulary)).toBeUndefined();
  });

  it.each([
    ['Munich', 'münchen', 'the English name of a German city'],
    ['jobs in Londres', 'jobs in london', 'the French and Spanish name, in a longer search'],
    ['Londyn engineer', 'london engineer', 'the Polish name'],
    ['لندن', 'london', 'the Arabic name'],
    ['Zurych', 'zürich', 'a name that differs by more than accents'],
  ])('"%s" → "%s": %s', (typed, expected) => {
    expect(correctedQuery(typed, vocabulary)).toBe(expected);
  });

  it('names a city as the jobs do, whichever language they use', () => {
    const english = searchVocabulary([job('Sales Lead', 'Munich', 'Germany')]);
    expect(correctedQuery('München', english)).toBe('munich');
    expect(correctedQuery('Monachium', english)).toBe('munich');
    // A city none of the jobs is in: nothing to offer.
    expect(correctedQuery('Varsovie', english)).toBeUndefined();
  });

  it('prefers the word more jobs use when two are as close', () => {
    const words = searchVocabulary([
      job('Sales Lead', 'Paris', 'France'),
      job('Sales Manager', 'Lyon', 'France'),
      job('Scales Technician', 'Nice', 'France'),
    ]);
    // "scles" is one edit from "sales" (2 jobs) and from "scales" (1 job).
    expect(correctedQuery('scles', words)).toBe('sales');
  });

  it('counts a job once however often it uses a word', () => {
    const words = searchVocabulary([job('Engineer, Test Engineer', 'Oslo', 'Norway')]);
    expect(words.get('engineer')?.jobs).toBe(1);
  });
});

describe('cityNamesAsJobsWrite', () => {
  it('names a city as the jobs do, keeping every other word as typed', () => {
    expect(cityNamesAsJobsWrite('Munich', vocabulary)).toEqual({
      q: 'münchen',
      renamed: [{ typed: 'Munich', word: 'münchen' }],
    });
    expect(cityNamesAsJobsWrite('Marketing Londres', vocabulary)).toEqual({
      q: 'Marketing london',
      renamed: [{ typed: 'Londres', word: 'london' }],
    });
  });

  it('changes nothing the jobs already say, nor guesses at a spelling', () => {
    expect(cityNamesAsJobsWrite('München engineer', vocabulary)).toBeUndefined();
    expect(cityNamesAsJobsWrite('Londn', vocabulary)).toBeUndefined();
    // Polish for Paris, where none of these jobs is.
    expect(cityNamesAsJobsWrite('Paryż', vocabulary)).toBeUndefined();
  });
});
