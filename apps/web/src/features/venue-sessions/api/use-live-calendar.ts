import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { buildUrl } from '@/lib/api-client';
import { staffSessionsKey } from './staff-sessions';

/**
 * The calendar, live: the visitors' live-seats channel (GET …/scheduled-events/seats as
 * server-sent events) tells when a session on screen sells, is held or released; each such
 * event reloads the calendar's counts (the channel carries the seats left, the calendar also
 * sold, held and checked in). The first snapshot of a stream is skipped: the calendar was just
 * read. Closed when the screen leaves; pull-to-refresh stays for the check-ins.
 */
export function useLiveCalendar(complexId: number, sessionIds: readonly number[]): boolean {
  const client = useQueryClient();
  const key = sessionIds.slice(0, 200).join(',');
  const live = key !== '' && typeof EventSource !== 'undefined';
  useEffect(() => {
    if (!live) return;
    const source = new EventSource(
      buildUrl('/v1/mob/public/scheduled-events/seats', { sessionIds: key }),
    );
    let first = true;
    source.addEventListener('seats', () => {
      if (first) {
        first = false;
        return;
      }
      void client.invalidateQueries({ queryKey: staffSessionsKey(complexId) });
    });
    return () => source.close();
  }, [client, complexId, key, live]);
  return live;
}
