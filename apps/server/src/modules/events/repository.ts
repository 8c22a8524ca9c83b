import { and, asc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { complexes, eventPlaces, events, sportTypes } from '../../db/schema';

const EVENT_COLUMNS = {
  id: events.id,
  kind: events.kind,
  name: events.name,
  description: events.description,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  timeZone: events.timeZone,
  price: events.price,
  sportTypeId: sportTypes.id,
  sportTypeName: sportTypes.name,
};

export interface EventRow {
  id: number;
  kind: string;
  name: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  price: number | null;
  sportTypeId: number | null;
  sportTypeName: string | null;
}

export interface EventPlaceRow {
  eventId: number;
  id: number;
  name: string;
  address: string;
  lat: number;
  lon: number;
}

export interface EventsPeriodQuery {
  from: Date;
  to: Date;
  sportTypeIds: number[] | null;
  limit: number;
}

/** Events not canceled that overlap [from, to), soonest first (spec §7.2 "User events"). */
export async function listEventsInPeriod(db: Db, q: EventsPeriodQuery): Promise<EventRow[]> {
  return db
    .select(EVENT_COLUMNS)
    .from(events)
    .leftJoin(sportTypes, eq(sportTypes.id, events.sportTypeId))
    .where(
      and(
        isNull(events.canceledAt),
        gte(events.endsAt, q.from),
        lt(events.startsAt, q.to),
        q.sportTypeIds ? inArray(events.sportTypeId, q.sportTypeIds) : undefined,
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(q.limit);
}

/** One event; a canceled one is gone (the contract has no way to mark it). */
export async function findEvent(db: Db, id: number): Promise<EventRow | undefined> {
  const [row] = await db
    .select(EVENT_COLUMNS)
    .from(events)
    .leftJoin(sportTypes, eq(sportTypes.id, events.sportTypeId))
    .where(and(eq(events.id, id), isNull(events.canceledAt)))
    .limit(1);
  return row;
}

/** The approved venues where the events take place (spec §4: only APPROVED are shown). */
export async function listEventPlaces(db: Db, eventIds: number[]): Promise<EventPlaceRow[]> {
  if (eventIds.length === 0) return [];
  return db
    .select({
      eventId: eventPlaces.eventId,
      id: complexes.id,
      name: complexes.name,
      address: complexes.address,
      lat: complexes.lat,
      lon: complexes.lon,
    })
    .from(eventPlaces)
    .innerJoin(complexes, eq(complexes.id, eventPlaces.complexId))
    .where(and(inArray(eventPlaces.eventId, eventIds), eq(complexes.moderation, 'APPROVED')))
    .orderBy(asc(eventPlaces.eventId), asc(complexes.id));
}
