import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CheckInListSchema,
  CheckInListsResponseSchema,
  type CheckInList,
  type CheckInListInput,
} from '@sportkarta/contract/api/venue-staff';
import { apiRequest } from '@/lib/api-client';
import { hasToken } from '@/lib/session-token';

// The lists' four calls in one file: they share the address and the one key they invalidate.
const base = (complexId: number) => `/v1/mob/staff/complexes/${complexId}/check-in-lists`;

// Under 'user' (reset at sign-in and logout), per venue.
export const checkInListsKey = (complexId: number) =>
  ['user', 'staff', complexId, 'check-in-lists'] as const;

/** GET …/check-in-lists: which products admit through which door, and when. */
export const getCheckInLists = (complexId: number, signal?: AbortSignal): Promise<CheckInList[]> =>
  apiRequest({
    url: base(complexId),
    method: 'GET',
    schema: CheckInListsResponseSchema,
    signal,
  }).then((answer) => answer.lists);

export const checkInListsQueryOptions = (complexId: number) =>
  queryOptions({
    queryKey: checkInListsKey(complexId),
    enabled: hasToken,
    queryFn: ({ signal }) => getCheckInLists(complexId, signal),
  });

export const useCheckInLists = (complexId: number) => useQuery(checkInListsQueryOptions(complexId));

/** POST …/check-in-lists (no id) or PUT …/check-in-lists/{listId}. */
export const saveCheckInList = (complexId: number, listId: number | null, body: CheckInListInput) =>
  apiRequest({
    url: listId === null ? base(complexId) : `${base(complexId)}/${listId}`,
    method: listId === null ? 'POST' : 'PUT',
    body,
    schema: CheckInListSchema,
  });

/** DELETE …/check-in-lists/{listId}. */
export const deleteCheckInList = (complexId: number, listId: number) =>
  apiRequest({ url: `${base(complexId)}/${listId}`, method: 'DELETE' });

export function useSaveCheckInList(complexId: number, listId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckInListInput) => saveCheckInList(complexId, listId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: checkInListsKey(complexId) }),
  });
}

export function useDeleteCheckInList(complexId: number, listId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCheckInList(complexId, listId),
    onSuccess: () => client.invalidateQueries({ queryKey: checkInListsKey(complexId) }),
  });
}
