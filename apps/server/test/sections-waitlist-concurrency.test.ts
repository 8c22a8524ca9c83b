import { sql } from 'drizzle-orm';
import { MembershipSchema } from '@sportkarta/contract/api/sections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../src/db/client';
import { signIn } from './accounts-helpers';
import { testClock } from './clock';
import { countRows, createShop } from './orders-fixtures';
import type { Auth } from './payments-helpers';
import { applyUrl, createSection, makeStaff, type SectionFixture } from './sections-fixtures';
import { createTwoPostgresApps, ENGINES, engineTitle, type TestApp } from './test-app';

// Issue 25: places of a full group freeing at once, on two API processes over one PostgreSQL.
// Each waiting application is offered at most once, in the order of the queue, its applicant
// told once, and the group never holds more than its places, whatever the interleaving: the
// freeing transactions take turns on the group row, and each offers only what it sees free.

const NOW = '2026-11-25T11:00:00+03:00';
const OFFER = 'Место в группе освободилось';
const postgres = ENGINES.find((e) => e.name === 'postgres')!;

describe.skipIf(!postgres.available)(`a waiting list under load (${engineTitle(postgres)})`, () => {
  let a: TestApp;
  let b: TestApp;
  const clock = testClock(NOW);
  let desk: Auth;
  let staffId: string;
  const people: { auth: Auth; user: { id: string } }[] = [];

  beforeAll(async () => {
    ({ a, b } = await createTwoPostgresApps(clock));
    const staff = await signIn(a.app);
    desk = staff.auth;
    staffId = staff.user.id;
    for (let i = 0; i < 8; i++) people.push(await signIn(i % 2 ? b.app : a.app));
  }, 120_000);
  afterAll(async () => {
    await b?.cleanup();
    await a?.cleanup();
  });

  const app = (i: number) => (i % 2 ? b.app : a.app);
  const setUp = async (): Promise<SectionFixture> => {
    const s = await createSection(a.app, await createShop(a.app), [{ places: 3 }]);
    await makeStaff(a.app, staffId, s.complexId);
    return s;
  };
  /** Applies one by one, so the queue's order is known: the first three hold the places. */
  const applyAll = async (s: SectionFixture) => {
    const ids: string[] = [];
    for (const p of people) {
      const r = await a.app.inject({
        method: 'POST',
        url: applyUrl(s, s.groupIds[0]!),
        headers: p.auth,
        payload: {},
      });
      ids.push(MembershipSchema.parse(r.json()).id);
    }
    return ids;
  };
  const rows = (s: SectionFixture) =>
    queryRows(
      a.app.db,
      sql`select m.id, m.user_id as "userId", m.status, m.waiting_no is null as holds,
                 (select count(*)::int from notifications n
                   where n.user_id = m.user_id and n.title = ${OFFER}
                     and n.dedupe_key = 'section:' || m.id || ':offered') as told
            from section_members m where m.group_id = ${s.groupIds[0]}`,
      z.object({
        id: z.string(),
        userId: z.string(),
        status: z.string(),
        holds: z.boolean(),
        told: z.number(),
      }),
    );

  it('three places freed at once on two processes go to the first three waiting, once each', async () => {
    for (let round = 0; round < 3; round++) {
      const s = await setUp();
      const ids = await applyAll(s);
      // The three holders leave at once: two dismissed by the desk, one withdrawn by its owner.
      const answers = await Promise.all([
        app(0).inject({
          method: 'POST',
          url: `/v1/mob/staff/section-members/${ids[0]}/decision`,
          headers: desk,
          payload: { status: 'DISMISSED', reason: 'Нет справки' },
        }),
        app(1).inject({
          method: 'POST',
          url: `/v1/mob/section-members/${ids[1]}/withdraw`,
          headers: people[1]!.auth,
        }),
        app(1).inject({
          method: 'POST',
          url: `/v1/mob/staff/section-members/${ids[2]}/decision`,
          headers: desk,
          payload: { status: 'DISMISSED', reason: 'Дубль' },
        }),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      const after = await rows(s);
      const byId = (id: string) => after.find((r) => r.id === id)!;
      // In order: the 4th, 5th and 6th applicants hold the places now; the 7th and 8th still wait.
      expect(ids.slice(3).map((id) => byId(id).holds)).toEqual([true, true, true, false, false]);
      expect(ids.slice(3).map((id) => byId(id).told)).toEqual([1, 1, 1, 0, 0]);
      expect(
        await countRows(
          a.app,
          sql`select taken as n from section_groups where id = ${s.groupIds[0]}`,
        ),
      ).toBe(3);
    }
  });

  it('a newcomer applying while a place frees never jumps the queue', async () => {
    const s = await setUp();
    const ids = await applyAll(s);
    const late = await signIn(b.app);
    const [freed, applied] = await Promise.all([
      app(0).inject({
        method: 'POST',
        url: `/v1/mob/staff/section-members/${ids[0]}/decision`,
        headers: desk,
        payload: { status: 'DISMISSED', reason: 'Нет справки' },
      }),
      b.app.inject({
        method: 'POST',
        url: applyUrl(s, s.groupIds[0]!),
        headers: late.auth,
        payload: {},
      }),
    ]);
    expect([freed.statusCode, applied.statusCode]).toEqual([200, 200]);
    const after = await rows(s);
    expect(after.find((r) => r.id === ids[3])!.holds).toBe(true);
    expect(after.find((r) => r.userId === late.user.id)!.holds).toBe(false);
    expect(after.filter((r) => r.holds && r.status === 'NEW')).toHaveLength(3);
  });
});
