import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MembershipSchema,
  type CreateMemberRequest,
  type Membership,
} from '@sportkarta/contract/api/sections';
import { apiRequest } from '@/lib/api-client';
import { SECTIONS_KEY } from './get-section-groups';
import { membershipsQueryKey } from './get-memberships';

export interface CreateMemberVariables {
  complexId: number;
  sectionId: number;
  groupId: number;
  body: CreateMemberRequest;
}

/** POST …/group/{sectionGroupId}/create-section-member: an application for oneself or a child. */
export function createMember(v: CreateMemberVariables): Promise<Membership> {
  return apiRequest({
    url: `/v1/mob/place/${v.complexId}/section/${v.sectionId}/group/${v.groupId}/create-section-member`,
    method: 'POST',
    body: v.body,
    schema: MembershipSchema,
  });
}

export function useCreateMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createMember,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: SECTIONS_KEY }),
        client.invalidateQueries({ queryKey: membershipsQueryKey }),
      ]),
  });
}
