import { queryOptions, useQuery } from '@tanstack/react-query';
import { CheckInConflictsResponseSchema } from '@sportkarta/contract/api/venue-staff';
import { apiRequest } from '@/lib/api-client';
import { hasToken } from '@/lib/session-token';
import { auditKey } from './get-audit';

/** GET …/check-in-conflicts: offline admissions the server refused (a ticket used twice). */
export const getConflicts = (complexId: number, signal?: AbortSignal) =>
  apiRequest({
    url: `/v1/mob/staff/complexes/${complexId}/check-in-conflicts`,
    method: 'GET',
    schema: CheckInConflictsResponseSchema,
    signal,
  }).then((answer) => answer.conflicts);

export const conflictsQueryOptions = (complexId: number) =>
  queryOptions({
    queryKey: [...auditKey(complexId), 'conflicts'] as const,
    enabled: hasToken,
    queryFn: ({ signal }) => getConflicts(complexId, signal),
  });

export const useConflicts = (complexId: number) => useQuery(conflictsQueryOptions(complexId));
