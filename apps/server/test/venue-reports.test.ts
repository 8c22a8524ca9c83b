import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  CheckInsReportSchema,
  OccupancyReportSchema,
  RefundsReportSchema,
  SalesReportSchema,
} from '@sportkarta/contract/api/venue-reports';
import { StaffOrderDetailSchema } from '@sportkarta/contract/api/venue-desk';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './accounts-helpers';
import { testClock } from './clock';
import { eventually, paidOrder, paidShop, payOrder, type Auth } from './payments-helpers';
import { createSection } from './sections-fixtures';
import { ENGINES, engineTitle, type TestApp, useTestApp } from './test-app';
import { freeTicket, staffAt } from './venue-fixtures';
import type { Shop } from './orders-fixtures';

// Issue 25: the venue's reports over real purchases — two paid orders (one of them paid after
// midnight of the venue's day, which is still the day before in UTC), a free ticket, a refund
// on the venue's decision, a check-in at the door — read as JSON, CSV and XLSX; another venue's
// administrator and a front desk are refused; a bad period is a Russian 400.
const WEDNESDAY = '2026-11-25T11:00:00+03:00';
// 00:30 in Moscow on Thursday = 21:30 UTC on Wednesday: the venue's day decides.
const AFTER_MIDNIGHT = '2026-11-26T00:30:00+03:00';
const SATURDAY = new Date('2026-11-28T12:00:00+03:00');
const SOON = new Date('2026-11-25T11:20:00+03:00');

describe.each(ENGINES)('venue reports ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const clock = testClock(WEDNESDAY);
    const app = useTestApp(engine.name, { clock });
    let t: TestApp;
    let shop: Shop;
    let admin: Auth;
    const paid: { orderId: string; totalKopecks: number }[] = [];

    const get = (auth: Auth, path: string) =>
      t.app.inject({
        method: 'GET',
        url: `/v1/mob/staff/complexes/${shop.complexId}/reports/${path}`,
        headers: auth,
      });
    const buy = async (auth: Auth, quantity: number) => {
      const o = await paidOrder(t.app, auth, shop, { startsAt: SATURDAY, quantity });
      await payOrder(t.app, auth, o.orderId);
      await eventually(async () => {
        const res = await get(admin, `sales?from=2026-11-01&to=2026-11-30`);
        if (res.statusCode !== 200) return false;
        const byCard = SalesReportSchema.parse(res.json()).byProvider.find((p) => p.provider);
        return (byCard?.orders ?? 0) > paid.length;
      });
      paid.push(o);
    };

    beforeAll(async () => {
      t = app();
      clock.set(WEDNESDAY);
      shop = await paidShop(t.app, 'YOOKASSA');
      admin = (await staffAt(t.app, shop.complexId, 'ADMIN')).auth;
      const buyer = await signIn(t.app);
      await buy(buyer.auth, 2);
      // A free ticket for a session 20 minutes ahead, let in at the door at 11:00 Moscow.
      const free = await freeTicket(t.app, buyer.auth, shop, SOON);
      const scan = await t.app.inject({
        method: 'POST',
        url: '/v1/mob/staff/check-in',
        headers: admin,
        payload: { qrToken: free.qrToken },
      });
      expect(scan.statusCode, scan.body).toBe(200);
      clock.set(AFTER_MIDNIGHT);
      await buy(buyer.auth, 1);
      // The venue returns the second order's seat.
      const detail = StaffOrderDetailSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/v1/mob/staff/complexes/${shop.complexId}/orders/${paid[1]!.orderId}`,
            headers: admin,
          })
        ).json(),
      );
      const refund = await t.app.inject({
        method: 'POST',
        url: `/v1/mob/staff/complexes/${shop.complexId}/orders/${paid[1]!.orderId}/refund`,
        headers: admin,
        payload: { lineIds: [detail.lines[0]!.id], reason: 'Бассейн закрыт' },
      });
      expect(refund.statusCode, refund.body).toBe(200);
      await eventually(async () => {
        const r = RefundsReportSchema.parse(
          (await get(admin, 'refunds?from=2026-11-26&to=2026-11-26')).json(),
        );
        return r.totals.refunds === 1;
      });
      const s = await createSection(t.app, shop, [{ name: 'Младшая', places: 8 }]);
      for (const status of ['APPROVED', 'APPROVED', 'NEW'] as const) {
        const person = await signIn(t.app);
        await t.app.db.execute(
          sql`insert into section_members (group_id, user_id, status, created_at, decided_at)
              values (${s.groupIds[0]!}, ${person.user.id}, ${status}, ${WEDNESDAY}::timestamptz,
                      ${status === 'NEW' ? null : WEDNESDAY}::timestamptz)`,
        );
      }
    });

    it("sales by the venue's day, by product and by acquirer, in kopecks", async () => {
      const [first, second] = paid as [(typeof paid)[0], (typeof paid)[0]];
      const res = await get(admin, 'sales?from=2026-11-01&to=2026-11-30');
      expect(res.statusCode, res.body).toBe(200);
      const r = SalesReportSchema.parse(res.json());
      expect(r.timeZone).toBe('Europe/Moscow');
      expect(r.byDay).toHaveLength(30);
      expect(r.totals).toMatchObject({
        orders: 3,
        totalKopecks: first.totalKopecks + second.totalKopecks,
      });
      expect(r.totals.subtotalKopecks).toBe(3 * 70000);
      expect(r.totals.subtotalKopecks + r.totals.feeKopecks).toBe(r.totals.totalKopecks);
      const day = (d: string) => r.byDay.find((x) => x.date === d)!;
      // The paid order and the free one on Wednesday; the one after midnight on Thursday.
      expect(day('2026-11-25')).toMatchObject({ orders: 2, totalKopecks: first.totalKopecks });
      expect(day('2026-11-26')).toMatchObject({ orders: 1, totalKopecks: second.totalKopecks });
      expect(day('2026-11-24')).toMatchObject({ orders: 0, totalKopecks: 0 });
      expect(r.byProvider).toEqual([
        { provider: 'YOOKASSA', orders: 2, totalKopecks: first.totalKopecks + second.totalKopecks },
        { provider: null, orders: 1, totalKopecks: 0 },
      ]);
      expect(r.byProduct.reduce((n, p) => n + p.quantity, 0)).toBe(4);
      expect(r.byProduct.every((p) => p.kind === 'RESERVATION')).toBe(true);
      expect(r.byProduct.reduce((n, p) => n + p.amountKopecks, 0)).toBe(3 * 70000);

      const wednesday = SalesReportSchema.parse(
        (await get(admin, 'sales?from=2026-11-25&to=2026-11-25')).json(),
      );
      expect(wednesday.totals.orders).toBe(2);
      expect(wednesday.byDay).toHaveLength(1);
    });

    it('refunds by day and acquirer; check-ins by hour of the venue; occupancy', async () => {
      const refunds = RefundsReportSchema.parse(
        (await get(admin, 'refunds?from=2026-11-20&to=2026-11-30')).json(),
      );
      expect(refunds.totals).toEqual({
        refunds: 1,
        amountKopecks: paid[1]!.totalKopecks,
        pending: 0,
      });
      expect(refunds.byProvider).toEqual([
        { provider: 'YOOKASSA', refunds: 1, amountKopecks: paid[1]!.totalKopecks },
      ]);
      expect(refunds.byDay.find((d) => d.date === '2026-11-26')?.refunds).toBe(1);

      const doors = CheckInsReportSchema.parse(
        (await get(admin, 'check-ins?from=2026-11-25&to=2026-11-26')).json(),
      );
      expect(doors.byHour).toHaveLength(24);
      expect(doors.byHour[11]).toEqual({ hour: 11, checkIns: 1 });
      expect(doors.byHour[8]).toEqual({ hour: 8, checkIns: 0 });
      expect(doors.totals).toEqual({ checkIns: 1, reentries: 0, days: 1 });

      const occ = OccupancyReportSchema.parse(
        (await get(admin, 'occupancy?from=2026-11-25&to=2026-11-28')).json(),
      );
      expect(occ.sessions).toHaveLength(3);
      expect(occ.sessions[0]).toMatchObject({
        date: '2026-11-25',
        time: '11:20',
        sold: 1,
        checkedIn: 1,
      });
      const saturday = occ.sessions.filter((s) => s.date === '2026-11-28');
      expect(saturday.map((s) => s.time)).toEqual(['12:00', '12:00']);
      expect(saturday[0]).toMatchObject({ capacity: 10, sold: 2, checkedIn: 0 });
      expect(occ.groups).toEqual([
        expect.objectContaining({ groupName: 'Младшая', places: 8, accepted: 2, waiting: 1 }),
      ]);
      expect(occ.totals).toMatchObject({ sessions: 3, groups: 1, places: 8, accepted: 2 });
    });

    it('CSV: UTF-8 with BOM, «;», Russian headers, roubles; XLSX readable with a sheet per table', async () => {
      const csv = await get(admin, 'sales.csv?from=2026-11-25&to=2026-11-26');
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.headers['content-disposition']).toBe(
        'attachment; filename="sales-2026-11-25-2026-11-26.csv"',
      );
      const bytes = csv.rawPayload;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.toString('utf8').slice(1).split('\r\n');
      expect(lines[0]).toBe('Продажи;25.11.2026–26.11.2026;Europe/Moscow');
      expect(lines).toContain('Дата;Заказов;Цены, ₽;Сбор, ₽;Оплачено, ₽');
      // Two seats at 700 ₽ and the 1.5 % fee on top.
      expect(paid[0]!.totalKopecks).toBe(142100);
      expect(lines).toContain('25.11.2026;2;1400,00;21,00;1421,00');
      expect(lines).toContain('Бесплатно;1;0,00');

      const xlsx = await get(admin, 'check-ins.xlsx?from=2026-11-25&to=2026-11-25');
      expect(xlsx.statusCode, xlsx.body).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = book.getWorksheet('Проходы по часам')!;
      expect(sheet.getRow(3).values).toEqual([undefined, 'Час', 'Проходов']);
      expect(sheet.getRow(3 + 12).values).toEqual([undefined, '11:00–12:00', 1]);

      const money = await get(admin, 'sales.xlsx?from=2026-11-25&to=2026-11-26');
      const sales = new ExcelJS.Workbook();
      await sales.xlsx.load(money.rawPayload as unknown as ArrayBuffer);
      expect(sales.worksheets.map((w) => w.name)).toEqual([
        'Продажи по дням',
        'Продажи по позициям',
        'Продажи по эквайерам',
      ]);
      expect(sales.getWorksheet('Продажи по дням')!.getRow(4).getCell(3).value).toBe(1400);
    });

    it('only the venue’s administrator: another venue’s admin and a front desk get 403', async () => {
      const other = await paidShop(t.app, 'YOOKASSA');
      const elsewhere = await staffAt(t.app, other.complexId, 'ADMIN');
      const desk = await staffAt(t.app, shop.complexId, 'FRONT_DESK');
      for (const path of ['sales', 'refunds.csv', 'occupancy.xlsx', 'check-ins']) {
        const q = `${path}?from=2026-11-25&to=2026-11-25`;
        expect((await get(elsewhere.auth, q)).statusCode, path).toBe(403);
        expect((await get(desk.auth, q)).statusCode, path).toBe(403);
        expect((await get({}, q)).statusCode, path).toBe(401);
      }
      // Their own venue has none of these sales.
      const own = await t.app.inject({
        method: 'GET',
        url: `/v1/mob/staff/complexes/${other.complexId}/reports/sales?from=2026-11-01&to=2026-11-30`,
        headers: elsewhere.auth,
      });
      expect(SalesReportSchema.parse(own.json()).totals.orders).toBe(0);
    });

    it('a bad period is 400 in Russian, never 500', async () => {
      for (const q of [
        'from=2026-11-26&to=2026-11-25',
        'from=2025-01-01&to=2026-11-25',
        'from=завтра&to=2026-11-25',
        'from=2026-11-25',
        'from=2026-02-30&to=2026-03-01',
      ])
        for (const path of ['sales', 'occupancy.csv']) {
          const res = await get(admin, `${path}?${q}`);
          expect(res.statusCode, `${path}?${q}`).toBe(400);
          expect(res.json().message).toMatch(/[А-ЯЁа-яё]/);
        }
      expect((await get(admin, 'sales?from=2025-11-26&to=2026-11-26')).statusCode).toBe(200);
    });
  });
});
