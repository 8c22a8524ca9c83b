import { queryOptions, useQuery } from '@tanstack/react-query';
import { CashboxAccountSchema, type CashboxAccount } from '@sportkarta/contract/api/catalogue';
import { apiRequest } from '@/lib/api-client';

export const cashboxQueryKey = (complexId: number) => ['service', 'cashbox', complexId] as const;

/** GET /v1/mob/ucashboxaccounts/{placeId}: whether the venue sells in the app, and how. */
export function getCashbox(complexId: number, signal?: AbortSignal): Promise<CashboxAccount> {
  return apiRequest({
    url: `/v1/mob/ucashboxaccounts/${complexId}`,
    method: 'GET',
    schema: CashboxAccountSchema,
    signal,
  });
}

export const cashboxQueryOptions = (complexId: number) =>
  queryOptions({
    queryKey: cashboxQueryKey(complexId),
    queryFn: ({ signal }) => getCashbox(complexId, signal),
  });

export const useCashbox = (complexId: number) =>
  useQuery({ ...cashboxQueryOptions(complexId), enabled: complexId > 0 });
