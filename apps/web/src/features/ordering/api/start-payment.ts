import { useMutation } from '@tanstack/react-query';
import {
  StartPaymentResponseSchema,
  type StartPaymentResponse,
} from '@sportkarta/contract/api/orders';
import type { PaymentMethod } from '@sportkarta/contract/enums';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /v1/mob/sber/payment: the provider's payment page for the order (YooKassa or Sberbank,
 * as the venue's cashbox says). While a page is open the server answers the same one.
 */
export function startPayment(body: {
  orderId: string;
  method?: PaymentMethod | undefined;
  returnTo: 'web' | 'app';
}): Promise<StartPaymentResponse> {
  return apiRequest({
    url: '/v1/mob/sber/payment',
    method: 'POST',
    body,
    schema: StartPaymentResponseSchema,
  });
}

export const useStartPayment = () => useMutation({ mutationFn: startPayment });
