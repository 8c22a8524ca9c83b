import { queryOptions, useQuery } from '@tanstack/react-query';
import { CoachDetailSchema, type CoachDetail } from '@sportkarta/contract/api/sections';
import { apiRequest } from '@/lib/api-client';
import { SECTIONS_KEY } from './get-section-groups';

export const coachQueryKey = (id: number) => [...SECTIONS_KEY, 'coach', id] as const;

/** GET /v1/mob/public/coaches/{id}: the coach and their groups. */
export function getCoach(id: number, signal?: AbortSignal): Promise<CoachDetail> {
  return apiRequest({
    url: `/v1/mob/public/coaches/${id}`,
    method: 'GET',
    schema: CoachDetailSchema,
    signal,
  });
}

export const coachQueryOptions = (id: number) =>
  queryOptions({ queryKey: coachQueryKey(id), queryFn: ({ signal }) => getCoach(id, signal) });

export const useCoach = (id: number) => useQuery({ ...coachQueryOptions(id), enabled: id > 0 });
