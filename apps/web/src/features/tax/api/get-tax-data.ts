import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TaxDataSchema, type TaxData } from '@sportkarta/contract/api/tax';
import { apiRequest } from '@/lib/api-client';

// spec §7.1 POST /service-docs/mob/taxRequest/data: a year's paid services per payer and child.
// The key holds "user": a sign-in resets it with the rest of the person's data (spec §4).
export const taxDataKey = ['user', 'taxRequest'] as const;
export const taxDataQueryKey = (year: number) => [...taxDataKey, year] as const;

export function getTaxData(year: number, signal?: AbortSignal): Promise<TaxData> {
  return apiRequest({
    url: '/service-docs/mob/taxRequest/data',
    method: 'POST',
    body: { year },
    schema: TaxDataSchema,
    signal,
  });
}

export const taxDataQueryOptions = (year: number) =>
  queryOptions({
    queryKey: taxDataQueryKey(year),
    queryFn: ({ signal }) => getTaxData(year, signal),
  });

/** The previous year's answer stays on screen while another year loads (the chooser keeps its years). */
export const useTaxData = (year: number) =>
  useQuery({ ...taxDataQueryOptions(year), placeholderData: keepPreviousData });
