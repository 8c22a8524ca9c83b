import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CheckInResponseSchema } from '@sportkarta/contract/api/check-in';
import { TicketListSchema } from '@sportkarta/contract/api/purchases';
import { describe, expect, it } from 'vitest';
import { signIn } from './accounts-helpers';
import { appTime } from './clock';
import { countRows, createChild, createService, createShop, type Shop } from './orders-fixtures';
import { eventually, paidOrder, paidShop, payOrder, type Auth } from './payments-helpers';
import { ENGINES, engineTitle, useClockedApp } from './test-app';
import { sweepPurchases } from '../src/modules/purchases/sweeper';

// Issue 12: check-in at the door by the venue's staff — signature, validity, day and quota;
// one visit recorded; «Погашен» after a one-time ticket is used; only staff of that venue.
const WEDNESDAY = '2026-11-25T11:00:00+03:00';
const SATURDAY = new Date('2026-11-28T10:00:00+03:00');

describe.each(ENGINES)('check-in ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const { clock, t } = useClockedApp(engine.name, WEDNESDAY);

    const staffOf = async (shop: Shop) => {
      const staff = await signIn(t.app);
      await t.app.db.execute(
        sql`insert into venue_staff (user_id, complex_id, role, created_at)
            values (${staff.user.id}, ${shop.complexId}, 'FRONT_DESK', ${appTime(t.app)}::timestamptz)`,
      );
      return staff;
    };
    const scan = (auth: Auth, qrToken: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/mob/staff/check-in',
        headers: auth,
        payload: { qrToken },
      });
    const tickets = async (auth: Auth, list: 'with-date' | 'without-date') =>
      TicketListSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/v1/mob/user/purchases-services-${list}`,
            headers: auth,
          })
        ).json(),
      ).items;

    it('a session ticket: admitted once from half an hour before, then «Погашен»', async () => {
      const me = await signIn(t.app);
      const shop = await paidShop(t.app, 'YOOKASSA');
      const staff = await staffOf(shop);
      const { orderId } = await paidOrder(t.app, me.auth, shop, { startsAt: SATURDAY });
      await payOrder(t.app, me.auth, orderId);
      let ticket = (await tickets(me.auth, 'with-date'))[0];
      await eventually(async () => Boolean((ticket = (await tickets(me.auth, 'with-date'))[0])));

      const early = CheckInResponseSchema.parse((await scan(staff.auth, ticket!.qrToken)).json());
      expect(early).toMatchObject({ result: 'NOT_YET', admitted: false, visitsUsed: 0 });

      clock.set(new Date(SATURDAY.getTime() - 20 * 60_000));
      const ok = await scan(staff.auth, ticket!.qrToken);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(CheckInResponseSchema.parse(ok.json())).toMatchObject({
        result: 'ACCEPTED',
        admitted: true,
        message: 'Проход разрешён',
        kind: 'TICKET',
        title: 'Свободное плавание',
        status: 'DEACTIVATED',
        visitsUsed: 1,
        visitsLeft: 0,
        holder: { childAge: null },
      });
      const again = CheckInResponseSchema.parse((await scan(staff.auth, ticket!.qrToken)).json());
      expect(again).toMatchObject({ result: 'USED', admitted: false, visitsUsed: 1 });
      expect(again.message).toMatch(/^Погашен/);
      const [mine] = await tickets(me.auth, 'with-date');
      expect(mine!.status).toBe('DEACTIVATED');
      expect(await countRows(t.app, sql`select count(*)::int as n from check_ins`)).toBe(1);
    });

    it('a service with a quota of two for a child: the day, the quota, the age on the scanner', async () => {
      const me = await signIn(t.app);
      const shop = await createShop(t.app, { provider: null });
      const staff = await staffOf(shop);
      const child = await createChild(t.app, me.user.id, '2016-05-01');
      const serviceId = await createService(t.app, shop, { priceKopecks: 0, visitQuota: 2 });
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/mob/order-free-sales',
        headers: me.auth,
        payload: {
          idempotencyKey: randomUUID(),
          agreementsAccepted: true,
          complexId: shop.complexId,
          childId: child,
          lines: [{ kind: 'SERVICE', serviceId, visitDate: '2026-11-26', quantity: 1 }],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [ticket] = await tickets(me.auth, 'without-date');

      const tomorrow = CheckInResponseSchema.parse(
        (await scan(staff.auth, ticket!.qrToken)).json(),
      );
      expect(tomorrow).toMatchObject({ result: 'WRONG_DAY', message: 'Билет на 26.11.2026' });
      clock.set('2026-11-26T09:00:00+03:00');
      const first = CheckInResponseSchema.parse((await scan(staff.auth, ticket!.qrToken)).json());
      expect(first).toMatchObject({
        result: 'ACCEPTED',
        visitsLeft: 1,
        status: 'ACTIVE',
        holder: { name: 'Маша', childAge: 10 },
      });
      const second = CheckInResponseSchema.parse((await scan(staff.auth, ticket!.qrToken)).json());
      expect(second).toMatchObject({ result: 'ACCEPTED', visitsLeft: 0, status: 'EXHAUSTED' });
      const third = CheckInResponseSchema.parse((await scan(staff.auth, ticket!.qrToken)).json());
      expect(third).toMatchObject({ result: 'EXHAUSTED', admitted: false });
      // The database refuses a visit past the quota whatever the code does.
      await expect(
        t.app.db.execute(
          sql`update tickets set visits_used = 3 where qr_code_id = ${ticket!.qrCodeId}`,
        ),
      ).rejects.toThrow();
    });

    it('forged, expired, unknown codes and the wrong people are refused', async () => {
      const me = await signIn(t.app);
      const shop = await paidShop(t.app, 'YOOKASSA');
      const elsewhere = await paidShop(t.app, 'SBERBANK');
      const staff = await staffOf(shop);
      const otherStaff = await staffOf(elsewhere);
      const { orderId } = await paidOrder(t.app, me.auth, shop, { startsAt: SATURDAY });
      await payOrder(t.app, me.auth, orderId);
      let ticket = (await tickets(me.auth, 'with-date'))[0];
      await eventually(async () => Boolean((ticket = (await tickets(me.auth, 'with-date'))[0])));
      const token = ticket!.qrToken;

      // Not staff at all: the buyer cannot check their own ticket in.
      const self = await scan(me.auth, token);
      expect(self.statusCode).toBe(403);
      expect(self.json().message).toBe('Этот раздел — для сотрудников спортобъекта');
      // Staff of another venue (issue 24): an answer for the door, without the holder's data.
      clock.set(new Date(SATURDAY.getTime() - 10 * 60_000));
      const other = await scan(otherStaff.auth, token);
      expect(other.statusCode).toBe(200);
      expect(CheckInResponseSchema.parse(other.json())).toMatchObject({
        result: 'OTHER_VENUE',
        admitted: false,
        holder: { name: '', childAge: null },
        status: null,
      });
      expect(other.json().message).toMatch(/другого спортобъекта/);
      // A changed payload keeps the old signature: refused as not ours.
      const [head, body, signature] = token.split('.');
      const payload = JSON.parse(Buffer.from(body!, 'base64url').toString()) as object;
      const forged = Buffer.from(JSON.stringify({ ...payload, sub: 'x'.repeat(24) })).toString(
        'base64url',
      );
      const bad = await scan(staff.auth, `${head}.${forged}.${signature}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/QR-код не распознан/);
      for (const junk of ['', 'abc', 'x'.repeat(3000)]) {
        const r = await scan(staff.auth, junk);
        expect(r.statusCode, junk.slice(0, 10)).toBe(400);
        expect(r.json().message).toMatch(/QR-код|Отсканируйте/);
      }
      const noBody = await t.app.inject({
        method: 'POST',
        url: '/v1/mob/staff/check-in',
        headers: staff.auth,
        payload: {},
      });
      expect(noBody.statusCode).toBe(400);
      expect((await scan({}, token)).statusCode).toBe(401);
      // After the session: expired.
      clock.set(new Date(SATURDAY.getTime() + 3 * 3_600_000));
      const late = CheckInResponseSchema.parse((await scan(staff.auth, token)).json());
      expect(late).toMatchObject({ result: 'OUTDATED', admitted: false });
      // The background job writes the status down.
      expect((await sweepPurchases(t.app.db, clock.now())).tickets).toBe(1);
      const [mine] = await tickets(me.auth, 'with-date');
      expect(mine!.status).toBe('OUTDATED');
    });
  });
});
