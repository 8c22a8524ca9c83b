import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderSchema, type Order, type PreorderRequest } from '@sportkarta/contract/api/orders';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /v2/mob/preorder, or POST /v2/mob/order-free-sales for a zero total (issued at once).
 * The idempotency key is the purchase attempt's: a retry after a lost answer gets the same order.
 */
export function createOrder(body: PreorderRequest, free: boolean): Promise<Order> {
  return apiRequest({
    url: free ? '/v2/mob/order-free-sales' : '/v2/mob/preorder',
    method: 'POST',
    body,
    schema: OrderSchema,
  });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, free }: { body: PreorderRequest; free: boolean }) =>
      createOrder(body, free),
    // Seats and tickets left changed; the quote of the ordered hold is not asked again.
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] === 'service' && q.queryKey[1] !== 'price',
      }),
  });
}
