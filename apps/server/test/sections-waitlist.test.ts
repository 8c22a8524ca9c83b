import { sql } from 'drizzle-orm';
import { ApplicationListSchema } from '@sportkarta/contract/api/applications';
import { MembershipListSchema, MembershipSchema } from '@sportkarta/contract/api/sections';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../src/db/client';
import { signIn } from './accounts-helpers';
import { countRows, createChild, createShop } from './orders-fixtures';
import type { Auth } from './payments-helpers';
import { applyUrl, createSection, makeStaff, type SectionFixture } from './sections-fixtures';
import { ENGINES, engineTitle, useClockedApp } from './test-app';

// Issue 25: a full group's waiting list. A full group takes applications into the queue; when
// a place frees (a dismissal, a withdrawal, a child's profile removed), the oldest waiting
// application is offered it in the same transaction and its applicant told once.
const WEDNESDAY = '2026-11-25T11:00:00+03:00';
const OFFER = 'Место в группе освободилось';

describe.each(ENGINES)('a group’s waiting list ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const { t } = useClockedApp(engine.name, WEDNESDAY);
    let s: SectionFixture;
    let desk: Auth;
    beforeEach(async () => {
      s = await createSection(t.app, await createShop(t.app), [{ places: 1 }]);
      const who = await signIn(t.app);
      await makeStaff(t.app, who.user.id, s.complexId);
      desk = who.auth;
    });

    const group = () => s.groupIds[0]!;
    const apply = async () => {
      const me = await signIn(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: applyUrl(s, group()),
        headers: me.auth,
        payload: {},
      });
      expect(res.statusCode, res.body).toBe(200);
      return { ...me, member: MembershipSchema.parse(res.json()) };
    };
    const post = (url: string, auth: Auth, payload: object = {}) =>
      t.app.inject({ method: 'POST', url, headers: auth, payload });
    const decide = (memberId: string, body: object) =>
      post(`/v1/mob/staff/section-members/${memberId}/decision`, desk, body);
    const get = async (url: string, auth: Auth) =>
      (await t.app.inject({ method: 'GET', url, headers: auth })).json();
    const mine = async (auth: Auth) =>
      MembershipListSchema.parse(await get('/v1/mob/section-member-group/list', auth)).members[0]!;
    const taken = () =>
      countRows(t.app, sql`select taken as n from section_groups where id = ${group()}`);
    const offers = (userId: string) =>
      countRows(
        t.app,
        sql`select count(*)::int as n from notifications where user_id = ${userId} and title = ${OFFER}`,
      );

    it('a full group queues applications in order; a dismissal offers the place to the first', async () => {
      const first = await apply();
      const [b, c] = [await apply(), await apply()];
      expect(first.member.waitingPosition).toBeNull();
      expect([b.member.waitingPosition, c.member.waitingPosition]).toEqual([1, 2]);
      expect(b.member.status).toBe('NEW');
      expect(await taken()).toBe(1);
      // The applicant reads the same place in «Мои заявки».
      const apps = ApplicationListSchema.parse(await get('/v1/mob/user/applications', c.auth));
      expect(apps.applications[0]).toMatchObject({ status: 'SENT', waitingPosition: 2 });

      // A waiting application holds no place: the venue cannot accept it yet.
      const early = await decide(b.member.id, { status: 'APPROVED' });
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(
        'Заявка в листе ожидания: принять её можно, когда в группе освободится место',
      );

      const no = await decide(first.member.id, { status: 'DISMISSED', reason: 'Нет справки' });
      expect(no.statusCode, no.body).toBe(200);
      expect(await mine(b.auth)).toMatchObject({ status: 'NEW', waitingPosition: null });
      expect((await mine(c.auth)).waitingPosition).toBe(1);
      expect(await taken()).toBe(1);
      expect(await offers(b.user.id)).toBe(1);
      expect(await offers(c.user.id)).toBe(0);
      const [told] = await queryRows(
        t.app.db,
        sql`select body, link, created_at as "createdAt" from notifications
             where user_id = ${b.user.id} and title = ${OFFER}`,
        z.object({ body: z.string(), link: z.string(), createdAt: z.coerce.date() }),
      );
      expect(told!.body).toMatch(/заявка вышла из листа ожидания и заняла место/);
      expect(told!.link).toBe('/tabs/profile/sections');
      expect(told!.createdAt.toISOString()).toBe(new Date(WEDNESDAY).toISOString());

      // The offered application is an ordinary one now: the venue accepts it.
      expect((await decide(b.member.id, { status: 'APPROVED' })).statusCode).toBe(200);
      expect(await offers(b.user.id)).toBe(1);
      expect(await taken()).toBe(1);
    });

    it('a withdrawal frees a place for the queue; a waiting one withdrawn only leaves it', async () => {
      const holder = await apply();
      const [b, c, d] = [await apply(), await apply(), await apply()];
      const withdraw = (who: { auth: Auth; member: { id: string } }) =>
        post(`/v1/mob/section-members/${who.member.id}/withdraw`, who.auth);
      expect((await withdraw(b)).statusCode).toBe(200);
      expect(await offers(b.user.id)).toBe(0);
      expect([(await mine(c.auth)).waitingPosition, (await mine(d.auth)).waitingPosition]).toEqual([
        1, 2,
      ]);
      expect((await withdraw(holder)).statusCode).toBe(200);
      expect((await mine(c.auth)).waitingPosition).toBeNull();
      expect((await mine(d.auth)).waitingPosition).toBe(1);
      expect(await offers(c.user.id)).toBe(1);
      expect(await taken()).toBe(1);
    });

    it('removing a child’s profile gives its place to the queue', async () => {
      const parent = await signIn(t.app);
      const childId = await createChild(t.app, parent.user.id, '2017-03-10');
      const held = await post(applyUrl(s, group()), parent.auth, { childId });
      expect(held.statusCode, held.body).toBe(200);
      const next = await apply();
      const gone = await t.app.inject({
        method: 'DELETE',
        url: `/v1/userInfo/child/${childId}`,
        headers: parent.auth,
      });
      expect(gone.statusCode, gone.body).toBe(200);
      expect((await mine(next.auth)).waitingPosition).toBeNull();
      expect(await offers(next.user.id)).toBe(1);
    });

    it('places raised with nobody offering them go to the queue before a newcomer', async () => {
      await apply();
      const [b, c] = [await apply(), await apply()];
      await t.app.db.execute(sql`update section_groups set places = 3 where id = ${group()}`);
      const late = await apply();
      expect(late.member.waitingPosition).toBe(1);
      expect((await mine(b.auth)).waitingPosition).toBeNull();
      expect((await mine(c.auth)).waitingPosition).toBeNull();
      expect(await taken()).toBe(3);
    });

    it('the database refuses a waiting application taking a place over capacity or going back', async () => {
      const holder = await apply();
      const [b, c] = [await apply(), await apply()];
      const run = (q: ReturnType<typeof sql>) =>
        t.app.db.execute(q).then(
          () => 'done',
          (e: unknown) => (e as { cause?: { constraint?: string } }).cause?.constraint ?? 'refused',
        );
      // Out of the queue into a full group: the check taken <= places refuses it.
      expect(
        await run(sql`update section_members set waiting_no = null where id = ${c.member.id}`),
      ).toBe('section_groups_places_check');
      expect(
        await run(
          sql`update section_members set status = 'APPROVED', decided_at = now() where id = ${c.member.id}`,
        ),
      ).toBe('section_members_waiting_check');
      await decide(holder.member.id, { status: 'DISMISSED', reason: 'Нет справки' });
      // Offered, it never goes back to the waiting list.
      expect(
        await run(sql`update section_members set waiting_no = 99 where id = ${b.member.id}`),
      ).not.toBe('done');
      expect(await taken()).toBe(1);
    });
  });
});
