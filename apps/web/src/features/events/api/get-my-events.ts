import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { EventsResponseSchema, type SportEvent } from '@sportkarta/contract/api/events';
import { apiRequest } from '@/lib/api-client';

export const myEventsQueryKey = ['user', 'events'] as const;

/** GET /v1/mob/user/events: what I organise or joined, soonest first, canceled ones too. */
export async function getMyEvents(signal?: AbortSignal): Promise<SportEvent[]> {
  const answer = await apiRequest({
    url: '/v1/mob/user/events',
    method: 'GET',
    schema: EventsResponseSchema,
    signal,
  });
  return answer.events;
}

export const myEventsQueryOptions = () =>
  queryOptions({ queryKey: myEventsQueryKey, queryFn: ({ signal }) => getMyEvents(signal) });

export const useMyEvents = (enabled = true) => useQuery({ ...myEventsQueryOptions(), enabled });

/** Pull-to-refresh of «Мои события». */
export function useRefreshMyEvents() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: myEventsQueryKey });
}
