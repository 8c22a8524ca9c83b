import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ScheduledEventsResponseSchema,
  type ScheduledEventsResponse,
} from '@sportkarta/contract/api/catalogue';
import { apiRequest } from '@/lib/api-client';

export const scheduledEventsQueryKey = (placeId: number, date: string) =>
  ['service', 'events', placeId, date] as const;

/** GET /v1/mob/public/scheduled-events: the sessions of a place on one day. */
export function getScheduledEvents(
  placeId: number,
  date: string,
  signal?: AbortSignal,
): Promise<ScheduledEventsResponse> {
  return apiRequest({
    url: '/v1/mob/public/scheduled-events',
    method: 'GET',
    query: { placeId, date },
    schema: ScheduledEventsResponseSchema,
    signal,
  });
}

export const scheduledEventsQueryOptions = (placeId: number, date: string) =>
  queryOptions({
    queryKey: scheduledEventsQueryKey(placeId, date),
    queryFn: ({ signal }) => getScheduledEvents(placeId, date, signal),
  });

export function useScheduledEvents(placeId: number, date: string | null) {
  return useQuery({
    ...scheduledEventsQueryOptions(placeId, date ?? ''),
    enabled: date !== null && placeId > 0,
  });
}
