import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { AuditPageSchema } from '@sportkarta/contract/api/venue-desk';
import {
  CancelSeriesResultSchema,
  CreateSeriesResultSchema,
  SeriesExceptionResultSchema,
  SeriesListSchema,
  ShiftSeriesResultSchema,
} from '@sportkarta/contract/api/venue-series';
import { SessionCalendarSchema } from '@sportkarta/contract/api/venue-sessions';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../src/db/client';
import { signIn } from './accounts-helpers';
import { countRows, createSession, createShop, type Shop } from './orders-fixtures';
import { eventually, paidOrder, paidShop, payOrder, type Auth } from './payments-helpers';
import { ENGINES, engineTitle, useClockedApp } from './test-app';
import { staffAt } from './venue-fixtures';

// Issue 25: a venue's weekly session series — made with its sessions in the venue's zone (and
// once per idempotency key), listed, a date skipped (its session cancelled as a single cancel
// would be), shifted (sessions with seats sold keep their time), and cancelled whole: each paid
// line refunded once through the acquirer that took it, each holder told once, sales stopped,
// every write audited and refused to the roles without its key.
const WEDNESDAY = '2026-11-25T11:00:00+03:00';
const PROVIDERS = ['YOOKASSA', 'SBERBANK'] as const;

describe.each(ENGINES)('venue session series ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const { clock, t } = useClockedApp(engine.name, WEDNESDAY);
    const base = (complexId: number) => `/v1/mob/staff/complexes/${complexId}/series`;
    const post = (auth: Auth, url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: auth, payload });
    const get = (auth: Auth, url: string) => t.app.inject({ method: 'GET', url, headers: auth });
    /** A scheduled event of the shop (its price 700 ₽, 60 minutes), without sessions. */
    const eventOf = async (shop: Shop, priceKopecks = 70000) => {
      const sessionId = await createSession(t.app, shop, {
        startsAt: new Date('2026-11-20T10:00:00+03:00'),
        priceKopecks,
      });
      const [row] = await queryRows(
        t.app.db,
        sql`select event_id as id from event_sessions where id = ${sessionId}`,
        z.object({ id: z.number() }),
      );
      return row!.id;
    };
    /** A series made by the administrator (a fresh key each time). */
    const createSeries = async (auth: Auth, complexId: number, body: object) => {
      const res = await post(auth, base(complexId), { idempotencyKey: randomUUID(), ...body });
      expect(res.statusCode, res.body).toBe(200);
      return CreateSeriesResultSchema.parse(res.json());
    };
    const sessionsOf = (seriesId: number) =>
      queryRows(
        t.app.db,
        sql`select id::int as id, starts_at as "startsAt", ends_at as "endsAt", capacity, canceled
              from event_sessions where series_id = ${seriesId} order by starts_at`,
        z.object({
          id: z.number(),
          startsAt: z.coerce.date(),
          endsAt: z.coerce.date(),
          capacity: z.number(),
          canceled: z.boolean(),
        }),
      );
    const audit = async (auth: Auth, complexId: number, kind: string) =>
      AuditPageSchema.parse(
        (await get(auth, `/v1/mob/staff/complexes/${complexId}/audit?kind=${kind}`)).json(),
      ).items;
    const paid = (orderId: string) =>
      countRows(
        t.app,
        sql`select count(*)::int as n from orders where id = ${orderId} and status = 'payed'`,
      );
    const refunded = (orderId: string) =>
      countRows(
        t.app,
        sql`select coalesce(sum(r.amount_kopecks), 0)::int as n from emulated_refunds r
              join payment_attempts x on x.provider_payment_id = r.payment_id
             where x.order_id = ${orderId}`,
      );
    const told = (userId: string) =>
      countRows(
        t.app,
        sql`select count(*)::int as n from notifications where user_id = ${userId} and kind = 'EVENT_CANCELED'`,
      );

    it('makes the sessions on the venue’s wall clock, once per key; validates; lists', async () => {
      const shop = await createShop(t.app, { provider: null });
      await t.app.db.execute(
        sql`update complexes set time_zone = 'Asia/Vladivostok' where id = ${shop.complexId}`,
      );
      const eventId = await eventOf(shop);
      const admin = await staffAt(t.app, shop.complexId, 'ADMIN');
      const body = {
        idempotencyKey: randomUUID(),
        eventId,
        weekdays: [1, 3, 5],
        startTime: '19:00',
        durationMinutes: 90,
        startDate: '2026-11-23',
        endDate: '2026-12-06',
        capacity: 12,
        exceptions: ['2026-12-02'],
      };
      const res = await post(admin.auth, base(shop.complexId), body);
      expect(res.statusCode, res.body).toBe(200);
      const made = CreateSeriesResultSchema.parse(res.json());
      // Mon 23 is past (and Wed 25 at 19:00 Vladivostok is 12:00 Moscow, still ahead); Dec 2 is
      // skipped: Wed 25, Fri 27, Mon 30, Fri 4.
      expect(made).toMatchObject({ created: 4, fresh: true });
      expect(made.series).toMatchObject({
        eventId,
        priceKopecks: 70000,
        weekdays: [1, 3, 5],
        startTime: '19:00',
        durationMinutes: 90,
        capacity: 12,
        exceptions: ['2026-12-02'],
        sessions: 4,
        upcoming: 4,
        sold: 0,
        canceled: false,
      });
      const sessions = await sessionsOf(made.series.id);
      expect(sessions.map((s) => s.startsAt.toISOString())).toEqual([
        '2026-11-25T09:00:00.000Z',
        '2026-11-27T09:00:00.000Z',
        '2026-11-30T09:00:00.000Z',
        '2026-12-04T09:00:00.000Z',
      ]);
      expect(sessions.every((s) => s.endsAt.getTime() - s.startsAt.getTime() === 90 * 60_000)).toBe(
        true,
      );
      expect(sessions.every((s) => s.capacity === 12)).toBe(true);

      // The same key again: the same series, nothing new; the key for another series: 409.
      const again = CreateSeriesResultSchema.parse(
        (await post(admin.auth, base(shop.complexId), body)).json(),
      );
      expect(again).toMatchObject({ series: { id: made.series.id }, created: 4, fresh: false });
      expect(await sessionsOf(made.series.id)).toHaveLength(4);
      const twin = await post(admin.auth, base(shop.complexId), { ...body, startTime: '20:00' });
      expect(twin.statusCode).toBe(409);
      // Without a duration: the event's (60 minutes).
      const plain = CreateSeriesResultSchema.parse(
        (
          await post(admin.auth, base(shop.complexId), {
            ...body,
            idempotencyKey: randomUUID(),
            durationMinutes: undefined,
            weekdays: [7],
            exceptions: [],
          })
        ).json(),
      );
      expect(plain).toMatchObject({ created: 2, series: { durationMinutes: 60 } });

      const list = SeriesListSchema.parse((await get(admin.auth, base(shop.complexId))).json());
      expect(list.timeZone).toBe('Asia/Vladivostok');
      expect(list.series.map((s) => s.id)).toEqual([plain.series.id, made.series.id]);
      // The events a new series may repeat: the venue's on sale, with price, place and duration;
      // one withdrawn from sale is not offered.
      const withdrawn = await eventOf(shop, 90000);
      await t.app.db.execute(
        sql`update scheduled_events set status = 'ARCHIVED' where id = ${withdrawn}`,
      );
      const [place] = await queryRows(
        t.app.db,
        sql`select name from places where id = ${shop.placeId}`,
        z.object({ name: z.string() }),
      );
      expect(
        SeriesListSchema.parse((await get(admin.auth, base(shop.complexId))).json()).events,
      ).toEqual([
        {
          id: eventId,
          name: 'Свободное плавание',
          placeName: place!.name,
          priceKopecks: 70000,
          durationMinutes: 60,
        },
      ]);
      const day = SessionCalendarSchema.parse(
        (
          await get(
            admin.auth,
            `/v1/mob/staff/complexes/${shop.complexId}/sessions?from=2026-11-25&to=2026-11-25`,
          )
        ).json(),
      );
      expect(day.sessions).toEqual([
        expect.objectContaining({ seriesId: made.series.id, capacity: 12 }),
      ]);
      const entries = await audit(admin.auth, shop.complexId, 'SERIES_CREATE');
      expect(entries).toHaveLength(2);
      expect(entries[1]!.after).toMatchObject({ eventId, sessions: 4, startTime: '19:00' });

      const bad: [object, RegExp][] = [
        [{ weekdays: [] }, /«Дни недели».*хотя бы один/],
        [{ weekdays: [8] }, /«Дни недели»/],
        [{ weekdays: [1, 1] }, /повторяются/],
        [{ startTime: '25:00' }, /«Время начала»/],
        [{ durationMinutes: 0 }, /«Длительность»/],
        [{ endDate: '2026-11-20' }, /«Дата окончания».*раньше/],
        [{ endDate: '2027-12-31' }, /«Дата окончания».*366/],
        [{ capacity: 0 }, /«Количество мест»/],
        [{ capacity: 2.5 }, /«Количество мест»/],
        [{ exceptions: ['2027-01-10'] }, /«Пропускаемые даты»/],
        [{ eventId: 'плавание' }, /«Событие»/],
        [{ idempotencyKey: 'x' }, /«Ключ запроса»/],
        [{ startDate: '2026-11-01', endDate: '2026-11-20' }, /ни одного сеанса в будущем/],
      ];
      for (const [change, message] of bad) {
        const r = await post(admin.auth, base(shop.complexId), {
          ...body,
          idempotencyKey: randomUUID(),
          exceptions: [],
          ...change,
        });
        expect(r.statusCode, JSON.stringify(change)).toBe(400);
        expect(r.json().message, JSON.stringify(change)).toMatch(message);
      }

      // Keys: the desk and the door may not plan; another venue's administrator neither; an
      // event of another venue is not found from one's own.
      const other = await createShop(t.app, { provider: null });
      const otherAdmin = await staffAt(t.app, other.complexId, 'ADMIN');
      const fresh = () => ({ ...body, idempotencyKey: randomUUID() });
      for (const role of ['FRONT_DESK', 'CONTROLLER'] as const) {
        const who = await staffAt(t.app, shop.complexId, role);
        expect((await post(who.auth, base(shop.complexId), fresh())).statusCode, role).toBe(403);
      }
      const visitor = await signIn(t.app);
      expect((await post(visitor.auth, base(shop.complexId), fresh())).statusCode).toBe(403);
      expect((await post(otherAdmin.auth, base(shop.complexId), fresh())).statusCode).toBe(403);
      expect((await get(otherAdmin.auth, base(shop.complexId))).statusCode).toBe(403);
      const foreign = await post(otherAdmin.auth, base(other.complexId), fresh());
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe('Событие не найдено');
      expect(
        SeriesListSchema.parse((await get(otherAdmin.auth, base(other.complexId))).json()),
      ).toMatchObject({ series: [], events: [] });
      const desk = await staffAt(t.app, shop.complexId, 'FRONT_DESK');
      expect((await get(desk.auth, base(shop.complexId))).statusCode).toBe(200);

      // The OpenAPI lists the calls under the venue's tag.
      const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
        paths: Record<string, Record<string, { tags?: string[] }>>;
      };
      const at = '/v1/mob/staff/complexes/{complexId}/series';
      expect(doc.paths[at]?.get?.tags).toEqual(['venue']);
      expect(doc.paths[at]?.post?.tags).toEqual(['venue']);
      for (const tail of ['exceptions', 'shift', 'cancel'])
        expect(doc.paths[`${at}/{seriesId}/${tail}`]?.post?.tags, tail).toEqual(['venue']);
    });

    it('shifts the unsold sessions; the ones with seats sold keep their time', async () => {
      const shop = await paidShop(t.app, 'YOOKASSA');
      const eventId = await eventOf(shop);
      const admin = await staffAt(t.app, shop.complexId, 'ADMIN');
      const made = await createSeries(admin.auth, shop.complexId, {
        eventId,
        weekdays: [4, 6],
        startTime: '10:00',
        startDate: '2026-11-26',
        endDate: '2026-12-06',
        capacity: 5,
      });
      expect(made.created).toBe(4); // Thu 26, Sat 28, Thu 3, Sat 5 (Moscow)
      const [first, second] = await sessionsOf(made.series.id);
      const buyer = await signIn(t.app);
      const order = await paidOrder(t.app, buyer.auth, shop, {
        startsAt: first!.startsAt,
        sessionId: first!.id,
      });
      await payOrder(t.app, buyer.auth, order.orderId);
      await eventually(async () => (await paid(order.orderId)) === 1);
      // A live hold counts too: someone is paying for it right now.
      const holder = await signIn(t.app);
      const hold = await post(holder.auth, '/v2/mob/scheduled-events/reservations', {
        sessionId: second!.id,
        quantity: 1,
      });
      expect(hold.statusCode, hold.body).toBe(200);

      const url = `${base(shop.complexId)}/${made.series.id}/shift`;
      const desk = await staffAt(t.app, shop.complexId, 'FRONT_DESK');
      expect((await post(desk.auth, url, { startTime: '18:30' })).statusCode).toBe(403);
      const badTime = await post(admin.auth, url, { startTime: '18.30' });
      expect(badTime.statusCode).toBe(400);
      expect(badTime.json().message).toMatch(/«Время начала»/);
      const other = await createShop(t.app, { provider: null });
      const otherAdmin = await staffAt(t.app, other.complexId, 'ADMIN');
      expect(
        (
          await post(otherAdmin.auth, `${base(other.complexId)}/${made.series.id}/shift`, {
            startTime: '18:30',
          })
        ).statusCode,
      ).toBe(404);

      const res = await post(admin.auth, url, { startTime: '18:30', durationMinutes: 45 });
      expect(res.statusCode, res.body).toBe(200);
      const shifted = ShiftSeriesResultSchema.parse(res.json());
      expect(shifted.moved).toBe(2);
      expect(shifted.kept.map((s) => s.id)).toEqual([first!.id, second!.id]);
      expect(shifted.series).toMatchObject({ startTime: '18:30', durationMinutes: 45 });
      const after = await sessionsOf(made.series.id);
      expect(after.map((s) => s.startsAt.toISOString())).toEqual([
        '2026-11-26T07:00:00.000Z',
        '2026-11-28T07:00:00.000Z',
        '2026-12-03T15:30:00.000Z',
        '2026-12-05T15:30:00.000Z',
      ]);
      expect(after[3]!.endsAt.toISOString()).toBe('2026-12-05T16:15:00.000Z');
      const [entry] = await audit(admin.auth, shop.complexId, 'SERIES_SHIFT');
      expect(entry!.before).toEqual({ startTime: '10:00', durationMinutes: 60 });
      expect(entry!.after).toMatchObject({ moved: 2, kept: [first!.id, second!.id] });
    });

    it('skips a date: its session is cancelled once, refunded and told; the date twice is 409', async () => {
      const shop = await paidShop(t.app, 'SBERBANK');
      const eventId = await eventOf(shop);
      const admin = await staffAt(t.app, shop.complexId, 'ADMIN');
      const made = await createSeries(admin.auth, shop.complexId, {
        eventId,
        weekdays: [5],
        startTime: '19:00',
        startDate: '2026-11-27',
        endDate: '2026-12-11',
        capacity: 10,
      });
      const [friday] = await sessionsOf(made.series.id);
      const buyer = await signIn(t.app);
      const order = await paidOrder(t.app, buyer.auth, shop, {
        startsAt: friday!.startsAt,
        sessionId: friday!.id,
        quantity: 2,
      });
      await payOrder(t.app, buyer.auth, order.orderId);
      await eventually(async () => (await paid(order.orderId)) === 1);

      const url = `${base(shop.complexId)}/${made.series.id}/exceptions`;
      const body = { date: '2026-11-27', reason: 'Соревнования в бассейне' };
      const desk = await staffAt(t.app, shop.complexId, 'FRONT_DESK');
      const controller = await staffAt(t.app, shop.complexId, 'CONTROLLER');
      for (const who of [desk, controller, buyer])
        expect((await post(who.auth, url, body)).statusCode).toBe(403);
      for (const [change, message] of [
        [{ date: '27.11.2026' }, /«Дата»/],
        [{ reason: '' }, /«Причина»/],
      ] as const) {
        const r = await post(admin.auth, url, { ...body, ...change });
        expect(r.statusCode).toBe(400);
        expect(r.json().message).toMatch(message);
      }
      expect((await post(admin.auth, url, { ...body, date: '2026-12-31' })).statusCode).toBe(400);
      expect((await post(admin.auth, url, { ...body, date: '2026-11-24' })).statusCode).toBe(400);

      const res = await post(admin.auth, url, body);
      expect(res.statusCode, res.body).toBe(200);
      const done = SeriesExceptionResultSchema.parse(res.json());
      expect(done).toMatchObject({ refunds: 1, notified: 1 });
      expect(done.session).toMatchObject({
        id: friday!.id,
        canceled: true,
        seriesId: made.series.id,
      });
      expect(done.series).toMatchObject({ exceptions: ['2026-11-27'], sessions: 2 });
      await eventually(async () => (await refunded(order.orderId)) === order.totalKopecks);
      expect(await told(buyer.user.id)).toBe(1);
      const again = await post(admin.auth, url, body);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Эта дата уже пропускается');
      // A date without a session (Friday 4th is one; Saturday 5th is not a series day).
      const none = SeriesExceptionResultSchema.parse(
        (await post(admin.auth, url, { ...body, date: '2026-12-05' })).json(),
      );
      expect(none).toMatchObject({ session: null, refunds: 0, notified: 0 });
      expect(none.series.exceptions).toEqual(['2026-11-27', '2026-12-05']);
      expect(await refunded(order.orderId)).toBe(order.totalKopecks);
      expect(
        await countRows(
          t.app,
          sql`select count(*)::int as n from refunds where order_id = ${order.orderId}`,
        ),
      ).toBe(1);
      expect((await audit(admin.auth, shop.complexId, 'SESSION_CANCEL'))[0]!.after).toMatchObject({
        seriesId: made.series.id,
        refunds: 1,
        notified: 1,
      });
      const entries = await audit(admin.auth, shop.complexId, 'SERIES_EXCEPTION');
      expect(entries.map((e) => (e.after as { date: string }).date)).toEqual([
        '2026-12-05',
        '2026-11-27',
      ]);
    });

    describe.each(PROVIDERS)('%s', (provider) => {
      it('cancels a whole series: every paid line refunded once, each holder told once, audited', async () => {
        const shop = await paidShop(t.app, provider);
        const eventId = await eventOf(shop);
        const admin = await staffAt(t.app, shop.complexId, 'ADMIN');
        const made = await createSeries(admin.auth, shop.complexId, {
          eventId,
          weekdays: [1, 3, 5],
          startTime: '19:00',
          startDate: '2026-11-25',
          endDate: '2026-12-04',
          capacity: 10,
        });
        expect(made.created).toBe(5);
        const [wed, fri, mon] = await sessionsOf(made.series.id);
        const one = await signIn(t.app);
        const two = await signIn(t.app);
        // One person holds tickets of two sessions (two orders), another of one.
        const a1 = await paidOrder(t.app, one.auth, shop, {
          startsAt: wed!.startsAt,
          sessionId: wed!.id,
          quantity: 2,
        });
        await payOrder(t.app, one.auth, a1.orderId);
        const a2 = await paidOrder(t.app, one.auth, shop, {
          startsAt: fri!.startsAt,
          sessionId: fri!.id,
        });
        await payOrder(t.app, one.auth, a2.orderId);
        const b = await paidOrder(t.app, two.auth, shop, {
          startsAt: mon!.startsAt,
          sessionId: mon!.id,
        });
        await payOrder(t.app, two.auth, b.orderId);
        await eventually(
          async () =>
            (await paid(a1.orderId)) + (await paid(a2.orderId)) + (await paid(b.orderId)) === 3,
        );
        // Wednesday's session starts before the cancel: it stays.
        clock.set('2026-11-25T19:30:00+03:00');

        const url = `${base(shop.complexId)}/${made.series.id}/cancel`;
        const body = { reason: 'Бассейн закрыт на ремонт' };
        const desk = await staffAt(t.app, shop.complexId, 'FRONT_DESK');
        const controller = await staffAt(t.app, shop.complexId, 'CONTROLLER');
        for (const who of [desk, controller, one])
          expect((await post(who.auth, url, body)).statusCode).toBe(403);
        const other = await createShop(t.app, { provider: null });
        const otherAdmin = await staffAt(t.app, other.complexId, 'ADMIN');
        expect((await post(otherAdmin.auth, url, body)).statusCode).toBe(403);
        const foreign = await post(
          otherAdmin.auth,
          `${base(other.complexId)}/${made.series.id}/cancel`,
          body,
        );
        expect(foreign.statusCode).toBe(404);
        expect(foreign.json().message).toBe('Серия не найдена');
        const empty = await post(admin.auth, url, { reason: 'а' });
        expect(empty.statusCode).toBe(400);
        expect(empty.json().message).toMatch(/«Причина»/);

        const res = await post(admin.auth, url, body);
        expect(res.statusCode, res.body).toBe(200);
        const done = CancelSeriesResultSchema.parse(res.json());
        expect(done).toMatchObject({ sessions: 4, refunds: 2, notified: 2 });
        expect(done.series).toMatchObject({
          canceled: true,
          cancelReason: body.reason,
          upcoming: 0,
          sessions: 1,
        });
        const again = await post(admin.auth, url, body);
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toBe('Серия уже отменена');
        for (const change of ['shift', 'exceptions'])
          expect(
            (
              await post(admin.auth, `${base(shop.complexId)}/${made.series.id}/${change}`, {
                startTime: '20:00',
                date: '2026-12-04',
                reason: 'Ещё раз',
              })
            ).statusCode,
          ).toBe(409);

        await eventually(
          async () =>
            (await refunded(a2.orderId)) === a2.totalKopecks &&
            (await refunded(b.orderId)) === b.totalKopecks,
        );
        expect(await refunded(a1.orderId)).toBe(0); // Wednesday's session went ahead
        expect(await told(one.user.id)).toBe(1);
        expect(await told(two.user.id)).toBe(1);
        expect(
          await countRows(
            t.app,
            sql`select count(*)::int as n from tickets t join event_sessions s on s.id = t.session_id
                 where s.series_id = ${made.series.id} and s.canceled and t.status = 'ACTIVE'`,
          ),
        ).toBe(0);
        const sessions = await sessionsOf(made.series.id);
        expect(sessions.map((s) => s.canceled)).toEqual([false, true, true, true, true]);
        // Sales stopped: a hold on one of its sessions is refused.
        const late = await signIn(t.app);
        const hold = await post(late.auth, '/v2/mob/scheduled-events/reservations', {
          sessionId: sessions[4]!.id,
          quantity: 1,
        });
        expect(hold.statusCode).toBe(422);

        const [entry] = await audit(admin.auth, shop.complexId, 'SERIES_CANCEL');
        expect(entry!.actor).toMatchObject({ userId: admin.user.id });
        expect(entry!.after).toMatchObject({
          sessions: 4,
          refunds: 2,
          notified: 2,
          amountKopecks: a2.totalKopecks + b.totalKopecks,
        });
        const perSession = await audit(admin.auth, shop.complexId, 'SESSION_CANCEL');
        expect(perSession).toHaveLength(4);
        expect(
          perSession.every((e) => (e.after as { seriesId: number }).seriesId === made.series.id),
        ).toBe(true);
      });
    });
  });
});
