import { paths } from '@sportkarta/contract/routes/paths';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { queryRows, type Db } from '../../db/client';
import { runPeriodically } from '../../lib/periodic';

// Issue 14: a reminder before a session. A job in every process writes one notification per
// person and session for the ACTIVE tickets whose session starts within the reminder window;
// the unique (user, dedupe key) index makes it once only, however many processes run it. The
// time is the venue's (its time zone), as on the ticket.

export const REMINDER_TITLE = 'Скоро начало';

export async function sweepReminders(db: Db, now: Date, windowMinutes: number): Promise<number> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + windowMinutes * 60_000).toISOString();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into notifications (user_id, kind, title, body, link, dedupe_key, created_at)
        select distinct on (t.user_id, es.id)
               t.user_id, 'SESSION_REMINDER', ${REMINDER_TITLE},
               e.name || ' начнётся ' ||
                 to_char(es.starts_at at time zone c.time_zone, 'DD.MM "в" HH24:MI') ||
                 '. ' || c.name,
               ${paths.ticket('')} || t.qr_code_id,
               'reminder:' || es.id,
               ${at}::timestamptz
          from tickets t
          join event_sessions es on es.id = t.session_id
          join scheduled_events e on e.id = es.event_id
          join complexes c on c.id = e.complex_id
         where t.status = 'ACTIVE' and not es.canceled
           and es.starts_at > ${at}::timestamptz and es.starts_at <= ${until}::timestamptz
         order by t.user_id, es.id, t.created_at
        on conflict (user_id, dedupe_key) do nothing
        returning id`,
  );
  return rows.length;
}

export function registerReminderSweeper(app: FastifyInstance, config: AppConfig): void {
  runPeriodically(app, 'напоминания о занятиях', config.sweepSeconds * 1000, () =>
    sweepReminders(app.db, app.clock.now(), config.push.reminderMinutes),
  );
}
