import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ServicePackageSchema,
  ServicePackagesResponseSchema,
  type ServicePackage,
} from '@sportkarta/contract/api/catalogue';
import { apiRequest } from '@/lib/api-client';

export const packagesQueryKey = (complexId: number) => ['service', 'packages', complexId] as const;

/** POST /v1/mob/public/placeServicePackages/{placeId}: the venue's packages with rates. */
export async function getPackages(
  complexId: number,
  signal?: AbortSignal,
): Promise<ServicePackage[]> {
  const answer = await apiRequest({
    url: `/v1/mob/public/placeServicePackages/${complexId}`,
    method: 'POST',
    body: {},
    schema: ServicePackagesResponseSchema,
    signal,
  });
  return answer.packages;
}

export const packagesQueryOptions = (complexId: number) =>
  queryOptions({
    queryKey: packagesQueryKey(complexId),
    queryFn: ({ signal }) => getPackages(complexId, signal),
  });

export function usePackages(complexId: number) {
  return useQuery({ ...packagesQueryOptions(complexId), enabled: complexId > 0 });
}

export const packageQueryKey = (id: number) => ['service', 'package', id] as const;

/** GET /v1/mob/service-package?id=: one package with its rates (the ordering screen). */
export function getPackage(id: number, signal?: AbortSignal): Promise<ServicePackage> {
  return apiRequest({
    url: '/v1/mob/service-package',
    method: 'GET',
    query: { id },
    schema: ServicePackageSchema,
    signal,
  });
}

export const packageQueryOptions = (id: number) =>
  queryOptions({ queryKey: packageQueryKey(id), queryFn: ({ signal }) => getPackage(id, signal) });

export const usePackage = (id: number) => useQuery({ ...packageQueryOptions(id), enabled: id > 0 });
