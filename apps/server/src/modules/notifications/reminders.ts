import { paths } from '@sportkarta/contract/routes/paths';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { runPeriodically } from '../../lib/periodic';
import { insertSessionReminders } from './reminder-repository';

// Issue 14: a reminder before a session. A job in every process writes one notification per
// person and session for the ACTIVE tickets whose session starts within the reminder window;
// the unique (user, dedupe key) index makes it once only, however many processes run it. The
// time is the venue's (its time zone), as on the ticket.

export const REMINDER_TITLE = 'Скоро начало';

export async function sweepReminders(db: Db, now: Date, windowMinutes: number): Promise<number> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + windowMinutes * 60_000).toISOString();
  return insertSessionReminders(db, {
    at,
    until,
    title: REMINDER_TITLE,
    ticketLink: paths.ticket(''),
  });
}

export function registerReminderSweeper(app: FastifyInstance, config: AppConfig): void {
  runPeriodically(app, 'напоминания о занятиях', config.sweepSeconds * 1000, () =>
    sweepReminders(app.db, app.clock.now(), config.push.reminderMinutes),
  );
}
