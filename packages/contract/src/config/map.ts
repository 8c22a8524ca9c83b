// Map and location constants of spec §9 (and the filter model of spec §3).
import { LOCATION_HIGH_ACCURACY_TIMEOUT_MS, MAP_GEOLOCATION_TIMEOUT_MS } from './timings';

/** spec §9: zoom levels. */
export const MAP_ZOOM_DEFAULT = 9;
export const MAP_ZOOM_MAX = 19;
/** spec §9: zoom after centring on the user's location. */
export const MAP_LOCATION_ZOOM = 15;
/** spec §9: marker clusterer radius (px). */
export const MAP_CLUSTER_RADIUS = 80;

// Geolocation timeouts live in timings.ts with the other times; re-exported here for map code.
export { LOCATION_HIGH_ACCURACY_TIMEOUT_MS, MAP_GEOLOCATION_TIMEOUT_MS };

/** spec §9: distance is the great-circle distance with this earth diameter. */
export const EARTH_DIAMETER_M = 12_742_017.6;
export const EARTH_RADIUS_M = EARTH_DIAMETER_M / 2;

/** spec §9: distance filter choices «+5», «+10», «+25», «+50» km. */
export const DISTANCE_FILTER_KM = [5, 10, 25, 50] as const;
export type DistanceFilterKm = (typeof DISTANCE_FILTER_KM)[number];

/** spec §3 Filter model: recent addresses keep the newest plus up to 20 older, 21 in all. */
export const RECENT_ADDRESSES_OLDER_MAX = 20;
export const RECENT_ADDRESSES_MAX = RECENT_ADDRESSES_OLDER_MAX + 1;

export interface LatLon {
  readonly lat: number;
  readonly lon: number;
}

/**
 * Default map centre. The spec leaves it unshown (§9); our choice is the centre of Moscow
 * (Red Square), since the demo data and districts.json are Moscow's.
 */
export const DEFAULT_MAP_CENTER: LatLon = { lat: 55.753544, lon: 37.621202 };

const toRad = (deg: number): number => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance in metres with the spec's earth diameter (§9). */
export function greatCircleDistanceM(a: LatLon, b: LatLon): number {
  const dLat = toRad(b.lat - a.lat);
  const dLon = toRad(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return EARTH_DIAMETER_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
