import { sql } from 'drizzle-orm';
import { TaxDataSchema } from '@sportkarta/contract/api/tax';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedPlaces } from '../src/db/seed/seed-places';
import { signIn } from './accounts-helpers';
import { testClock } from './clock';
import { countRows, createChild } from './orders-fixtures';
import { paidShop } from './payments-helpers';
import { buyAndPay, putOnSportList, refundLine } from './tax-helpers';
import { ENGINES, engineTitle, type TestApp, useTestApp } from './test-app';

// Issue 12 (tax certificate): what a year's paid sports services add up to, per payer, per
// child and per organisation, by HTTP on both engines.
const NOW = '2026-11-25T11:00:00+03:00';
// 00:30 on 1 January in Moscow is still 31 December in UTC: the payment belongs to 2026.
const NEW_YEAR_NIGHT = '2026-01-01T00:30:00+03:00';
// A payment of the year before, in the middle of it.
const LAST_SUMMER = '2025-06-10T12:00:00+03:00';

const later = (from: string, days: number) =>
  new Date(new Date(from).getTime() + days * 86_400_000);

describe.each(ENGINES)('tax data ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const clock = testClock(NOW);
    const app = useTestApp(engine.name, { clock });
    let t: TestApp;
    beforeEach(() => {
      t = app();
    });

    const data = (auth: Record<string, string>, year: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/service-docs/mob/taxRequest/data',
        headers: auth,
        payload: { year },
      });

    it('sums per payer and child, less refunds, by the venue-time year, with the list and the limit', async () => {
      clock.set(NOW);
      const me = await signIn(t.app);
      await t.app.db.execute(
        sql`update users set last_name = 'Демидова', first_name = 'Анна', inn = '770123456789'
             where id = ${me.user.id}`,
      );
      const child = await createChild(t.app, me.user.id, '2016-05-01');
      const listed = await paidShop(t.app, 'YOOKASSA');
      await putOnSportList(t.app, listed.ownerId, [2024, 2025, 2026]);
      const unlisted = await paidShop(t.app, 'SBERBANK');

      // Two seats for me, one of them refunded; one seat at the unlisted owner.
      const two = await buyAndPay(t.app, me.auth, listed, {
        startsAt: later(NOW, 3),
        quantity: 2,
      });
      await refundLine(t.app, two, 70000);
      await buyAndPay(t.app, me.auth, unlisted, { startsAt: later(NOW, 3) });
      await buyAndPay(t.app, me.auth, listed, { startsAt: later(NOW, 4), childId: child });
      clock.set(NEW_YEAR_NIGHT);
      await buyAndPay(t.app, me.auth, listed, {
        startsAt: later(NEW_YEAR_NIGHT, 2),
        childId: child,
      });
      clock.set(LAST_SUMMER);
      await buyAndPay(t.app, me.auth, listed, { startsAt: later(LAST_SUMMER, 2) });
      clock.set(NOW);

      const res = await data(me.auth, 2026);
      expect(res.statusCode, res.body).toBe(200);
      const body = TaxDataSchema.parse(res.json());
      expect(body.years).toEqual([2026, 2025]);
      expect(body.limitKopecks).toBe(15_000_000);
      expect(body.payer).toEqual({
        fullName: 'Демидова Анна',
        inn: '770123456789',
        birthDate: null,
        amountKopecks: 280_000,
        eligibleKopecks: 210_000,
      });
      const [self, kid] = body.recipients;
      expect(self).toMatchObject({
        childId: null,
        amountKopecks: 140_000,
        eligibleKopecks: 70_000,
      });
      expect(self!.organisations.map((o) => [o.ownerId, o.onSportList, o.amountKopecks])).toEqual(
        expect.arrayContaining([
          [listed.ownerId, true, 70_000],
          [unlisted.ownerId, false, 70_000],
        ]),
      );
      expect(kid).toMatchObject({
        childId: child,
        name: 'Иванова Маша',
        birthDate: '2016-05-01',
        amountKopecks: 140_000,
        eligibleKopecks: 140_000,
      });
      expect(kid!.organisations[0]).toMatchObject({ kpp: '770101001', certificate: null });

      const before = TaxDataSchema.parse((await data(me.auth, 2025)).json());
      expect(before.payer.amountKopecks).toBe(70_000);
      const old = TaxDataSchema.parse((await data(me.auth, 2023)).json());
      expect(old).toMatchObject({ limitKopecks: 12_000_000, recipients: [] });

      // Somebody else sees nothing of mine.
      const other = await signIn(t.app);
      const theirs = TaxDataSchema.parse((await data(other.auth, 2026)).json());
      expect(theirs).toMatchObject({ years: [], recipients: [], payer: { amountKopecks: 0 } });
    });

    it('the demo owners carry a КПП; most are on the list for 2024–2026, two are not', async () => {
      const count = (where: ReturnType<typeof sql>) =>
        countRows(
          t.app,
          sql`select count(*)::int as n from place_owners where kpp is not null and name not like '%Тестовый%' and ${where}`,
        );
      expect(await count(sql`sport_list_years = '{2024,2025,2026}'`)).toBe(27);
      expect(await count(sql`sport_list_years = '{2025,2026}'`)).toBe(1);
      expect(await count(sql`sport_list_years = '{}'`)).toBe(2);
      // A database seeded before issue 12 gets them at the next start.
      await t.app.db.execute(
        sql`update place_owners set kpp = null, sport_list_years = '{}' where name like 'ГБОУ%'`,
      );
      await seedPlaces(t.app.db);
      expect(await count(sql`sport_list_years = '{2024,2025,2026}'`)).toBe(27);
    });

    it('refuses a bad year in Russian and a visitor with 401', async () => {
      clock.set(NOW);
      const me = await signIn(t.app);
      for (const year of [2021, '2026', 2026.5, null]) {
        const res = await data(me.auth, year);
        expect(res.statusCode, String(year)).toBe(400);
        expect(res.json().message).toMatch(/Поле «Год»: Укажите год не раньше 2022/);
      }
      const future = await data(me.auth, 2027);
      expect(future.statusCode).toBe(400);
      expect(future.json().message).toMatch(/ещё не наступил/);
      expect((await data({}, 2026)).statusCode).toBe(401);
    });
  });
});
