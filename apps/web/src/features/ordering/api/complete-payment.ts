import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderCompletedSchema, type OrderCompleted } from '@sportkarta/contract/api/orders';
import { apiRequest } from '@/lib/api-client';
import { orderCompletedQueryKey } from './get-order-completed';

/**
 * POST /v1/mob/sber/complete: back from the provider's page (Sberbank's `?orderId=<mdOrder>`,
 * or our order id); the server reads the payment from the provider at once.
 */
export function completePayment(body: {
  orderId?: string;
  mdOrder?: string;
}): Promise<OrderCompleted> {
  return apiRequest({
    url: '/v1/mob/sber/complete',
    method: 'POST',
    body,
    schema: OrderCompletedSchema,
  });
}

export function useCompletePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completePayment,
    onSuccess: (data) => queryClient.setQueryData(orderCompletedQueryKey(data.order.id), data),
  });
}
