import { queryOptions, useQuery } from '@tanstack/react-query';
import { RosterSchema, type Roster } from '@sportkarta/contract/api/venue-desk';
import { apiRequest } from '@/lib/api-client';
import { hasToken } from '@/lib/session-token';
import { staffGroupsKey } from './staff-groups-key';

/** GET …/groups/{groupId}/roster: the members, their ages and documents on the next session. */
export const getRoster = (complexId: number, groupId: number, signal?: AbortSignal) =>
  apiRequest<Roster>({
    url: `/v1/mob/staff/complexes/${complexId}/groups/${groupId}/roster`,
    method: 'GET',
    schema: RosterSchema,
    signal,
  });

export const rosterQueryOptions = (complexId: number, groupId: number) =>
  queryOptions({
    queryKey: [...staffGroupsKey(complexId), groupId, 'roster'] as const,
    enabled: hasToken,
    queryFn: ({ signal }) => getRoster(complexId, groupId, signal),
  });

export const useRoster = (complexId: number, groupId: number) =>
  useQuery(rosterQueryOptions(complexId, groupId));
