import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderSchema, type Order } from '@sportkarta/contract/api/orders';
import { apiRequest } from '@/lib/api-client';
import { orderCompletedQueryKey } from './get-order-completed';

/**
 * POST /v1/mob/orders/{orderId}/cancel (issue 28): the person cancels their unpaid order; its
 * seats go back at once. A payment that still arrives is refunded by the server.
 */
export function cancelOrder(orderId: string): Promise<Order> {
  return apiRequest({
    url: `/v1/mob/orders/${encodeURIComponent(orderId)}/cancel`,
    method: 'POST',
    schema: OrderSchema,
  });
}

export function useCancelOrder(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(orderId),
    onSuccess: () => client.invalidateQueries({ queryKey: orderCompletedQueryKey(orderId) }),
  });
}
