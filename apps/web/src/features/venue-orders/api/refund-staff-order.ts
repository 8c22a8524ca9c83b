import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VenueRefundRequest } from '@sportkarta/contract/api/venue-desk';
import { apiRequest } from '@/lib/api-client';
import { staffOrdersKey } from './staff-orders-key';

/** POST …/orders/{orderId}/refund: the venue's refund of lines, with a reason the buyer sees. */
export const refundStaffOrder = (
  complexId: number,
  orderId: string,
  body: VenueRefundRequest,
): Promise<unknown> =>
  apiRequest({
    url: `/v1/mob/staff/complexes/${complexId}/orders/${encodeURIComponent(orderId)}/refund`,
    method: 'POST',
    body,
  });

/** Refunds, then reloads the venue's orders (the list's totals and the order's refunds). */
export function useRefundStaffOrder(complexId: number, orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VenueRefundRequest) => refundStaffOrder(complexId, orderId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: staffOrdersKey(complexId) }),
  });
}
