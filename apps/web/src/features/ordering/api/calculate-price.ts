import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  CommissionResponseSchema,
  type CommissionResponse,
  type PreorderLine,
} from '@sportkarta/contract/api/orders';
import { apiRequest } from '@/lib/api-client';

export const priceQueryKey = (complexId: number, lines: readonly PreorderLine[]) =>
  ['service', 'price', complexId, JSON.stringify(lines)] as const;

/** POST /v1/mob/public/calculateCommissionMobileSales: the server's price, fee and total. */
export function calculatePrice(
  complexId: number,
  lines: readonly PreorderLine[],
  signal?: AbortSignal,
): Promise<CommissionResponse> {
  return apiRequest({
    url: '/v1/mob/public/calculateCommissionMobileSales',
    method: 'POST',
    body: { complexId, lines },
    schema: CommissionResponseSchema,
    signal,
  });
}

export const priceQueryOptions = (complexId: number, lines: readonly PreorderLine[]) =>
  queryOptions({
    queryKey: priceQueryKey(complexId, lines),
    queryFn: ({ signal }) => calculatePrice(complexId, lines, signal),
  });

export function usePrice(complexId: number, lines: readonly PreorderLine[] | null) {
  return useQuery({
    ...priceQueryOptions(complexId, lines ?? []),
    enabled: lines !== null && lines.length > 0,
    placeholderData: keepPreviousData,
  });
}
