import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  SessionSeatsSchema,
  type ScheduledEventsResponse,
} from '@sportkarta/contract/api/catalogue';
import { buildUrl } from '@/lib/api-client';
import { scheduledEventsQueryKey } from './get-scheduled-events';

/**
 * Seats left on the sessions on screen, live (GET …/scheduled-events/seats as server-sent
 * events): each snapshot is written into the day's cached sessions, so a session that has just
 * sold out turns disabled without a reload. Closed when the screen leaves.
 */
export function useLiveSeats(
  placeId: number,
  date: string | null,
  sessionIds: readonly number[],
): void {
  const queryClient = useQueryClient();
  const key = sessionIds.join(',');
  useEffect(() => {
    if (!date || key === '' || typeof EventSource === 'undefined') return;
    const source = new EventSource(
      buildUrl('/v1/mob/public/scheduled-events/seats', { sessionIds: key }),
    );
    source.addEventListener('seats', (event) => {
      const parsed = SessionSeatsSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (!parsed.success) return;
      const seats = new Map(parsed.data.sessions.map((s) => [s.id, s]));
      queryClient.setQueryData<ScheduledEventsResponse>(
        scheduledEventsQueryKey(placeId, date),
        (old) =>
          old
            ? {
                ...old,
                events: old.events.map((e) => ({
                  ...e,
                  sessions: e.sessions.map((s) => {
                    const live = seats.get(s.id);
                    return live
                      ? { ...s, seatsLeft: live.seatsLeft, availability: live.availability }
                      : s;
                  }),
                })),
              }
            : old,
      );
    });
    return () => source.close();
  }, [queryClient, placeId, date, key]);
}
