import type { SportEvent } from '@sportkarta/contract/api/events';
import type {
  AddEventRequest,
  CancelEventRequest,
  UpdEventRequest,
} from '@sportkarta/contract/api/user-events';
import { zonedInstant } from '@sportkarta/contract/zoned';
import { paths } from '@sportkarta/contract/routes/paths';
import type { Db } from '../../db/client';
import { HttpError, PLACE_NOT_FOUND } from '../../errors';
import { getEvent } from '../events/service';
import { notify } from '../notifications/notify';
import {
  cancelUserEvent,
  countUpcomingOf,
  findSportType,
  findVenue,
  insertUserEvent,
  listParticipants,
  lockUserEvent,
  updateUserEvent,
  type LockedEvent,
  type UserEventValues,
  type Venue,
} from './repository';
import { canceledText, changedText, formatWhen, USER_EVENT_MESSAGES as M } from './texts';

// Issue 14: a person creates a game or training at a venue, changes or cancels it; only the
// author may, and the registered are told (notify() in the same transaction) when it moves or
// is canceled. The author is not a participant: `capacity` counts places for the others.

/** How many not-yet-ended events one person may run at once (keeps the map free of spam). */
export const MAX_UPCOMING_PER_AUTHOR = 20;
const YEAR_MS = 366 * 86_400_000;

type Fields = Omit<AddEventRequest, 'description'> & { description?: string | undefined };

/** The venue, the sport and the times of a form, checked; the values to store. */
async function checkedValues(
  db: Db,
  body: Fields,
  now: Date,
): Promise<{ venue: Venue; values: UserEventValues }> {
  const venue = await findVenue(db, body.complexId);
  if (!venue) throw new HttpError('NOT_FOUND', PLACE_NOT_FOUND);
  const sport = await findSportType(db, body.sportTypeId);
  if (!sport) throw new HttpError('BAD_REQUEST', M.sportNotFound);
  if (venue.sportTypeIds.length > 0 && !venue.sportTypeIds.includes(sport.id))
    throw new HttpError('BAD_REQUEST', M.sportNotAtVenue);
  const startsAt = zonedInstant(body.date, body.startTime, venue.timeZone);
  const endsAt = zonedInstant(body.date, body.endTime, venue.timeZone);
  if (startsAt.getTime() <= now.getTime()) throw new HttpError('BAD_REQUEST', M.startPast);
  if (startsAt.getTime() - now.getTime() > YEAR_MS) throw new HttpError('BAD_REQUEST', M.tooFar);
  return {
    venue,
    values: {
      name: body.name,
      description: body.description ?? '',
      sportTypeId: sport.id,
      startsAt,
      endsAt,
      timeZone: venue.timeZone,
      capacity: body.capacity,
      audience: body.audience,
    },
  };
}

/** POST /v1/addEvent */
export async function addEvent(
  db: Db,
  a: { userId: string; body: AddEventRequest; now: Date },
): Promise<SportEvent> {
  const { venue, values } = await checkedValues(db, a.body, a.now);
  if ((await countUpcomingOf(db, a.userId, a.now)) >= MAX_UPCOMING_PER_AUTHOR)
    throw new HttpError('CONFLICT', M.tooMany(MAX_UPCOMING_PER_AUTHOR));
  const id = await db.transaction((tx) =>
    insertUserEvent(tx, { ...values, authorId: a.userId, complexId: venue.id }),
  );
  return getEvent(db, id, a.userId);
}

/**
 * The author's event, locked, open to change: someone else gets 404 when they may not even see
 * it and 403 when they may; a canceled or started one is closed.
 */
async function authorsOpenEvent(tx: Db, eventId: number, userId: string, now: Date) {
  const e = await lockUserEvent(tx, eventId, userId);
  if (!e || !e.visible) throw new HttpError('NOT_FOUND', M.notFound);
  if (e.authorId !== userId) throw new HttpError('FORBIDDEN', M.notAuthor);
  if (e.canceledAt) throw new HttpError('EVENT_CLOSED', M.alreadyCanceled);
  if (e.startsAt.getTime() <= now.getTime()) throw new HttpError('EVENT_CLOSED', M.started);
  return e;
}

/** Tells every registered person, once per key. */
async function tellRegistered(
  tx: Db,
  e: LockedEvent,
  what: { kind: 'EVENT_CHANGED' | 'EVENT_CANCELED'; title: string; body: string; key: string },
  now: Date,
): Promise<void> {
  for (const person of await listParticipants(tx, e.id)) {
    await notify(tx, {
      userId: person.id,
      kind: what.kind,
      title: what.title,
      body: what.body,
      link: paths.userEvent(e.id),
      dedupeKey: what.key,
      now,
    });
  }
}

/** POST /v1/updEvent: the whole event again; a move of time or venue is told to the registered. */
export async function updEvent(
  db: Db,
  a: { userId: string; body: UpdEventRequest; now: Date },
): Promise<SportEvent> {
  const { venue, values } = await checkedValues(db, a.body, a.now);
  await db.transaction(async (tx) => {
    const e = await authorsOpenEvent(tx, a.body.eventId, a.userId, a.now);
    if (values.capacity < e.taken) throw new HttpError('CONFLICT', M.belowTaken(e.taken));
    const moved =
      e.startsAt.getTime() !== values.startsAt.getTime() ||
      e.endsAt.getTime() !== values.endsAt.getTime() ||
      e.complexId !== venue.id;
    const revision = await updateUserEvent(tx, e.id, { ...values, complexId: venue.id, moved });
    if (!moved) return;
    const when = formatWhen(values.startsAt, values.endsAt, values.timeZone);
    await tellRegistered(
      tx,
      e,
      {
        kind: 'EVENT_CHANGED',
        ...changedText(values.name, when, venue.name),
        key: `user-event:${e.id}:changed:${revision}`,
      },
      a.now,
    );
  });
  return getEvent(db, a.body.eventId, a.userId);
}

/** POST /v1/cancelEvent: canceled for good; the registered are told. */
export async function cancelEvent(
  db: Db,
  a: { userId: string; body: CancelEventRequest; now: Date },
): Promise<SportEvent> {
  await db.transaction(async (tx) => {
    const e = await authorsOpenEvent(tx, a.body.eventId, a.userId, a.now);
    await cancelUserEvent(tx, e.id, a.now);
    const when = formatWhen(e.startsAt, e.endsAt, e.timeZone);
    await tellRegistered(
      tx,
      e,
      {
        kind: 'EVENT_CANCELED',
        ...canceledText(e.name, when, a.body.reason || undefined),
        key: `user-event:${e.id}:canceled`,
      },
      a.now,
    );
  });
  return getEvent(db, a.body.eventId, a.userId);
}
