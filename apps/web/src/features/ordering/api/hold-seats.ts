import { useMutation } from '@tanstack/react-query';
import { ReservationSchema, type Reservation } from '@sportkarta/contract/api/orders';
import { apiRequest } from '@/lib/api-client';

/** POST /v2/mob/scheduled-events/reservations: seats held for a while before ordering. */
export function holdSeats(body: { sessionId: number; quantity: number }): Promise<Reservation> {
  return apiRequest({
    url: '/v2/mob/scheduled-events/reservations',
    method: 'POST',
    body,
    schema: ReservationSchema,
  });
}

export const useHoldSeats = () => useMutation({ mutationFn: holdSeats });
