import { sql } from 'drizzle-orm';
import { MembershipSchema } from '@sportkarta/contract/api/sections';
import {
  SubstitutionListSchema,
  SubstitutionSchema,
  TimetableSchema,
  VenueCoachListSchema,
} from '@sportkarta/contract/api/venue-coaches';
import { describe, expect, it } from 'vitest';
import { signIn } from './accounts-helpers';
import { countRows, createChild, createShop } from './orders-fixtures';
import type { Auth } from './payments-helpers';
import { applyUrl, createSection } from './sections-fixtures';
import { ENGINES, engineTitle, useClockedApp } from './test-app';
import { grant, staffAt } from './venue-fixtures';

// Issue 25: coaches' timetables and substitutions. Wednesday 25.11 in Moscow; the first group
// (Андрей) meets on Fridays, the second (Борис) on Tuesdays. Борис takes Friday 27.11.
const WEDNESDAY = '2026-11-25T11:00:00+03:00';
const FRIDAY = '2026-11-27';

describe.each(ENGINES)('venue coaches ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const { t } = useClockedApp(engine.name, WEDNESDAY);
    const url = (complexId: number, rest: string) => `/v1/mob/staff/complexes/${complexId}/${rest}`;
    const get = (auth: Auth, u: string) => t.app.inject({ method: 'GET', url: u, headers: auth });
    const post = (auth: Auth, u: string, payload: object) =>
      t.app.inject({ method: 'POST', url: u, headers: auth, payload });
    const del = (auth: Auth, u: string) =>
      t.app.inject({ method: 'DELETE', url: u, headers: auth });
    const told = () =>
      countRows(
        t.app,
        sql`select count(*)::int as n from notifications where kind = 'GROUP_SUBSTITUTION'`,
      );

    /** Two accepted families (a parent with a child, an adult) and one application still new. */
    const setup = async () => {
      const shop = await createShop(t.app, { provider: null });
      const s = await createSection(t.app, shop, [
        { weekdays: [5] },
        { weekdays: [2], coach: 'second' },
      ]);
      const admin = await staffAt(t.app, shop.complexId, 'ADMIN');
      const apply = async (childBirth: string | null, approve: boolean) => {
        const person = await signIn(t.app);
        const childId = childBirth ? await createChild(t.app, person.user.id, childBirth) : null;
        const res = await post(
          person.auth,
          applyUrl(s, s.groupIds[0]!),
          childId ? { childId } : {},
        );
        expect(res.statusCode, res.body).toBe(200);
        if (approve) {
          const ok = await post(
            admin.auth,
            url(shop.complexId, `applications/${MembershipSchema.parse(res.json()).id}/decision`),
            { status: 'APPROVED' },
          );
          expect(ok.statusCode, ok.body).toBe(200);
        }
        return person;
      };
      await apply('2016-05-01', true);
      await apply(null, true);
      await apply('2015-05-01', false);
      const subs = url(shop.complexId, `groups/${s.groupIds[0]}/substitutions`);
      const timetable = (coachId: number) =>
        url(shop.complexId, `coaches/${coachId}/timetable?from=2026-11-23&to=2026-12-06`);
      return { shop, s, admin, subs, timetable };
    };

    it('a substitution tells every accepted family once and shows on both timetables', async () => {
      const { shop, s, admin, subs, timetable } = await setup();
      const base = await told();
      const body = { date: FRIDAY, substituteCoachId: s.coachIds[1], reason: 'Болезнь' };
      const made = await post(admin.auth, subs, body);
      expect(made.statusCode, made.body).toBe(200);
      expect(SubstitutionSchema.parse(made.json())).toEqual({
        groupId: s.groupIds[0],
        date: FRIDAY,
        substituteCoachId: s.coachIds[1],
        substituteName: 'Соколов Борис',
        reason: 'Болезнь',
        notified: 2,
      });
      const again = await post(admin.auth, subs, body);
      expect(again.statusCode).toBe(200);
      expect(again.json().notified).toBe(0);
      expect(await told()).toBe(base + 2);
      const [{ body: text }] = (
        (await t.app.db.execute(
          sql`select body from notifications where kind = 'GROUP_SUBSTITUTION' order by created_at desc limit 1`,
        )) as unknown as { rows: { body: string }[] }
      ).rows as [{ body: string }];
      expect(text).toMatch(/27\.11\.2026.*«Группа 1».*Соколов Борис/);
      const third = await t.app.db.execute(
        sql`insert into coaches (complex_id, first_name, last_name) values (${shop.complexId}, 'Вера', 'Орлова') returning id`,
      );
      const thirdId = (third as unknown as { rows: { id: number }[] }).rows[0]!.id;
      const taken = await post(admin.auth, subs, { ...body, substituteCoachId: thirdId });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toMatch(/уже назначена замена/);
      expect(
        await countRows(
          t.app,
          sql`select count(*)::int as n from staff_audit where complex_id = ${shop.complexId} and kind = 'SUBSTITUTION_CREATE'`,
        ),
      ).toBe(1);

      const own = TimetableSchema.parse((await get(admin.auth, timetable(s.coachIds[0]))).json());
      expect(
        own.lessons.map((l) => [l.date, l.start, l.groupId, l.role, l.substituteName]),
      ).toEqual([
        [FRIDAY, '18:00', s.groupIds[0], 'SUBSTITUTED', 'Соколов Борис'],
        ['2026-12-04', '18:00', s.groupIds[0], 'OWN', null],
      ]);
      const other = TimetableSchema.parse((await get(admin.auth, timetable(s.coachIds[1]))).json());
      expect(other.lessons.map((l) => [l.date, l.groupId, l.role])).toEqual([
        ['2026-11-24', s.groupIds[1], 'OWN'],
        [FRIDAY, s.groupIds[0], 'SUBSTITUTE'],
        ['2026-12-01', s.groupIds[1], 'OWN'],
      ]);
      expect(
        SubstitutionListSchema.parse((await get(admin.auth, subs)).json()).substitutions,
      ).toEqual([expect.objectContaining({ date: FRIDAY, substituteCoachId: s.coachIds[1] })]);

      const canceled = await del(admin.auth, `${subs}/${FRIDAY}`);
      expect(canceled.statusCode, canceled.body).toBe(200);
      expect(canceled.json()).toEqual({ notified: 2 });
      expect(await told()).toBe(base + 4);
      expect((await del(admin.auth, `${subs}/${FRIDAY}`)).statusCode).toBe(404);
      expect(
        await countRows(
          t.app,
          sql`select count(*)::int as n from staff_audit where complex_id = ${shop.complexId} and kind = 'SUBSTITUTION_CANCEL'`,
        ),
      ).toBe(1);
      const back = TimetableSchema.parse((await get(admin.auth, timetable(s.coachIds[0]))).json());
      expect(back.lessons.map((l) => l.role)).toEqual(['OWN', 'OWN']);
    });

    it('lists the venue’s coaches with their groups; a coach gets their own card only', async () => {
      const { shop, s, admin } = await setup();
      const list = url(shop.complexId, 'coaches');
      const all = await get(admin.auth, list);
      expect(all.statusCode, all.body).toBe(200);
      expect(VenueCoachListSchema.parse(all.json()).coaches).toEqual([
        { id: s.coachIds[0], name: 'Соколов Андрей', groups: 1 },
        { id: s.coachIds[1], name: 'Соколов Борис', groups: 1 },
      ]);
      const desk = await staffAt(t.app, shop.complexId, 'FRONT_DESK');
      expect(VenueCoachListSchema.parse((await get(desk.auth, list)).json()).coaches).toHaveLength(
        2,
      );
      const coach = await signIn(t.app);
      await grant(t.app, coach.user.id, {
        complexId: shop.complexId,
        role: 'COACH',
        coachId: s.coachIds[0],
      });
      expect(VenueCoachListSchema.parse((await get(coach.auth, list)).json()).coaches).toEqual([
        expect.objectContaining({ id: s.coachIds[0], groups: 1 }),
      ]);
      const controller = await staffAt(t.app, shop.complexId, 'CONTROLLER');
      expect((await get(controller.auth, list)).statusCode).toBe(403);
      const elsewhere = await staffAt(
        t.app,
        (await createShop(t.app, { provider: null })).complexId,
        'ADMIN',
      );
      expect((await get(elsewhere.auth, list)).statusCode).toBe(403);
    });

    it('validates in Russian and keeps coaches and other venues out', async () => {
      const { shop, s, admin, subs, timetable } = await setup();
      const base = await told();
      const cases = [
        [{ date: '2026-11-26', substituteCoachId: s.coachIds[1] }, /нет занятия/],
        [{ date: '2026-11-20', substituteCoachId: s.coachIds[1] }, /уже прошла/],
        [{ date: FRIDAY, substituteCoachId: s.coachIds[0] }, /не тренер группы/],
        [{ date: FRIDAY, substituteCoachId: 999999 }, /Нет такого тренера/],
        [{ date: '27.11.2026', substituteCoachId: s.coachIds[1] }, /Неверный формат даты/],
        [{ date: FRIDAY, substituteCoachId: 'x' }, /Неверный тренер/],
      ] as const;
      for (const [payload, message] of cases) {
        const res = await post(admin.auth, subs, payload);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toMatch(message);
      }
      const reversed = await get(
        admin.auth,
        url(shop.complexId, `coaches/${s.coachIds[0]}/timetable?from=2026-12-06&to=2026-11-23`),
      );
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().message).toMatch(/позже/);
      const long = await get(
        admin.auth,
        url(shop.complexId, `coaches/${s.coachIds[0]}/timetable?from=2026-01-01&to=2026-12-31`),
      );
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toMatch(/не длиннее/);
      expect((await get(admin.auth, timetable(999999))).statusCode).toBe(404);

      const coach = await signIn(t.app);
      await grant(t.app, coach.user.id, {
        complexId: shop.complexId,
        role: 'COACH',
        coachId: s.coachIds[0],
      });
      expect((await get(coach.auth, timetable(s.coachIds[0]))).statusCode).toBe(200);
      const notMine = await get(coach.auth, timetable(s.coachIds[1]));
      expect(notMine.statusCode).toBe(403);
      expect(notMine.json().message).toBe('Это расписание другого тренера');
      const body = { date: FRIDAY, substituteCoachId: s.coachIds[1] };
      expect((await post(coach.auth, subs, body)).statusCode).toBe(403);
      const desk = await staffAt(t.app, shop.complexId, 'FRONT_DESK');
      expect((await post(desk.auth, subs, body)).statusCode).toBe(403);
      expect((await get(desk.auth, timetable(s.coachIds[1]))).statusCode).toBe(200);
      const elsewhere = await staffAt(
        t.app,
        (await createShop(t.app, { provider: null })).complexId,
        'ADMIN',
      );
      expect((await post(elsewhere.auth, subs, body)).statusCode).toBe(403);
      expect((await get(elsewhere.auth, timetable(s.coachIds[0]))).statusCode).toBe(403);
      expect(await told()).toBe(base);
    });
  });
});
