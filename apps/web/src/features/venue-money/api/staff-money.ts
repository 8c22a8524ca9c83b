import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MoneyReportSchema, type MoneyQuery } from '@sportkarta/contract/api/venue-money';
import { apiRequest } from '@/lib/api-client';
import { hasToken } from '@/lib/session-token';

// Under 'user' (reset at sign-in and logout), per venue and period (issue 25, the owner's money).
export const staffMoneyKey = (complexId: number) => ['user', 'staff', complexId, 'money'] as const;

export const moneyQueryOptions = (complexId: number, period: MoneyQuery) =>
  queryOptions({
    queryKey: [...staffMoneyKey(complexId), period.from, period.to],
    enabled: hasToken,
    queryFn: ({ signal }) =>
      apiRequest({
        url: `/v1/mob/staff/complexes/${complexId}/money?${new URLSearchParams(period).toString()}`,
        method: 'GET',
        schema: MoneyReportSchema,
        // The providers' reports are read page by page: the long calls' time (spec §9).
        timeoutMs: 60_000,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET …/money?from&to, only for a valid period (`null` asks nothing). */
export const useOwnerMoney = (complexId: number, period: MoneyQuery | null) =>
  useQuery({
    ...moneyQueryOptions(complexId, period ?? { from: '', to: '' }),
    enabled: hasToken() && period !== null,
  });
