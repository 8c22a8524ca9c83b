import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TeamCoachesResponseSchema,
  TeamMemberSchema,
  TeamResponseSchema,
  type TeamCoach,
  type TeamInviteRequest,
  type TeamMember,
  type TeamRoleRequest,
} from '@sportkarta/contract/api/venue-desk';
import { apiRequest } from '@/lib/api-client';
import { hasToken } from '@/lib/session-token';

// The team's four calls in one file: they share the address and the one key they invalidate.
const base = (complexId: number) => `/v1/mob/staff/complexes/${complexId}/team`;

// Under 'user' (reset at sign-in and logout), per venue.
export const teamQueryKey = (complexId: number) => ['user', 'staff', complexId, 'team'] as const;

/** GET …/team: the venue's staff with their roles. */
export const getTeam = (complexId: number, signal?: AbortSignal): Promise<TeamMember[]> =>
  apiRequest({ url: base(complexId), method: 'GET', schema: TeamResponseSchema, signal }).then(
    (answer) => answer.members,
  );

export const teamQueryOptions = (complexId: number) =>
  queryOptions({
    queryKey: teamQueryKey(complexId),
    enabled: hasToken,
    queryFn: ({ signal }) => getTeam(complexId, signal),
  });

export const useTeam = (complexId: number) => useQuery(teamQueryOptions(complexId));

/** GET …/team/coaches: the venue's coach cards, one of which a coach's role names. */
export const getTeamCoaches = (complexId: number, signal?: AbortSignal): Promise<TeamCoach[]> =>
  apiRequest({
    url: `${base(complexId)}/coaches`,
    method: 'GET',
    schema: TeamCoachesResponseSchema,
    signal,
  }).then((answer) => answer.coaches);

export const useTeamCoaches = (complexId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...teamQueryKey(complexId), 'coaches'],
    enabled: () => enabled && hasToken(),
    queryFn: ({ signal }) => getTeamCoaches(complexId, signal),
  });

/** POST …/team: invites by phone (the person signs in with an SMS code as anyone does). */
export const inviteMember = (complexId: number, body: TeamInviteRequest) =>
  apiRequest({ url: base(complexId), method: 'POST', body, schema: TeamMemberSchema });

/** PATCH …/team/{memberId}: another role (a coach's names their coach card). */
export const changeMemberRole = (complexId: number, memberId: string, body: TeamRoleRequest) =>
  apiRequest({
    url: `${base(complexId)}/${encodeURIComponent(memberId)}`,
    method: 'PATCH',
    body,
    schema: TeamMemberSchema,
  });

/** DELETE …/team/{memberId}: the server refuses the last administrator with its own message. */
export const removeMember = (complexId: number, memberId: string) =>
  apiRequest({ url: `${base(complexId)}/${encodeURIComponent(memberId)}`, method: 'DELETE' });

function useTeamMutation<V>(complexId: number, run: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: teamQueryKey(complexId) }),
  });
}

export const useInviteMember = (complexId: number) =>
  useTeamMutation(complexId, (body: TeamInviteRequest) => inviteMember(complexId, body));

export const useChangeMemberRole = (complexId: number) =>
  useTeamMutation(complexId, (v: { memberId: string; body: TeamRoleRequest }) =>
    changeMemberRole(complexId, v.memberId, v.body),
  );

export const useRemoveMember = (complexId: number) =>
  useTeamMutation(complexId, (memberId: string) => removeMember(complexId, memberId));
