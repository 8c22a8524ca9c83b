import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  UnscheduledServicesResponseSchema,
  type UnscheduledServicesResponse,
} from '@sportkarta/contract/api/catalogue';
import { apiRequest } from '@/lib/api-client';

export const servicesQueryKey = (placeId: number, date: string) =>
  ['service', 'unscheduled', placeId, date] as const;

/** POST /v2/mob/public/unscheduled-services: a place's services for one day. */
export function getServices(
  placeId: number,
  date: string,
  signal?: AbortSignal,
): Promise<UnscheduledServicesResponse> {
  return apiRequest({
    url: '/v2/mob/public/unscheduled-services',
    method: 'POST',
    body: { placeId, date },
    schema: UnscheduledServicesResponseSchema,
    signal,
  });
}

export const servicesQueryOptions = (placeId: number, date: string) =>
  queryOptions({
    queryKey: servicesQueryKey(placeId, date),
    queryFn: ({ signal }) => getServices(placeId, date, signal),
  });

export function useServices(placeId: number, date: string | null) {
  return useQuery({
    ...servicesQueryOptions(placeId, date ?? ''),
    enabled: date !== null && placeId > 0,
  });
}
