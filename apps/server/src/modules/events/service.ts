import { EventKindSchema } from '@sportkarta/contract/enums';
import {
  EventAudienceSchema,
  type SportEvent,
  type UserEventInfo,
} from '@sportkarta/contract/api/events';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { photoUrl } from '../../lib/photo-store';
import {
  findVisibleEvent,
  isRegistered,
  listEventPlaces,
  listEventsInPeriod,
  listMyEvents,
  type EventPlaceRow,
  type EventRow,
} from './repository';
import { isoInTimeZone } from './time';

/** spec §7.2: the period runs a week from startDate unless endDate is given (our choice). */
export const EVENTS_DEFAULT_DAYS = 7;
/** Longest period one request may ask for. */
export const EVENTS_MAX_DAYS = 366;
/** Most events one answer carries (the soonest ones). */
export const EVENTS_MAX = 500;
/**
 * A bare date (ГГГГ-ММ-ДД) is a Moscow calendar day: the venues are Moscow's and the app's
 * selected period is "today" there (spec §3 Events state). Moscow has kept UTC+3 since 2014.
 */
const DATE_ONLY_OFFSET = '+03:00';
const DAY_MS = 86_400_000;

export const EVENTS_MESSAGES = {
  notFound: 'Событие не найдено',
  endBeforeStart: 'Дата окончания периода должна быть позже даты начала',
  tooLong: `Период не может быть длиннее ${EVENTS_MAX_DAYS} дней`,
} as const;

const isDateOnly = (v: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(v);

/** startDate default now; a bare endDate includes its whole day; endDate default start + 7 days. */
export function parsePeriod(
  startDate: string | undefined,
  endDate: string | undefined,
  now: Date,
): { from: Date; to: Date } {
  const from = startDate
    ? new Date(isDateOnly(startDate) ? `${startDate}T00:00:00${DATE_ONLY_OFFSET}` : startDate)
    : now;
  let to: Date;
  if (!endDate) to = new Date(from.getTime() + EVENTS_DEFAULT_DAYS * DAY_MS);
  else if (isDateOnly(endDate))
    to = new Date(new Date(`${endDate}T00:00:00${DATE_ONLY_OFFSET}`).getTime() + DAY_MS);
  else to = new Date(endDate);
  if (to.getTime() <= from.getTime()) {
    throw new HttpError('BAD_REQUEST', EVENTS_MESSAGES.endBeforeStart);
  }
  if (to.getTime() - from.getTime() > EVENTS_MAX_DAYS * DAY_MS) {
    throw new HttpError('BAD_REQUEST', EVENTS_MESSAGES.tooLong);
  }
  return { from, to };
}

/** Issue 14: the person's-event part (null for a venue's event). */
function userEventOf(row: EventRow): UserEventInfo | null {
  if (row.authorId === null) return null;
  return {
    author: { id: row.authorId, firstName: row.authorFirstName, photo: photoUrl(row.authorPhoto) },
    audience: EventAudienceSchema.parse(row.audience),
    capacity: row.capacity ?? 0,
    taken: row.taken,
    canceled: row.canceledAt !== null,
  };
}

function toEvent(row: EventRow, places: EventPlaceRow[]): SportEvent {
  return {
    id: row.id,
    kind: EventKindSchema.parse(row.kind),
    name: row.name,
    description: row.description,
    sportType:
      row.sportTypeId !== null && row.sportTypeName !== null
        ? { id: row.sportTypeId, name: row.sportTypeName }
        : null,
    startsAt: isoInTimeZone(row.startsAt, row.timeZone),
    endsAt: isoInTimeZone(row.endsAt, row.timeZone),
    timeZone: row.timeZone,
    price: row.price,
    places: places.map(({ id, name, address, lat, lon }) => ({ id, name, address, lat, lon })),
    userEvent: userEventOf(row),
  };
}

export async function withPlaces(db: Db, rows: EventRow[]): Promise<SportEvent[]> {
  const places = await listEventPlaces(
    db,
    rows.map((r) => r.id),
  );
  const byEvent = new Map<number, EventPlaceRow[]>();
  for (const p of places) byEvent.set(p.eventId, [...(byEvent.get(p.eventId) ?? []), p]);
  return rows.map((r) => toEvent(r, byEvent.get(r.id) ?? []));
}

export async function getEvents(
  db: Db,
  q: {
    sportTypes?: string | undefined;
    startDate?: string | undefined;
    endDate?: string | undefined;
  },
  now: Date,
  viewerId: string | null,
): Promise<{ events: SportEvent[] }> {
  const { from, to } = parsePeriod(q.startDate, q.endDate, now);
  const sportTypeIds = q.sportTypes ? q.sportTypes.split(',').map(Number) : null;
  const rows = await listEventsInPeriod(db, {
    from,
    to,
    sportTypeIds,
    limit: EVENTS_MAX,
    viewerId,
  });
  return { events: await withPlaces(db, rows) };
}

/**
 * One event the viewer may see. A canceled one is gone, except a person's event for its author
 * and the registered: their notification opens it and they read that it was canceled.
 */
export async function getEvent(db: Db, id: number, viewerId: string | null): Promise<SportEvent> {
  const row = await findVisibleEvent(db, id, viewerId);
  const shown =
    row &&
    (row.canceledAt === null ||
      (viewerId !== null &&
        row.authorId !== null &&
        (row.authorId === viewerId || (await isRegistered(db, id, viewerId)))));
  if (!shown) throw new HttpError('NOT_FOUND', EVENTS_MESSAGES.notFound);
  const [event] = await withPlaces(db, [row]);
  return event!;
}

/** Most events «Мои события» shows. */
export const MY_EVENTS_MAX = 200;

/** «Мои события»: what I organise or joined, from yesterday on, canceled ones included. */
export async function getMyEvents(
  db: Db,
  viewerId: string,
  now: Date,
): Promise<{ events: SportEvent[] }> {
  const rows = await listMyEvents(db, viewerId, new Date(now.getTime() - DAY_MS), MY_EVENTS_MAX);
  return { events: await withPlaces(db, rows) };
}
