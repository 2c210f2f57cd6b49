import { describe, expect, it } from 'vitest';
import type { JobSummary } from '../job';
import { aroundCity, inSearchedPlace, jobsAround, placeInCircle } from './around-city';
import type { Coordinates } from './coordinates';

const job = (id: string, city: string, country: string, coordinates?: Coordinates): JobSummary => ({
  id,
  title: id,
  location: {
    city,
    countryCode: country,
    remote: false,
    hybrid: false,
    text: city,
    ...(coordinates ? { coordinates } : {}),
  },
  open: true,
});

const berlinA = job('berlin-a', 'Berlin', 'DE', { latitude: 52.53, longitude: 13.4 });
const berlinB = job('berlin-b', 'Berlin', 'DE', { latitude: 52.51, longitude: 13.41 });
const berlinUnplaced = job('berlin-unplaced', 'berlin', 'DE');
const potsdam = job('potsdam', 'Potsdam', 'DE', { latitude: 52.3906, longitude: 13.0645 });
const frankfurtOder = job('frankfurt-oder', 'Frankfurt (Oder)', 'DE', {
  latitude: 52.3471,
  longitude: 14.5506,
});
const munich = job('munich', 'Munich', 'DE', { latitude: 48.1351, longitude: 11.582 });
const berlinNewHampshire = job('berlin-nh', 'Berlin', 'US', { latitude: 44.4687, longitude: -71.1851 });
const all = [munich, frankfurtOder, potsdam, berlinUnplaced, berlinA, berlinB];

describe('aroundCity', () => {
  it('draws no circle without both a city and a distance', () => {
    expect(aroundCity({ city: 'Berlin' }, all, 'km')).toBeUndefined();
    expect(aroundCity({ within: 50 }, all, 'km')).toBeUndefined();
  });

  it('centres the circle on the middle of the city’s placed jobs, of the chosen country', () => {
    const around = aroundCity(
      { city: 'BERLIN', country: 'de', within: 50 },
      [...all, berlinNewHampshire],
      'km',
    );
    expect(around?.centre?.latitude).toBeCloseTo(52.52, 6);
    expect(around?.centre?.longitude).toBeCloseTo(13.405, 6);
    // Named as the jobs name it, however the search spelt it.
    expect(around).toMatchObject({ city: 'Berlin', country: 'de', km: 50 });
  });

  it('takes a name several countries share as the city with most of the jobs, unless the search says', () => {
    const nearBerlin = aroundCity({ city: 'Berlin', within: 25 }, [berlinNewHampshire, ...all], 'km');
    expect(nearBerlin).toMatchObject({ country: 'de', centre: { latitude: expect.closeTo(52.52, 6) } });
    expect(placeInCircle(nearBerlin!, berlinNewHampshire.location)).toBe('outside');
    const inUs = aroundCity(
      { city: 'Berlin', country: 'us', within: 25 },
      [berlinNewHampshire, ...all],
      'km',
    );
    expect(inUs).toMatchObject({ country: 'us', centre: berlinNewHampshire.location.coordinates });
    expect(placeInCircle(inUs!, berlinA.location)).toBe('outside');
  });

  it('has no centre when none of the city’s jobs is placed', () => {
    expect(aroundCity({ city: 'Berlin', within: 50 }, [berlinUnplaced, potsdam], 'km')).toEqual({
      city: 'berlin',
      km: 50,
      unit: 'km',
    });
  });
});

describe('placeInCircle and jobsAround', () => {
  const around = aroundCity({ city: 'Berlin', country: 'de', within: 50 }, all, 'km')!;

  it('tells the city’s own jobs, placed or not, from those nearby and those out of reach', () => {
    expect(placeInCircle(around, berlinA.location)).toBe('in-city');
    expect(placeInCircle(around, berlinUnplaced.location)).toBe('in-city');
    expect(placeInCircle(around, potsdam.location)).toEqual({ km: expect.closeTo(26.7, 0) });
    // About 78 km east of Berlin: outside 50 km, inside 100.
    expect(placeInCircle(around, frankfurtOder.location)).toBe('outside');
    expect(placeInCircle({ ...around, km: 100 }, frankfurtOder.location)).toEqual({ km: expect.any(Number) });
    expect(placeInCircle(around, munich.location)).toBe('outside');
    expect(placeInCircle(around, job('x', 'Nowhere', 'DE').location)).toBe('outside');
  });

  it('lists the city first, then the nearest, each outside the city saying how far', () => {
    const listed = jobsAround(all, { ...around, km: 100 });
    expect(listed.map((j) => j.id)).toEqual([
      'berlin-unplaced',
      'berlin-a',
      'berlin-b',
      'potsdam',
      'frankfurt-oder',
    ]);
    expect(listed[0]!.distance).toBeUndefined();
    expect(listed[3]!.distance).toEqual({ value: 27, unit: 'km', from: 'Berlin' });
    expect(listed[4]!.distance?.value).toBeGreaterThan(75);
    // The jobs given are not changed: a cached list is shared.
    expect(potsdam.distance).toBeUndefined();
  });

  it('keeps to the city when the circle has no centre', () => {
    const centreless = { city: 'Berlin', km: 100, unit: 'km' as const };
    expect(jobsAround(all, centreless).map((j) => j.id)).toEqual(['berlin-unplaced', 'berlin-a', 'berlin-b']);
  });
});

describe('a site that states distances in miles', () => {
  it('draws the circle in miles, and says each job’s distance in whole miles', () => {
    // 25 mi is about 40 km: Potsdam (27 km) is in, Frankfurt (Oder) (78 km) out; 50 mi (80 km) takes it in.
    const around = aroundCity({ city: 'Berlin', country: 'de', within: 25 }, all, 'mi')!;
    expect(around).toMatchObject({ km: expect.closeTo(40.23, 2), unit: 'mi' });
    expect(placeInCircle(around, frankfurtOder.location)).toBe('outside');
    const wider = aroundCity({ city: 'Berlin', country: 'de', within: 50 }, all, 'mi')!;
    const listed = jobsAround(all, wider);
    expect(listed.map((j) => j.id)).toContain('frankfurt-oder');
    // 26.7 km is 16.6 mi.
    expect(listed.find((j) => j.id === 'potsdam')!.distance).toEqual({
      value: 17,
      unit: 'mi',
      from: 'Berlin',
    });
  });
});

describe('inSearchedPlace', () => {
  it('is anywhere without a city, the city alone without a circle, and the circle with one', () => {
    expect(inSearchedPlace(munich, {})).toBe(true);
    expect(inSearchedPlace(potsdam, { city: 'Berlin' })).toBe(false);
    expect(inSearchedPlace(berlinUnplaced, { city: 'Berlin' })).toBe(true);
    const around = aroundCity({ city: 'Berlin', within: 50 }, all, 'km');
    expect(inSearchedPlace(potsdam, { city: 'Berlin', within: 50 }, around)).toBe(true);
    expect(inSearchedPlace(munich, { city: 'Berlin', within: 50 }, around)).toBe(false);
  });
});
