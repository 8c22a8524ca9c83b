import { queryOptions, useQuery } from '@tanstack/react-query';
import { MembershipListSchema, type Membership } from '@sportkarta/contract/api/sections';
import type { GroupMembershipStatus } from '@sportkarta/contract/enums-statuses';
import { apiRequest } from '@/lib/api-client';
import { hasToken } from '@/lib/session-token';

// Under 'user' (reset at sign-in and logout), per venue.
export const staffApplicationsKey = (complexId: number) =>
  ['user', 'staff', complexId, 'applications'] as const;

/** GET /v1/mob/staff/complexes/{complexId}/applications: the venue's section applications. */
export const getStaffApplications = (
  complexId: number,
  status: GroupMembershipStatus | undefined,
  signal?: AbortSignal,
): Promise<Membership[]> =>
  apiRequest({
    url: `/v1/mob/staff/complexes/${complexId}/applications`,
    method: 'GET',
    query: { status },
    schema: MembershipListSchema,
    signal,
  }).then((answer) => answer.members);

export const staffApplicationsQueryOptions = (
  complexId: number,
  status: GroupMembershipStatus | undefined,
) =>
  queryOptions({
    queryKey: [...staffApplicationsKey(complexId), status ?? 'all'] as const,
    enabled: hasToken,
    queryFn: ({ signal }) => getStaffApplications(complexId, status, signal),
  });

export const useStaffApplications = (complexId: number, status?: GroupMembershipStatus) =>
  useQuery(staffApplicationsQueryOptions(complexId, status));
