import { queryOptions, useQuery } from '@tanstack/react-query';
import { StaffOrderDetailSchema, type StaffOrderDetail } from '@sportkarta/contract/api/venue-desk';
import { apiRequest } from '@/lib/api-client';
import { hasToken } from '@/lib/session-token';
import { staffOrdersKey } from './staff-orders-key';

/** GET /v1/mob/staff/complexes/{complexId}/orders/{orderId}: lines, payments, tickets, refunds. */
export const getStaffOrder = (
  complexId: number,
  orderId: string,
  signal?: AbortSignal,
): Promise<StaffOrderDetail> =>
  apiRequest({
    url: `/v1/mob/staff/complexes/${complexId}/orders/${encodeURIComponent(orderId)}`,
    method: 'GET',
    schema: StaffOrderDetailSchema,
    signal,
  });

export const staffOrderQueryKey = (complexId: number, orderId: string) =>
  [...staffOrdersKey(complexId), 'detail', orderId] as const;

export const staffOrderQueryOptions = (complexId: number, orderId: string) =>
  queryOptions({
    queryKey: staffOrderQueryKey(complexId, orderId),
    enabled: hasToken,
    queryFn: ({ signal }) => getStaffOrder(complexId, orderId, signal),
  });

export const useStaffOrder = (complexId: number, orderId: string) =>
  useQuery(staffOrderQueryOptions(complexId, orderId));
