import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PurchasesCalendarResponseSchema } from '@sportkarta/contract/api/purchases-calendar';
import { TicketListSchema } from '@sportkarta/contract/api/purchases';
import { describe, expect, it } from 'vitest';
import { signIn } from './accounts-helpers';
import { createChild, createService, type Shop } from './orders-fixtures';
import { type Auth, eventually, paidOrder, paidShop, payOrder } from './payments-helpers';
import { ENGINES, engineTitle, useClockedApp } from './test-app';

// Issue 12: POST /v1/mob/user/purchases-service-calendar — the days that hold my purchases, in
// each venue's own time zone. The clock is a Wednesday morning in Moscow; the sessions sit on
// either side of a midnight that falls on different days in Moscow, Vladivostok and UTC.
const NOW = '2026-11-25T11:00:00+03:00';
// Saturday 18:30 in Moscow, already Sunday 01:30 in Vladivostok.
const LATE_SATURDAY = new Date('2026-11-28T15:30:00Z');
// Saturday 21:30 UTC: Sunday 00:30 in Moscow.
const MOSCOW_SUNDAY_NIGHT = new Date('2026-11-28T21:30:00Z');

describe.each(ENGINES)('purchases calendar ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const { t } = useClockedApp(engine.name, NOW);

    const days = (auth: Auth, payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/mob/user/purchases-service-calendar',
        headers: auth,
        payload: payload as object,
      });

    async function buyTicket(auth: Auth, shop: Shop, startsAt: Date) {
      const { orderId } = await paidOrder(t.app, auth, shop, { startsAt });
      await payOrder(t.app, auth, orderId);
      return orderId;
    }

    async function waitForTickets(auth: Auth, n: number) {
      await eventually(async () => {
        const r = await t.app.inject({
          method: 'GET',
          url: '/v1/mob/user/purchases-services-with-date',
          headers: auth,
        });
        return TicketListSchema.parse(r.json()).items.length === n;
      });
    }

    it('marks the days of my sessions and visits in each venue’s time zone, with counts', async () => {
      const me = await signIn(t.app);
      const moscow = await paidShop(t.app, 'YOOKASSA');
      const far = await paidShop(t.app, 'YOOKASSA');
      await t.app.db.execute(
        sql`update complexes set time_zone = 'Asia/Vladivostok' where id = ${far.complexId}`,
      );
      await buyTicket(me.auth, far, LATE_SATURDAY);
      await buyTicket(me.auth, moscow, MOSCOW_SUNDAY_NIGHT);
      const refunded = await buyTicket(me.auth, moscow, new Date('2026-11-30T09:00:00Z'));
      await waitForTickets(me.auth, 3);
      await t.app.db.execute(sql`update orders set status = 'returned' where id = ${refunded}`);

      // A visit of a service for my child, on Thursday.
      const child = await createChild(t.app, me.user.id, '2016-05-01');
      const serviceId = await createService(t.app, moscow, { priceKopecks: 0 });
      const free = await t.app.inject({
        method: 'POST',
        url: '/v2/mob/order-free-sales',
        headers: me.auth,
        payload: {
          idempotencyKey: randomUUID(),
          agreementsAccepted: true,
          complexId: moscow.complexId,
          childId: child,
          lines: [{ kind: 'SERVICE', serviceId, visitDate: '2026-11-26', quantity: 1 }],
        },
      });
      expect(free.statusCode, free.body).toBe(200);

      let answer = PurchasesCalendarResponseSchema.parse({ from: '', to: '', days: [] });
      await eventually(async () => {
        const res = await days(me.auth, { from: '2026-11-23', to: '2026-12-06' });
        answer = PurchasesCalendarResponseSchema.parse(res.json());
        return answer.days.some((d) => d.types.includes('SERVICE'));
      });
      // Both sessions fall on Sunday where they happen; nothing on Saturday (the UTC and Moscow
      // day of the first one); the refunded Monday session leaves the calendar.
      expect(answer).toEqual({
        from: '2026-11-23',
        to: '2026-12-06',
        days: [
          { date: '2026-11-26', types: ['SERVICE'], count: 1 },
          { date: '2026-11-29', types: ['SCHEDULED_EVENT'], count: 2 },
        ],
      });

      const narrow = PurchasesCalendarResponseSchema.parse(
        (await days(me.auth, { from: '2026-11-27', to: '2026-11-28' })).json(),
      );
      expect(narrow.days).toEqual([]);

      const other = await signIn(t.app);
      const theirs = PurchasesCalendarResponseSchema.parse(
        (await days(other.auth, { from: '2026-11-23', to: '2026-12-06' })).json(),
      );
      expect(theirs.days).toEqual([]);
    });

    it('answers bad periods 400 in Russian and a visitor 401', async () => {
      const me = await signIn(t.app);
      const cases: [unknown, RegExp][] = [
        [
          { from: '2026-11-01', to: '2027-02-05' },
          /Поле «Дата окончания»: Период не может быть длиннее 93 дней$/,
        ],
        [{ from: '2026-11-10', to: '2026-11-01' }, /Дата окончания должна быть позже/],
        [{ from: '01.11.2026', to: '2026-11-30' }, /Дата начала.*Неверный формат даты/],
        [{ from: '2026-11-01' }, /Дата окончания/],
        [{}, /Дата начала/],
        [[], /./],
      ];
      for (const [payload, message] of cases) {
        const res = await days(me.auth, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().code).toBe('VALIDATION_ERROR');
        expect(res.json().message).toMatch(message);
        expect(res.json().message).toMatch(/[А-Яа-яЁё]/);
      }
      const bad = await t.app.inject({
        method: 'POST',
        url: '/v1/mob/user/purchases-service-calendar',
        headers: { ...me.auth, 'content-type': 'application/json' },
        payload: '{"from":',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/[А-Яа-яЁё]/);
      const visitor = await days({}, { from: '2026-11-01', to: '2026-11-30' });
      expect(visitor.statusCode).toBe(401);
    });
  });
});
