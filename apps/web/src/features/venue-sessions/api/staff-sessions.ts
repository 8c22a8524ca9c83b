import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CancelSessionResultSchema,
  SessionCalendarSchema,
  type CancelSessionRequest,
} from '@sportkarta/contract/api/venue-sessions';
import { apiRequest } from '@/lib/api-client';
import { hasToken } from '@/lib/session-token';

// Under 'user' (reset at sign-in and logout), per venue (issue 25).
export const staffSessionsKey = (complexId: number) =>
  ['user', 'staff', complexId, 'sessions'] as const;

const url = (complexId: number) => `/v1/mob/staff/complexes/${complexId}/sessions`;

/** GET …/sessions?from&to: the venue's sessions of those days, with their counts. */
export const getSessionCalendar = (
  complexId: number,
  from: string,
  to: string,
  signal?: AbortSignal,
) =>
  apiRequest({
    url: url(complexId),
    method: 'GET',
    query: { from, to },
    schema: SessionCalendarSchema,
    signal,
  });

export const sessionCalendarQueryOptions = (complexId: number, from: string, to: string) =>
  queryOptions({
    queryKey: [...staffSessionsKey(complexId), from, to] as const,
    enabled: hasToken,
    queryFn: ({ signal }) => getSessionCalendar(complexId, from, to, signal),
  });

export const useSessionCalendar = (complexId: number, from: string, to: string) =>
  useQuery(sessionCalendarQueryOptions(complexId, from, to));

/** POST …/sessions/{sessionId}/cancel: refunds and notifications follow on the server. */
export function useCancelSession(complexId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: { sessionId: number; body: CancelSessionRequest }) =>
      apiRequest({
        url: `${url(complexId)}/${a.sessionId}/cancel`,
        method: 'POST',
        body: a.body,
        schema: CancelSessionResultSchema,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: staffSessionsKey(complexId) }),
  });
}
