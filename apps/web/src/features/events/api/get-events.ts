import { now } from '@sportkarta/contract/clock';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { EventsResponseSchema, type SportEvent } from '@sportkarta/contract/api/events';
import { apiRequest } from '@/lib/api-client';
import { SLOW_QUERY_OPTIONS } from '@/lib/query-client';
import { moscowDay, periodRange, type EventPeriod } from '../lib/period';

export interface EventsParams {
  sportTypes?: readonly number[];
  /** ISO date-time; spec §7.2: defaults to now. */
  startDate?: string;
  endDate?: string;
}

/**
 * GET /v1/events — spec §7.2 "User events": sportTypes joined by comma, startDate default now;
 * each event comes with its places. The 60 s timeout of spec §9 comes from LONG_TIMEOUT_URLS.
 */
export async function getEvents(
  params: EventsParams = {},
  signal?: AbortSignal,
): Promise<SportEvent[]> {
  const answer = await apiRequest({
    url: '/v1/events',
    method: 'GET',
    query: {
      sportTypes: params.sportTypes?.length ? params.sportTypes.join(',') : undefined,
      startDate: params.startDate ?? now().toISOString(),
      endDate: params.endDate,
    },
    schema: EventsResponseSchema,
    signal,
  });
  return answer.events;
}

/**
 * The key names the period and the Moscow day it was asked on, not the exact instants: "today"
 * starts "now", which would otherwise make every visit a new key (spec §4: places with events
 * are loaded once).
 */
export const eventsQueryKey = (period: EventPeriod, sportTypes: readonly number[], day: string) =>
  ['events', { period, sportTypes: [...sportTypes].sort((a, b) => a - b), day }] as const;

export function eventsQueryOptions(period: EventPeriod, sportTypes: readonly number[]) {
  return queryOptions({
    queryKey: eventsQueryKey(period, sportTypes, moscowDay(now())),
    queryFn: ({ signal }) => getEvents({ sportTypes, ...periodRange(period, now()) }, signal),
    // spec §4: loaded once — the map does not refetch on every visit.
    ...SLOW_QUERY_OPTIONS,
  });
}

export function useEvents(period: EventPeriod, sportTypes: readonly number[], enabled = true) {
  return useQuery({ ...eventsQueryOptions(period, sportTypes), enabled });
}
