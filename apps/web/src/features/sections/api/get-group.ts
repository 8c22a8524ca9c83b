import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  SectionGroupDetailSchema,
  type SectionGroupDetail,
} from '@sportkarta/contract/api/sections';
import { apiRequest } from '@/lib/api-client';
import { SECTIONS_KEY } from './get-section-groups';

export const groupQueryKey = (complexId: number, groupId: number) =>
  [...SECTIONS_KEY, 'group', complexId, groupId] as const;

/** GET /v1/mob/public/place/{complexId}/sectionGroup/{groupId}: the group, coach and rates. */
export function getGroup(
  complexId: number,
  groupId: number,
  signal?: AbortSignal,
): Promise<SectionGroupDetail> {
  return apiRequest({
    url: `/v1/mob/public/place/${complexId}/sectionGroup/${groupId}`,
    method: 'GET',
    schema: SectionGroupDetailSchema,
    signal,
  });
}

export const groupQueryOptions = (complexId: number, groupId: number) =>
  queryOptions({
    queryKey: groupQueryKey(complexId, groupId),
    queryFn: ({ signal }) => getGroup(complexId, groupId, signal),
  });

export const useGroup = (complexId: number, groupId: number) =>
  useQuery({ ...groupQueryOptions(complexId, groupId), enabled: complexId > 0 && groupId > 0 });
