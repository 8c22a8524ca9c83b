import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { importJWK, jwtVerify } from 'jose';
import {
  QrPublicKeySchema,
  TicketListSchema,
  TicketSchema,
} from '@sportkarta/contract/api/purchases';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn } from './accounts-helpers';
import { testClock } from './clock';
import { createChild, createService } from './orders-fixtures';
import { eventually, paidOrder, paidShop, payOrder } from './payments-helpers';
import { ENGINES, engineTitle, type TestApp, useTestApp } from './test-app';

// Issue 12 (tickets): what a person bought, by HTTP — the two lists, one ticket, the signed QR
// payload a scanner checks offline, statuses by time and visits, and nobody else's tickets.
const NOW = '2026-11-25T11:00:00+03:00';
const SATURDAY = new Date('2026-11-28T10:00:00+03:00');

describe.each(ENGINES)('tickets ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const clock = testClock(NOW);
    const app = useTestApp(engine.name, { clock });
    let t: TestApp;
    beforeEach(() => {
      t = app();
    });

    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers });

    it('a paid session ticket and a service visit, each in its list, with a QR code signed by the server', async () => {
      clock.set(NOW);
      const me = await signIn(t.app);
      const shop = await paidShop(t.app, 'YOOKASSA');
      const { orderId } = await paidOrder(t.app, me.auth, shop, { startsAt: SATURDAY });
      await payOrder(t.app, me.auth, orderId);
      const child = await createChild(t.app, me.user.id, '2016-05-01');
      const serviceId = await createService(t.app, shop, { priceKopecks: 0, visitQuota: 2 });
      const free = await t.app.inject({
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
      expect(free.statusCode, free.body).toBe(200);
      await eventually(async () => {
        const r = await get('/v1/mob/user/purchases-services-with-date', me.auth);
        return TicketListSchema.parse(r.json()).items.length === 1;
      });

      const events = TicketListSchema.parse(
        (await get('/v1/mob/user/purchases-services-with-date', me.auth)).json(),
      );
      expect(events.serverNow).toBe(new Date(NOW).toISOString());
      const [ticket] = events.items;
      expect(ticket).toMatchObject({
        kind: 'EVENT',
        status: 'ACTIVE',
        orderId,
        title: 'Свободное плавание',
        timeZone: 'Europe/Moscow',
        startsAt: SATURDAY.toISOString(),
        visitsTotal: 1,
        visitsUsed: 0,
        holder: { childId: null },
      });
      const services = TicketListSchema.parse(
        (await get('/v1/mob/user/purchases-services-without-date', me.auth)).json(),
      );
      expect(services.items).toHaveLength(1);
      expect(services.items[0]).toMatchObject({
        kind: 'SERVICE',
        visitDate: '2026-11-26',
        visitsTotal: 2,
        holder: { childId: child },
        // The end of the visit day in the venue's time zone.
        validUntil: new Date('2026-11-27T00:00:00+03:00').toISOString(),
      });

      // One ticket by its id, in its own list only.
      const one = await get(
        `/v1/mob/user/purchases-services-with-date/${ticket!.qrCodeId}`,
        me.auth,
      );
      expect(TicketSchema.parse(one.json()).qrCodeId).toBe(ticket!.qrCodeId);
      expect(
        (await get(`/v1/mob/user/purchases-services-without-date/${ticket!.qrCodeId}`, me.auth))
          .statusCode,
      ).toBe(404);

      // A scanner checks the QR payload offline with the public key.
      const key = QrPublicKeySchema.parse((await get('/v1/mob/public/qr-key')).json());
      const publicKey = await importJWK(key.jwk, 'EdDSA');
      const { payload, protectedHeader } = await jwtVerify(ticket!.qrToken, publicKey, {
        currentDate: clock.now(),
      });
      expect(payload.sub).toBe(ticket!.qrCodeId);
      expect(protectedHeader.kid).toBe(key.kid);
      expect(new Date(payload.exp! * 1000).toISOString()).toBe(ticket!.validUntil);
      const [head, body] = ticket!.qrToken.split('.');
      const forgedBody = Buffer.from(
        JSON.stringify({ ...payload, sub: 'someone-elses-ticket-0001' }),
      ).toString('base64url');
      await expect(
        jwtVerify(`${head}.${forgedBody}.${ticket!.qrToken.split('.')[2]}`, publicKey, {
          currentDate: clock.now(),
        }),
      ).rejects.toThrow();
      expect(body).toBeTruthy();
    });

    it('statuses follow time and visits; another person sees none of my tickets', async () => {
      clock.set(NOW);
      const me = await signIn(t.app);
      const other = await signIn(t.app);
      const shop = await paidShop(t.app, 'YOOKASSA');
      const { orderId } = await paidOrder(t.app, me.auth, shop, { startsAt: SATURDAY });
      await payOrder(t.app, me.auth, orderId);
      let list = TicketListSchema.parse(
        (await get('/v1/mob/user/purchases-services-with-date', me.auth)).json(),
      );
      await eventually(async () => {
        list = TicketListSchema.parse(
          (await get('/v1/mob/user/purchases-services-with-date', me.auth)).json(),
        );
        return list.items.length === 1;
      });
      const qr = list.items[0]!.qrCodeId;

      const theirs = TicketListSchema.parse(
        (await get('/v1/mob/user/purchases-services-with-date', other.auth)).json(),
      );
      expect(theirs.items).toHaveLength(0);
      const peek = await get(`/v1/mob/user/purchases-services-with-date/${qr}`, other.auth);
      expect(peek.statusCode).toBe(404);
      expect(peek.json().message).toBe('Билет не найден');
      expect((await get('/v1/mob/user/purchases-services-with-date')).statusCode).toBe(401);
      const bad = await get('/v1/mob/user/purchases-services-with-date/not%20a%20code', me.auth);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/Неверный код билета/);

      await t.app.db.execute(sql`update tickets set visits_used = 1 where qr_code_id = ${qr}`);
      const used = TicketSchema.parse(
        (await get(`/v1/mob/user/purchases-services-with-date/${qr}`, me.auth)).json(),
      );
      expect(used.status).toBe('DEACTIVATED');
      await t.app.db.execute(sql`update tickets set visits_used = 0 where qr_code_id = ${qr}`);
      clock.set(new Date(SATURDAY.getTime() + 2 * 3_600_000));
      const past = TicketSchema.parse(
        (await get(`/v1/mob/user/purchases-services-with-date/${qr}`, me.auth)).json(),
      );
      expect(past.status).toBe('OUTDATED');
    });
  });
});
