import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ServiceTypesResponseSchema,
  type ServiceTypesResponse,
} from '@sportkarta/contract/api/catalogue';
import { apiRequest } from '@/lib/api-client';

export const serviceTypesQueryKey = (complexId: number) => ['service', 'types', complexId] as const;

/** GET /v1/mob/service-types: the tabs of a venue's catalogue and the places that sell. */
export function getServiceTypes(
  complexId: number,
  signal?: AbortSignal,
): Promise<ServiceTypesResponse> {
  return apiRequest({
    url: '/v1/mob/service-types',
    method: 'GET',
    query: { complexId },
    schema: ServiceTypesResponseSchema,
    signal,
  });
}

export const serviceTypesQueryOptions = (complexId: number) =>
  queryOptions({
    queryKey: serviceTypesQueryKey(complexId),
    queryFn: ({ signal }) => getServiceTypes(complexId, signal),
  });

export function useServiceTypes(complexId: number) {
  return useQuery({ ...serviceTypesQueryOptions(complexId), enabled: complexId > 0 });
}
