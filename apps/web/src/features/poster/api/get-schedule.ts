import { queryOptions, useQuery } from '@tanstack/react-query';
import { CreationScheduleSchema, type CreationSchedule } from '@sportkarta/contract/api/creations';
import { apiRequest } from '@/lib/api-client';
import { POSTER_KEY } from './poster-key';

/** spec §7.1 POST /v1/mob/creations/{id}/schedule: the creation and its sessions by day. */
export const getSchedule = (id: number, signal?: AbortSignal): Promise<CreationSchedule> =>
  apiRequest({
    url: `/v1/mob/creations/${id}/schedule`,
    method: 'POST',
    body: {},
    schema: CreationScheduleSchema,
    signal,
  });

export const scheduleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [POSTER_KEY, 'schedule', id] as const,
    queryFn: ({ signal }) => getSchedule(id, signal),
  });

/** `id` 0 (not a number in the address) asks nothing. */
export const useSchedule = (id: number) =>
  useQuery({ ...scheduleQueryOptions(id), enabled: id > 0 });
