import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  AuditPageSchema,
  type AuditPage,
  type AuditQuery,
} from '@sportkarta/contract/api/venue-desk';
import { apiRequest } from '@/lib/api-client';
import { hasToken } from '@/lib/session-token';

export type AuditFilter = Omit<AuditQuery, 'cursor' | 'limit'>;

// Under 'user' (reset at sign-in and logout), per venue.
export const auditKey = (complexId: number) => ['user', 'staff', complexId, 'audit'] as const;

/** GET /v1/mob/staff/complexes/{complexId}/audit: the venue's log, newest first. */
export const getAudit = (
  complexId: number,
  filter: AuditFilter,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<AuditPage> =>
  apiRequest({
    url: `/v1/mob/staff/complexes/${complexId}/audit`,
    method: 'GET',
    query: { ...filter, cursor },
    schema: AuditPageSchema,
    signal,
  });

export const auditQueryOptions = (complexId: number, filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: [...auditKey(complexId), 'log', filter] as const,
    enabled: hasToken,
    queryFn: ({ pageParam, signal }) => getAudit(complexId, filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: AuditPage) => last.nextCursor ?? undefined,
  });

export const useAudit = (complexId: number, filter: AuditFilter) =>
  useInfiniteQuery(auditQueryOptions(complexId, filter));
