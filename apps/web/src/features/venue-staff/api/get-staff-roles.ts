import { queryOptions, useQuery } from '@tanstack/react-query';
import { StaffRolesResponseSchema, type StaffRole } from '@sportkarta/contract/api/venue-staff';
import { apiRequest } from '@/lib/api-client';
import { hasToken } from '@/lib/session-token';

// Under 'user': reset with the other personal queries at sign-in and logout (spec §4).
export const staffRolesQueryKey = ['user', 'staff-roles'] as const;

/** GET /v1/mob/staff/roles: each venue and role the signed-in person holds; none for a visitor. */
export async function getStaffRoles(signal?: AbortSignal): Promise<StaffRole[]> {
  const answer = await apiRequest({
    url: '/v1/mob/staff/roles',
    method: 'GET',
    schema: StaffRolesResponseSchema,
    signal,
  });
  return answer.roles;
}

export const staffRolesQueryOptions = () =>
  queryOptions({
    queryKey: staffRolesQueryKey,
    enabled: hasToken,
    queryFn: ({ signal }) => getStaffRoles(signal),
  });

/** The person's venue roles; `enabled` false for a visitor (never asked then). */
export const useStaffRoles = (enabled: boolean) =>
  useQuery({ ...staffRolesQueryOptions(), enabled: enabled ? hasToken : false });

/** One role's identity on this device: the same venue and role as before. */
export const sameRole = (a: StaffRole, b: StaffRole): boolean =>
  a.complexId === b.complexId && a.role === b.role;
