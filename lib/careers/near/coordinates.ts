/** A point on the earth in decimal degrees (WGS 84), as the platform places a posting. */
export type Coordinates = { latitude: number; longitude: number };

/** The earth's mean radius (IUGG). */
const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance (haversine). The earth is not a sphere, but at the tens of kilometres a job
 * search asks about the error is under half a percent: a few hundred metres in "within 50 km".
 */
export function kilometresBetween(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const degrees = (value: number | string | undefined, limit: number): number | undefined => {
  const number = typeof value === 'string' ? (value.trim() ? Number(value) : NaN) : value;
  return number !== undefined && Number.isFinite(number) && Math.abs(number) <= limit ? number : undefined;
};

/**
 * A posting's coordinates, which the platform documents as strings ("40.4168") and some accounts send as
 * numbers. Out-of-range values are no place, nor is 0,0: a point in the Atlantic that systems write when
 * they have no coordinates at all.
 */
export function readCoordinates(
  latitude: number | string | undefined,
  longitude: number | string | undefined,
): Coordinates | undefined {
  const lat = degrees(latitude, 90);
  const lng = degrees(longitude, 180);
  if (lat === undefined || lng === undefined || (lat === 0 && lng === 0)) return undefined;
  return { latitude: lat, longitude: lng };
}
