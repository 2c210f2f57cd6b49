import { describe, expect, it } from 'vitest';
import { kilometresBetween, readCoordinates } from './coordinates';

const berlin = { latitude: 52.52, longitude: 13.405 };
const potsdam = { latitude: 52.3906, longitude: 13.0645 };
const munich = { latitude: 48.1351, longitude: 11.582 };

describe('kilometresBetween', () => {
  it('measures along the earth as published distances do', () => {
    // Published straight-line distances: Berlin–Potsdam 26.6 km, Berlin–Munich 504 km.
    expect(kilometresBetween(berlin, potsdam)).toBeCloseTo(26.7, 0);
    expect(kilometresBetween(berlin, munich)).toBeGreaterThan(500);
    expect(kilometresBetween(berlin, munich)).toBeLessThan(508);
    expect(kilometresBetween(berlin, berlin)).toBe(0);
    expect(kilometresBetween(berlin, potsdam)).toBe(kilometresBetween(potsdam, berlin));
  });

  it('stays finite for points on opposite sides of the earth', () => {
    const antipode = { latitude: -52.52, longitude: 13.405 - 180 };
    expect(kilometresBetween(berlin, antipode)).toBeCloseTo(Math.PI * 6371.0088, 0);
  });
});

describe('readCoordinates', () => {
  it('reads the documented strings and plain numbers', () => {
    expect(readCoordinates('40.4168', '-3.7038')).toEqual({ latitude: 40.4168, longitude: -3.7038 });
    expect(readCoordinates(52.52, 13.405)).toEqual(berlin);
  });

  it('is no place for missing, empty, unreadable or out-of-range values, nor for 0,0', () => {
    expect(readCoordinates(undefined, '13.4')).toBeUndefined();
    expect(readCoordinates('', '')).toBeUndefined();
    expect(readCoordinates(' ', '13.4')).toBeUndefined();
    expect(readCoordinates('north', '13.4')).toBeUndefined();
    expect(readCoordinates('91', '13.4')).toBeUndefined();
    expect(readCoordinates('52.5', '-181')).toBeUndefined();
    expect(readCoordinates('NaN', 'Infinity')).toBeUndefined();
    expect(readCoordinates(0, 0)).toBeUndefined();
    expect(readCoordinates('0', '0.0')).toBeUndefined();
    expect(readCoordinates(0, 13.4)).toEqual({ latitude: 0, longitude: 13.4 });
  });
});
