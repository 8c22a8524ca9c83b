import {
  shortPersonName,
  type AnswerRequestBody,
  type FriendList,
  type FriendPerson,
  type FriendRequest,
  type FriendRequestList,
} from '@sportkarta/contract/api/friends';
import { paths } from '@sportkarta/contract/routes/paths';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { notify } from '../notifications/notify';
import { photoUrl } from '../../lib/photo-store';
import {
  decideRequest,
  deleteFriendship,
  findPerson,
  findRequest,
  insertFriendship,
  listFriends,
  listPending,
  lockPair,
  type PersonRow,
  type RequestRow,
} from './repository';

// Issue 14: my friends and the requests to me — listing, accepting, declining, removing.
// Sending and withdrawing are in send.ts; how people find each other in settings.ts.

export const REQUEST_NOT_FOUND = 'Заявка не найдена';
export const REQUEST_ANSWERED = 'На эту заявку уже ответили или её отозвали';
/** How a person without a first name is named in a notification. */
export const NAMELESS = 'Пользователь Спорткарты';

/** «Анна С.» — how a person is named in a notification to someone else. */
export async function shortNameOf(db: Db, id: string): Promise<string> {
  const p = await findPerson(db, id);
  return shortPersonName(p?.firstName, p?.lastName) || NAMELESS;
}

export const toPerson = (p: PersonRow): FriendPerson => ({
  id: p.id,
  firstName: p.firstName ?? '',
  lastName: p.lastName ?? '',
  photo: photoUrl(p.photo),
});

export const toRequest = (r: RequestRow, other: PersonRow): FriendRequest => ({
  id: r.id,
  status: r.status as FriendRequest['status'],
  via: r.via as FriendRequest['via'],
  createdAt: new Date(r.createdAt).toISOString(),
  person: toPerson(other),
});

/** GET /v1/friends */
export async function friendsOf(db: Db, userId: string): Promise<FriendList> {
  const rows = await listFriends(db, userId);
  return {
    friends: rows.map((r) => ({ ...toPerson(r), since: new Date(r.since).toISOString() })),
  };
}

/** GET /v1/friends/requests/incoming and …/outgoing: the pending ones. */
export async function pendingRequests(
  db: Db,
  userId: string,
  direction: 'incoming' | 'outgoing',
): Promise<FriendRequestList> {
  const rows = await listPending(db, userId, direction);
  return { requests: rows.map((r) => toRequest(r, r.person)) };
}

/** The other side of a request, or a 404 when they are gone. */
async function other(db: Db, id: string): Promise<PersonRow> {
  const p = await findPerson(db, id);
  if (!p) throw new HttpError('NOT_FOUND', REQUEST_NOT_FOUND);
  return p;
}

/**
 * Accepts a pending request inside the caller's transaction (which holds the pair's lock):
 * friends both ways, and its sender is told. Refused (409) when it was answered or withdrawn first.
 */
export async function acceptInTx(
  tx: Db,
  r: { id: string; receiverId: string; now: Date },
): Promise<RequestRow> {
  const done = await decideRequest(tx, {
    id: r.id,
    status: 'ACCEPTED',
    who: { to: r.receiverId },
    now: r.now,
  });
  if (!done) throw new HttpError('CONFLICT', REQUEST_ANSWERED);
  await insertFriendship(tx, done.fromUserId, done.toUserId, r.now);
  await notify(tx, {
    userId: done.fromUserId,
    kind: 'FRIEND_ACCEPTED',
    title: 'Заявка в друзья принята',
    body: `${await shortNameOf(tx, r.receiverId)} теперь у вас в друзьях.`,
    link: paths.friends,
    now: r.now,
  });
  return done;
}

/** POST /v1/friends/requests/incoming: accept or decline a request to me. */
export async function answerRequest(
  db: Db,
  a: { userId: string; body: AnswerRequestBody; now: Date },
): Promise<FriendRequest> {
  const found = await findRequest(db, a.body.requestId);
  // Someone else's request is "not found": a second person learns nothing about it.
  if (!found || found.toUserId !== a.userId) throw new HttpError('NOT_FOUND', REQUEST_NOT_FOUND);
  const sender = await other(db, found.fromUserId);
  const done = await db.transaction(async (tx) => {
    await lockPair(tx, found.fromUserId, found.toUserId);
    if (a.body.accept) return acceptInTx(tx, { id: found.id, receiverId: a.userId, now: a.now });
    const declined = await decideRequest(tx, {
      id: found.id,
      status: 'DECLINED',
      who: { to: a.userId },
      now: a.now,
    });
    if (!declined) throw new HttpError('CONFLICT', REQUEST_ANSWERED);
    return declined;
  });
  return toRequest(done, sender);
}

/** DELETE /v1/friends?friendId=… : both sides stop being friends (either may ask again). */
export async function removeFriend(db: Db, userId: string, friendId: string): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    await lockPair(tx, userId, friendId);
    return deleteFriendship(tx, userId, friendId);
  });
  if (!removed) throw new HttpError('NOT_FOUND', 'Этого человека нет среди ваших друзей');
}
