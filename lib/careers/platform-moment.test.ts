import { describe, expect, it } from 'vitest';
import { closingMoment, isoMoment } from './platform-moment';

describe('isoMoment', () => {
  it('reads ISO 8601 as the platform writes it, a day alone and a time without a zone in UTC', () => {
    expect(isoMoment('2026-09-04T16:46:00.000Z')).toBe('2026-09-04T16:46:00.000Z');
    expect(isoMoment(' 2026-09-04T18:46+0200 ')).toBe('2026-09-04T16:46:00.000Z');
    expect(isoMoment('2026-09-04T16:46')).toBe('2026-09-04T16:46:00.000Z');
    expect(isoMoment('2026-09-04')).toBe('2026-09-04T00:00:00.000Z');
  });

  it('guesses at nothing else, nor at a day that does not exist', () => {
    for (const value of [
      '04.09.2026 16:46',
      '24.10.2021',
      '09/04/2026',
      'soon',
      '',
      '2026-13-45',
      '2026-02-30',
      '2027-09-31T10:00:00Z',
      undefined,
    ])
      expect(isoMoment(value), String(value)).toBeUndefined();
  });
});

describe('closingMoment', () => {
  it('gives a day until it is over, in figures (ISO) or in words', () => {
    expect(closingMoment('2027-09-14')).toBe('2027-09-14T23:59:59.999Z');
    expect(closingMoment('2027-09-14T09:00:00Z')).toBe('2027-09-14T09:00:00.000Z');
    expect(closingMoment('14 September 2027')).toBe('2027-09-14T23:59:59.999Z');
    expect(closingMoment('September 14, 2027')).toBe('2027-09-14T23:59:59.999Z');
    expect(closingMoment(' 3rd Apr. 2027 ')).toBe('2027-04-03T23:59:59.999Z');
  });

  it('leaves out a day whose day and month could be either, and text that is no date', () => {
    for (const value of [
      '03/04/2027',
      '14.09.2027',
      'soon',
      'end of September',
      'until filled 2027',
      '31 September 2027',
      '14 Sektember 2027',
    ])
      expect(closingMoment(value), value).toBeUndefined();
  });
});
