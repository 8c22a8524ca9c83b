import { queryOptions, useQuery } from '@tanstack/react-query';
import { SectionListSchema, type Section } from '@sportkarta/contract/api/sections';
import { apiRequest } from '@/lib/api-client';

export const sectionsQueryKey = (complexId: number) =>
  ['service', 'section-list', complexId] as const;

/** GET /v1/mob/public/place/{complexId}/section: the venue's sections (issue 13). */
export async function getSections(complexId: number, signal?: AbortSignal): Promise<Section[]> {
  const answer = await apiRequest({
    url: `/v1/mob/public/place/${complexId}/section`,
    method: 'GET',
    schema: SectionListSchema,
    signal,
  });
  return answer.sections;
}

export const sectionsQueryOptions = (complexId: number) =>
  queryOptions({
    queryKey: sectionsQueryKey(complexId),
    queryFn: ({ signal }) => getSections(complexId, signal),
  });

export const useSections = (complexId: number, enabled = true) =>
  useQuery({ ...sectionsQueryOptions(complexId), enabled: enabled && complexId > 0 });
