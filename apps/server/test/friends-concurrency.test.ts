import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { testClock } from './clock';
import { friendsApi, person, type Person } from './friends-helpers';
import { createTwoPostgresApps, ENGINES, engineTitle, type TestApp } from './test-app';

// Issue 14: two people pressing at once, on two API processes sharing one PostgreSQL (PGlite
// has one connection, so no race there). Sends both ways at once meet in one friendship;
// many accepts of one request make one friendship and one notification; never a duplicate
// row, never a 500.

const NOW = '2026-11-25T11:00:00+03:00';
const postgres = ENGINES.find((e) => e.name === 'postgres')!;

describe.skipIf(!postgres.available)(`friends under concurrency (${engineTitle(postgres)})`, () => {
  let a: TestApp;
  let b: TestApp;
  const clock = testClock(NOW);

  beforeAll(async () => {
    ({ a, b } = await createTwoPostgresApps(clock));
  }, 120_000);
  afterAll(async () => {
    await b?.cleanup();
    await a?.cleanup();
  });

  const count = async (query: ReturnType<typeof sql>) =>
    (await queryRows(a.app.db, query, z.object({ n: z.number() })))[0]!.n;
  const pair = async (x: Person, y: Person) => ({
    friendships: await count(
      sql`select count(*)::int as n from friendships
           where (user_id = ${x.id} and friend_id = ${y.id}) or (user_id = ${y.id} and friend_id = ${x.id})`,
    ),
    pending: await count(
      sql`select count(*)::int as n from friend_requests where status = 'PENDING'
           and ((from_user_id = ${x.id} and to_user_id = ${y.id}) or (from_user_id = ${y.id} and to_user_id = ${x.id}))`,
    ),
  });

  it('twenty sends both ways at once end in one friendship, with no duplicate row', async () => {
    const x = await person(a.app, { firstName: 'Анна', lastName: 'Смирнова' });
    const y = await person(b.app, { firstName: 'Борис', lastName: 'Орлов' });
    const codes = {
      x: (await friendsApi(a.app).settings(x)).inviteCode,
      y: (await friendsApi(a.app).settings(y)).inviteCode,
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const api = friendsApi(i % 2 ? b.app : a.app);
        return i % 4 < 2
          ? api.send(x, { inviteCode: codes.y })
          : api.send(y, { inviteCode: codes.x });
      }),
    );
    const outcomes = answers.map((r) =>
      r.statusCode === 200 ? (r.json() as { outcome: string }).outcome : r.json().code,
    );
    expect(answers.every((r) => r.statusCode < 500)).toBe(true);
    expect(outcomes.filter((o) => o === 'SENT')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'ACCEPTED')).toHaveLength(1);
    expect(
      outcomes.every((o) =>
        ['SENT', 'ACCEPTED', 'FRIEND_REQUEST_EXISTS', 'ALREADY_FRIENDS'].includes(o),
      ),
    ).toBe(true);
    expect(await pair(x, y)).toEqual({ friendships: 2, pending: 0 });
  });

  it('ten accepts of one request at once: one friendship, one notification', async () => {
    const x = await person(a.app, { firstName: 'Вера', lastName: 'Ким' });
    const y = await person(b.app, { firstName: 'Глеб', lastName: 'Титов' });
    const sent = await friendsApi(a.app).send(x, {
      inviteCode: (await friendsApi(a.app).settings(y)).inviteCode,
    });
    const requestId = (sent.json() as { request: { id: string } }).request.id;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        friendsApi(i % 2 ? b.app : a.app).answer(y, requestId, i !== 3),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const won = answers.find((r) => r.statusCode === 200)!.json() as { status: string };
    const { friendships } = await pair(x, y);
    expect(friendships).toBe(won.status === 'ACCEPTED' ? 2 : 0);
    expect(
      await count(
        sql`select count(*)::int as n from notifications where user_id = ${x.id} and kind = 'FRIEND_ACCEPTED'`,
      ),
    ).toBe(won.status === 'ACCEPTED' ? 1 : 0);
  });
});
