import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CheckInResponseSchema } from '@sportkarta/contract/api/check-in';
import {
  SoldPackageListSchema,
  SoldPackageSchema,
  type SoldPackage,
} from '@sportkarta/contract/api/service-packages';
import { describe, expect, it } from 'vitest';
import { randomPhone, signIn } from './accounts-helpers';
import { appTime } from './clock';
import { createRate, createShop, type Shop } from './orders-fixtures';
import type { Auth } from './payments-helpers';
import { ENGINES, engineTitle, useClockedApp } from './test-app';
import { sweepPurchases } from '../src/modules/purchases/sweeper';

// Issue 12: packages after the purchase — activate, freeze within the rate's rules (the
// validity moves by the frozen days), a freeze that runs out ends by itself, time outdates it,
// the door admits once a day, and nobody else sees or changes my package.
const WEDNESDAY = '2026-11-25T11:00:00+03:00';
const DAY = 86_400_000;

describe.each(ENGINES)('service packages ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const { clock, t } = useClockedApp(engine.name, WEDNESDAY);

    const url = '/v1/mob/user/sold-service-packages';
    const list = async (auth: Auth) =>
      SoldPackageListSchema.parse(
        (await t.app.inject({ method: 'GET', url, headers: auth })).json(),
      ).items;
    const act = (auth: Auth, id: string, action: string) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/mob/user/service-packages/${id}/${action}`,
        headers: auth,
      });
    const ok = async (auth: Auth, id: string, action: string): Promise<SoldPackage> => {
      const res = await act(auth, id, action);
      expect(res.statusCode, res.body).toBe(200);
      return SoldPackageSchema.parse(res.json());
    };
    const refused = async (auth: Auth, id: string, action: string, message: RegExp) => {
      const res = await act(auth, id, action);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toMatch(message);
    };
    /** A free monthly package of 8 visits, frozen at most 7 days once; answers its id. */
    const buy = async (auth: Auth, shop: Shop): Promise<string> => {
      const rateId = await createRate(t.app, shop, { costKopecks: 0, visits: 8 });
      await t.app.db.execute(
        sql`update package_rates set freeze_days = 7, freeze_times = 1 where id = ${rateId}`,
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/mob/order-free-sales',
        headers: auth,
        payload: {
          idempotencyKey: randomUUID(),
          agreementsAccepted: true,
          complexId: shop.complexId,
          lines: [{ kind: 'SERVICE_PACKAGE', rateId, quantity: 1 }],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (await list(auth))[0]!.id;
    };

    it('activate, check in once a day, freeze, unfreeze: the validity moves by the frozen days', async () => {
      const phones = { me: randomPhone(), staff: randomPhone() };
      let me = await signIn(t.app, phones.me);
      const shop = await createShop(t.app, { provider: null });
      let staff = await signIn(t.app, phones.staff);
      await t.app.db.execute(
        sql`insert into venue_staff (user_id, complex_id, role, created_at)
            values (${staff.user.id}, ${shop.complexId}, 'FRONT_DESK', ${appTime(t.app)}::timestamptz)`,
      );
      const id = await buy(me.auth, shop);
      const [bought] = await list(me.auth);
      expect(bought).toMatchObject({
        status: 'CREATED',
        canActivate: true,
        canFreeze: false,
        validUntil: null,
        visitsTotal: 8,
        freeze: { daysAllowed: 7, daysLeft: 7, timesAllowed: 1, timesUsed: 0 },
      });
      const scan = async () =>
        CheckInResponseSchema.parse(
          (
            await t.app.inject({
              method: 'POST',
              url: '/v1/mob/staff/check-in',
              headers: staff.auth,
              payload: { qrToken: (await list(me.auth))[0]!.qrToken },
            })
          ).json(),
        );
      expect((await scan()).result).toBe('NOT_ACTIVATED');
      await refused(me.auth, id, 'freeze', /только активный/);

      const active = await ok(me.auth, id, 'activate');
      expect(active).toMatchObject({ status: 'ACTIVE', canFreeze: true, canActivate: false });
      // A month from the venue's day of activation, to the end of the day before.
      expect(active.validUntil).toBe(new Date('2026-12-25T00:00:00+03:00').toISOString());
      await refused(me.auth, id, 'activate', /уже активирован/);

      expect(await scan()).toMatchObject({ result: 'ACCEPTED', visitsUsed: 1, visitsLeft: 7 });
      expect(await scan()).toMatchObject({ result: 'ALREADY_TODAY', admitted: false });

      const frozen = await ok(me.auth, id, 'freeze');
      expect(frozen).toMatchObject({ status: 'FREEZED', canUnfreeze: true, canFreeze: false });
      expect((await scan()).result).toBe('FREEZED');
      clock.advance(3 * DAY + 3_600_000);
      expect((await list(me.auth))[0]!.freeze.daysLeft).toBe(3);
      const thawed = await ok(me.auth, id, 'unfreeze');
      expect(thawed).toMatchObject({ status: 'ACTIVE', freeze: { daysUsed: 4, daysLeft: 3 } });
      expect(thawed.validUntil).toBe(new Date('2026-12-29T00:00:00+03:00').toISOString());
      await refused(me.auth, id, 'unfreeze', /не заморожен/);
      await refused(me.auth, id, 'freeze', /Все заморозки/);
      expect(await scan()).toMatchObject({ result: 'ACCEPTED', visitsUsed: 2 });

      // Past its validity the job outdates it.
      clock.set('2026-12-29T00:00:01+03:00');
      // A month later: the sessions of the morning have long expired.
      me = await signIn(t.app, phones.me);
      staff = await signIn(t.app, phones.staff);
      expect((await sweepPurchases(t.app.db, clock.now())).packages).toBe(1);
      expect((await list(me.auth))[0]!.status).toBe('OUTDATED');
      expect((await scan()).result).toBe('OUTDATED');
    });

    it('a freeze that runs out ends by itself; nobody else sees or changes my package', async () => {
      const me = await signIn(t.app);
      const other = await signIn(t.app);
      const shop = await createShop(t.app, { provider: null });
      const id = await buy(me.auth, shop);
      await ok(me.auth, id, 'activate');
      await ok(me.auth, id, 'freeze');

      expect(await list(other.auth)).toHaveLength(0);
      const peek = await t.app.inject({ method: 'GET', url: `${url}/${id}`, headers: other.auth });
      expect(peek.statusCode).toBe(404);
      expect(peek.json().message).toBe('Абонемент не найден');
      expect((await act(other.auth, id, 'unfreeze')).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      for (const bad of [`${url}/123`, `${url}/not-a-uuid`]) {
        const res = await t.app.inject({ method: 'GET', url: bad, headers: me.auth });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/Неверный номер абонемента/);
      }
      expect((await act(me.auth, 'x', 'freeze')).statusCode).toBe(400);

      clock.advance(8 * DAY);
      expect((await sweepPurchases(t.app.db, clock.now())).unfrozen).toBe(1);
      const after = SoldPackageSchema.parse(
        (await t.app.inject({ method: 'GET', url: `${url}/${id}`, headers: me.auth })).json(),
      );
      expect(after).toMatchObject({ status: 'ACTIVE', freeze: { daysUsed: 7, daysLeft: 0 } });
      expect(after.validUntil).toBe(new Date('2027-01-01T00:00:00+03:00').toISOString());
    });
  });
});
