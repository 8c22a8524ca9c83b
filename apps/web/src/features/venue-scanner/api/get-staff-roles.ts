import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PERMISSION_CHECKIN_SCAN,
  StaffRoleListSchema,
  type StaffRole,
} from '@sportkarta/contract/api/check-in-offline';
import { apiRequest } from '@/lib/api-client';

/** The venues where the signed-in person holds a role (issue 24). */
export function getStaffRoles(signal?: AbortSignal): Promise<StaffRole[]> {
  return apiRequest({
    url: '/v1/mob/staff/roles',
    method: 'GET',
    schema: StaffRoleListSchema,
    signal,
  });
}

export const staffRolesQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'roles'] as const,
    queryFn: ({ signal }) => getStaffRoles(signal),
  });

export const useStaffRoles = () => useQuery(staffRolesQueryOptions());

/** The venues whose door this person may scan at. */
export const scannerVenues = (roles: readonly StaffRole[]): StaffRole[] =>
  roles.filter((r) => r.permissions.includes(PERMISSION_CHECKIN_SCAN));
