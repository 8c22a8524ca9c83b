import { queryOptions, useQuery } from '@tanstack/react-query';
import { SportTypeListSchema, type SportType } from '@sportkarta/contract/api/places';
import { apiRequest } from '@/lib/api-client';
import { SLOW_QUERY_OPTIONS } from '@/lib/query-client';

/** GET /v1/sportTypes — the sports of the places and events filters. */
export function getSportTypes(signal?: AbortSignal): Promise<SportType[]> {
  return apiRequest<SportType[]>({
    url: '/v1/sportTypes',
    method: 'GET',
    schema: SportTypeListSchema,
    signal,
  });
}

export const sportTypesQueryKey = ['sportTypes'] as const;

// A dictionary: spec §7.3 "slowly changing data".
export function sportTypesQueryOptions() {
  return queryOptions({
    queryKey: sportTypesQueryKey,
    queryFn: ({ signal }) => getSportTypes(signal),
    ...SLOW_QUERY_OPTIONS,
  });
}

export function useSportTypes() {
  return useQuery(sportTypesQueryOptions());
}
