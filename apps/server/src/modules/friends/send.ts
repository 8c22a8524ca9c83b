import type { OutgoingRequestBody, OutgoingResult } from '@sportkarta/contract/api/friends';
import { paths } from '@sportkarta/contract/routes/paths';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { notify } from '../notifications/notify';
import {
  areFriends,
  countPhoneSearch,
  countSentSince,
  decideRequest,
  findByInviteCode,
  findByPhone,
  findPerson,
  findRequest,
  insertRequest,
  latestBetween,
  lockPair,
  pendingBetween,
  type PersonRow,
  type RequestRow,
} from './repository';
import { acceptInTx, REQUEST_ANSWERED, REQUEST_NOT_FOUND, shortNameOf, toRequest } from './service';
import { ensureSettings, INVITE_NOT_FOUND } from './settings';

// Issue 14: PUT /v1/friends/requests/outgoing — send a request by an invite code or an exact
// phone number, or withdraw one. The rules (docs/api-friends.md): nobody befriends themself;
// one pending request per pair, and when they had already asked me, my "send" accepts theirs;
// a declined request blocks its sender until the decliner makes a move; a phone that does not
// allow being found answers exactly as an unknown one; and both sending and phone searches
// are limited per person.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Requests one person may send in 24 hours. */
export const SENT_PER_DAY = 30;
/** Phone searches one person may make in an hour (each number tried counts). */
export const PHONE_SEARCHES_PER_HOUR = 10;
export const PHONE_NOT_FOUND =
  'По этому номеру никого не нашли. Возможно, человек не разрешил находить его по номеру — попросите у него ссылку-приглашение';

/** Who the request goes to: the invite's author, or a findable owner of the phone. */
async function target(
  db: Db,
  a: { userId: string; body: OutgoingRequestBody; now: Date },
): Promise<{ person: PersonRow; via: 'INVITE' | 'PHONE' }> {
  if (a.body.inviteCode !== undefined) {
    const person = await findByInviteCode(db, a.body.inviteCode);
    if (!person) throw new HttpError('NOT_FOUND', INVITE_NOT_FOUND);
    return { person, via: 'INVITE' };
  }
  // Counted before looking, whatever the answer: a run through numbers stops at the limit.
  await ensureSettings(db, a.userId, a.now);
  const searches = await countPhoneSearch(db, a.userId, {
    now: a.now,
    windowStart: new Date(a.now.getTime() - HOUR_MS),
  });
  if (searches > PHONE_SEARCHES_PER_HOUR)
    throw new HttpError('RATE_LIMITED', 'Слишком много поисков по номеру. Попробуйте через час');
  const person = await findByPhone(db, a.body.phone!);
  // Unknown, deleted and "do not find me" numbers all answer this, word for word.
  if (!person) throw new HttpError('NOT_FOUND', PHONE_NOT_FOUND);
  return { person, via: 'PHONE' };
}

/** Inside one transaction holding the pair's lock: the pair's state decides. */
async function sendInTx(
  tx: Db,
  a: { from: string; to: string; via: 'INVITE' | 'PHONE'; now: Date },
): Promise<{ outcome: 'SENT' | 'ACCEPTED'; request: RequestRow }> {
  await lockPair(tx, a.from, a.to);
  if (await areFriends(tx, a.from, a.to)) throw new HttpError('ALREADY_FRIENDS');
  for (let attempt = 0; attempt < 2; attempt++) {
    const pending = await pendingBetween(tx, a.from, a.to);
    if (pending?.fromUserId === a.from) throw new HttpError('FRIEND_REQUEST_EXISTS');
    if (pending) {
      // They asked me first: my request is my yes.
      const request = await acceptInTx(tx, { id: pending.id, receiverId: a.from, now: a.now });
      return { outcome: 'ACCEPTED', request };
    }
    const latest = await latestBetween(tx, a.from, a.to);
    if (latest?.fromUserId === a.from && latest.status === 'DECLINED')
      throw new HttpError('FRIEND_REQUEST_DECLINED');
    const request = await insertRequest(tx, a);
    if (request) return { outcome: 'SENT', request };
    // Refused by the unique index (a writer that skipped the lock): look again, once.
  }
  throw new HttpError('CONFLICT');
}

async function notifyReceiver(tx: Db, a: { from: string; to: string; now: Date }) {
  await notify(tx, {
    userId: a.to,
    kind: 'FRIEND_REQUEST',
    title: 'Заявка в друзья',
    body: `${await shortNameOf(tx, a.from)} хочет добавить вас в друзья.`,
    link: paths.friendsTab('incoming'),
    now: a.now,
  });
}

/** PUT /v1/friends/requests/outgoing */
export async function sendOrWithdraw(
  db: Db,
  a: { userId: string; body: OutgoingRequestBody; now: Date },
): Promise<OutgoingResult> {
  if (a.body.requestId !== undefined) return withdraw(db, { ...a, requestId: a.body.requestId });
  const { person, via } = await target(db, a);
  if (person.id === a.userId) throw new HttpError('SELF_FRIENDING');
  const sent = await countSentSince(db, a.userId, new Date(a.now.getTime() - DAY_MS));
  if (sent >= SENT_PER_DAY)
    throw new HttpError(
      'RATE_LIMITED',
      'Слишком много заявок в друзья за сутки. Попробуйте завтра',
    );
  const done = await db.transaction(async (tx) => {
    const r = await sendInTx(tx, { from: a.userId, to: person.id, via, now: a.now });
    if (r.outcome === 'SENT')
      await notifyReceiver(tx, { from: a.userId, to: person.id, now: a.now });
    return r;
  });
  return { outcome: done.outcome, request: toRequest(done.request, person) };
}

async function withdraw(
  db: Db,
  a: { userId: string; requestId: string; now: Date },
): Promise<OutgoingResult> {
  const found = await findRequest(db, a.requestId);
  if (!found || found.fromUserId !== a.userId) throw new HttpError('NOT_FOUND', REQUEST_NOT_FOUND);
  const done = await db.transaction(async (tx) => {
    await lockPair(tx, found.fromUserId, found.toUserId);
    return decideRequest(tx, {
      id: found.id,
      status: 'WITHDRAWN',
      who: { from: a.userId },
      now: a.now,
    });
  });
  if (!done) throw new HttpError('CONFLICT', REQUEST_ANSWERED);
  const receiver = (await findPerson(db, done.toUserId)) ?? {
    id: done.toUserId,
    firstName: null,
    lastName: null,
    photo: null,
  };
  return { outcome: 'WITHDRAWN', request: toRequest(done, receiver) };
}
