import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SoldOrderSchema } from '@sportkarta/contract/api/refunds';
import { MembershipSchema } from '@sportkarta/contract/api/sections';
import { OrderSchema } from '@sportkarta/contract/api/orders';
import {
  AuditPageSchema,
  StaffSectionRefundAskSchema,
  StaffSectionRefundAsksSchema,
} from '@sportkarta/contract/api/venue-desk';
import { describe, expect, it } from 'vitest';
import { signIn } from './accounts-helpers';
import { countRows, createChild, type Shop } from './orders-fixtures';
import { eventually, paidShop, payOrder, type Auth } from './payments-helpers';
import { applyUrl, createSection, makeStaff, type SectionFixture } from './sections-fixtures';
import { ENGINES, engineTitle, useClockedApp } from './test-app';
import { staffAt } from './venue-fixtures';

// Issue 28: a section's payment is returned by the venue — the parent asks from the app, the
// venue's front desk sees the request and approves it (the line goes back through the acquirer
// that took it, once) or rejects it with a reason the parent sees; both audited.
const WEDNESDAY = '2026-11-25T11:00:00+03:00';
const PROVIDERS = ['YOOKASSA', 'SBERBANK'] as const;

describe.each(ENGINES)('section refund requests ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const { clock, t } = useClockedApp(engine.name, WEDNESDAY);

    /** A parent whose child's section rate is paid: the order and its section line. */
    const paidSection = async (shop: Shop, s: SectionFixture) => {
      const parent = await signIn(t.app);
      const childId = await createChild(t.app, parent.user.id, '2017-03-10');
      const applied = await t.app.inject({
        method: 'POST',
        url: applyUrl(s, s.groupIds[0]!),
        headers: parent.auth,
        payload: { childId },
      });
      const memberId = MembershipSchema.parse(applied.json()).id;
      const decider = await signIn(t.app);
      await makeStaff(t.app, decider.user.id, s.complexId);
      const approved = await t.app.inject({
        method: 'POST',
        url: `/v1/mob/staff/section-members/${memberId}/decision`,
        headers: decider.auth,
        payload: { status: 'APPROVED' },
      });
      expect(approved.statusCode, approved.body).toBe(200);
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/mob/preorder',
        headers: parent.auth,
        payload: {
          idempotencyKey: randomUUID(),
          agreementsAccepted: true,
          complexId: s.complexId,
          childId,
          lines: [{ kind: 'SECTION_GROUP', sectionMemberId: memberId, rateId: s.rateIds[0] }],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const orderId = OrderSchema.parse(res.json()).id;
      await payOrder(t.app, parent.auth, orderId);
      await eventually(async () => (await view(parent.auth, orderId)).status === 'payed');
      const lineId = (await view(parent.auth, orderId)).lines[0]!.id;
      return { ...parent, orderId, lineId };
    };
    const view = async (auth: Auth, orderId: string) =>
      SoldOrderSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/v1/mob/user/sold-order-details?orderId=${orderId}`,
            headers: auth,
          })
        ).json(),
      );
    const ask = (auth: Auth, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/mob/orders/section-refund-request',
        headers: auth,
        payload,
      });
    const list = (auth: Auth, complexId: number, query = '') =>
      t.app.inject({
        method: 'GET',
        url: `/v1/mob/staff/complexes/${complexId}/section-refund-requests${query}`,
        headers: auth,
      });
    const decide = (auth: Auth, complexId: number, requestId: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/mob/staff/complexes/${complexId}/section-refund-requests/${requestId}/decision`,
        headers: auth,
        payload,
      });

    describe.each(PROVIDERS)('%s', (provider) => {
      it('the parent asks, the front desk approves: refunded once through the acquirer, audited', async () => {
        const shop = await paidShop(t.app, provider);
        const s = await createSection(t.app, shop, [{ name: 'Младшая группа', places: 3 }]);
        const parent = await paidSection(shop, s);
        const before = await view(parent.auth, parent.orderId);
        expect(before.lines[0]).toMatchObject({
          kind: 'SECTION_GROUP',
          refundable: false,
          venueRequest: null,
          venueRequestable: true,
        });
        // The buyer's own refund still refuses a section's line.
        const own = await t.app.inject({
          method: 'POST',
          url: '/v1/mob/orders/refund',
          headers: parent.auth,
          payload: { orderId: parent.orderId },
        });
        expect(own.statusCode).toBe(409);

        const body = { orderId: parent.orderId, lineId: parent.lineId, reason: 'Переезжаем' };
        for (const bad of [
          { ...body, reason: '' },
          { ...body, lineId: 'один' },
          { ...body, orderId: 'x' },
        ]) {
          const res = await ask(parent.auth, bad);
          expect(res.statusCode, JSON.stringify(bad)).toBe(400);
          expect(res.json().message).toMatch(/[А-ЯЁа-яё]/);
        }
        expect((await ask(parent.auth, { ...body, lineId: 999999 })).statusCode).toBe(400);
        // Someone else's order is not found; nobody signed in is 401.
        const stranger = await signIn(t.app);
        expect((await ask(stranger.auth, body)).statusCode).toBe(404);
        expect((await ask({}, body)).statusCode).toBe(401);

        const asked = await ask(parent.auth, body);
        expect(asked.statusCode, asked.body).toBe(200);
        expect(SoldOrderSchema.parse(asked.json()).lines[0]).toMatchObject({
          venueRequest: {
            state: 'NEW',
            reason: 'Переезжаем',
            requestedAt: new Date(WEDNESDAY).toISOString(),
          },
          venueRequestable: false,
        });
        const again = await ask(parent.auth, body);
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toBe('Запрос уже отправлен: спортобъект ещё не ответил');

        const desk = await staffAt(t.app, shop.complexId, 'FRONT_DESK');
        const open = StaffSectionRefundAsksSchema.parse(
          (await list(desk.auth, shop.complexId, '?status=NEW')).json(),
        ).requests;
        expect(open).toEqual([
          expect.objectContaining({
            status: 'NEW',
            orderId: parent.orderId,
            lineId: parent.lineId,
            reason: 'Переезжаем',
            childName: 'Маша Иванова',
            amountKopecks: before.lines[0]!.amountKopecks + before.lines[0]!.feeKopecks,
            refundState: null,
          }),
        ]);
        const requestId = open[0]!.id;
        clock.advance(60_000);
        const approved = await decide(desk.auth, shop.complexId, requestId, {
          status: 'APPROVED',
        });
        expect(approved.statusCode, approved.body).toBe(200);
        expect(StaffSectionRefundAskSchema.parse(approved.json())).toMatchObject({
          status: 'APPROVED',
          decidedAt: new Date(new Date(WEDNESDAY).getTime() + 60_000).toISOString(),
        });
        // A second answer (a double tap, another desk) changes nothing and sends nothing.
        const twice = await decide(desk.auth, shop.complexId, requestId, { status: 'APPROVED' });
        expect(twice.statusCode).toBe(409);
        expect(twice.json().message).toBe('Решение по этому запросу уже принято');

        await eventually(
          async () => (await view(parent.auth, parent.orderId)).refunds[0]?.state === 'REFUNDED',
        );
        const after = await view(parent.auth, parent.orderId);
        expect(after.lines[0]).toMatchObject({
          refundState: 'REFUNDED',
          venueRequest: expect.objectContaining({ state: 'APPROVED' }),
          venueRequestable: false,
        });
        expect(after.refunds).toEqual([
          expect.objectContaining({ venueNote: 'Спортобъект вернул оплату по вашему запросу' }),
        ]);
        expect(
          await countRows(
            t.app,
            sql`select coalesce(sum(r.amount_kopecks), 0)::int as n from emulated_refunds r join payment_attempts x on x.provider_payment_id = r.payment_id where x.order_id = ${parent.orderId}`,
          ),
        ).toBe(before.lines[0]!.amountKopecks + before.lines[0]!.feeKopecks);
        expect((await ask(parent.auth, body)).json().message).toBe('Уже возвращено');

        const admin = await staffAt(t.app, shop.complexId, 'ADMIN');
        const log = AuditPageSchema.parse(
          (
            await t.app.inject({
              method: 'GET',
              url: `/v1/mob/staff/complexes/${shop.complexId}/audit?kind=SECTION_REFUND_DECISION`,
              headers: admin.auth,
            })
          ).json(),
        );
        expect(log.items).toEqual([
          expect.objectContaining({
            kind: 'SECTION_REFUND_DECISION',
            orderNumber: open[0]!.orderNumber,
            actor: expect.objectContaining({ userId: desk.user.id }),
          }),
        ]);
      });
    });

    it('a rejection carries its reason to the parent, who may ask again; other venues and roles are refused', async () => {
      const shop = await paidShop(t.app, 'YOOKASSA');
      const other = await paidShop(t.app, 'YOOKASSA');
      const s = await createSection(t.app, shop, [{ name: 'Младшая группа', places: 3 }]);
      const parent = await paidSection(shop, s);
      const body = { orderId: parent.orderId, lineId: parent.lineId, reason: 'Ребёнок заболел' };
      expect((await ask(parent.auth, body)).statusCode).toBe(200);
      const desk = await staffAt(t.app, shop.complexId, 'FRONT_DESK');
      const [open] = StaffSectionRefundAsksSchema.parse(
        (await list(desk.auth, shop.complexId)).json(),
      ).requests;

      const otherDesk = await staffAt(t.app, other.complexId, 'FRONT_DESK');
      const controller = await staffAt(t.app, shop.complexId, 'CONTROLLER');
      // Staff of another venue: no role here (403), and the request is not theirs (404).
      expect((await list(otherDesk.auth, shop.complexId)).statusCode).toBe(403);
      expect(
        (await decide(otherDesk.auth, shop.complexId, open!.id, { status: 'APPROVED' })).statusCode,
      ).toBe(403);
      expect(
        StaffSectionRefundAsksSchema.parse((await list(otherDesk.auth, other.complexId)).json())
          .requests,
      ).toEqual([]);
      const foreign = await decide(otherDesk.auth, other.complexId, open!.id, {
        status: 'APPROVED',
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe('Запрос на возврат не найден');
      // A controller has no orders.read / orders.refund; the parent is no staff at all.
      expect((await list(controller.auth, shop.complexId)).statusCode).toBe(403);
      expect(
        (await decide(parent.auth, shop.complexId, open!.id, { status: 'APPROVED' })).statusCode,
      ).toBe(403);
      for (const bad of [{ status: 'REJECTED' }, { status: 'MAYBE' }]) {
        const res = await decide(desk.auth, shop.complexId, open!.id, bad);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/[А-ЯЁа-яё]/);
      }
      expect((await list(desk.auth, shop.complexId, '?status=LATER')).statusCode).toBe(400);

      const rejected = await decide(desk.auth, shop.complexId, open!.id, {
        status: 'REJECTED',
        reason: 'Занятия уже прошли',
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      const seen = await view(parent.auth, parent.orderId);
      expect(seen.lines[0]).toMatchObject({
        venueRequest: { state: 'REJECTED', rejectReason: 'Занятия уже прошли' },
        venueRequestable: true,
        refundState: null,
      });
      expect(seen.refunds).toEqual([]);
      expect(
        await countRows(
          t.app,
          sql`select count(*)::int as n from refunds where order_id = ${parent.orderId}`,
        ),
      ).toBe(0);
      // The parent asks again; the venue returns the line from the order screen instead, which
      // answers the open request.
      clock.advance(60_000);
      expect((await ask(parent.auth, { ...body, reason: 'Справка приложена' })).statusCode).toBe(
        200,
      );
      const refunded = await t.app.inject({
        method: 'POST',
        url: `/v1/mob/staff/complexes/${shop.complexId}/orders/${parent.orderId}/refund`,
        headers: desk.auth,
        payload: { lineIds: [parent.lineId], reason: 'Возврат по справке' },
      });
      expect(refunded.statusCode, refunded.body).toBe(200);
      expect(
        StaffSectionRefundAsksSchema.parse(
          (await list(desk.auth, shop.complexId, '?status=NEW')).json(),
        ).requests,
      ).toEqual([]);
      expect((await view(parent.auth, parent.orderId)).lines[0]!.venueRequest).toMatchObject({
        state: 'APPROVED',
      });
    });
  });
});
