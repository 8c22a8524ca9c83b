import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  StaffOrdersPageSchema,
  type StaffOrdersQuery,
  type StaffOrderSummary,
} from '@sportkarta/contract/api/venue-desk';
import { apiRequest } from '@/lib/api-client';
import { hasToken } from '@/lib/session-token';
import { staffOrdersKey } from './staff-orders-key';

export type StaffOrdersFilter = Pick<StaffOrdersQuery, 'number' | 'phone' | 'name' | 'date'>;

export interface StaffOrdersPage {
  items: StaffOrderSummary[];
  nextCursor: string | null;
}

/** GET /v1/mob/staff/complexes/{complexId}/orders: the venue's orders, newest first. */
export const getStaffOrders = (
  complexId: number,
  filter: StaffOrdersFilter,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<StaffOrdersPage> =>
  apiRequest({
    url: `/v1/mob/staff/complexes/${complexId}/orders`,
    method: 'GET',
    query: { ...filter, cursor },
    schema: StaffOrdersPageSchema,
    signal,
  });

export const staffOrdersQueryOptions = (complexId: number, filter: StaffOrdersFilter) =>
  infiniteQueryOptions({
    queryKey: [...staffOrdersKey(complexId), 'list', filter] as const,
    enabled: hasToken,
    queryFn: ({ pageParam, signal }) => getStaffOrders(complexId, filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: StaffOrdersPage) => last.nextCursor ?? undefined,
  });

export const useStaffOrders = (complexId: number, filter: StaffOrdersFilter) =>
  useInfiniteQuery(staffOrdersQueryOptions(complexId, filter));
