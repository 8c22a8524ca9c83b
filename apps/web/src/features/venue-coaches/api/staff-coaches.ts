import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SubstitutionCanceledSchema,
  SubstitutionSchema,
  TimetableSchema,
  VenueCoachListSchema,
  type SubstitutionRequest,
} from '@sportkarta/contract/api/venue-coaches';
import { apiRequest } from '@/lib/api-client';
import { hasToken } from '@/lib/session-token';

// Issue 25: the venue's coaches, a coach's timetable and the substitutions of a group's lesson.
// Under 'user' (reset at sign-in and logout), per venue; a substitution changes two coaches'
// timetables, so every write reads all of them again.
export const staffCoachesKey = (complexId: number) =>
  ['user', 'staff', complexId, 'coaches'] as const;

const base = (complexId: number) => `/v1/mob/staff/complexes/${complexId}`;

/** GET …/coaches: every coach of the venue (a coach without groups.all: their own cards). */
const getVenueCoaches = (complexId: number, signal?: AbortSignal) =>
  apiRequest({
    url: `${base(complexId)}/coaches`,
    method: 'GET',
    schema: VenueCoachListSchema,
    signal,
  }).then((a) => a.coaches);

export const venueCoachesQueryOptions = (complexId: number) =>
  queryOptions({
    queryKey: [...staffCoachesKey(complexId), 'list'] as const,
    enabled: hasToken,
    queryFn: ({ signal }) => getVenueCoaches(complexId, signal),
  });

export const useVenueCoaches = (complexId: number) => useQuery(venueCoachesQueryOptions(complexId));

/** GET …/coaches/{coachId}/timetable?from&to: the lessons of those days, substitutions applied. */
export const useTimetable = (complexId: number, coachId: number, from: string, to: string) =>
  useQuery(
    queryOptions({
      queryKey: [...staffCoachesKey(complexId), 'timetable', coachId, from, to] as const,
      enabled: hasToken,
      queryFn: ({ signal }) =>
        apiRequest({
          url: `${base(complexId)}/coaches/${coachId}/timetable`,
          method: 'GET',
          query: { from, to },
          schema: TimetableSchema,
          signal,
        }),
    }),
  );

function useCoachesWrite<V, R>(complexId: number, send: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => client.invalidateQueries({ queryKey: staffCoachesKey(complexId) }),
  });
}

/** POST …/groups/{groupId}/substitutions: the answer's `notified` counts the families told. */
export const useSubstitute = (complexId: number) =>
  useCoachesWrite(complexId, (a: { groupId: number; body: SubstitutionRequest }) =>
    apiRequest({
      url: `${base(complexId)}/groups/${a.groupId}/substitutions`,
      method: 'POST',
      body: a.body,
      schema: SubstitutionSchema,
    }),
  );

/** DELETE …/groups/{groupId}/substitutions/{date}: the group's own coach again. */
export const useCancelSubstitution = (complexId: number) =>
  useCoachesWrite(complexId, (a: { groupId: number; date: string }) =>
    apiRequest({
      url: `${base(complexId)}/groups/${a.groupId}/substitutions/${a.date}`,
      method: 'DELETE',
      schema: SubstitutionCanceledSchema,
    }),
  );
