import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SoldPackageListSchema,
  SoldPackageSchema,
  type SoldPackage,
} from '@sportkarta/contract/api/service-packages';
import { apiRequest } from '@/lib/api-client';

// spec §7.1 the person's packages. Keys hold "purchasesService": a sign-in resets them with
// the rest of the person's data, and the tickets' pull-to-refresh asks them again too.
export const soldPackagesKey = ['purchasesService', 'packages'] as const;
export const soldPackageKey = (id: string) => ['purchasesService', 'package', id] as const;

const URL = '/v1/mob/user/sold-service-packages';

export const soldPackagesQuery = queryOptions({
  queryKey: soldPackagesKey,
  queryFn: ({ signal }) =>
    apiRequest({ url: URL, method: 'GET', schema: SoldPackageListSchema, signal }),
});

export const useSoldPackages = () => useQuery(soldPackagesQuery);

export const useSoldPackage = (id: string) =>
  useQuery({
    queryKey: soldPackageKey(id),
    queryFn: ({ signal }) =>
      apiRequest({
        url: `${URL}/${encodeURIComponent(id)}`,
        method: 'GET',
        schema: SoldPackageSchema,
        signal,
      }),
    enabled: id.length > 0,
  });

export type PackageAction = 'activate' | 'freeze' | 'unfreeze';

/** Activate, freeze or unfreeze: the answer is the package as it is now. */
export function useChangePackage(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: PackageAction): Promise<SoldPackage> =>
      apiRequest({
        url: `/v1/mob/user/service-packages/${encodeURIComponent(id)}/${action}`,
        method: 'POST',
        schema: SoldPackageSchema,
      }),
    onSuccess: (pkg) => {
      client.setQueryData(soldPackageKey(id), pkg);
      void client.invalidateQueries({ queryKey: soldPackagesKey });
    },
  });
}
