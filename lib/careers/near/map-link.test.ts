import { describe, expect, it } from 'vitest';
import { mapLink } from './map-link';

describe('mapLink', () => {
  it('marks the place on OpenStreetMap, at a town’s zoom', () => {
    expect(mapLink({ latitude: 52.3906, longitude: 13.0645 })).toBe(
      'https://www.openstreetmap.org/?mlat=52.3906&mlon=13.0645#map=14/52.3906/13.0645',
    );
    expect(mapLink({ latitude: -33.868820001, longitude: 151.2092955 })).toBe(
      'https://www.openstreetmap.org/?mlat=-33.8688&mlon=151.2093#map=14/-33.8688/151.2093',
    );
  });
});
