import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SoldOrderSchema, type SoldOrder } from '@sportkarta/contract/api/refunds';
import { apiRequest } from '@/lib/api-client';

// spec §7.1 GET /v1/mob/user/sold-order-details and POST /v1/mob/orders/refund.
export const soldOrderKey = (orderId: string) => ['purchasesService', 'order', orderId] as const;

/** A refund in progress is followed: the order is asked again every 3 s until it settles. */
const POLL_MS = 3000;

export const useSoldOrder = (orderId: string) =>
  useQuery({
    queryKey: soldOrderKey(orderId),
    queryFn: ({ signal }) =>
      apiRequest({
        url: '/v1/mob/user/sold-order-details',
        method: 'GET',
        query: { orderId },
        schema: SoldOrderSchema,
        signal,
      }),
    enabled: orderId.length > 0,
    refetchInterval: (q) =>
      q.state.data?.refunds.some((r) => r.state === 'REQUESTED' || r.state === 'SENT')
        ? POLL_MS
        : false,
  });

/** Issue 28: asks the venue to return a section's line (POST /v1/mob/orders/section-refund-request). */
export function useAskVenueRefund(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: { lineId: number; reason: string }): Promise<SoldOrder> =>
      apiRequest({
        url: '/v1/mob/orders/section-refund-request',
        method: 'POST',
        body: { orderId, ...a },
        schema: SoldOrderSchema,
      }),
    onSuccess: (order) => client.setQueryData(soldOrderKey(orderId), order),
  });
}

export function useRequestRefund(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lineIds?: number[]): Promise<SoldOrder> =>
      apiRequest({
        url: '/v1/mob/orders/refund',
        method: 'POST',
        body: lineIds ? { orderId, lineIds } : { orderId },
        schema: SoldOrderSchema,
      }),
    onSuccess: (order) => {
      client.setQueryData(soldOrderKey(orderId), order);
      // The tickets and packages of the order change with it.
      void client.invalidateQueries({ queryKey: ['purchasesService'] });
    },
  });
}
