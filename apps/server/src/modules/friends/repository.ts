import { and, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { friendRequests, friendSettings, friendships, users } from '../../db/schema';

// Issue 14: the friends module's SQL. A friendship is two rows (a→b, b→a) written and removed
// together; requests keep their history; friend_settings holds each person's invite code and
// phone setting. Changes are guarded (`… where status = 'PENDING'`) and the unique indexes
// refuse a second pending request or friendship row; lockPair serialises each pair's changes.

/**
 * Serialises everything two people do to each other (send, answer, withdraw, remove) until the
 * transaction ends: a check and the write after it then see one state, so a send racing an
 * accept never leaves a pending request beside a friendship.
 */
export async function lockPair(tx: Db, a: string, b: string): Promise<void> {
  const key = `friends:${[a, b].sort().join(':')}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

const PersonRowSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  photo: z.string().nullable(),
});
export type PersonRow = z.infer<typeof PersonRowSchema>;

export interface RequestRow {
  id: string;
  fromUserId: string;
  toUserId: string;
  status: string;
  via: string;
  createdAt: Date;
}

/** The other person's columns, for the lists. */
const person = sql`u.id, u.first_name as "firstName", u.last_name as "lastName", u.photo`;
const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  photo: users.photo,
};

// raw SQL: the lists order by case-folded names and read the other side of a request by direction
export async function listFriends(
  db: Db,
  userId: string,
): Promise<(PersonRow & { since: Date })[]> {
  return queryRows(
    db,
    sql`select ${person}, f.created_at as since
          from friendships f join users u on u.id = f.friend_id
         where f.user_id = ${userId} and u.deleted_at is null
         order by lower(coalesce(u.last_name, '')), lower(coalesce(u.first_name, '')), u.id`,
    PersonRowSchema.extend({ since: z.coerce.date() }),
  );
}

export async function areFriends(db: Db, a: string, b: string): Promise<boolean> {
  const rows = await db
    .select({ id: friendships.friendId })
    .from(friendships)
    .where(and(eq(friendships.userId, a), eq(friendships.friendId, b)))
    .limit(1);
  return rows.length > 0;
}

/** Both rows; a row already there (a concurrent accept) is left as it is. */
export async function insertFriendship(db: Db, a: string, b: string, now: Date): Promise<void> {
  await db
    .insert(friendships)
    .values([
      { userId: a, friendId: b, createdAt: now },
      { userId: b, friendId: a, createdAt: now },
    ])
    .onConflictDoNothing();
}

/** Removes both rows; false when they were not friends. */
export async function deleteFriendship(db: Db, a: string, b: string): Promise<boolean> {
  const gone = await db
    .delete(friendships)
    .where(
      or(
        and(eq(friendships.userId, a), eq(friendships.friendId, b)),
        and(eq(friendships.userId, b), eq(friendships.friendId, a)),
      ),
    )
    .returning({ id: friendships.userId });
  return gone.length > 0;
}

/** Pending requests to me (incoming) or from me (outgoing), newest first, with the other side. */
export async function listPending(
  db: Db,
  userId: string,
  direction: 'incoming' | 'outgoing',
): Promise<(RequestRow & { person: PersonRow })[]> {
  const [mine, other] =
    direction === 'incoming'
      ? [sql`r.to_user_id`, sql`r.from_user_id`]
      : [sql`r.from_user_id`, sql`r.to_user_id`];
  const rows = await queryRows(
    db,
    sql`select r.id as "requestId", r.from_user_id as "fromUserId", r.to_user_id as "toUserId",
               r.status, r.via, r.created_at as "createdAt", ${person}
          from friend_requests r join users u on u.id = ${other}
         where ${mine} = ${userId} and r.status = 'PENDING' and u.deleted_at is null
         order by r.created_at desc, r.id desc`,
    PersonRowSchema.extend({
      requestId: z.string(),
      fromUserId: z.string(),
      toUserId: z.string(),
      status: z.string(),
      via: z.string(),
      createdAt: z.coerce.date(),
    }),
  );
  return rows.map((r) => ({
    id: r.requestId,
    fromUserId: r.fromUserId,
    toUserId: r.toUserId,
    status: r.status,
    via: r.via,
    createdAt: r.createdAt,
    person: { id: r.id, firstName: r.firstName, lastName: r.lastName, photo: r.photo },
  }));
}

const requestColumns = {
  id: friendRequests.id,
  fromUserId: friendRequests.fromUserId,
  toUserId: friendRequests.toUserId,
  status: friendRequests.status,
  via: friendRequests.via,
  createdAt: friendRequests.createdAt,
};

const between = (a: string, b: string) =>
  or(
    and(eq(friendRequests.fromUserId, a), eq(friendRequests.toUserId, b)),
    and(eq(friendRequests.fromUserId, b), eq(friendRequests.toUserId, a)),
  );

export async function findRequest(db: Db, id: string): Promise<RequestRow | undefined> {
  const [row] = await db
    .select(requestColumns)
    .from(friendRequests)
    .where(eq(friendRequests.id, id));
  return row;
}

/** The one pending request between two people, whichever way it goes. */
export async function pendingBetween(
  db: Db,
  a: string,
  b: string,
): Promise<RequestRow | undefined> {
  const [row] = await db
    .select(requestColumns)
    .from(friendRequests)
    .where(and(between(a, b), eq(friendRequests.status, 'PENDING')));
  return row;
}

/** The latest request between two people: a DECLINED one of mine blocks me from asking again. */
export async function latestBetween(db: Db, a: string, b: string): Promise<RequestRow | undefined> {
  const [row] = await db
    .select(requestColumns)
    .from(friendRequests)
    .where(between(a, b))
    .orderBy(sql`${friendRequests.createdAt} desc, ${friendRequests.id} desc`)
    .limit(1);
  return row;
}

/** A new pending request; undefined when one between the two exists (the unique index). */
export async function insertRequest(
  db: Db,
  r: { from: string; to: string; via: 'INVITE' | 'PHONE'; now: Date },
): Promise<RequestRow | undefined> {
  const [row] = await db
    .insert(friendRequests)
    .values({ fromUserId: r.from, toUserId: r.to, via: r.via, createdAt: r.now })
    .onConflictDoNothing()
    .returning(requestColumns);
  return row;
}

/**
 * Moves a pending request to `status` when `who` is its receiver (`to`) or sender (`from`);
 * undefined when it is not pending any more (someone was first) or not theirs.
 */
export async function decideRequest(
  db: Db,
  d: {
    id: string;
    status: 'ACCEPTED' | 'DECLINED' | 'WITHDRAWN';
    who: { from?: string; to?: string };
    now: Date;
  },
): Promise<RequestRow | undefined> {
  const [row] = await db
    .update(friendRequests)
    .set({ status: d.status, decidedAt: d.now })
    .where(
      and(
        eq(friendRequests.id, d.id),
        eq(friendRequests.status, 'PENDING'),
        d.who.from ? eq(friendRequests.fromUserId, d.who.from) : undefined,
        d.who.to ? eq(friendRequests.toUserId, d.who.to) : undefined,
      ),
    )
    .returning(requestColumns);
  return row;
}

/** How many requests the person has sent since `since` (the daily limit). */
export async function countSentSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(friendRequests)
    .where(and(eq(friendRequests.fromUserId, userId), gt(friendRequests.createdAt, since)));
  return row?.n ?? 0;
}

export async function findPerson(db: Db, id: string): Promise<PersonRow | undefined> {
  const [row] = await db
    .select(personColumns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row;
}

// ---- how a person is found: invite code, phone setting ----

export type SettingsRow = typeof friendSettings.$inferSelect;

export async function findSettings(db: Db, userId: string): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(friendSettings).where(eq(friendSettings.userId, userId));
  return row;
}

/** Creates the row with `code`; nothing when it exists (or the code is taken: the caller retries). */
export async function insertSettings(
  db: Db,
  userId: string,
  code: string,
  now: Date,
): Promise<void> {
  await db
    .insert(friendSettings)
    .values({ userId, inviteCode: code, createdAt: now })
    .onConflictDoNothing();
}

export async function updateSettings(
  db: Db,
  userId: string,
  set: { findableByPhone?: boolean; inviteCode?: string },
): Promise<SettingsRow | undefined> {
  const [row] = await db
    .update(friendSettings)
    .set(set)
    .where(eq(friendSettings.userId, userId))
    .returning();
  return row;
}

/** The author of a live invite code (never a deleted person). */
export async function findByInviteCode(db: Db, code: string): Promise<PersonRow | undefined> {
  const [row] = await db
    .select(personColumns)
    .from(friendSettings)
    .innerJoin(users, eq(users.id, friendSettings.userId))
    .where(and(eq(friendSettings.inviteCode, code), isNull(users.deletedAt)));
  return row;
}

/** The person with exactly this phone, only when they allow being found by it. */
export async function findByPhone(db: Db, phone: string): Promise<PersonRow | undefined> {
  const [row] = await db
    .select(personColumns)
    .from(users)
    .innerJoin(friendSettings, eq(friendSettings.userId, users.id))
    .where(
      and(
        eq(users.phone, phone),
        eq(friendSettings.findableByPhone, true),
        isNull(users.deletedAt),
      ),
    );
  return row;
}

/**
 * Counts one phone search of the person in the hour-long window that began at or after
 * `windowStart` (a new window starts at `now`); answers the count including this one.
 */
export async function countPhoneSearch(
  db: Db,
  userId: string,
  r: { now: Date; windowStart: Date },
): Promise<number> {
  const now = r.now.toISOString();
  const start = r.windowStart.toISOString();
  // raw SQL: the counter and its window move together in one CASE-guarded update
  const [row] = await queryRows(
    db,
    sql`update friend_settings set
          phone_searches = case when phone_searches_since > ${start}::timestamptz
                                then phone_searches + 1 else 1 end,
          phone_searches_since = case when phone_searches_since > ${start}::timestamptz
                                      then phone_searches_since else ${now}::timestamptz end
        where user_id = ${userId}
        returning phone_searches as n`,
    z.object({ n: z.number() }),
  );
  return row?.n ?? 1;
}

/** Account deletion: the person's friendships, requests and invite code go. */
export async function deleteFriendsOf(db: Db, userId: string): Promise<void> {
  await db
    .delete(friendships)
    .where(or(eq(friendships.userId, userId), eq(friendships.friendId, userId)));
  await db
    .delete(friendRequests)
    .where(or(eq(friendRequests.fromUserId, userId), eq(friendRequests.toUserId, userId)));
  await db.delete(friendSettings).where(eq(friendSettings.userId, userId));
}
