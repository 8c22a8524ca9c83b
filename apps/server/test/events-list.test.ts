import { EventSchema, EventsResponseSchema } from '@sportkarta/contract/api/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPlaces, events } from '../src/db/schema';
import { DISCOVERY_TEST_ENV, insertSportTypes, insertVenues } from './map-fixtures';
import { testClock } from './clock';
import { createTestApp, ENGINES, engineTitle, type TestApp } from './test-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(ENGINES)('events ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    let t: TestApp;
    // Monday 23:59 in Moscow: "now" and the default period are the app clock's.
    const clock = testClock('2026-11-23T23:59:00+03:00');
    const now = clock.now().getTime();
    const at = (ms: number): Date => new Date(now + ms);
    const ids: Record<string, number> = {};
    let pool = 0;
    let hall = 0;

    beforeAll(async () => {
      t = await createTestApp(engine.name, { env: DISCOVERY_TEST_ENV, clock });
      await t.app.ready();
      const db = t.app.db;
      await insertSportTypes(db, [
        { id: 901, name: 'Плавание' },
        { id: 902, name: 'Футбол' },
      ]);
      const venues = await insertVenues(db, [
        {
          name: 'Бассейн «Чайка»',
          lat: 55.735,
          lon: 37.594,
          address: 'Москва, Турчанинов пер., 3',
        },
        { name: 'Манеж', lat: 55.7, lon: 37.5 },
      ]);
      pool = venues[0]!;
      hall = venues[1]!;
      const [hidden] = await insertVenues(db, [
        { name: 'Ещё не проверено', lat: 55.7, lon: 37.6, moderation: 'NEW' },
      ]);
      const rows = await db
        .insert(events)
        .values([
          {
            kind: 'SPORT_EVENT',
            name: 'A',
            sportTypeId: 901,
            startsAt: at(DAY),
            endsAt: at(DAY + 2 * HOUR),
            price: 50000,
          },
          { kind: 'EVENT', name: 'B', startsAt: at(-DAY), endsAt: at(DAY) },
          { kind: 'EVENT', name: 'C', startsAt: at(-2 * DAY), endsAt: at(-DAY) },
          { kind: 'EVENT', name: 'D', startsAt: at(10 * DAY), endsAt: at(10 * DAY + HOUR) },
          {
            kind: 'EVENT',
            name: 'E',
            startsAt: at(DAY),
            endsAt: at(DAY + HOUR),
            canceledAt: at(0),
          },
          {
            kind: 'CONCERT',
            name: 'F',
            sportTypeId: 902,
            startsAt: at(2 * DAY),
            endsAt: at(2 * DAY + HOUR),
            price: 0,
          },
          {
            kind: 'EVENT',
            name: 'Late',
            startsAt: new Date('2030-01-10T23:30:00+03:00'),
            endsAt: new Date('2030-01-11T01:00:00+03:00'),
          },
          {
            kind: 'EVENT',
            name: 'NextDay',
            startsAt: new Date('2030-01-11T00:30:00+03:00'),
            endsAt: new Date('2030-01-11T01:00:00+03:00'),
          },
          {
            kind: 'EVENT',
            name: 'DayBefore',
            startsAt: new Date('2030-01-09T22:00:00+03:00'),
            endsAt: new Date('2030-01-09T23:59:00+03:00'),
          },
        ])
        .returning({ id: events.id, name: events.name });
      for (const r of rows) ids[r.name] = r.id;
      await db.insert(eventPlaces).values([
        { eventId: ids.A!, complexId: pool },
        { eventId: ids.F!, complexId: hall },
        { eventId: ids.F!, complexId: pool },
        { eventId: ids.F!, complexId: hidden! },
      ]);
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    const list = async (query = '') => {
      const res = await t.app.inject({ method: 'GET', url: `/v1/events${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return EventsResponseSchema.parse(res.json()).events;
    };

    it('lists the week from now: not canceled, overlapping, soonest first, with places', async () => {
      const found = await list();
      expect(found.map((e) => e.name)).toEqual(['B', 'A', 'F']);
      const a = found[1]!;
      expect(a).toMatchObject({
        kind: 'SPORT_EVENT',
        sportType: { id: 901, name: 'Плавание' },
        price: 50000,
        timeZone: 'Europe/Moscow',
        places: [
          {
            id: pool,
            name: 'Бассейн «Чайка»',
            address: 'Москва, Турчанинов пер., 3',
            lat: 55.735,
            lon: 37.594,
          },
        ],
      });
      // Whole seconds with the zone's offset.
      expect(new Date(a.startsAt).getTime()).toBe(Math.floor((now + DAY) / 1000) * 1000);
      expect(a.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00$/);
      expect(found[0]!.sportType).toBeNull();
      // Only approved venues: the one in moderation is left out.
      expect(found[2]!.places.map((p) => p.id)).toEqual([pool, hall].sort((x, y) => x - y));
    });

    it('filters by sport types joined by comma and honours endDate', async () => {
      expect((await list('?sportTypes=901')).map((e) => e.name)).toEqual(['A']);
      expect((await list('?sportTypes=901,902')).map((e) => e.name)).toEqual(['A', 'F']);
      expect(await list('?sportTypes=903')).toEqual([]);
      const end = encodeURIComponent(new Date(now + 15 * DAY).toISOString());
      expect((await list(`?endDate=${end}`)).map((e) => e.name)).toEqual(['B', 'A', 'F', 'D']);
    });

    it('takes bare dates as Moscow calendar days, endDate including its day', async () => {
      const day = await list('?startDate=2030-01-10&endDate=2030-01-10');
      expect(day.map((e) => e.name)).toEqual(['Late']);
      expect(day[0]!.startsAt).toBe('2030-01-10T23:30:00+03:00');
      expect(day[0]!.endsAt).toBe('2030-01-11T01:00:00+03:00');
      const two = await list('?startDate=2030-01-10T00:00:00%2B03:00&endDate=2030-01-11');
      expect(two.map((e) => e.name)).toEqual(['Late', 'NextDay']);
    });

    it('gives one event, 404 «Событие не найдено» when missing or canceled', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/v1/event/${ids.F}` });
      expect(res.statusCode).toBe(200);
      expect(EventSchema.parse(res.json())).toMatchObject({
        name: 'F',
        kind: 'CONCERT',
        price: 0,
      });
      for (const id of [ids.E, 999999]) {
        const missing = await t.app.inject({ method: 'GET', url: `/v1/event/${id}` });
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'Событие не найдено' });
      }
    });

    it.each([
      ['/v1/events?startDate=2026-13-01', 'a bad date'],
      ['/v1/events?startDate=завтра', 'words'],
      ['/v1/events?startDate=2030-01-10&endDate=2030-01-09', 'end before start'],
      ['/v1/events?startDate=2030-01-10&endDate=2032-01-10', 'a period over 366 days'],
      ['/v1/events?sportTypes=1,,2', 'bad sport types'],
      ['/v1/event/abc', 'a bad id'],
      ['/v1/event/-1', 'a negative id'],
    ])('answers 400 in Russian for %s (%s)', async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/[а-яё]/i);
    });
  });
});
