import { sql } from 'drizzle-orm';
import { MembershipSchema } from '@sportkarta/contract/api/sections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './accounts-helpers';
import { appTime, testClock } from './clock';
import { countRows, createShop } from './orders-fixtures';
import { applyUrl, createSection } from './sections-fixtures';
import { createTwoPostgresApps, ENGINES, engineTitle, type TestApp } from './test-app';

// Issue 13: the last place of a group under real concurrency (two API processes on one
// PostgreSQL; PGlite has one connection, so no race there). Exactly one parent gets it, every
// other one waits in the group's waiting list (issue 25) at a place of their own — a missing row
// lock would show up as constraint errors (500), shared queue places or, without the trigger's
// check, as an overfull group.

const NOW = '2026-11-25T11:00:00+03:00';
const postgres = ENGINES.find((e) => e.name === 'postgres')!;

describe.skipIf(!postgres.available)(`the last place in a group (${engineTitle(postgres)})`, () => {
  let a: TestApp;
  let b: TestApp;
  const clock = testClock(NOW);
  const parents: { auth: Record<string, string> }[] = [];

  beforeAll(async () => {
    ({ a, b } = await createTwoPostgresApps(clock));
    for (let i = 0; i < 30; i++) parents.push(await signIn(i % 2 ? b.app : a.app));
  }, 120_000);
  afterAll(async () => {
    await b?.cleanup();
    await a?.cleanup();
  });

  it('30 parents on two processes apply for the last place: one gets it, 29 wait in line', async () => {
    const shop = await createShop(a.app);
    const s = await createSection(a.app, shop, [{ places: 12, taken: 11 }]);
    const answers = await Promise.all(
      parents.map((p, i) =>
        (i % 2 ? b.app : a.app).inject({
          method: 'POST',
          url: applyUrl(s, s.groupIds[0]!),
          headers: p.auth,
          payload: {},
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    const places = answers.map((r) => MembershipSchema.parse(r.json()).waitingPosition);
    expect(places.filter((p) => p === null)).toHaveLength(1);
    expect(places.filter((p) => p !== null).sort((x, y) => x! - y!)).toEqual(
      Array.from({ length: 29 }, (_, i) => i + 1),
    );
    expect(
      await countRows(
        a.app,
        sql`select taken as n from section_groups where id = ${s.groupIds[0]}`,
      ),
    ).toBe(12);
    expect(
      await countRows(
        a.app,
        sql`select count(*)::int as n from section_members where group_id = ${s.groupIds[0]}`,
      ),
    ).toBe(30);
  });

  it('the database itself refuses a place too many, whatever the application does', async () => {
    const shop = await createShop(a.app);
    const s = await createSection(a.app, shop, [{ places: 1, taken: 1 }]);
    const failed: unknown = await a.app.db
      .execute(
        sql`insert into section_members (group_id, user_id, created_at)
            select ${s.groupIds[0]}, u.id, ${appTime(a.app)}::timestamptz from users u limit 1`,
      )
      .catch((e: unknown) => e);
    expect((failed as { cause?: { constraint?: string } }).cause?.constraint).toBe(
      'section_groups_places_check',
    );
  });
});
