import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { MembershipListSchema, type Membership } from '@sportkarta/contract/api/sections';
import { apiRequest } from '@/lib/api-client';

export const membershipsQueryKey = ['user', 'section-members'] as const;

/** GET /v1/mob/section-member-group/list: the person's and their children's applications. */
export async function getMemberships(signal?: AbortSignal): Promise<Membership[]> {
  const answer = await apiRequest({
    url: '/v1/mob/section-member-group/list',
    method: 'GET',
    schema: MembershipListSchema,
    signal,
  });
  return answer.members;
}

export const membershipsQueryOptions = () =>
  queryOptions({ queryKey: membershipsQueryKey, queryFn: ({ signal }) => getMemberships(signal) });

export const useMemberships = (enabled = true) =>
  useQuery({ ...membershipsQueryOptions(), enabled });

/** Pull-to-refresh of the applications list. */
export function useRefreshMemberships() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: membershipsQueryKey });
}
