import { queryOptions, useQuery } from '@tanstack/react-query';
import { OrderCompletedSchema, type OrderCompleted } from '@sportkarta/contract/api/orders';
import { PAYMENT_POLL_MS } from '@sportkarta/contract/config/timings';
import { apiRequest } from '@/lib/api-client';

export const orderCompletedQueryKey = (orderId: string) => ['sold', 'order', orderId] as const;

/** GET /v1/mob/orderCompleted/{orderId}: the order's state (spec §4, polled every 3 s). */
export function getOrderCompleted(orderId: string, signal?: AbortSignal): Promise<OrderCompleted> {
  return apiRequest({
    url: `/v1/mob/orderCompleted/${encodeURIComponent(orderId)}`,
    method: 'GET',
    schema: OrderCompletedSchema,
    signal,
  });
}

export const orderCompletedQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderCompletedQueryKey(orderId),
    queryFn: ({ signal }) => getOrderCompleted(orderId, signal),
  });

/** Polls while the order is neither issued nor canceled. */
export function useOrderCompleted(orderId: string) {
  return useQuery({
    ...orderCompletedQueryOptions(orderId),
    refetchInterval: (q) => {
      const d = q.state.data;
      return d && (d.completed || d.order.status === 'canceled') ? false : PAYMENT_POLL_MS;
    },
  });
}
