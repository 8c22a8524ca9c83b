import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  StaffPackageSchema,
  type StaffActivateRequest,
  type StaffPackage,
} from '@sportkarta/contract/api/venue-packages';
import { apiRequest } from '@/lib/api-client';
import { hasToken } from '@/lib/session-token';

// Issue 25: one sold package at the front desk — its record, and the desk's activation.

const url = (complexId: number, packageId: string) =>
  `/v1/mob/staff/complexes/${complexId}/service-packages/${encodeURIComponent(packageId)}`;

/**
 * Under the venue's orders (venue-orders' `staffOrdersKey`, which a feature does not import):
 * an activation reloads the order that holds the package too; reset at sign-in and logout.
 */
const venueOrdersKey = (complexId: number) => ['user', 'staff', complexId, 'orders'] as const;
export const staffPackageKey = (complexId: number, packageId: string) =>
  [...venueOrdersKey(complexId), 'package', packageId] as const;

export const getStaffPackage = (
  complexId: number,
  packageId: string,
  signal?: AbortSignal,
): Promise<StaffPackage> =>
  apiRequest({ url: url(complexId, packageId), method: 'GET', schema: StaffPackageSchema, signal });

export const useStaffPackage = (complexId: number, packageId: string) =>
  useQuery(
    queryOptions({
      queryKey: staffPackageKey(complexId, packageId),
      enabled: hasToken,
      queryFn: ({ signal }) => getStaffPackage(complexId, packageId, signal),
    }),
  );

/** POST …/activate: from today or a later day; the answer is the package as it is then. */
export function useActivateStaffPackage(complexId: number, packageId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffActivateRequest) =>
      apiRequest({
        url: `${url(complexId, packageId)}/activate`,
        method: 'POST',
        body,
        schema: StaffPackageSchema,
      }),
    onSuccess: (pkg) => {
      client.setQueryData(staffPackageKey(complexId, packageId), pkg);
      return client.invalidateQueries({ queryKey: venueOrdersKey(complexId) });
    },
  });
}
