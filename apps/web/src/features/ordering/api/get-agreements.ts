import { queryOptions, useQuery } from '@tanstack/react-query';
import { PurchaseAgreementsResponseSchema } from '@sportkarta/contract/api/catalogue';
import { apiRequest } from '@/lib/api-client';

export const agreementsQueryKey = (complexId: number) =>
  ['service', 'agreements', complexId] as const;

/** GET /v1/mob/public/agreements: the owner's visit and refund rules (spec §2.4). */
export function getAgreements(complexId: number, signal?: AbortSignal) {
  return apiRequest({
    url: '/v1/mob/public/agreements',
    method: 'GET',
    query: { complexId },
    schema: PurchaseAgreementsResponseSchema,
    signal,
  });
}

export const agreementsQueryOptions = (complexId: number) =>
  queryOptions({
    queryKey: agreementsQueryKey(complexId),
    queryFn: ({ signal }) => getAgreements(complexId, signal),
  });

export const useAgreements = (complexId: number) =>
  useQuery({ ...agreementsQueryOptions(complexId), enabled: complexId > 0 });
