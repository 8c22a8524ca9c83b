import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DEMO_USER } from '../../db/seed/agreements-data';
import { DEMO_FRIENDS } from '../../db/seed/friends';
import { DEMO_ORGANISERS } from '../../db/seed/user-events';

// Issue 14 "Demo people": a fresh demo copy already has two friends and one request waiting
// for its answer, from the seeded people of db/seed/friends.ts. No notification for that
// request: a demo starts with an empty notifications list. It also keeps the template's
// friendships with the organisers of the demo games (db/seed/user-events.ts): without them the
// friends-only games would be invisible in the demo.

const DAY_MS = 86_400_000;
const [FIRST, SECOND, ASKING] = DEMO_FRIENDS;

export async function insertDemoFriends(db: Db, userId: string, now: Date): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  // Only those seeded people who are still there (an operator may have removed one).
  await db.execute(sql`
    insert into friendships (user_id, friend_id, created_at)
    select pair.a, pair.b, pair.at::timestamptz
      from (values (${userId}::uuid, ${FIRST.id}::uuid, ${ago(41)}),
                   (${FIRST.id}::uuid, ${userId}::uuid, ${ago(41)}),
                   (${userId}::uuid, ${SECOND.id}::uuid, ${ago(9)}),
                   (${SECOND.id}::uuid, ${userId}::uuid, ${ago(9)})) as pair(a, b, at)
      join users u on u.id in (pair.a, pair.b) and u.id <> ${userId}::uuid and u.deleted_at is null
    on conflict do nothing`);
  const organisers = sql.join(
    DEMO_ORGANISERS.map((o) => sql`${o.id}::uuid`),
    sql`, `,
  );
  await db.execute(sql`
    insert into friendships (user_id, friend_id, created_at)
    select pair.a, pair.b, f.created_at
      from friendships f
      join users u on u.id = f.friend_id and u.deleted_at is null
      cross join lateral (values (${userId}::uuid, f.friend_id),
                                 (f.friend_id, ${userId}::uuid)) as pair(a, b)
     where f.user_id = ${DEMO_USER.id}::uuid and f.friend_id in (${organisers})
    on conflict do nothing`);
  await db.execute(sql`
    insert into friend_requests (from_user_id, to_user_id, status, via, created_at)
    select u.id, ${userId}::uuid, 'PENDING', 'INVITE', ${ago(1)}::timestamptz
      from users u where u.id = ${ASKING.id}::uuid and u.deleted_at is null
    on conflict do nothing`);
}
