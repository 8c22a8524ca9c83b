import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  SectionGroupsSchema,
  type SectionGroups,
  type SectionGroupsFilter,
} from '@sportkarta/contract/api/sections';
import { apiRequest } from '@/lib/api-client';

/** Under 'service': reset at sign-in (spec §4), since a signed-in answer carries applications. */
export const SECTIONS_KEY = ['service', 'sections'] as const;

export const sectionGroupsQueryKey = (
  complexId: number,
  sectionId: number,
  filter: SectionGroupsFilter,
) => [...SECTIONS_KEY, complexId, sectionId, filter] as const;

/**
 * POST /v1/mob/public/place/{complexId}/section/{sectionId}/sectionGroups: the section and its
 * groups under their coaches, filtered; signed in, with the person's and children's applications.
 */
export function getSectionGroups(
  complexId: number,
  sectionId: number,
  filter: SectionGroupsFilter,
  signal?: AbortSignal,
): Promise<SectionGroups> {
  return apiRequest({
    url: `/v1/mob/public/place/${complexId}/section/${sectionId}/sectionGroups`,
    method: 'POST',
    body: filter,
    schema: SectionGroupsSchema,
    signal,
  });
}

export const sectionGroupsQueryOptions = (
  complexId: number,
  sectionId: number,
  filter: SectionGroupsFilter = {},
) =>
  queryOptions({
    queryKey: sectionGroupsQueryKey(complexId, sectionId, filter),
    queryFn: ({ signal }) => getSectionGroups(complexId, sectionId, filter, signal),
  });

export function useSectionGroups(
  complexId: number,
  sectionId: number,
  filter: SectionGroupsFilter = {},
) {
  return useQuery({
    ...sectionGroupsQueryOptions(complexId, sectionId, filter),
    enabled: complexId > 0 && sectionId > 0,
    // A new filter keeps the last groups on screen until its answer comes.
    placeholderData: keepPreviousData,
  });
}
