import { NotificationListSchema } from '@sportkarta/contract/api/notifications';
import { formatRub } from '@sportkarta/contract/config/formats';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { sweepReminders } from '../src/modules/notifications/reminders';
import { signIn } from './accounts-helpers';
import { NOTIFY } from './notifications-helpers';
import { createSession } from './orders-fixtures';
import {
  deliveriesDone,
  eventually,
  paidOrder,
  paidShop,
  payOrder,
  setFaults,
  type Auth,
} from './payments-helpers';
import { ENGINES, engineTitle, useClockedApp } from './test-app';

// Issue 14: what makes a notification now — a paid order, a finished refund (both once however
// often the acquirer repeats itself), and a reminder before a session (once per person and
// session, in the venue's time).
const NOW = '2026-11-25T11:00:00+03:00';

describe.each(ENGINES)('notification producers ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const { clock, t } = useClockedApp(engine.name, NOW);
    const list = async (auth: Auth) =>
      NotificationListSchema.parse(
        (
          await t.app.inject({ method: 'GET', url: `${NOTIFY}/notifications`, headers: auth })
        ).json(),
      ).notifications;

    it('a paid order, then its refund: each told once', async () => {
      const me = await signIn(t.app);
      const shop = await paidShop(t.app, 'YOOKASSA');
      await setFaults(t.app, { provider: 'YOOKASSA', notify: 'duplicate' });
      const order = await paidOrder(t.app, me.auth, shop, {
        startsAt: new Date('2026-11-28T10:00:00+03:00'),
      });
      await payOrder(t.app, me.auth, order.orderId);
      await eventually(async () => (await list(me.auth)).length > 0);
      await deliveriesDone(t.app); // the repeated webhooks land
      const paid = await list(me.auth);
      expect(paid).toHaveLength(1);
      expect(paid[0]).toMatchObject({
        kind: 'ORDER_PAID',
        title: 'Заказ оплачен',
        link: `/tabs/profile/orders/${order.orderId}`,
        viewed: false,
      });
      expect(paid[0]!.body).toBe(
        `Заказ № ${await orderNumber(order.orderId)} на ${formatRub(order.totalKopecks)} оплачен — Тестовый комплекс. Покупка уже в вашем профиле.`,
      );

      // A minute later: the newer notification comes first.
      clock.advance(60_000);
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/mob/orders/refund',
        headers: me.auth,
        payload: { orderId: order.orderId },
      });
      expect(res.statusCode, res.body).toBe(200);
      await eventually(async () => (await list(me.auth)).length === 2);
      await deliveriesDone(t.app);
      const all = await list(me.auth);
      expect(all).toHaveLength(2);
      expect(all[0]).toMatchObject({ kind: 'REFUND_FINISHED', title: 'Деньги возвращены' });
      // Nobody else hears of it.
      const other = await signIn(t.app);
      expect(await list(other.auth)).toEqual([]);
    });

    it('reminds once before a session, in the venue’s time, and not for a refunded ticket', async () => {
      const me = await signIn(t.app);
      const shop = await paidShop(t.app, 'YOOKASSA');
      // 13:30 Moscow, two and a half hours ahead: outside the default 2 h window at first.
      const startsAt = new Date('2026-11-25T13:30:00+03:00');
      const sessionId = await createSession(t.app, shop, { startsAt, capacity: 10 });
      const order = await paidOrder(t.app, me.auth, shop, { startsAt, sessionId, quantity: 2 });
      await payOrder(t.app, me.auth, order.orderId);
      await eventually(async () => (await list(me.auth)).length === 1);
      const window = t.config.push.reminderMinutes;
      expect(await sweepReminders(t.app.db, clock.now(), window)).toBe(0);
      clock.advance(40 * 60_000);
      // Two tickets, one person: one reminder.
      expect(await sweepReminders(t.app.db, clock.now(), window)).toBe(1);
      expect(await sweepReminders(t.app.db, clock.now(), window)).toBe(0);
      clock.advance(30 * 60_000);
      expect(await sweepReminders(t.app.db, clock.now(), window)).toBe(0);
      const [reminder] = await list(me.auth);
      expect(reminder).toMatchObject({ kind: 'SESSION_REMINDER', title: 'Скоро начало' });
      expect(reminder!.body).toBe(
        `Свободное плавание начнётся 25.11 в 13:30. ${await complexName(shop.complexId)}`,
      );
      expect(reminder!.link).toMatch(/^\/tabs\/profile\/tickets\/.+/);

      // A refunded ticket's session is not reminded.
      const later = new Date('2026-11-25T14:30:00+03:00');
      const other = await paidOrder(t.app, me.auth, shop, { startsAt: later });
      await t.app.db.execute(
        sql`update tickets set status = 'REFUNDED' where order_id = ${other.orderId}`,
      );
      clock.set('2026-11-25T13:00:00+03:00');
      expect(await sweepReminders(t.app.db, clock.now(), window)).toBe(0);
    });

    const complexName = async (id: number) =>
      (
        await queryRows(
          t.app.db,
          sql`select name from complexes where id = ${id}`,
          z.object({ name: z.string() }),
        )
      )[0]!.name;
    const orderNumber = async (id: string) =>
      (
        await queryRows(
          t.app.db,
          sql`select number::int as n from orders where id = ${id}`,
          z.object({ n: z.number() }),
        )
      )[0]!.n;
  });
});
