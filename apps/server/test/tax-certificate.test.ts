import { TaxCertificateSchema, TaxDataSchema } from '@sportkarta/contract/api/tax';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn } from './accounts-helpers';
import { testClock } from './clock';
import { createChild, countRows } from './orders-fixtures';
import { paidShop } from './payments-helpers';
import { buyAndPay, pdfText, putOnSportList } from './tax-helpers';
import { ENGINES, engineTitle, type TestApp, useTestApp } from './test-app';
import { sql } from 'drizzle-orm';

// Issue 12: the certificate «Справка об оплате физкультурно-оздоровительных услуг» — issued once
// per payer, organisation, year and person, only for organisations on Минспорт's list, its PDF
// readable by nobody else.
const NOW = '2026-11-25T11:00:00+03:00';
const SATURDAY = new Date('2026-11-28T10:00:00+03:00');

describe.each(ENGINES)('tax certificate ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const clock = testClock(NOW);
    const app = useTestApp(engine.name, { clock });
    let t: TestApp;
    beforeEach(() => {
      t = app();
    });

    const ask = (auth: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'POST', url: '/service-docs/mob/taxRequest', headers: auth, payload });
    const payer = { fullName: 'Демидова Анна Сергеевна', inn: '770123456789' };

    it('issues the certificate for a child once, with the PDF for its owner only', async () => {
      clock.set(NOW);
      const me = await signIn(t.app);
      const child = await createChild(t.app, me.user.id, '2016-05-01');
      const listed = await paidShop(t.app, 'YOOKASSA');
      await putOnSportList(t.app, listed.ownerId, [2025, 2026]);
      await buyAndPay(t.app, me.auth, listed, { startsAt: SATURDAY, childId: child, quantity: 2 });
      const request = { year: 2026, ownerId: listed.ownerId, childId: child, payer };

      const res = await ask(me.auth, request);
      expect(res.statusCode, res.body).toBe(200);
      const cert = TaxCertificateSchema.parse(res.json());
      expect(cert).toMatchObject({
        year: 2026,
        childId: child,
        amountKopecks: 140_000,
        beneficiaryName: 'Иванова Маша',
        organisationName: 'ГБУ «Тестовый спорт»',
        issuedAt: new Date(NOW).toISOString(),
      });
      expect(cert.number).toBeGreaterThanOrEqual(1001);

      // Asked again (even with another name): the same certificate, nothing changed.
      clock.set('2026-11-26T09:00:00+03:00');
      const again = await ask(me.auth, {
        ...request,
        payer: { fullName: 'Кто-то Другой', inn: '', birthDate: '1990-01-01' },
      });
      expect(TaxCertificateSchema.parse(again.json())).toEqual(cert);
      expect(
        await countRows(
          t.app,
          sql`select count(*)::int as n from tax_certificates where user_id = ${me.user.id}`,
        ),
      ).toBe(1);
      const data = TaxDataSchema.parse(
        (
          await t.app.inject({
            method: 'POST',
            url: '/service-docs/mob/taxRequest/data',
            headers: me.auth,
            payload: { year: 2026 },
          })
        ).json(),
      );
      expect(data.recipients[0]!.organisations[0]!.certificate).toMatchObject({
        id: cert.id,
        number: cert.number,
      });

      const pdf = await t.app.inject({ method: 'GET', url: cert.pdfUrl, headers: me.auth });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(pdf.rawPayload).replace(/\n/g, ' ');
      for (const part of [
        'Справка об оплате физкультурно-оздоровительных услуг',
        `№ ${cert.number} от 25.11.2026`,
        'ГБУ «Тестовый спорт»',
        'ИНН 7701234567, КПП 770101001',
        'Отчётный год: 2026',
        'Налогоплательщик: Демидова Анна Сергеевна',
        'ИНН налогоплательщика: 770123456789',
        'являются одним лицом: нет',
        'Лицо, которому оказаны услуги: Иванова Маша, дата рождения 01.05.2016',
        '1 400 руб. 00 коп.',
        'Руководитель организации',
      ])
        expect(text).toContain(part);

      // Another person: neither the PDF nor my child.
      const other = await signIn(t.app);
      const peek = await t.app.inject({ method: 'GET', url: cert.pdfUrl, headers: other.auth });
      expect(peek.statusCode).toBe(404);
      expect(peek.json().message).toBe('Справка не найдена');
      const theirs = await ask(other.auth, request);
      expect(theirs.statusCode).toBe(400);
      expect(theirs.json().message).toBe('Ребёнок не найден среди ваших детей');
      expect((await t.app.inject({ method: 'GET', url: cert.pdfUrl })).statusCode).toBe(401);
    });

    it('refuses an organisation off the list, a year with nothing paid, and bad input', async () => {
      clock.set(NOW);
      const me = await signIn(t.app);
      const unlisted = await paidShop(t.app, 'SBERBANK');
      await putOnSportList(t.app, unlisted.ownerId, [2024]);
      await buyAndPay(t.app, me.auth, unlisted, { startsAt: SATURDAY });
      const base = { year: 2026, ownerId: unlisted.ownerId, childId: null, payer };

      const off = await ask(me.auth, base);
      expect(off.statusCode).toBe(400);
      expect(off.json().message).toMatch(/нет в перечне Минспорта за 2026 год/);
      const none = await ask(me.auth, { ...base, year: 2024 });
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toMatch(/За 2024 год нет оплаченных услуг/);
      const unknown = await ask(me.auth, {
        ...base,
        ownerId: '00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe('Организация не найдена');

      const bad: [object, RegExp][] = [
        [{ ...base, payer: { fullName: 'Анна', inn: '123' } }, /ИНН физического лица — 12 цифр/],
        [{ ...base, payer: { fullName: 'Анна' } }, /Укажите ИНН или дату рождения/],
        [{ ...base, payer: { fullName: 'Анна', birthDate: '2020-02-30' } }, /Неверный формат даты/],
        [
          { ...base, payer: { fullName: '123', inn: payer.inn } },
          /Укажите фамилию, имя и отчество/,
        ],
        [{ ...base, ownerId: 'owner' }, /Поле «Организация»: Неверный формат/],
        [{ ...base, childId: 'kid' }, /Поле «Для кого»/],
        [{ ...base, year: 2021 }, /Поле «Год»/],
        [{ year: 2026 }, /Поле обязательно|Поле «Организация»/],
      ];
      for (const [payload, message] of bad) {
        const res = await ask(me.auth, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().message).toMatch(message);
      }
      const pdf = await t.app.inject({
        method: 'GET',
        url: '/service-docs/mob/taxRequest/not-an-id/pdf',
        headers: me.auth,
      });
      expect(pdf.statusCode).toBe(400);
      expect(pdf.json().message).toMatch(/Неверный идентификатор справки/);
      expect(
        await countRows(
          t.app,
          sql`select count(*)::int as n from tax_certificates where user_id = ${me.user.id}`,
        ),
      ).toBe(0);
    });
  });
});
