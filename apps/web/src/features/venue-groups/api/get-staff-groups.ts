import { queryOptions, useQuery } from '@tanstack/react-query';
import { StaffGroupsResponseSchema } from '@sportkarta/contract/api/venue-desk';
import { apiRequest } from '@/lib/api-client';
import { hasToken } from '@/lib/session-token';
import { staffGroupsKey } from './staff-groups-key';

/** GET /v1/mob/staff/complexes/{complexId}/groups: a coach's own groups (every group with groups.all). */
export const getStaffGroups = (complexId: number, signal?: AbortSignal) =>
  apiRequest({
    url: `/v1/mob/staff/complexes/${complexId}/groups`,
    method: 'GET',
    schema: StaffGroupsResponseSchema,
    signal,
  }).then((answer) => answer.groups);

export const staffGroupsQueryOptions = (complexId: number) =>
  queryOptions({
    queryKey: [...staffGroupsKey(complexId), 'list'] as const,
    enabled: hasToken,
    queryFn: ({ signal }) => getStaffGroups(complexId, signal),
  });

export const useStaffGroups = (complexId: number) => useQuery(staffGroupsQueryOptions(complexId));
