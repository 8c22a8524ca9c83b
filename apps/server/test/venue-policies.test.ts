import { sql } from 'drizzle-orm';
import { AuditPageSchema } from '@sportkarta/contract/api/venue-desk';
import { PurchaseAgreementsResponseSchema } from '@sportkarta/contract/api/catalogue';
import { POLICY_MAX_BYTES, VenuePoliciesSchema } from '@sportkarta/contract/api/venue-policies';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../src/db/client';
import { DEMO_VENUE_OWNER_ID } from '../src/modules/staff/demo-repository';
import { multipart, signIn, type Part } from './accounts-helpers';
import { createShop, type Shop } from './orders-fixtures';
import { paidOrder, type Auth } from './payments-helpers';
import { TEST_PDF } from './places-fixtures';
import { ENGINES, engineTitle, useClockedApp } from './test-app';
import { staffAt } from './venue-fixtures';

// Issue 25: an organisation's policies as versioned PDFs — an upload adds a version and makes
// it current (the visitors' agreements show it from then on), the earlier one stays readable,
// and each order keeps the versions its buyer agreed to. Only PDFs, only with policies.manage,
// audited; every bad upload is a Russian 400 (or 413/415), never a 500.
const WEDNESDAY = '2026-11-25T11:00:00+03:00';

const pdf = (text: string) =>
  Buffer.concat([TEST_PDF.subarray(0, TEST_PDF.length - 6), Buffer.from(`% ${text}\n%%EOF\n`)]);

describe.each(ENGINES)('venue policies ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const { clock, t } = useClockedApp(engine.name, WEDNESDAY);
    let shop: Shop;
    let admin: Auth;
    beforeEach(async () => {
      shop = await createShop(t.app, { policies: true });
      admin = (await staffAt(t.app, shop.complexId, 'ADMIN')).auth;
    });
    const url = (complexId: number, kind = '') =>
      `/v1/mob/staff/complexes/${complexId}/policies${kind ? `/${kind}` : ''}`;
    const upload = (auth: Auth, kind: string, parts: Part[], complexId = shop.complexId) => {
      const body = multipart(parts);
      return t.app.inject({
        method: 'POST',
        url: url(complexId, kind),
        headers: { ...auth, ...body.headers },
        payload: body.payload,
      });
    };
    const parts = (title: string, file: Buffer): Part[] => [
      { name: 'title', value: title },
      { name: 'pdf', value: file, filename: 'rules.pdf', contentType: 'application/pdf' },
    ];
    const list = async (auth = admin) => {
      const res = await t.app.inject({ method: 'GET', url: url(shop.complexId), headers: auth });
      expect(res.statusCode, res.body).toBe(200);
      return VenuePoliciesSchema.parse(res.json());
    };
    const agreements = async () =>
      PurchaseAgreementsResponseSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/v1/mob/public/agreements?complexId=${shop.complexId}`,
          })
        ).json(),
      );
    const orderPolicies = (orderId: string) =>
      queryRows(
        t.app.db,
        sql`select visit_policy_id::text as visit, payback_policy_id::text as payback
              from orders where id = ${orderId}`,
        z.object({ visit: z.string().nullable(), payback: z.string().nullable() }),
      ).then((rows) => rows[0]!);

    it('a new version becomes current; the earlier stays readable; orders keep theirs', async () => {
      const before = await list();
      const visit1 = before.policies.find((p) => p.kind === 'VISIT')!.current!;
      expect(visit1).toMatchObject({ version: 1, supersededAt: null, orders: 0 });
      expect(before.venues).toBe(1);

      const buyer = await signIn(t.app);
      const first = await paidOrder(t.app, buyer.auth, shop, {
        startsAt: new Date('2026-11-27T10:00:00+03:00'),
      });
      expect((await orderPolicies(first.orderId)).visit).toBe(visit1.id);

      clock.set('2026-11-25T12:00:00+03:00');
      const res = await upload(admin, 'VISIT', parts('Правила посещения, ред. 2', pdf('v2')));
      expect(res.statusCode, res.body).toBe(200);
      const after = VenuePoliciesSchema.parse(res.json());
      const visit = after.policies.find((p) => p.kind === 'VISIT')!;
      expect(visit.current).toMatchObject({
        version: 2,
        title: 'Правила посещения, ред. 2',
        supersededAt: null,
        uploadedAt: new Date('2026-11-25T12:00:00+03:00').toISOString(),
        orders: 0,
      });
      expect(visit.earlier).toEqual([
        expect.objectContaining({
          id: visit1.id,
          version: 1,
          orders: 1,
          supersededAt: new Date('2026-11-25T12:00:00+03:00').toISOString(),
        }),
      ]);
      // The refund rules did not change.
      expect(after.policies.find((p) => p.kind === 'PAYBACK')!.earlier).toEqual([]);

      // Visitors see the new version from now on; the old file is still served by its address.
      const shown = await agreements();
      expect(shown.agreements.map((a) => a.id)).toContain(visit.current!.id);
      expect(shown.agreements.map((a) => a.id)).not.toContain(visit1.id);
      const file = await t.app.inject({ method: 'GET', url: visit1.url });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const fresh = await t.app.inject({ method: 'GET', url: visit.current!.url });
      expect(fresh.rawPayload.toString()).toContain('% v2');

      // An order made now agrees to version 2; the first order still names version 1.
      const second = await paidOrder(t.app, buyer.auth, shop, {
        startsAt: new Date('2026-11-28T10:00:00+03:00'),
      });
      expect((await orderPolicies(second.orderId)).visit).toBe(visit.current!.id);
      expect((await orderPolicies(first.orderId)).visit).toBe(visit1.id);

      const entries = AuditPageSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/v1/mob/staff/complexes/${shop.complexId}/audit?kind=POLICY_UPLOAD`,
            headers: admin,
          })
        ).json(),
      ).items;
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ kind: 'POLICY_UPLOAD', objectId: visit.current!.id });
    });

    it('two uploads at once get versions 2 and 3, and exactly one is current', async () => {
      const answers = await Promise.all([
        upload(admin, 'PAYBACK', parts('Возврат А', pdf('a'))),
        upload(admin, 'PAYBACK', parts('Возврат Б', pdf('b'))),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      const payback = (await list()).policies.find((p) => p.kind === 'PAYBACK')!;
      expect(payback.current!.version).toBe(3);
      expect(payback.earlier.map((v) => v.version)).toEqual([2, 1]);
    });

    it('refuses what is not a whole PDF, a missing file or title, and a body not multipart', async () => {
      const cases: [Part[], number, string][] = [
        [parts('Правила', Buffer.from('MZ not a pdf')), 400, 'Загрузите файл PDF'],
        [parts('Правила', TEST_PDF.subarray(0, 40)), 400, 'Загрузите файл PDF'],
        [[{ name: 'title', value: 'Правила' }], 400, 'Выберите файл PDF с правилами'],
        [parts('   ', TEST_PDF), 400, 'Укажите название документа'],
        [parts('x'.repeat(121), TEST_PDF), 400, 'Название — не длиннее 120 символов'],
        [[{ name: 'pdf', value: TEST_PDF, filename: 'a.pdf' }], 400, 'Укажите название документа'],
      ];
      for (const [body, status, message] of cases) {
        const res = await upload(admin, 'VISIT', body);
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json().message).toBe(message);
      }
      const big = await upload(
        admin,
        'VISIT',
        parts('Большой', Buffer.alloc(POLICY_MAX_BYTES + 1)),
      );
      expect(big.statusCode).toBe(413);
      expect(big.json().message).toMatch(/Файл больше/);
      const json = await t.app.inject({
        method: 'POST',
        url: url(shop.complexId, 'VISIT'),
        headers: admin,
        payload: { title: 'Правила' },
      });
      expect(json.statusCode).toBe(415);
      const kind = await upload(admin, 'RULES', parts('Правила', TEST_PDF));
      expect(kind.statusCode).toBe(400);
      expect(kind.json().message).toMatch(/VISIT/);
      // Nothing of it was stored.
      const visit = (await list()).policies.find((p) => p.kind === 'VISIT')!;
      expect(visit.current!.version).toBe(1);
      expect(visit.earlier).toEqual([]);
    });

    it('only policies.manage at this venue: other roles, other venues and visitors are refused', async () => {
      const desk = (await staffAt(t.app, shop.complexId, 'FRONT_DESK')).auth;
      const other = await createShop(t.app, { policies: true });
      const otherAdmin = (await staffAt(t.app, other.complexId, 'ADMIN')).auth;
      const visitor = (await signIn(t.app)).auth;
      for (const who of [desk, otherAdmin, visitor]) {
        const read = await t.app.inject({ method: 'GET', url: url(shop.complexId), headers: who });
        expect(read.statusCode).toBe(403);
        const res = await upload(who, 'VISIT', parts('Чужие правила', pdf('x')));
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toMatch(/[А-Яа-я]/);
      }
      const anonymous = await t.app.inject({ method: 'GET', url: url(shop.complexId) });
      expect(anonymous.statusCode).toBe(401);
      expect((await list()).policies.every((p) => p.earlier.length === 0)).toBe(true);
    });

    it("the demo organisation's policies cannot be changed from a demo copy", async () => {
      const [row] = await queryRows(
        t.app.db,
        sql`insert into place_owners (id, name, inn) values (${DEMO_VENUE_OWNER_ID}, 'Демо-организация', '7700000000')
            on conflict (id) do update set name = excluded.name returning id::text`,
        z.object({ id: z.string() }),
      );
      const [venue] = await queryRows(
        t.app.db,
        sql`insert into complexes (owner_id, name, place_name, address, lat, lon, moderation)
            values (${row!.id}, 'Демо-спортобъект', 'Зал', 'Москва', 55.75, 37.61, 'NEW') returning id`,
        z.object({ id: z.number() }),
      );
      const demoAdmin = (await staffAt(t.app, venue!.id, 'ADMIN')).auth;
      const res = await upload(demoAdmin, 'VISIT', parts('Демо', pdf('demo')), venue!.id);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('В демо-режиме правила организации не меняются');
    });
  });
});
