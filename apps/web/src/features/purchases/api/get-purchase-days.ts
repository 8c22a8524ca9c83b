import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PurchasesCalendarResponseSchema,
  type PurchasesCalendarResponse,
} from '@sportkarta/contract/api/purchases-calendar';
import { apiRequest } from '@/lib/api-client';
import { PURCHASES_KEY } from './purchases-key';

// spec §7.1 POST /v1/mob/user/purchases-service-calendar: the days holding my purchases, for the
// calendar marks of the tickets screen (spec §2.4: days without tickets are disabled).

export const purchaseDaysQueryKey = (from: string, to: string) =>
  [PURCHASES_KEY, 'calendar', from, to] as const;

export function getPurchaseDays(
  period: { from: string; to: string },
  signal?: AbortSignal,
): Promise<PurchasesCalendarResponse> {
  return apiRequest({
    url: '/v1/mob/user/purchases-service-calendar',
    method: 'POST',
    body: period,
    schema: PurchasesCalendarResponseSchema,
    signal,
  });
}

export const purchaseDaysQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: purchaseDaysQueryKey(from, to),
    queryFn: ({ signal }) => getPurchaseDays({ from, to }, signal),
  });

export const usePurchaseDays = (from: string, to: string) =>
  useQuery(purchaseDaysQueryOptions(from, to));
