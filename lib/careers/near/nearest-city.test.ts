import { describe, expect, it } from 'vitest';
import { nearestCity } from './nearest-city';

const berlin = { city: 'Berlin', country: 'de', centre: { latitude: 52.52, longitude: 13.405 } };
const potsdam = { city: 'Potsdam', country: 'de', centre: { latitude: 52.3906, longitude: 13.0645 } };
const austin = { city: 'Austin', country: 'us', centre: { latitude: 30.2672, longitude: -97.7431 } };

describe('nearestCity', () => {
  it('picks the placed city nearest the position', () => {
    const alexanderplatz = { latitude: 52.5219, longitude: 13.4132 };
    const sanssouci = { latitude: 52.4043, longitude: 13.0386 };
    expect(nearestCity([potsdam, austin, berlin], alexanderplatz)).toBe(berlin);
    expect(nearestCity([berlin, austin, potsdam], sanssouci)).toBe(potsdam);
    expect(nearestCity([berlin, potsdam, austin], { latitude: 29.4241, longitude: -98.4936 })).toBe(austin);
  });

  it('is none when no city is placed', () => {
    expect(nearestCity([], { latitude: 52.52, longitude: 13.405 })).toBeUndefined();
  });
});
