import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CheckInResponseSchema } from '@sportkarta/contract/api/check-in';
import { OrderSchema } from '@sportkarta/contract/api/orders';
import { SoldOrderSchema } from '@sportkarta/contract/api/refunds';
import { SoldPackageListSchema } from '@sportkarta/contract/api/service-packages';
import { describe, expect, it } from 'vitest';
import { signIn } from './accounts-helpers';
import { appTime } from './clock';
import { countRows, createRate, type Shop } from './orders-fixtures';
import { eventually, paidShop, payOrder, type Auth } from './payments-helpers';
import { ENGINES, engineTitle, useClockedApp } from './test-app';

// Issue 12: the package transitions the other files leave out — a paid package returned
// before activation becomes REFUNDED (and cannot be activated), an activated one cannot be
// returned, the last visit exhausts it — and two refund requests at once return a line once.
const NOW = '2026-11-25T11:00:00+03:00';

describe.each(ENGINES)('package refunds and exhaustion ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const { clock, t } = useClockedApp(engine.name, NOW);

    const packages = async (auth: Auth) =>
      SoldPackageListSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: '/v1/mob/user/sold-service-packages',
            headers: auth,
          })
        ).json(),
      ).items;
    /** A paid package of `visits` visits; answers the order's id. */
    const buyPackage = async (auth: Auth, shop: Shop, visits: number) => {
      const rateId = await createRate(t.app, shop, { costKopecks: 400000, visits });
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/mob/preorder',
        headers: auth,
        payload: {
          idempotencyKey: randomUUID(),
          agreementsAccepted: true,
          complexId: shop.complexId,
          lines: [{ kind: 'SERVICE_PACKAGE', rateId, quantity: 1 }],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const order = OrderSchema.parse(res.json());
      await payOrder(t.app, auth, order.id);
      await eventually(async () => (await packages(auth)).length === 1);
      return order.id;
    };
    const refund = (auth: Auth, orderId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/mob/orders/refund',
        headers: auth,
        payload: { orderId },
      });

    it('a package returned before activation is REFUNDED; once activated it cannot be returned', async () => {
      const me = await signIn(t.app);
      const shop = await paidShop(t.app, 'SBERBANK');
      const first = await buyPackage(me.auth, shop, 8);
      const res = await refund(me.auth, first);
      expect(res.statusCode, res.body).toBe(200);
      expect(SoldOrderSchema.parse(res.json()).status).toBe('returned');
      const [returned] = await packages(me.auth);
      expect(returned).toMatchObject({ status: 'REFUNDED', canActivate: false });
      const activate = await t.app.inject({
        method: 'POST',
        url: `/v1/mob/user/service-packages/${returned!.id}/activate`,
        headers: me.auth,
      });
      expect(activate.statusCode).toBe(409);
      expect(activate.json().message).toMatch(/возврат/);

      const other = await signIn(t.app);
      const second = await buyPackage(other.auth, shop, 8);
      const [pkg] = await packages(other.auth);
      await t.app.inject({
        method: 'POST',
        url: `/v1/mob/user/service-packages/${pkg!.id}/activate`,
        headers: other.auth,
      });
      const late = await refund(other.auth, second);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toMatch(/Абонемент уже активирован/);
    });

    it('the day rule at the door; the last visit exhausts a package', async () => {
      const me = await signIn(t.app);
      const shop = await paidShop(t.app, 'YOOKASSA');
      const staff = await signIn(t.app);
      await t.app.db.execute(
        sql`insert into venue_staff (user_id, complex_id, role, created_at)
            values (${staff.user.id}, ${shop.complexId}, 'FRONT_DESK', ${appTime(t.app)}::timestamptz)`,
      );
      await buyPackage(me.auth, shop, 1);
      const [pkg] = await packages(me.auth);
      await t.app.inject({
        method: 'POST',
        url: `/v1/mob/user/service-packages/${pkg!.id}/activate`,
        headers: me.auth,
      });
      const [active] = await packages(me.auth);
      const scanIt = async () =>
        CheckInResponseSchema.parse(
          (
            await t.app.inject({
              method: 'POST',
              url: '/v1/mob/staff/check-in',
              headers: staff.auth,
              payload: { qrToken: active!.qrToken },
            })
          ).json(),
        );
      // The package's day rule: a weekend package on a Wednesday does not let in.
      await t.app.db.execute(
        sql`update service_packages set day_rule = 'ON_WEEKENDS'
             where id = (select package_id from sold_packages where id = ${active!.id})`,
      );
      expect(await scanIt()).toMatchObject({
        result: 'WRONG_DAY',
        admitted: false,
        message: 'Абонемент — только на выходные',
        visitsUsed: 0,
      });
      clock.set('2026-11-28T11:00:00+03:00');
      expect(await scanIt()).toMatchObject({
        result: 'ACCEPTED',
        kind: 'PACKAGE',
        status: 'EXHAUSTED',
        visitsLeft: 0,
      });
      expect((await packages(me.auth))[0]).toMatchObject({ status: 'EXHAUSTED', canFreeze: false });
    });

    it('two refund requests at once return the order once', async () => {
      const me = await signIn(t.app);
      const shop = await paidShop(t.app, 'YOOKASSA');
      const orderId = await buyPackage(me.auth, shop, 8);
      const answers = await Promise.all([refund(me.auth, orderId), refund(me.auth, orderId)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(
        await countRows(
          t.app,
          sql`select count(*)::int as n from refunds where order_id = ${orderId}`,
        ),
      ).toBe(1);
    });
  });
});
