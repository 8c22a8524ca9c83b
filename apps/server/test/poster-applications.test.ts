import { ApplicationListSchema } from '@sportkarta/contract/api/applications';
import {
  CitySchema,
  CreationScheduleSchema,
  CreationsPageSchema,
} from '@sportkarta/contract/api/creations';
import { SessionResponseSchema } from '@sportkarta/contract/api/auth';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signIn } from './accounts-helpers';
import { appTime, testClock } from './clock';
import { createChild, createShop } from './orders-fixtures';
import type { Auth } from './payments-helpers';
import { createCreation, createTestCity, TEST_POINT, TEST_ZONE } from './poster-fixtures';
import { applyUrl, createSection } from './sections-fixtures';
import { ENGINES, engineTitle, type TestApp, useTestApp } from './test-app';

// Issue 14: the poster (city by point, pages of what is ahead by kind and day, a creation's
// schedule by day in its city's zone) and the person's applications (theirs only).
// 22:30 UTC: already Thursday 26th in Moscow (01:30) and in the test city (08:30, UTC+10), still
// Wednesday 25th in UTC — a day that differs by zone.
const NOW = '2026-11-25T22:30:00Z';
const POSTER = '/v1/mob/creations';

describe.each(ENGINES)('poster and applications ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const clock = testClock(NOW);
    const app = useTestApp(engine.name, { clock });
    let t: TestApp;
    let cityId: number;
    let concert: number;
    let archived: number;
    beforeAll(async () => {
      t = app();
      cityId = await createTestCity(t.app);
      concert = await createCreation(t.app, cityId, {
        kind: 'CONCERT',
        title: 'Джаз на набережной',
        sessions: [
          { at: '2026-11-26T07:30:00+10:00' }, // an hour ago
          { at: '2026-11-27T19:00:00+10:00', price: 150000 },
          // The 28th in the city, still the 27th in UTC.
          { at: '2026-11-28T08:00:00+10:00', price: 120000 },
          { at: '2026-11-29T19:00:00+10:00', price: 150000 },
        ],
      });
      await createCreation(t.app, cityId, {
        kind: 'SPORT_EVENT',
        title: 'Хоккей. «Адмирал» — «Амур»',
        sportTypeId: 9,
        sessions: [{ at: '2026-11-26T10:30:00+10:00', price: 80000 }],
      });
      await createCreation(t.app, cityId, {
        kind: 'MOVIE',
        title: 'Только прошедшие сеансы',
        sessions: [{ at: '2026-11-25T20:00:00+10:00' }],
      });
      archived = await createCreation(t.app, cityId, {
        kind: 'EVENT',
        title: 'Снято с афиши',
        status: 'ARCHIVED',
        sessions: [{ at: '2026-11-27T12:00:00+10:00' }],
      });
    });
    beforeEach(() => clock.set(NOW));

    const post = (url: string, payload?: unknown) =>
      t.app.inject({
        method: 'POST',
        url,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    const page = async (body: object) => {
      const res = await post(`${POSTER}/page`, { cityId, ...body });
      expect(res.statusCode, res.body).toBe(200);
      return CreationsPageSchema.parse(res.json());
    };
    const titles = (p: { items: { title: string }[] }) => p.items.map((i) => i.title);
    const expect400 = async (res: { statusCode: number; json(): unknown }, text: RegExp) => {
      expect(res.statusCode).toBe(400);
      const body = res.json() as { code: string; message: string };
      expect(body.message).toMatch(text);
      expect(body.message).toMatch(/[а-я]/);
    };

    it('city-id: the nearest city within reach, Moscow without a point or far away', async () => {
      const city = async (body?: unknown) =>
        CitySchema.parse((await post(`${POSTER}/city-id`, body)).json());
      expect(await city()).toMatchObject({ name: 'Москва', timeZone: 'Europe/Moscow' });
      expect(await city({})).toMatchObject({ name: 'Москва' });
      expect(await city({ latitude: 59.95, longitude: 30.3 })).toMatchObject({
        name: 'Санкт-Петербург',
      });
      expect(await city(TEST_POINT)).toMatchObject({ cityId, timeZone: TEST_ZONE });
      // Novosibirsk: farther than 300 km from every city.
      expect(await city({ latitude: 55.03, longitude: 82.92 })).toMatchObject({ name: 'Москва' });
      await expect400(await post(`${POSTER}/city-id`, { latitude: 55.7 }), /обе координаты/);
      await expect400(
        await post(`${POSTER}/city-id`, { latitude: 'север', longitude: 1 }),
        /Широта/,
      );
      await expect400(await post(`${POSTER}/city-id`, { latitude: 95, longitude: 1 }), /Широта/);
    });

    it('a page holds only what is ahead of the clock, soonest first, with the next session', async () => {
      const all = await page({});
      expect(titles(all)).toEqual(['Хоккей. «Адмирал» — «Амур»', 'Джаз на набережной']);
      expect(all).toMatchObject({ total: 2, page: 0, timeZone: TEST_ZONE });
      expect(all.items[0]).toMatchObject({ kind: 'SPORT_EVENT', sportName: 'Хоккей' });
      expect(all.items[1]).toMatchObject({
        id: concert,
        sessionsAhead: 3,
        priceFromKopecks: 120000,
        nextSession: { startsAt: '2026-11-27T09:00:00.000Z', priceKopecks: 150000 },
      });
      // An hour on, the concert's first session is still ahead; the hockey one has begun.
      clock.advance(2 * 3_600_000 + 60_000);
      expect(titles(await page({}))).toEqual(['Джаз на набережной']);
    });

    it('filters by kind and by days of the city, and pages', async () => {
      expect(titles(await page({ kinds: ['CONCERT', 'MOVIE'] }))).toEqual(['Джаз на набережной']);
      expect(await page({ kinds: ['EVENT'] })).toMatchObject({ items: [], total: 0 });
      // The 28th of the city: the 08:00 session, which is the 27th in UTC.
      const day = await page({ dateFrom: '2026-11-28', dateTo: '2026-11-28' });
      expect(day.items).toHaveLength(1);
      expect(day.items[0]).toMatchObject({
        sessionsAhead: 1,
        nextSession: { startsAt: '2026-11-27T22:00:00.000Z', priceKopecks: 120000 },
      });
      expect(titles(await page({ dateFrom: '2026-11-26', dateTo: '2026-11-26' }))).toEqual([
        'Хоккей. «Адмирал» — «Амур»',
      ]);
      const second = await page({ page: 1, size: 1 });
      expect(second).toMatchObject({ total: 2, size: 1 });
      expect(titles(second)).toEqual(['Джаз на набережной']);
      expect((await page({ page: 5, size: 1 })).total).toBe(2);
    });

    it('bad page requests are 400 in Russian; an unknown city is 404', async () => {
      const bad = (body: unknown) => post(`${POSTER}/page`, body);
      await expect400(await bad({ cityId, kinds: ['USER_EVENT'] }), /Поле «Виды»/);
      await expect400(
        await bad({ cityId, dateFrom: '2026-11-30', dateTo: '2026-11-29' }),
        /Дата окончания/,
      );
      await expect400(await bad({ cityId, dateFrom: '30.11.2026' }), /Неверный формат даты/);
      await expect400(await bad({ cityId, size: 0 }), /Размер страницы/);
      await expect400(await bad({ cityId, page: 'первая' }), /Страница/);
      await expect400(await bad({ cityId: 'Москва' }), /Город/);
      await expect400(await bad([1, 2]), /Тело запроса|Проверьте/);
      const unknown = await bad({ cityId: 999999 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ message: 'Город не найден' });
    });

    it('a schedule groups the sessions ahead by the city’s days', async () => {
      const res = await post(`${POSTER}/${concert}/schedule`);
      expect(res.statusCode, res.body).toBe(200);
      const s = CreationScheduleSchema.parse(res.json());
      expect(s.creation).toMatchObject({
        title: 'Джаз на набережной',
        description: 'Описание',
        priceFromKopecks: 120000,
        timeZone: TEST_ZONE,
        cityName: 'Тестовск',
      });
      expect(s.dateFrom).toBe('2026-11-26');
      expect(s.days.map((d) => [d.date, d.sessions.map((x) => x.startsAt)])).toEqual([
        ['2026-11-27', ['2026-11-27T09:00:00.000Z']],
        ['2026-11-28', ['2026-11-27T22:00:00.000Z']],
        ['2026-11-29', ['2026-11-29T09:00:00.000Z']],
      ]);
      const one = CreationScheduleSchema.parse(
        (await post(`${POSTER}/${concert}/schedule`, { dateFrom: '2026-11-28', days: 1 })).json(),
      );
      expect(one.days.map((d) => d.date)).toEqual(['2026-11-28']);
    });

    it('schedule: 404 for an unknown or archived creation, 400 for bad input', async () => {
      for (const id of [999999, archived]) {
        const res = await post(`${POSTER}/${id}/schedule`, {});
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: 'Событие не найдено' });
      }
      await expect400(await post(`${POSTER}/abc/schedule`, {}), /событие/);
      await expect400(await post(`${POSTER}/${concert}/schedule`, { days: 0 }), /Сколько дней/);
    });

    it('the seeded Moscow poster has what is on from the clock’s day, soonest first', async () => {
      const moscow = CitySchema.parse((await post(`${POSTER}/city-id`, {})).json());
      const res = await post(`${POSTER}/page`, { cityId: moscow.cityId, size: 50 });
      const p = CreationsPageSchema.parse(res.json());
      expect(p.total).toBeGreaterThan(20);
      const starts = p.items.map((i) => i.nextSession.startsAt);
      expect(starts.every((s) => s >= new Date(NOW).toISOString())).toBe(true);
      expect([...starts].sort()).toEqual(starts);
      const films = CreationsPageSchema.parse(
        (await post(`${POSTER}/page`, { cityId: moscow.cityId, kinds: ['MOVIE'] })).json(),
      );
      expect(films.items.length).toBeGreaterThan(0);
      expect(films.items.every((i) => i.kind === 'MOVIE')).toBe(true);
    });

    const applications = async (auth: Auth, query = '') => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/mob/user/applications${query}`,
        headers: auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      return ApplicationListSchema.parse(res.json()).applications;
    };

    it('applications: my proposals and my own and my child’s enrolments, newest first', async () => {
      const me = await signIn(t.app);
      const childId = await createChild(t.app, me.user.id, '2016-05-01');
      const s = await createSection(t.app, await createShop(t.app), [
        { name: 'Утренняя', ageCategory: 'ALL' },
        { name: 'Вечерняя', ageCategory: 'ALL' },
      ]);
      const proposal = await t.app.inject({
        method: 'POST',
        url: '/v1/addPlace',
        headers: me.auth,
        payload: { name: 'Площадка во дворе', address: 'Москва, улица Ленина, 1' },
      });
      expect(proposal.statusCode, proposal.body).toBe(200);
      clock.advance(60_000);
      const child = await t.app.inject({
        method: 'POST',
        url: applyUrl(s, s.groupIds[0]!),
        headers: me.auth,
        payload: { childId },
      });
      expect(child.statusCode, child.body).toBe(200);
      clock.advance(60_000);
      const self = await t.app.inject({
        method: 'POST',
        url: applyUrl(s, s.groupIds[1]!),
        headers: me.auth,
        payload: {},
      });
      expect(self.statusCode, self.body).toBe(200);
      await t.app.db.execute(
        sql`update section_members set status = 'DISMISSED', reason = 'Группа набрана',
              decided_at = ${appTime(t.app)}::timestamptz where id = ${self.json().id}`,
      );

      const list = await applications(me.auth);
      expect(list.map((a) => [a.kind, a.title, a.status, a.statusLabel, a.forWhom])).toEqual([
        ['SECTION', 'Секция плавания', 'REJECTED', 'Отклонена', null],
        ['SECTION', 'Секция плавания', 'SENT', 'На рассмотрении', 'Маша Иванова'],
        ['PLACE_PROPOSAL', 'Площадка во дворе', 'SENT', 'На рассмотрении', null],
      ]);
      expect(list[0]).toMatchObject({ reason: 'Группа набрана', link: '/tabs/profile/sections' });
      expect(list[1]).toMatchObject({ childId, details: expect.stringContaining('«Утренняя»') });
      expect(list[2]).toMatchObject({ details: 'Москва, улица Ленина, 1', link: null });
      expect((await applications(me.auth, '?status=SENT')).map((a) => a.kind)).toEqual([
        'SECTION',
        'PLACE_PROPOSAL',
      ]);

      // A second person sees none of them.
      const other = await signIn(t.app);
      expect(await applications(other.auth)).toEqual([]);
      expect(await applications(other.auth, '?status=SENT')).toEqual([]);
    });

    it('applications: sign-in needed, a bad status is 400 in Russian', async () => {
      const anon = await t.app.inject({ method: 'GET', url: '/v1/mob/user/applications' });
      expect(anon.statusCode).toBe(401);
      const me = await signIn(t.app);
      const bad = await t.app.inject({
        method: 'GET',
        url: '/v1/mob/user/applications?status=DONE',
        headers: me.auth,
      });
      await expect400(bad, /Статус/);
    });

    it('the demo person has proposals and the child’s applications of every status', async () => {
      const demo = SessionResponseSchema.parse(
        (await t.app.inject({ method: 'POST', url: '/v1/demo-user' })).json(),
      );
      const list = await applications({ authorization: `Bearer ${demo.accessToken}` });
      expect(list.filter((a) => a.kind === 'PLACE_PROPOSAL').map((a) => a.status)).toEqual([
        'SENT',
        'APPROVED',
      ]);
      const sections = list.filter((a) => a.kind === 'SECTION');
      expect(sections.map((a) => a.status).sort()).toEqual(['APPROVED', 'REJECTED', 'SENT']);
      expect(sections.every((a) => a.forWhom !== null)).toBe(true);
      const times = list.map((a) => a.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
    });
  });
});
