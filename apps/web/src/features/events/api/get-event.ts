import { queryOptions, useQuery } from '@tanstack/react-query';
import { EventSchema, type SportEvent } from '@sportkarta/contract/api/events';
import { apiRequest } from '@/lib/api-client';

/** Under 'event' (spec §4: reset at sign-in): a friends-only event depends on who asks. */
export const eventQueryKey = (id: number) => ['event', id] as const;

/** GET /v1/event/{id}: one event (a canceled person's event only for its author and the registered). */
export function getEvent(id: number, signal?: AbortSignal): Promise<SportEvent> {
  return apiRequest({ url: `/v1/event/${id}`, method: 'GET', schema: EventSchema, signal });
}

export const eventQueryOptions = (id: number) =>
  queryOptions({ queryKey: eventQueryKey(id), queryFn: ({ signal }) => getEvent(id, signal) });

export const useEvent = (id: number) => useQuery(eventQueryOptions(id));
