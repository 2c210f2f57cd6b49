import type { Coordinates } from './coordinates';

/**
 * Where the platform places a job, on OpenStreetMap: a candidate weighing the commute sees the place
 * before applying. A plain link, nothing loaded from the map until it is followed; the coordinates are
 * the employer's, rounded as a map needs them (about 10 m).
 */
export function mapLink({ latitude, longitude }: Coordinates): string {
  const lat = latitude.toFixed(4);
  const lng = longitude.toFixed(4);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=14/${lat}/${lng}`;
}
