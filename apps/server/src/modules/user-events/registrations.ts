import type { RegistrationData } from '@sportkarta/contract/api/user-events';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { photoUrl } from '../../lib/photo-store';
import {
  addRegistration,
  hasRegistration,
  listParticipants,
  lockUserEvent,
  removeRegistration,
  type LockedEvent,
} from './repository';
import { USER_EVENT_MESSAGES as M } from './texts';

// Issue 14: registrations for a person's own event. Each one runs under the event's row lock
// (lockUserEvent … FOR UPDATE): the check "a place is left" and the taking of it are one step,
// so the last place is never given twice (test/user-events-concurrency.test.ts).

/** The event as the viewer may see it, locked; 404 for one they may not. */
async function visibleEvent(tx: Db, eventId: number, userId: string): Promise<LockedEvent> {
  const e = await lockUserEvent(tx, eventId, userId);
  if (!e || !e.visible) throw new HttpError('NOT_FOUND', M.notFound);
  return e;
}

/** Why the event takes no registration now, or null. */
function closedBecause(e: LockedEvent, now: Date): string | null {
  if (e.canceledAt) return M.canceled;
  if (e.startsAt.getTime() <= now.getTime()) return M.started;
  return null;
}

async function dataOf(
  db: Db,
  e: LockedEvent,
  userId: string,
  now: Date,
): Promise<RegistrationData> {
  const registered = await hasRegistration(db, e.id, userId);
  const isAuthor = e.authorId === userId;
  // A canceled event stays readable for its author and the registered only (they were told).
  if (e.canceledAt && !registered && !isAuthor) throw new HttpError('NOT_FOUND', M.notFound);
  const people = isAuthor || registered ? await listParticipants(db, e.id) : null;
  return {
    eventId: e.id,
    capacity: e.capacity,
    taken: e.taken,
    left: Math.max(0, e.capacity - e.taken),
    registered,
    isAuthor,
    canRegister: !isAuthor && !registered && closedBecause(e, now) === null && e.taken < e.capacity,
    participants:
      people?.map((p) => ({ id: p.id, firstName: p.firstName, photo: photoUrl(p.photo) })) ?? null,
  };
}

/** GET /v1/event/registrationdata/{id} */
export async function registrationData(
  db: Db,
  a: { userId: string; eventId: number; now: Date },
): Promise<RegistrationData> {
  return db.transaction(async (tx) => {
    const e = await visibleEvent(tx, a.eventId, a.userId);
    return dataOf(tx, e, a.userId, a.now);
  });
}

/** POST /v1/event/registration/{id}: one place, if one is left. */
export async function register(
  db: Db,
  a: { userId: string; eventId: number; now: Date },
): Promise<RegistrationData> {
  return db.transaction(async (tx) => {
    const e = await visibleEvent(tx, a.eventId, a.userId);
    if (e.authorId === a.userId) throw new HttpError('CONFLICT', M.authorRegisters);
    const closed = closedBecause(e, a.now);
    if (closed) throw new HttpError('EVENT_CLOSED', closed);
    if (await hasRegistration(tx, e.id, a.userId)) throw new HttpError('ALREADY_REGISTERED');
    if (e.taken >= e.capacity) throw new HttpError('EVENT_FULL');
    await addRegistration(tx, e.id, a.userId, a.now);
    return dataOf(tx, { ...e, taken: e.taken + 1 }, a.userId, a.now);
  });
}

/** DELETE /v1/event/unregistration/{id}: the place goes back, until the event starts. */
export async function unregister(
  db: Db,
  a: { userId: string; eventId: number; now: Date },
): Promise<RegistrationData> {
  return db.transaction(async (tx) => {
    const e = await visibleEvent(tx, a.eventId, a.userId);
    const closed = closedBecause(e, a.now);
    if (closed) throw new HttpError('EVENT_CLOSED', closed);
    if (!(await removeRegistration(tx, e.id, a.userId)))
      throw new HttpError('NOT_FOUND', M.notRegistered);
    return dataOf(tx, { ...e, taken: e.taken - 1 }, a.userId, a.now);
  });
}
