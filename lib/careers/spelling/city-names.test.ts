import { describe, expect, it } from 'vitest';
import { fold } from '../fold';
import { CITIES, otherCityNames } from './city-names';

describe('otherCityNames', () => {
  it('gives the other names of the city a folded name belongs to, never the name itself', () => {
    expect(otherCityNames('munich')).toEqual(expect.arrayContaining(['munchen', 'monachium']));
    expect(otherCityNames('munich')).not.toContain('munich');
    expect(otherCityNames('munchen')).toContain('munich');
  });

  it('gives nothing for a word that names no city it knows', () => {
    expect(otherCityNames('engineer')).toEqual([]);
    expect(otherCityNames('Munich')).toEqual([]); // not folded: as a search never asks
  });

  it('puts each name in one city only', () => {
    expect(CITIES.length).toBeGreaterThan(40);
    const seen = new Map<string, number>();
    CITIES.forEach((names, city) => {
      for (const name of new Set(names.map(fold))) {
        expect(seen.get(name), `${name} in two cities`).toBeUndefined();
        seen.set(name, city);
      }
    });
  });
});
