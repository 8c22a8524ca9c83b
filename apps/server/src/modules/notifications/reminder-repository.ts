import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';

/**
 * One SESSION_REMINDER per person and session for the ACTIVE tickets whose session starts in
 * (at, until] (ISO timestamps), linking to the ticket (`ticketLink` + its QR id); the unique
 * (user, dedupe key) index makes it once only. Answers how many were written.
 */
export async function insertSessionReminders(
  db: Db,
  r: { at: string; until: string; title: string; ticketLink: string },
): Promise<number> {
  const rows = await queryRows(
    db,
    sql`insert into notifications (user_id, kind, title, body, link, dedupe_key, created_at)
        select distinct on (t.user_id, es.id)
               t.user_id, 'SESSION_REMINDER', ${r.title},
               e.name || ' начнётся ' ||
                 to_char(es.starts_at at time zone c.time_zone, 'DD.MM "в" HH24:MI') ||
                 '. ' || c.name,
               ${r.ticketLink} || t.qr_code_id,
               'reminder:' || es.id,
               ${r.at}::timestamptz
          from tickets t
          join event_sessions es on es.id = t.session_id
          join scheduled_events e on e.id = es.event_id
          join complexes c on c.id = e.complex_id
         where t.status = 'ACTIVE' and not es.canceled
           and es.starts_at > ${r.at}::timestamptz and es.starts_at <= ${r.until}::timestamptz
         order by t.user_id, es.id, t.created_at
        on conflict (user_id, dedupe_key) do nothing
        returning id`,
    z.object({ id: z.string() }),
  );
  return rows.length;
}
