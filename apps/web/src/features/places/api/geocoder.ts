import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  GeocoderResponseSchema,
  type GeocoderItem,
  type GeocoderResponse,
} from '@sportkarta/contract/api/geocoder';
import type { LatLon } from '@sportkarta/contract/config/map';
import { apiRequest } from '@/lib/api-client';

/** spec §8: "A geocoder meta.error is raised as an error." */
export class GeocoderError extends Error {
  readonly type: string;
  constructor(type: string, message: string) {
    super(message);
    this.name = 'GeocoderError';
    this.type = type;
  }
}

/** The items of a 2GIS-shaped answer, or the answer's meta.error thrown. */
export function geocoderItems(response: GeocoderResponse): GeocoderItem[] {
  const error = response.meta.error;
  if (error) throw new GeocoderError(error.type, error.message);
  return response.result?.items ?? [];
}

/** GET /v1/geocoder/suggests?q=&location=lon,lat — addresses as one types. */
export async function getAddressSuggestions(
  q: string,
  near: LatLon | null,
  signal?: AbortSignal,
): Promise<GeocoderItem[]> {
  const response = await apiRequest<GeocoderResponse>({
    url: '/v1/geocoder/suggests',
    method: 'GET',
    query: { q, location: near ? `${near.lon},${near.lat}` : undefined },
    schema: GeocoderResponseSchema,
    signal,
  });
  return geocoderItems(response);
}

export type GeocodeInput = { q: string } | LatLon;

/** GET /v1/geocoder/geocode?q= or ?lat=&lon= — an address to a point or a point to an address. */
export async function geocode(input: GeocodeInput, signal?: AbortSignal): Promise<GeocoderItem[]> {
  const response = await apiRequest<GeocoderResponse>({
    url: '/v1/geocoder/geocode',
    method: 'GET',
    query: 'q' in input ? { q: input.q } : { lat: input.lat, lon: input.lon },
    schema: GeocoderResponseSchema,
    signal,
  });
  return geocoderItems(response);
}

export function addressSuggestionsQueryOptions(q: string, near: LatLon | null) {
  return queryOptions({
    queryKey: ['geocoder', 'suggests', q, near] as const,
    queryFn: ({ signal }) => getAddressSuggestions(q, near, signal),
  });
}

/** Suggestions for an already debounced text; nothing is asked for an empty one. */
export function useAddressSuggestions(q: string, near: LatLon | null) {
  const text = q.trim();
  return useQuery({
    ...addressSuggestionsQueryOptions(text, near),
    enabled: text.length > 0,
    // The previous suggestions stay while the next ones load, so the list does not blink.
    placeholderData: keepPreviousData,
  });
}

export function geocodeQueryOptions(input: GeocodeInput) {
  return queryOptions({
    queryKey: ['geocoder', 'geocode', input] as const,
    queryFn: ({ signal }) => geocode(input, signal),
  });
}

export function useGeocode(input: GeocodeInput | null) {
  return useQuery({
    ...geocodeQueryOptions(input ?? { q: '' }),
    enabled: input !== null,
  });
}
