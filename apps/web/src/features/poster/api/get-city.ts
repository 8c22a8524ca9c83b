import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CitySchema, type City } from '@sportkarta/contract/api/creations';
import type { LatLon } from '@sportkarta/contract/config/map';
import { apiRequest } from '@/lib/api-client';
import { locationPoint, useGeoLocation } from '@/lib/geo-location';
import { SLOW_QUERY_OPTIONS } from '@/lib/query-client';
import { POSTER_KEY } from './poster-key';

/** spec §7.1 POST /v1/mob/creations/city-id: the city of the person's point (Moscow without one). */
export const getCity = (point: LatLon | null, signal?: AbortSignal): Promise<City> =>
  apiRequest({
    url: '/v1/mob/creations/city-id',
    method: 'POST',
    body: point ? { latitude: point.lat, longitude: point.lon } : {},
    schema: CitySchema,
    signal,
  });

/** A point rounded to about a kilometre: moving across the street asks nothing again. */
const rounded = (p: LatLon | null) =>
  p ? [Math.round(p.lat * 100) / 100, Math.round(p.lon * 100) / 100] : null;

export const cityQueryOptions = (point: LatLon | null) =>
  queryOptions({
    queryKey: [POSTER_KEY, 'city', rounded(point)] as const,
    queryFn: ({ signal }) => getCity(point, signal),
    ...SLOW_QUERY_OPTIONS,
  });

/** The poster's city: of the point the places and the map use, if there is one. */
export function useCity() {
  const point = locationPoint(useGeoLocation());
  // A new point (the device's fix arriving) keeps the poster of the last city until it answers.
  return useQuery({ ...cityQueryOptions(point), placeholderData: keepPreviousData });
}
