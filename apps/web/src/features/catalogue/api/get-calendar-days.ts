import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  DayWithServiceResponseSchema,
  type DayWithServiceResponse,
} from '@sportkarta/contract/api/catalogue';
import { apiRequest } from '@/lib/api-client';

export interface CalendarRange {
  placeId: number;
  dateFrom: string;
  dateTo: string;
}

export const calendarDaysQueryKey = (r: CalendarRange) =>
  ['service', 'days', r.placeId, r.dateFrom, r.dateTo] as const;

/** POST /v2/mob/dayWithService: which days of the calendar have tickets (spec §2.4). */
export function getCalendarDays(
  r: CalendarRange,
  signal?: AbortSignal,
): Promise<DayWithServiceResponse> {
  return apiRequest({
    url: '/v2/mob/dayWithService',
    method: 'POST',
    body: r,
    schema: DayWithServiceResponseSchema,
    signal,
  });
}

export const calendarDaysQueryOptions = (r: CalendarRange) =>
  queryOptions({
    queryKey: calendarDaysQueryKey(r),
    queryFn: ({ signal }) => getCalendarDays(r, signal),
  });

export function useCalendarDays(r: CalendarRange) {
  return useQuery({ ...calendarDaysQueryOptions(r), placeholderData: keepPreviousData });
}
