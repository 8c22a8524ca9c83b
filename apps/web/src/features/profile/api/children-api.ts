import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Child,
  ChildListSchema,
  ChildRemovedSchema,
  ChildSchema,
} from '@sportkarta/contract/api/children';
import { CHILD_LEVEL_TRAINING } from '@sportkarta/contract/config/limits';
import { apiRequest } from '@/lib/api-client';
import type { ChildValues } from '../model/child-schema';
import { multipartBody } from './profile-api';

export type { ChildValues };

// Children of the signed-in person (issue 3, docs/api-accounts.md «Children»). The key holds
// "user", so a new sign-in resets it (spec §4).
export const childrenQueryKey = ['user', 'children'] as const;

export async function getChildren(): Promise<Child[]> {
  const answer = await apiRequest({
    url: '/v1/userInfo/children',
    method: 'GET',
    schema: ChildListSchema,
  });
  return answer.children;
}

export const childrenQueryOptions = () =>
  queryOptions({ queryKey: childrenQueryKey, queryFn: getChildren });

export function useChildren(enabled = true) {
  return useQuery({ ...childrenQueryOptions(), enabled });
}

/** POST /v1/userInfo/child (no id) or PUT /v1/userInfo/child/{id}; part `child` (spec §7.2). */
export function saveChild(
  parentId: string,
  childId: string | undefined,
  values: ChildValues,
  photo: Blob | null,
): Promise<Child> {
  const part = { ...values, levelTraining: CHILD_LEVEL_TRAINING, parentId };
  return apiRequest({
    url: childId ? `/v1/userInfo/child/${encodeURIComponent(childId)}` : '/v1/userInfo/child',
    method: childId ? 'PUT' : 'POST',
    body: multipartBody('child', part, photo),
    schema: ChildSchema,
  });
}

export interface SaveChildVariables {
  parentId: string;
  /** Absent for a new child. */
  childId: string | undefined;
  values: ChildValues;
  photo: Blob | null;
}

/** Adds or edits a child; the children list is asked again before the mutation settles. */
export function useSaveChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ parentId, childId, values, photo }: SaveChildVariables) =>
      saveChild(parentId, childId, values, photo),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: childrenQueryKey }),
  });
}

/**
 * Issue 28: DELETE /v1/userInfo/child/{id}. Refused (409, the server says why) while money or a
 * group place is in play for the child; otherwise its applications under review are withdrawn
 * and its documents deleted — so every personal list is asked again ('user', 'visitorPermit').
 */
export const removeChild = (childId: string) =>
  apiRequest({
    url: `/v1/userInfo/child/${encodeURIComponent(childId)}`,
    method: 'DELETE',
    schema: ChildRemovedSchema,
  });

export function useRemoveChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeChild,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['user'] }),
        queryClient.invalidateQueries({ queryKey: ['visitorPermit'] }),
      ]),
  });
}
