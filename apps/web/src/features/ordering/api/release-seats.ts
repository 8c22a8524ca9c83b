import { ReservationDeleteResponseSchema } from '@sportkarta/contract/api/orders';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /v2/mob/scheduled-events/reservations/delete: the person left the ordering screen without
 * ordering, so the seats go back to others at once instead of after HOLD_MINUTES (issue 28).
 */
export function releaseSeats(reservationId: string): Promise<{ released: boolean }> {
  return apiRequest({
    url: '/v2/mob/scheduled-events/reservations/delete',
    method: 'POST',
    body: { reservationId },
    schema: ReservationDeleteResponseSchema,
  });
}
