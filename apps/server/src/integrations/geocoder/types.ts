import type { GeocoderItem, GeocoderResponse } from '@sportkarta/contract/api/geocoder';

// The geocoder port (issue 4): address suggestions and geocoding in the 2GIS Catalog API shape
// (integrations.md §4). Two adapters: the built-in gazetteer (modules/geocoder/gazetteer.ts) and
// 2GIS itself (./dgis.ts). Nothing found is an answer, not an error: 2GIS's own
// `meta.code 404, meta.error itemNotFound`, which the app raises (spec §8).

export interface GeoPoint {
  lat: number;
  lon: number;
}

export interface Geocoder {
  /** Suggestions as one types; `near` biases the order (2GIS `location`). */
  suggest(q: string, near: GeoPoint | null): Promise<GeocoderResponse>;
  /** Address or place name → items with points. */
  geocode(q: string): Promise<GeocoderResponse>;
  /** Point → the address there. */
  reverse(point: GeoPoint): Promise<GeocoderResponse>;
}

/** The provider failed (unreachable, timeout, key refused, unreadable answer): a 502 for us. */
export class GeocoderUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GeocoderUnavailableError';
  }
}

/** The built-in gazetteer's api_version (2GIS writes e.g. "3.0.17799"). */
export const EMBEDDED_API_VERSION = '3.0.embedded';

/** 2GIS's issue_date form: YYYYMMDD. */
export function issueDate(now: Date): string {
  return now.toISOString().slice(0, 10).replace(/-/g, '');
}

export function foundResponse(
  items: GeocoderItem[],
  apiVersion: string,
  date: string,
): GeocoderResponse {
  if (items.length === 0) return notFoundResponse(apiVersion, date);
  return {
    meta: { api_version: apiVersion, code: 200, issue_date: date },
    result: { items, total: items.length },
  };
}

/** integrations.md §4: `{meta:{api_version, code:404, issue_date, error:{type:"itemNotFound", message:"Results not found"}}}`. */
export function notFoundResponse(apiVersion: string, date: string): GeocoderResponse {
  return {
    meta: {
      api_version: apiVersion,
      code: 404,
      issue_date: date,
      error: { type: 'itemNotFound', message: 'Results not found' },
    },
  };
}
