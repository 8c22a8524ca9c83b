import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CancelSeriesResultSchema,
  CreateSeriesResultSchema,
  SeriesExceptionResultSchema,
  SeriesListSchema,
  ShiftSeriesResultSchema,
  type CancelSeriesRequest,
  type CreateSeriesRequest,
  type SeriesExceptionRequest,
  type ShiftSeriesRequest,
} from '@sportkarta/contract/api/venue-series';
import { apiRequest } from '@/lib/api-client';
import { hasToken } from '@/lib/session-token';
import { staffSessionsKey } from './staff-sessions';

// Issue 25: the venue's weekly session series. Their key sits under the calendar's, so the
// sessions screen's pull-to-refresh reads both, and every write below refetches both (a series
// makes, moves and cancels the calendar's sessions).
export const staffSeriesKey = (complexId: number) =>
  [...staffSessionsKey(complexId), 'series'] as const;

const url = (complexId: number) => `/v1/mob/staff/complexes/${complexId}/series`;

export const seriesListQueryOptions = (complexId: number) =>
  queryOptions({
    queryKey: staffSeriesKey(complexId),
    enabled: hasToken,
    queryFn: ({ signal }) =>
      apiRequest({ url: url(complexId), method: 'GET', schema: SeriesListSchema, signal }),
  });

/** GET …/series: the series, newest first, and the events a new one may repeat. */
export const useSeriesList = (complexId: number) => useQuery(seriesListQueryOptions(complexId));

/** A write that changes sessions: the calendar and the list are read again, whatever the answer. */
function useSeriesWrite<V, R>(complexId: number, send: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => client.invalidateQueries({ queryKey: staffSessionsKey(complexId) }),
  });
}

/** POST …/series: the series and all its sessions (the same key again answers the same one). */
export const useCreateSeries = (complexId: number) =>
  useSeriesWrite(complexId, (body: CreateSeriesRequest) =>
    apiRequest({ url: url(complexId), method: 'POST', body, schema: CreateSeriesResultSchema }),
  );

/** POST …/series/{id}/exceptions: the date is skipped, its session cancelled and refunded. */
export const useSkipSeriesDate = (complexId: number) =>
  useSeriesWrite(complexId, (a: { seriesId: number; body: SeriesExceptionRequest }) =>
    apiRequest({
      url: `${url(complexId)}/${a.seriesId}/exceptions`,
      method: 'POST',
      body: a.body,
      schema: SeriesExceptionResultSchema,
    }),
  );

/** POST …/series/{id}/shift: sessions without seats sold move; the others are listed as kept. */
export const useShiftSeries = (complexId: number) =>
  useSeriesWrite(complexId, (a: { seriesId: number; body: ShiftSeriesRequest }) =>
    apiRequest({
      url: `${url(complexId)}/${a.seriesId}/shift`,
      method: 'POST',
      body: a.body,
      schema: ShiftSeriesResultSchema,
    }),
  );

/** POST …/series/{id}/cancel: every future session cancelled, refunds and notifications follow. */
export const useCancelSeries = (complexId: number) =>
  useSeriesWrite(complexId, (a: { seriesId: number; body: CancelSeriesRequest }) =>
    apiRequest({
      url: `${url(complexId)}/${a.seriesId}/cancel`,
      method: 'POST',
      body: a.body,
      schema: CancelSeriesResultSchema,
    }),
  );
