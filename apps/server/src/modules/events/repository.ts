import { and, asc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  complexes,
  eventPlaces,
  eventRegistrations,
  events,
  friendships,
  sportTypes,
  users,
} from '../../db/schema';

const authors = alias(users, 'event_authors');

const EVENT_COLUMNS = {
  id: events.id,
  kind: events.kind,
  name: events.name,
  description: events.description,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  timeZone: events.timeZone,
  price: events.price,
  canceledAt: events.canceledAt,
  sportTypeId: sportTypes.id,
  sportTypeName: sportTypes.name,
  // Issue 14: a person's own event.
  authorId: events.authorId,
  authorFirstName: authors.firstName,
  authorPhoto: authors.photo,
  audience: events.audience,
  capacity: events.capacity,
  taken: events.taken,
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
  canceledAt: Date | null;
  sportTypeId: number | null;
  sportTypeName: string | null;
  authorId: string | null;
  authorFirstName: string | null;
  authorPhoto: string | null;
  audience: string | null;
  capacity: number | null;
  taken: number;
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
  /** Who asks (null: a visitor): decides which people's events they may see. */
  viewerId: string | null;
}

/** The viewer is registered for the event (a SQL condition on `events`). */
export const registeredFor = (viewerId: string): SQL =>
  sql`exists (select 1 from ${eventRegistrations} where ${eventRegistrations.eventId} = ${events.id} and ${eventRegistrations.userId} = ${viewerId})`;

/**
 * Issue 14: who may see an event. A venue's event and a person's event for ANYONE: everyone.
 * A FRIENDS_ONLY one: its author, the author's friends (friendships hold both directions, so
 * one primary-key probe) and whoever already registered. A visitor sees no friends-only event.
 */
export function visibleTo(viewerId: string | null): SQL {
  const open = or(isNull(events.authorId), eq(events.audience, 'ANYONE'))!;
  if (viewerId === null) return open;
  return or(
    open,
    eq(events.authorId, viewerId),
    sql`exists (select 1 from ${friendships} where ${friendships.userId} = ${events.authorId} and ${friendships.friendId} = ${viewerId})`,
    registeredFor(viewerId),
  )!;
}

const selectEvents = (db: Db) =>
  db
    .select(EVENT_COLUMNS)
    .from(events)
    .leftJoin(sportTypes, eq(sportTypes.id, events.sportTypeId))
    .leftJoin(authors, eq(authors.id, events.authorId));

/** Events not canceled that overlap [from, to) and the viewer may see, soonest first (spec §7.2). */
export async function listEventsInPeriod(db: Db, q: EventsPeriodQuery): Promise<EventRow[]> {
  return selectEvents(db)
    .where(
      and(
        isNull(events.canceledAt),
        gte(events.endsAt, q.from),
        lt(events.startsAt, q.to),
        q.sportTypeIds ? inArray(events.sportTypeId, q.sportTypeIds) : undefined,
        visibleTo(q.viewerId),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(q.limit);
}

/**
 * One event the viewer may see, canceled or not (the service decides what a canceled one
 * shows); undefined when there is none or it is not theirs to see.
 */
export async function findVisibleEvent(
  db: Db,
  id: number,
  viewerId: string | null,
): Promise<EventRow | undefined> {
  const [row] = await selectEvents(db)
    .where(and(eq(events.id, id), visibleTo(viewerId)))
    .limit(1);
  return row;
}

/** The person's own events and the ones they joined that end after `since`, soonest first. */
export async function listMyEvents(
  db: Db,
  viewerId: string,
  since: Date,
  limit: number,
): Promise<EventRow[]> {
  return selectEvents(db)
    .where(
      and(gte(events.endsAt, since), or(eq(events.authorId, viewerId), registeredFor(viewerId))),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit);
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

export async function isRegistered(db: Db, eventId: number, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ eventId: eventRegistrations.eventId })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)))
    .limit(1);
  return row !== undefined;
}
