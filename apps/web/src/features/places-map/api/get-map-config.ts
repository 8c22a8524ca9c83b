import { queryOptions, useQuery } from '@tanstack/react-query';
import { MapConfigSchema, type MapConfig } from '@sportkarta/contract/api/map';
import { apiRequest } from '@/lib/api-client';
import { SLOW_QUERY_OPTIONS } from '@/lib/query-client';

/** GET /v1/mapConfig — the tile layer to show (OpenStreetMap, or 2GIS when a key is set). */
export function getMapConfig(signal?: AbortSignal): Promise<MapConfig> {
  return apiRequest<MapConfig>({
    url: '/v1/mapConfig',
    method: 'GET',
    schema: MapConfigSchema,
    signal,
  });
}

export const mapConfigQueryKey = ['mapConfig'] as const;

// Server configuration: spec §7.3 "slowly changing data".
export function mapConfigQueryOptions() {
  return queryOptions({
    queryKey: mapConfigQueryKey,
    queryFn: ({ signal }) => getMapConfig(signal),
    ...SLOW_QUERY_OPTIONS,
  });
}

export function useMapConfig() {
  return useQuery(mapConfigQueryOptions());
}
