import { useMutation } from '@tanstack/react-query';
import {
  StartPaymentResponseSchema,
  type StartPaymentResponse,
} from '@sportkarta/contract/api/orders';
import type { PaymentMethod } from '@sportkarta/contract/enums';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /v1/mob/sber/payment: the provider's payment page for the order (YooKassa or Sberbank,
 * as the venue's cashbox says). While a page is open the server answers the same one. The web
 * app names its own origin, so the person comes back where their sign-in lives (issue 28: one
 * who opened 127.0.0.1 is not sent to localhost); the server takes it only from its allow-list.
 */
export function startPayment(body: {
  orderId: string;
  method?: PaymentMethod | undefined;
  returnTo: 'web' | 'app';
}): Promise<StartPaymentResponse> {
  return apiRequest({
    url: '/v1/mob/sber/payment',
    method: 'POST',
    body: body.returnTo === 'web' ? { ...body, returnOrigin: window.location.origin } : body,
    schema: StartPaymentResponseSchema,
  });
}

export const useStartPayment = () => useMutation({ mutationFn: startPayment });
