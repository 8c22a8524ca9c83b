import { sql } from 'drizzle-orm';
import {
  CashboxAccountSchema,
  DayWithServiceResponseSchema,
  PurchaseAgreementsResponseSchema,
  ScheduledEventsResponseSchema,
  ServicePackagesResponseSchema,
  ServiceTypesResponseSchema,
  SessionSeatsSchema,
  UnscheduledServicesResponseSchema,
} from '@sportkarta/contract/api/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './accounts-helpers';
import { testClock } from './clock';
import { openSeatsStream } from './live-seats-helpers';
import { createRate, createService, createSession, createShop, type Shop } from './orders-fixtures';
import { createTestApp, ENGINES, engineTitle, type TestApp } from './test-app';

// Wednesday 25 November 2026, 11:00 in Moscow.
const NOW = '2026-11-25T11:00:00+03:00';

describe.each(ENGINES)('catalogue ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    let t: TestApp;
    let shop: Shop;
    const clock = testClock(NOW);
    const ids: Record<string, number> = {};
    beforeAll(async () => {
      t = await createTestApp(engine.name, { clock });
      await t.app.ready();
      shop = await createShop(t.app, { feeBasisPoints: 150 });
      ids.morning = await createSession(t.app, shop, {
        startsAt: new Date('2026-11-27T09:00:00+03:00'),
        capacity: 10,
        sold: 4,
      });
      // 23:30 in Moscow is already Saturday in UTC+5 and still Friday in UTC: it is Friday here.
      ids.late = await createSession(t.app, shop, {
        startsAt: new Date('2026-11-27T23:30:00+03:00'),
        capacity: 5,
        sold: 5,
      });
      ids.soon = await createSession(t.app, shop, {
        startsAt: new Date('2026-11-27T19:00:00+03:00'),
        salesOpenAt: new Date('2026-11-25T11:05:00+03:00'),
      });
      ids.weekdays = await createService(t.app, shop, { dayRule: 'ON_WEEKDAYS', dailyCapacity: 2 });
      ids.rate = await createRate(t.app, shop);
    });
    afterAll(async () => {
      await t?.cleanup();
    });
    const get = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const post = async (url: string, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url, payload });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    it('tabs, places, packages, cashbox and the two agreements of a venue', async () => {
      const types = ServiceTypesResponseSchema.parse(
        await get(`/v1/mob/service-types?complexId=${shop.complexId}`),
      );
      expect(types.tabs).toEqual(['services', 'service-packages', 'all']);
      expect(types.places).toEqual([
        expect.objectContaining({
          placeId: shop.placeId,
          services: 1,
          scheduledEvents: 3,
          minPriceKopecks: 35000,
        }),
      ]);
      const packages = ServicePackagesResponseSchema.parse(
        await post(`/v1/mob/public/placeServicePackages/${shop.complexId}`, {}),
      );
      expect(packages.packages[0]?.rates).toEqual([
        {
          id: ids.rate,
          cost: 400000,
          category: 'Месяц',
          term: 'MONTH',
          manualTermDays: null,
          visits: 8,
        },
      ]);
      expect(
        CashboxAccountSchema.parse(await get(`/v1/mob/ucashboxaccounts/${shop.complexId}`)),
      ).toMatchObject({
        provider: 'YOOKASSA',
        inAppPurchase: true,
        feeBasisPoints: 150,
      });
      const agreements = PurchaseAgreementsResponseSchema.parse(
        await get(`/v1/mob/public/agreements?complexId=${shop.complexId}`),
      );
      expect(agreements.required).toBe(true);
      expect(agreements.agreements.map((a) => a.kind).sort()).toEqual(['PAYBACK', 'VISIT']);
      const one = await t.app.inject({ method: 'GET', url: agreements.agreements[0]!.url });
      expect(one.headers['content-type']).toContain('application/pdf');
      const empty = await createShop(t.app, { provider: null });
      expect(
        ServiceTypesResponseSchema.parse(
          await get(`/v1/mob/service-types?complexId=${empty.complexId}`),
        ).tabs,
      ).toEqual([]);
      expect(
        CashboxAccountSchema.parse(await get(`/v1/mob/ucashboxaccounts/${empty.complexId}`)),
      ).toMatchObject({ provider: null, inAppPurchase: false, methods: [] });
    });

    it("calendar days in the venue's zone, bands, seats left and availability", async () => {
      const cal = DayWithServiceResponseSchema.parse(
        await post('/v2/mob/dayWithService', {
          placeId: shop.placeId,
          dateFrom: '2026-11-20',
          dateTo: '2026-11-30',
        }),
      );
      expect(cal.minDate).toBe('2026-11-25');
      expect(cal.maxDate).toBe('2027-01-24');
      expect(cal.days).toEqual([
        { date: '2026-11-25', types: ['SERVICE'] },
        { date: '2026-11-26', types: ['SERVICE'] },
        { date: '2026-11-27', types: ['SCHEDULED_EVENT', 'SERVICE'] },
        { date: '2026-11-30', types: ['SERVICE'] },
      ]);
      const day = ScheduledEventsResponseSchema.parse(
        await get(`/v1/mob/public/scheduled-events?placeId=${shop.placeId}&date=2026-11-27`),
      );
      const sessions = day.events
        .flatMap((e) => e.sessions)
        .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
      expect(sessions.map((s) => [s.id, s.band, s.seatsLeft, s.availability])).toEqual([
        [ids.morning, 'morning', 6, 'NEED_RESERVATION'],
        [ids.soon, 'evening', 20, 'NEED_RESERVATION'],
        [ids.late, 'evening', 0, 'DEPLETED'],
      ]);
      expect(sessions.find((s) => s.id === ids.soon)?.salesOpenAt).toBe('2026-11-25T08:05:00.000Z');

      const me = await signIn(t.app);
      const held = await t.app.inject({
        method: 'POST',
        url: '/v2/mob/scheduled-events/reservations',
        headers: me.auth,
        payload: { sessionId: ids.morning, quantity: 2 },
      });
      expect(held.statusCode, held.body).toBe(200);
      const seats = SessionSeatsSchema.parse(
        await get(`/v1/mob/public/scheduled-events/seats?sessionIds=${ids.morning},${ids.late}`),
      );
      expect(seats.sessions.find((s) => s.id === ids.morning)?.seatsLeft).toBe(4);

      const saturday = UnscheduledServicesResponseSchema.parse(
        await post('/v2/mob/public/unscheduled-services', {
          placeId: shop.placeId,
          date: '2026-11-28',
        }),
      );
      expect(saturday.services[0]?.availability).toBe('NO_EVENTS_TODAY');
      await t.app.db.execute(
        sql`insert into service_day_sales (service_id, visit_date, sold) values (${ids.weekdays}, '2026-11-26', 2)`,
      );
      const thursday = UnscheduledServicesResponseSchema.parse(
        await get(`/v1/mob/unscheduled-services?placeId=${shop.placeId}&date=2026-11-26`),
      );
      expect(thursday.services[0]).toMatchObject({
        availability: 'DEPLETED_FOR_TODAY',
        ticketsLeft: 0,
      });
      const yesterday = UnscheduledServicesResponseSchema.parse(
        await get(`/v1/mob/unscheduled-services?placeId=${shop.placeId}&date=2026-11-24`),
      );
      expect(yesterday.services[0]?.availability).toBe('OVERDUE');
    });

    it('live seats: the stream sends a new snapshot when a seat is taken', async () => {
      const stream = await openSeatsStream(t.app, [ids.soon!]);
      expect((await stream.next()).sessions[0]?.seatsLeft).toBe(20);
      await t.app.db.execute(sql`update event_sessions set sold = sold + 3 where id = ${ids.soon}`);
      expect((await stream.next()).sessions[0]?.seatsLeft).toBe(17);
      stream.close();
    });

    it('unknown venues and places answer 404, bad input 400', async () => {
      expect(
        (await t.app.inject({ method: 'GET', url: '/v1/mob/service-types?complexId=999999' }))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/v1/mob/public/scheduled-events?placeId=999999&date=2026-11-27',
          })
        ).statusCode,
      ).toBe(404);
      for (const url of [
        '/v1/mob/service-types?complexId=abc',
        '/v1/mob/public/scheduled-events?placeId=1&date=27.11.2026',
        '/v1/mob/public/scheduled-events/seats?sessionIds=1,,2',
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().message).toMatch(/[А-Яа-я]/);
      }
      const reversed = await t.app.inject({
        method: 'POST',
        url: '/v2/mob/dayWithService',
        payload: { placeId: shop.placeId, dateFrom: '2026-12-10', dateTo: '2026-12-01' },
      });
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().message).toContain('Дата окончания должна быть позже чем дата начала');
    });
  });
});
