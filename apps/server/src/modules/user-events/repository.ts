import { and, asc, eq, sql } from 'drizzle-orm';
import type { EventAudience } from '@sportkarta/contract/api/events';
import type { Db } from '../../db/client';
import {
  complexes,
  eventPlaces,
  eventRegistrations,
  events,
  sportTypes,
  users,
} from '../../db/schema';
import { visibleTo } from '../events/repository';

// Issue 14: SQL of a person's own events. Every change of places or registrations runs in a
// transaction that first takes the event's row lock (lockUserEvent): two people never both get
// the last place, and the `events_taken_check` constraint refuses one too many regardless.

export interface LockedEvent {
  id: number;
  name: string;
  authorId: string;
  audience: EventAudience;
  capacity: number;
  taken: number;
  revision: number;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  canceledAt: Date | null;
  complexId: number | null;
  /** The viewer may see it (an author, a friend, the registered, or open to anyone). */
  visible: boolean;
}

/**
 * A person's event, locked FOR UPDATE until the transaction ends, with whether `viewerId`
 * may see it. Undefined when there is no such person's event.
 */
export async function lockUserEvent(
  tx: Db,
  id: number,
  viewerId: string,
): Promise<LockedEvent | undefined> {
  const [row] = await tx
    .select({
      id: events.id,
      name: events.name,
      authorId: events.authorId,
      audience: events.audience,
      capacity: events.capacity,
      taken: events.taken,
      revision: events.revision,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      timeZone: events.timeZone,
      canceledAt: events.canceledAt,
      complexId: sql<
        number | null
      >`(select min(${eventPlaces.complexId}) from ${eventPlaces} where ${eventPlaces.eventId} = ${events.id})`,
      visible: sql<boolean>`${visibleTo(viewerId)}`,
    })
    .from(events)
    .where(and(eq(events.id, id), eq(events.kind, 'USER_EVENT')))
    .for('update', { of: events });
  if (!row || row.authorId === null) return undefined;
  return {
    ...row,
    authorId: row.authorId,
    audience: row.audience as EventAudience,
    capacity: row.capacity ?? 0,
  };
}

export interface Venue {
  id: number;
  name: string;
  timeZone: string;
  sportTypeIds: number[];
}

/** An approved venue (the only ones anyone can see, spec §4). */
export async function findVenue(db: Db, id: number): Promise<Venue | undefined> {
  const [row] = await db
    .select({
      id: complexes.id,
      name: complexes.name,
      timeZone: complexes.timeZone,
      sportTypeIds: complexes.sportTypeIds,
    })
    .from(complexes)
    .where(and(eq(complexes.id, id), eq(complexes.moderation, 'APPROVED')));
  return row;
}

export async function findSportType(
  db: Db,
  id: number,
): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: sportTypes.id, name: sportTypes.name })
    .from(sportTypes)
    .where(eq(sportTypes.id, id));
  return row;
}

export interface UserEventValues {
  name: string;
  description: string;
  sportTypeId: number;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  capacity: number;
  audience: EventAudience;
}

/** The author's events that have not ended yet (the limit on how many one person runs). */
export async function countUpcomingOf(db: Db, authorId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(events)
    .where(
      and(
        eq(events.authorId, authorId),
        sql`${events.canceledAt} is null`,
        sql`${events.endsAt} > ${now.toISOString()}::timestamptz`,
      ),
    );
  return row?.n ?? 0;
}

export async function insertUserEvent(
  tx: Db,
  v: UserEventValues & { authorId: string; complexId: number },
): Promise<number> {
  const { complexId, ...values } = v;
  const [row] = await tx
    .insert(events)
    .values({ ...values, kind: 'USER_EVENT', price: 0 })
    .returning({ id: events.id });
  await tx.insert(eventPlaces).values({ eventId: row!.id, complexId });
  return row!.id;
}

/** Rewrites a locked event; `moved` raises its revision (one EVENT_CHANGED per move). */
export async function updateUserEvent(
  tx: Db,
  id: number,
  v: UserEventValues & { complexId: number; moved: boolean },
): Promise<number> {
  const { complexId, moved, ...values } = v;
  const [row] = await tx
    .update(events)
    .set({ ...values, revision: moved ? sql`${events.revision} + 1` : events.revision })
    .where(eq(events.id, id))
    .returning({ revision: events.revision });
  await tx.delete(eventPlaces).where(eq(eventPlaces.eventId, id));
  await tx.insert(eventPlaces).values({ eventId: id, complexId });
  return row!.revision;
}

export async function cancelUserEvent(tx: Db, id: number, now: Date): Promise<void> {
  await tx.update(events).set({ canceledAt: now }).where(eq(events.id, id));
}

/** Whether the person is registered (read under the event's lock). */
export async function hasRegistration(tx: Db, eventId: number, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ userId: eventRegistrations.userId })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)));
  return row !== undefined;
}

/** One more registration and the counter with it (caller holds the event's lock). */
export async function addRegistration(
  tx: Db,
  eventId: number,
  userId: string,
  now: Date,
): Promise<void> {
  await tx.insert(eventRegistrations).values({ eventId, userId, createdAt: now });
  await tx
    .update(events)
    .set({ taken: sql`${events.taken} + 1` })
    .where(eq(events.id, eventId));
}

/** One registration less and the counter with it; false when there was none. */
export async function removeRegistration(
  tx: Db,
  eventId: number,
  userId: string,
): Promise<boolean> {
  const gone = await tx
    .delete(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)))
    .returning({ userId: eventRegistrations.userId });
  if (gone.length === 0) return false;
  await tx
    .update(events)
    .set({ taken: sql`${events.taken} - 1` })
    .where(eq(events.id, eventId));
  return true;
}

/** The registered people, first come first: id, first name, photo token. */
export async function listParticipants(
  db: Db,
  eventId: number,
): Promise<{ id: string; firstName: string | null; photo: string | null }[]> {
  return db
    .select({ id: users.id, firstName: users.firstName, photo: users.photo })
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .where(eq(eventRegistrations.eventId, eventId))
    .orderBy(asc(eventRegistrations.createdAt), asc(users.id));
}
