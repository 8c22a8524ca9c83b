import {
  MembershipListSchema,
  MembershipSchema,
  SectionGroupDetailSchema,
  SectionGroupsSchema,
  SectionListSchema,
} from '@sportkarta/contract/api/sections';
import { ServiceTypesResponseSchema } from '@sportkarta/contract/api/catalogue';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn } from './accounts-helpers';
import { createChild, createShop, type Shop } from './orders-fixtures';
import type { Auth } from './payments-helpers';
import { applyUrl, createSection, type SectionFixture } from './sections-fixtures';
import { ENGINES, engineTitle, useClockedApp } from './test-app';

// Issue 13: a venue's sections, groups by coach with filters, applying for oneself or a child
// (age, one application per group, the last place), and what a second person can't see or do.
const WEDNESDAY = '2026-11-25T11:00:00+03:00';
/** Nine on the clock's day. */
const NINE_YEARS_OLD = '2017-03-10';

describe.each(ENGINES)('sections ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const { t } = useClockedApp(engine.name, WEDNESDAY);
    let shop: Shop;
    let s: SectionFixture;
    beforeEach(async () => {
      shop = await createShop(t.app);
      s = await createSection(t.app, shop, [
        { name: 'Младшая группа', ageCategory: 'CHILDREN' },
        { name: 'Спортивная группа', ageCategory: 'SPECIFIC', from: 12, to: 15 },
        { name: 'Последнее место', ageCategory: 'ALL', places: 2, taken: 1 },
        { name: 'Подростки', ageCategory: 'TEENS', weekdays: [2, 4], coach: 'second' },
      ]);
    });

    const get = (url: string, auth?: Auth) =>
      t.app.inject({ method: 'GET', url, ...(auth ? { headers: auth } : {}) });
    const post = (url: string, payload: unknown, auth?: Auth) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: payload as object,
        ...(auth ? { headers: auth } : {}),
      });
    const groupsUrl = `/v1/mob/public/place/${0}/section/${0}/sectionGroups`;
    const filter = (body: object, auth?: Auth) =>
      post(
        groupsUrl.replace('/0/section/0/', `/${s.complexId}/section/${s.sectionId}/`),
        body,
        auth,
      );
    const groupNames = (body: unknown) =>
      SectionGroupsSchema.parse(body).coachGroups.flatMap((c) =>
        c.sectionGroupList.map((g) => g.name),
      );
    const parentWithChild = async () => {
      const me = await signIn(t.app);
      const childId = await createChild(t.app, me.user.id, NINE_YEARS_OLD);
      return { ...me, childId };
    };

    it('the venue lists its section with groups, coaches and the lowest rate; a sections tab', async () => {
      const res = await get(`/v1/mob/public/place/${s.complexId}/section`);
      expect(res.statusCode, res.body).toBe(200);
      expect(SectionListSchema.parse(res.json()).sections).toEqual([
        expect.objectContaining({
          id: s.sectionId,
          name: 'Секция плавания',
          sportName: 'Плавание',
          groups: 4,
          coaches: 2,
          minPriceKopecks: 480000,
        }),
      ]);
      const types = ServiceTypesResponseSchema.parse(
        (await get(`/v1/mob/service-types?complexId=${s.complexId}`)).json(),
      );
      expect(types.tabs).toContain('sections');
      expect(types.sections).toBe(1);
      // The section's rates are sold through the section, never in the packages list.
      expect(types.packages).toBe(0);
    });

    it('groups come under their coaches and filter by age, weekday and coach', async () => {
      const all = SectionGroupsSchema.parse((await filter({})).json());
      expect(all.coachGroups.map((c) => c.coaches.firstName)).toEqual(['Андрей', 'Борис']);
      expect(all.coachGroups[0]!.coaches.sportsStatusLevel).toBe('MS_OF_RUSSIA');
      const first = all.coachGroups[0]!.sectionGroupList.find((g) => g.name === 'Младшая группа')!;
      expect(first).toMatchObject({
        ageCategory: 'CHILDREN',
        duration: 60,
        places: 10,
        freePlaces: 10,
        sectionGroupSchedule: [
          { weekday: 1, start: '18:00', end: '19:00' },
          { weekday: 3, start: '18:00', end: '19:00' },
          { weekday: 5, start: '18:00', end: '19:00' },
        ],
        sectionGroupMemberList: [],
      });
      expect(groupNames((await filter({ age: 9 })).json()).sort()).toEqual([
        'Младшая группа',
        'Последнее место',
      ]);
      expect(groupNames((await filter({ age: 13 })).json()).sort()).toEqual([
        'Подростки',
        'Последнее место',
        'Спортивная группа',
      ]);
      expect(groupNames((await filter({ weekdays: [2] })).json())).toEqual(['Подростки']);
      expect(groupNames((await filter({ coachId: s.coachIds[1] })).json())).toEqual(['Подростки']);
      expect(groupNames((await filter({ age: 9, weekdays: [6, 7] })).json())).toEqual([]);
    });

    it('a parent applies for a child: «Заявка подана» on the group, a place taken, once per group', async () => {
      const me = await parentWithChild();
      const res = await post(
        applyUrl(s, s.groupIds[0]!),
        { childId: me.childId, rateId: s.rateIds[1] },
        me.auth,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(MembershipSchema.parse(res.json())).toMatchObject({
        status: 'NEW',
        childId: me.childId,
        memberName: 'Маша Иванова',
        rateId: s.rateIds[1],
        section: { id: s.sectionId, name: 'Секция плавания' },
        group: { id: s.groupIds[0], name: 'Младшая группа', freePlaces: 9 },
        coach: { firstName: 'Андрей' },
        paidPackageId: null,
      });
      const mine = SectionGroupsSchema.parse(
        (await get(`/v1/mob/place/${s.complexId}/section/${s.sectionId}/group`, me.auth)).json(),
      );
      const card = mine.coachGroups[0]!.sectionGroupList.find((g) => g.id === s.groupIds[0])!;
      expect(card.sectionGroupMemberList).toEqual([
        { id: expect.any(String), childId: me.childId, status: 'NEW' },
      ]);
      const detail = SectionGroupDetailSchema.parse(
        (
          await get(`/v1/mob/public/place/${s.complexId}/sectionGroup/${s.groupIds[0]}`, me.auth)
        ).json(),
      );
      expect(detail.group.sectionGroupMemberList).toHaveLength(1);
      expect(detail.rates.map((r) => r.cost)).toEqual([480000, 640000]);

      const again = await post(applyUrl(s, s.groupIds[0]!), { childId: me.childId }, me.auth);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        code: 'ALREADY_APPLIED',
        message: 'Заявка в эту группу уже подана',
      });
      // The parent may still apply for themself to the same group.
      const self = await post(applyUrl(s, s.groupIds[2]!), {}, me.auth);
      expect(self.statusCode, self.body).toBe(200);
      const list = MembershipListSchema.parse(
        (await get('/v1/mob/section-member-group/list', me.auth)).json(),
      );
      expect(list.members.map((m) => m.group.name).sort()).toEqual([
        'Младшая группа',
        'Последнее место',
      ]);
    });

    it('an age that does not fit and an unknown birth date are refused in Russian; a full group waits', async () => {
      const me = await parentWithChild();
      const old = await post(applyUrl(s, s.groupIds[1]!), { childId: me.childId }, me.auth);
      expect(old.statusCode).toBe(422);
      expect(old.json()).toEqual({
        code: 'AGE_NOT_FIT',
        message: 'Группа для участников от 12 до 15 лет, а Маша Иванова — 9',
      });
      // The person's own birth date is not in the profile: an age group cannot check it.
      const self = await post(applyUrl(s, s.groupIds[0]!), {}, me.auth);
      expect(self.statusCode).toBe(422);
      expect(self.json().message).toMatch(/Укажите дату рождения в профиле/);

      const last = await post(applyUrl(s, s.groupIds[2]!), { childId: me.childId }, me.auth);
      expect(last.statusCode, last.body).toBe(200);
      const other = await signIn(t.app);
      // Issue 25: a full group takes the application into its waiting list.
      const full = await post(applyUrl(s, s.groupIds[2]!), {}, other.auth);
      expect(full.statusCode, full.body).toBe(200);
      expect(MembershipSchema.parse(full.json())).toMatchObject({
        status: 'NEW',
        waitingPosition: 1,
      });
    });

    it('a second person cannot enrol my child or see my applications', async () => {
      const me = await parentWithChild();
      await post(applyUrl(s, s.groupIds[0]!), { childId: me.childId }, me.auth);
      const other = await signIn(t.app);
      const steal = await post(applyUrl(s, s.groupIds[3]!), { childId: me.childId }, other.auth);
      expect(steal.statusCode).toBe(404);
      expect(steal.json()).toEqual({ code: 'NOT_FOUND', message: 'Ребёнок не найден' });
      const theirs = MembershipListSchema.parse(
        (await get('/v1/mob/section-member-group/list', other.auth)).json(),
      );
      expect(theirs.members).toEqual([]);
      const groups = SectionGroupsSchema.parse((await filter({}, other.auth)).json());
      expect(
        groups.coachGroups.flatMap((c) =>
          c.sectionGroupList.flatMap((g) => g.sectionGroupMemberList),
        ),
      ).toEqual([]);
      // Without signing in: the public calls answer, the personal ones ask to sign in.
      expect(
        (await get(`/v1/mob/place/${s.complexId}/section/${s.sectionId}/group`)).statusCode,
      ).toBe(401);
      expect((await get('/v1/mob/section-member-group/list')).statusCode).toBe(401);
      expect((await post(applyUrl(s, s.groupIds[0]!), {})).statusCode).toBe(401);
    });

    it('an adapted group says for which needs; so does its section, on the list and the screen', async () => {
      const adapted = await createSection(t.app, shop, [
        { name: 'Обычная группа' },
        { name: 'Адаптивная группа', adaptedFor: ['MENTAL', 'MOBILITY', 'NO_SUCH_NEED'] },
      ]);
      const list = SectionListSchema.parse(
        (await get(`/v1/mob/public/place/${s.complexId}/section`)).json(),
      ).sections;
      // The venue's first section has no adapted group; the new one has one (display order).
      expect(list.find((x) => x.id === s.sectionId)!.adaptedFor).toEqual([]);
      expect(list.find((x) => x.id === adapted.sectionId)!.adaptedFor).toEqual([
        'MOBILITY',
        'MENTAL',
      ]);
      const me = await signIn(t.app);
      const res = await get(
        `/v1/mob/place/${s.complexId}/section/${adapted.sectionId}/group`,
        me.auth,
      );
      expect(res.statusCode, res.body).toBe(200);
      const screen = SectionGroupsSchema.parse(res.json());
      expect(screen.section.adaptedFor).toEqual(['MOBILITY', 'MENTAL']);
      const groups = screen.coachGroups.flatMap((c) => c.sectionGroupList);
      expect(Object.fromEntries(groups.map((g) => [g.name, g.adaptedFor]))).toEqual({
        'Обычная группа': [],
        'Адаптивная группа': ['MOBILITY', 'MENTAL'],
      });
      const one = await get(
        `/v1/mob/public/place/${s.complexId}/sectionGroup/${adapted.groupIds[1]}`,
      );
      expect(SectionGroupDetailSchema.parse(one.json()).group.adaptedFor).toEqual([
        'MOBILITY',
        'MENTAL',
      ]);
    });

    it('coaches: a venue’s list and one coach with their groups', async () => {
      const list = await get(`/v1/mob/public/place/${s.complexId}/coaches`);
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().coaches.map((c: { firstName: string }) => c.firstName)).toEqual([
        'Андрей',
        'Борис',
      ]);
      const one = await get(`/v1/mob/public/coaches/${s.coachIds[1]}`);
      expect(one.statusCode, one.body).toBe(200);
      expect(one.json()).toMatchObject({
        coaches: {
          firstName: 'Борис',
          lastName: 'Соколов',
          photos: ['/media/coaches/coach-1.svg'],
        },
        complexId: s.complexId,
        sections: [{ id: s.sectionId, name: 'Секция плавания' }],
        sectionGroupList: [{ name: 'Подростки' }],
      });
      expect((await get('/v1/mob/public/coaches/999999')).json()).toEqual({
        code: 'NOT_FOUND',
        message: 'Тренер не найден',
      });
    });

    it('bad input gets 400 with a Russian message, unknown ids 404, never a 500', async () => {
      const me = await parentWithChild();
      const cases: [string, string, unknown, number][] = [
        ['GET', '/v1/mob/public/place/abc/section', undefined, 400],
        ['GET', '/v1/mob/public/place/999999/section', undefined, 404],
        ['GET', `/v1/mob/public/place/${s.complexId}/sectionGroup/-1`, undefined, 400],
        ['GET', `/v1/mob/public/place/${s.complexId}/sectionGroup/999999`, undefined, 404],
        [
          'POST',
          groupsUrl.replace('/0/section/0/', `/${s.complexId}/section/${s.sectionId}/`),
          { weekdays: [9] },
          400,
        ],
        [
          'POST',
          groupsUrl.replace('/0/section/0/', `/${s.complexId}/section/${s.sectionId}/`),
          { age: 'nine' },
          400,
        ],
        ['POST', groupsUrl.replace('/0/section/0/', `/${s.complexId}/section/999999/`), {}, 404],
        ['POST', applyUrl(s, s.groupIds[0]!), { childId: 'abc' }, 400],
        ['POST', applyUrl(s, s.groupIds[0]!), { childId: me.childId, rateId: 'x' }, 400],
        ['POST', applyUrl(s, s.groupIds[0]!), { childId: me.childId, rateId: 999999 }, 404],
        ['POST', applyUrl(s, 999999), { childId: me.childId }, 404],
        ['POST', applyUrl({ ...s, sectionId: 999999 }, s.groupIds[0]!), {}, 404],
        ['GET', '/v1/mob/public/coaches/0', undefined, 400],
      ];
      for (const [method, url, payload, status] of cases) {
        const res = await t.app.inject({
          method: method as 'GET' | 'POST',
          url,
          headers: me.auth,
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
        expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(status);
        expect(res.json().message, url).toMatch(/[А-Яа-яЁё]/);
      }
    });
  });
});
