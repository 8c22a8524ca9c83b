import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CheckInResponseSchema } from '@sportkarta/contract/api/check-in';
import { OrderSchema, ReservationSchema } from '@sportkarta/contract/api/orders';
import { SoldOrderSchema } from '@sportkarta/contract/api/refunds';
import {
  CatalogueEventSchema,
  CataloguePackageSchema,
  CatalogueRateSchema,
  CatalogueServiceSchema,
  CreateEventResultSchema,
  CreatePackageResultSchema,
  CreateServiceResultSchema,
  RATE_IN_USE,
  VenueCatalogueSchema,
} from '@sportkarta/contract/api/venue-catalogue';
import { AuditPageSchema, StaffOrderDetailSchema } from '@sportkarta/contract/api/venue-desk';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from './accounts-helpers';
import { countRows, createShop, type Shop } from './orders-fixtures';
import { eventually, paidShop, payOrder, type Auth } from './payments-helpers';
import { ENGINES, engineTitle, useClockedApp } from './test-app';
import { staffAt } from './venue-fixtures';

// Issue 25: the venue's administrator runs its own catalogue — events, services, packages and
// rates made (once per idempotency key), changed and withdrawn through the staff API; every
// write audited and refused to other roles and other venues; a withdrawn rate or an archived
// event is neither offered nor sold (409 at the checkout) while what was sold stays valid; a
// rate some order names is never deleted; and a new price never reaches an order already made.
// A Wednesday late morning in Moscow: the sessions below start the same evening.
const WEDNESDAY = '2026-11-25T11:00:00+03:00';
const EVENING = new Date('2026-11-25T18:00:00+03:00');
const TOMORROW = '2026-11-26';
const CYRILLIC = /[А-ЯЁа-яё]/;

describe.each(ENGINES)('venue catalogue ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const { clock, t } = useClockedApp(engine.name, WEDNESDAY);
    const base = (complexId: number) => `/v1/mob/staff/complexes/${complexId}/catalogue`;
    const send = (
      auth: Auth,
      method: 'POST' | 'PATCH' | 'DELETE' | 'GET',
      url: string,
      payload?: object,
    ) => t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
    const catalogue = async (auth: Auth, complexId: number) => {
      const res = await send(auth, 'GET', base(complexId));
      expect(res.statusCode, res.body).toBe(200);
      return VenueCatalogueSchema.parse(res.json());
    };
    const audit = async (auth: Auth, complexId: number, kind: string) =>
      AuditPageSchema.parse(
        (await send(auth, 'GET', `/v1/mob/staff/complexes/${complexId}/audit?kind=${kind}`)).json(),
      ).items;
    const eventBody = (shop: Shop, o: object = {}) => ({
      idempotencyKey: randomUUID(),
      placeId: shop.placeId,
      name: 'Аквааэробика',
      serviceType: 'GROUP',
      priceKopecks: 70000,
      durationMinutes: 60,
      ...o,
    });
    const newEvent = async (auth: Auth, shop: Shop, o: object = {}) => {
      const res = await send(auth, 'POST', `${base(shop.complexId)}/events`, eventBody(shop, o));
      expect(res.statusCode, res.body).toBe(200);
      return CreateEventResultSchema.parse(res.json()).event;
    };
    const rate = (o: object = {}) => ({
      category: 'Месяц',
      costKopecks: 400000,
      term: 'MONTH',
      visits: 8,
      ...o,
    });
    const newPackage = async (auth: Auth, shop: Shop, rates: object[] = [rate()]) => {
      const res = await send(auth, 'POST', `${base(shop.complexId)}/packages`, {
        idempotencyKey: randomUUID(),
        name: 'Абонемент в бассейн',
        rates,
      });
      expect(res.statusCode, res.body).toBe(200);
      return CreatePackageResultSchema.parse(res.json()).package;
    };
    /** A session of the event this evening (the timetable has its own API; a row will do). */
    const sessionOf = async (eventId: number, capacity = 10) => {
      const ends = new Date(EVENING.getTime() + 3_600_000);
      return countRows(
        t.app,
        sql`insert into event_sessions (event_id, starts_at, ends_at, capacity)
            values (${eventId}, ${EVENING.toISOString()}, ${ends.toISOString()}, ${capacity})
            returning id::int as n`,
      );
    };
    const hold = (auth: Auth, sessionId: number) =>
      send(auth, 'POST', '/v2/mob/scheduled-events/reservations', { sessionId, quantity: 1 });
    const order = (auth: Auth, complexId: number, lines: object[], free = false) =>
      send(auth, 'POST', free ? '/v2/mob/order-free-sales' : '/v2/mob/preorder', {
        idempotencyKey: randomUUID(),
        agreementsAccepted: true,
        complexId,
        lines,
      });
    const packagesOffered = async (complexId: number) =>
      (
        (
          await t.app.inject({
            method: 'POST',
            url: `/v1/mob/public/placeServicePackages/${complexId}`,
            payload: {},
          })
        ).json() as { packages: { id: number; rates: { id: number; cost: number }[] }[] }
      ).packages;

    it('makes events, services and packages once per key, validates in Russian, lists and audits', async () => {
      const shop = await createShop(t.app, { provider: null });
      const admin = await staffAt(t.app, shop.complexId, 'ADMIN');
      const url = base(shop.complexId);

      const body = eventBody(shop, {
        description: 'Занятие в малом бассейне',
        targetGroup: 'SPECIFIC',
        ageFrom: 16,
        ageTo: 60,
        salesOpenAt: '2026-11-25T12:00:00+03:00',
      });
      const first = await send(admin.auth, 'POST', `${url}/events`, body);
      expect(first.statusCode, first.body).toBe(200);
      const made = CreateEventResultSchema.parse(first.json());
      expect(made).toMatchObject({
        fresh: true,
        event: {
          name: 'Аквааэробика',
          priceKopecks: 70000,
          durationMinutes: 60,
          audience: 'USER_AND_CHILDREN',
          targetGroup: 'SPECIFIC',
          ageFrom: 16,
          ageTo: 60,
          salesOpenAt: '2026-11-25T09:00:00.000Z',
          status: 'ACTIVE',
          upcomingSessions: 0,
        },
      });
      // The same key again: the same event, nothing new; the key for another body: 409.
      const again = CreateEventResultSchema.parse(
        (await send(admin.auth, 'POST', `${url}/events`, body)).json(),
      );
      expect(again).toEqual({ ...made, fresh: false });
      const other = await send(admin.auth, 'POST', `${url}/events`, { ...body, name: 'Другое' });
      expect(other.statusCode).toBe(409);
      expect(other.json().message).toMatch(CYRILLIC);

      const service = await send(admin.auth, 'POST', `${url}/services`, {
        idempotencyKey: randomUUID(),
        placeId: shop.placeId,
        name: 'Тренажёрный зал',
        serviceType: 'COMMERCIAL',
        priceKopecks: 35000,
        dayRule: 'ON_WEEKDAYS',
        visitQuota: 2,
        dailyCapacity: 50,
        perPersonDailyLimit: 2,
      });
      expect(service.statusCode, service.body).toBe(200);
      expect(CreateServiceResultSchema.parse(service.json()).service).toMatchObject({
        dayRule: 'ON_WEEKDAYS',
        visitQuota: 2,
        dailyCapacity: 50,
        perPersonDailyLimit: 2,
        targetGroup: 'ALL',
        ageFrom: null,
        status: 'ACTIVE',
      });
      const pkg = await newPackage(admin.auth, shop, [
        rate(),
        rate({
          category: '10 дней',
          term: 'MANUAL_DAYS',
          manualTermDays: 10,
          freezeDays: 5,
          freezeTimes: 1,
        }),
      ]);
      expect(pkg.kind).toBe('SERVICE_PACKAGE');
      expect(pkg.rates.map((r) => [r.category, r.term, r.manualTermDays, r.freezeDays])).toEqual([
        ['Месяц', 'MONTH', null, 0],
        ['10 дней', 'MANUAL_DAYS', 10, 5],
      ]);
      expect(pkg.rates.every((r) => !r.withdrawn && !r.inUse)).toBe(true);

      const listed = await catalogue(admin.auth, shop.complexId);
      expect(listed.places).toEqual([{ id: shop.placeId, name: expect.any(String) }]);
      expect(listed.events.map((e) => e.id)).toEqual([made.event.id]);
      expect(listed.services).toHaveLength(1);
      expect(listed.packages.map((p) => p.rates.length)).toEqual([2]);
      expect(listed.timeZone).toBe('Europe/Moscow');

      // Every creation is one entry of the log, by its author.
      for (const kind of ['EVENT_CREATE', 'SERVICE_CREATE', 'PACKAGE_CREATE']) {
        const entries = await audit(admin.auth, shop.complexId, kind);
        expect(entries, kind).toHaveLength(1);
        expect(entries[0]!.actor.userId).toBe(admin.user.id);
      }
      expect((await audit(admin.auth, shop.complexId, 'EVENT_CREATE'))[0]!.after).toMatchObject({
        name: 'Аквааэробика',
        priceKopecks: 70000,
      });

      // Bad input: 400 with a Russian message, nothing written.
      const bad: [string, object][] = [
        [`${url}/events`, eventBody(shop, { priceKopecks: -1 })],
        [`${url}/events`, eventBody(shop, { priceKopecks: 10.5 })],
        [`${url}/events`, eventBody(shop, { serviceType: 'YOGA' })],
        [`${url}/events`, eventBody(shop, { targetGroup: 'SPECIFIC' })],
        [`${url}/events`, eventBody(shop, { ageFrom: 10 })],
        [`${url}/events`, eventBody(shop, { targetGroup: 'SPECIFIC', ageFrom: 30, ageTo: 20 })],
        [`${url}/events`, eventBody(shop, { name: '  ' })],
        [`${url}/events`, eventBody(shop, { durationMinutes: 0 })],
        [`${url}/events`, eventBody(shop, { salesOpenAt: 'завтра' })],
        [`${url}/events`, eventBody(shop, { idempotencyKey: 'нет' })],
        [`${url}/events`, eventBody(shop, { audience: 'EVERYONE' })],
        [`${url}/events`, eventBody(shop, { placeId: 999_999 })],
        [`${url}/services`, { ...eventBody(shop), dayRule: 'SUNDAYS' }],
        [`${url}/services`, { ...eventBody(shop), visitQuota: 0 }],
        [`${url}/packages`, { idempotencyKey: randomUUID(), name: 'Без тарифов', rates: [] }],
        [
          `${url}/packages`,
          { idempotencyKey: randomUUID(), name: 'А', rates: [rate({ term: 'MANUAL_DAYS' })] },
        ],
        [
          `${url}/packages`,
          { idempotencyKey: randomUUID(), name: 'А', rates: [rate({ manualTermDays: 5 })] },
        ],
        [
          `${url}/packages`,
          { idempotencyKey: randomUUID(), name: 'А', rates: [rate({ term: 'DECADE' })] },
        ],
        [
          `${url}/packages`,
          { idempotencyKey: randomUUID(), name: 'А', rates: [rate({ freezeDays: -1 })] },
        ],
        [`${url}/packages/${pkg.id}/rates`, rate({ costKopecks: 'много' })],
      ];
      const named = await send(
        admin.auth,
        'POST',
        `${url}/events`,
        eventBody(shop, { priceKopecks: -1 }),
      );
      expect(named.json().message).toBe(
        'Проверьте правильность заполнения полей. Поле «Цена»: Не меньше 0',
      );
      for (const [where, payload] of bad) {
        const res = await send(admin.auth, 'POST', where, payload);
        expect(res.statusCode, `${where} ${JSON.stringify(payload)}`).toBe(400);
        expect(res.json().message, res.body).toMatch(CYRILLIC);
      }
      for (const [where, payload] of [
        [`${url}/events/${made.event.id}`, {}],
        [`${url}/events/${made.event.id}`, { status: 'DELETED' }],
        [`${url}/events/${made.event.id}`, { targetGroup: 'SPECIFIC', ageFrom: null, ageTo: null }],
        [`${url}/events/abc`, { name: 'X' }],
        [`${url}/rates/${pkg.rates[0]!.id}`, { term: 'MANUAL_DAYS' }],
        [`${url}/rates/${pkg.rates[0]!.id}`, { withdrawn: 'да' }],
        [`${url}/services/0`, { name: 'X' }],
      ] as [string, object][]) {
        const res = await send(admin.auth, 'PATCH', where, payload);
        expect(res.statusCode, `${where} ${JSON.stringify(payload)}`).toBe(400);
        expect(res.json().message, res.body).toMatch(CYRILLIC);
      }
      const after = await catalogue(admin.auth, shop.complexId);
      expect([after.events.length, after.services.length, after.packages.length]).toEqual([
        1, 1, 1,
      ]);
      expect(after.events[0]).toEqual(made.event);
    });

    it('changes any field and the status; each change is one audit entry with before and after', async () => {
      const shop = await createShop(t.app, { provider: null });
      const admin = await staffAt(t.app, shop.complexId, 'ADMIN');
      const url = base(shop.complexId);
      const event = await newEvent(admin.auth, shop);
      const res = await send(admin.auth, 'PATCH', `${url}/events/${event.id}`, {
        name: 'Аквааэробика для взрослых',
        priceKopecks: 80000,
        targetGroup: 'ADULTS',
        status: 'ARCHIVED',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(CatalogueEventSchema.parse(res.json())).toMatchObject({
        name: 'Аквааэробика для взрослых',
        priceKopecks: 80000,
        targetGroup: 'ADULTS',
        status: 'ARCHIVED',
        durationMinutes: 60,
      });
      const [entry] = await audit(admin.auth, shop.complexId, 'EVENT_UPDATE');
      expect(entry).toMatchObject({
        objectType: 'scheduled_event',
        objectId: String(event.id),
        before: { name: 'Аквааэробика', priceKopecks: 70000, targetGroup: 'ALL', status: 'ACTIVE' },
        after: {
          name: 'Аквааэробика для взрослых',
          priceKopecks: 80000,
          targetGroup: 'ADULTS',
          status: 'ARCHIVED',
        },
      });
      // The same values again change nothing and write no entry.
      await send(admin.auth, 'PATCH', `${url}/events/${event.id}`, { priceKopecks: 80000 });
      expect(await audit(admin.auth, shop.complexId, 'EVENT_UPDATE')).toHaveLength(1);
      // Back on sale.
      const back = await send(admin.auth, 'PATCH', `${url}/events/${event.id}`, {
        status: 'ACTIVE',
      });
      expect(CatalogueEventSchema.parse(back.json()).status).toBe('ACTIVE');

      const created = await send(admin.auth, 'POST', `${url}/services`, {
        idempotencyKey: randomUUID(),
        placeId: shop.placeId,
        name: 'Сауна',
        serviceType: 'COMMERCIAL',
        priceKopecks: 50000,
        targetGroup: 'SPECIFIC',
        ageFrom: 18,
      });
      const service = CreateServiceResultSchema.parse(created.json()).service;
      const changed = await send(admin.auth, 'PATCH', `${url}/services/${service.id}`, {
        dayRule: 'ON_WEEKENDS',
        visitQuota: null,
        dailyCapacity: 20,
        perPersonDailyLimit: 1,
        // Another group than SPECIFIC clears the ages.
        targetGroup: 'ALL',
        salesOpenAt: '2026-12-01T10:00:00+03:00',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(CatalogueServiceSchema.parse(changed.json())).toMatchObject({
        dayRule: 'ON_WEEKENDS',
        visitQuota: null,
        dailyCapacity: 20,
        perPersonDailyLimit: 1,
        targetGroup: 'ALL',
        ageFrom: null,
        salesOpenAt: '2026-12-01T07:00:00.000Z',
      });
      expect(await audit(admin.auth, shop.complexId, 'SERVICE_UPDATE')).toHaveLength(1);

      const pkg = await newPackage(admin.auth, shop);
      const renamed = await send(admin.auth, 'PATCH', `${url}/packages/${pkg.id}`, {
        name: 'Бассейн без ограничений',
        dayRule: 'ON_WEEKDAYS',
        placeId: shop.placeId,
      });
      expect(CataloguePackageSchema.parse(renamed.json())).toMatchObject({
        name: 'Бассейн без ограничений',
        dayRule: 'ON_WEEKDAYS',
        placeId: shop.placeId,
      });
      const added = await send(
        admin.auth,
        'POST',
        `${url}/packages/${pkg.id}/rates`,
        rate({
          category: 'Год',
          costKopecks: 3_000_000,
          term: 'YEAR',
          visits: null,
          freezeDays: 30,
          freezeTimes: 2,
        }),
      );
      expect(added.statusCode, added.body).toBe(200);
      const year = CatalogueRateSchema.parse(added.json());
      const edited = await send(admin.auth, 'PATCH', `${url}/rates/${year.id}`, {
        costKopecks: 2_800_000,
        term: 'MANUAL_DAYS',
        manualTermDays: 365,
      });
      expect(CatalogueRateSchema.parse(edited.json())).toMatchObject({
        costKopecks: 2_800_000,
        term: 'MANUAL_DAYS',
        manualTermDays: 365,
        withdrawn: false,
      });
      // Another term than MANUAL_DAYS clears the days.
      const monthly = await send(admin.auth, 'PATCH', `${url}/rates/${year.id}`, { term: 'YEAR' });
      expect(CatalogueRateSchema.parse(monthly.json())).toMatchObject({
        term: 'YEAR',
        manualTermDays: null,
      });
      for (const kind of ['PACKAGE_UPDATE', 'RATE_CREATE'])
        expect(await audit(admin.auth, shop.complexId, kind), kind).toHaveLength(1);
      expect(await audit(admin.auth, shop.complexId, 'RATE_UPDATE')).toHaveLength(2);
      const listed = await catalogue(admin.auth, shop.complexId);
      expect(listed.packages[0]!.rates.map((r) => r.category)).toEqual(['Месяц', 'Год']);
    });

    it('refuses another role, another venue’s administrator and a visitor; another venue’s items are 404', async () => {
      const shop = await createShop(t.app, { provider: null });
      const other = await createShop(t.app, { provider: null });
      const admin = await staffAt(t.app, shop.complexId, 'ADMIN');
      const otherAdmin = await staffAt(t.app, other.complexId, 'ADMIN');
      const desk = await staffAt(t.app, shop.complexId, 'FRONT_DESK');
      const visitor = await signIn(t.app);
      const url = base(shop.complexId);
      const event = await newEvent(admin.auth, shop);
      const pkg = await newPackage(admin.auth, shop, [
        rate(),
        rate({ category: 'Неделя', term: 'WEEK' }),
      ]);
      const rateId = pkg.rates[1]!.id;
      const writes: ['POST' | 'PATCH' | 'DELETE' | 'GET', string, object?][] = [
        ['GET', url],
        ['POST', `${url}/events`, eventBody(shop)],
        ['PATCH', `${url}/events/${event.id}`, { priceKopecks: 1 }],
        ['POST', `${url}/services`, { ...eventBody(shop), name: 'Сауна' }],
        ['POST', `${url}/packages`, { idempotencyKey: randomUUID(), name: 'А', rates: [rate()] }],
        ['PATCH', `${url}/packages/${pkg.id}`, { name: 'Б' }],
        ['POST', `${url}/packages/${pkg.id}/rates`, rate()],
        ['PATCH', `${url}/rates/${rateId}`, { withdrawn: true }],
        ['DELETE', `${url}/rates/${rateId}`],
      ];
      for (const [method, where, payload] of writes) {
        const denied = await send(desk.auth, method, where, payload);
        expect(denied.statusCode, `${method} ${where}`).toBe(403);
        expect(denied.json().message).toMatch(/^Ваша роль этого не позволяет/);
        const elsewhere = await send(otherAdmin.auth, method, where, payload);
        expect(elsewhere.statusCode, `${method} ${where}`).toBe(403);
        expect(elsewhere.json().message).toBe('Нет доступа к этому спортобъекту');
        expect((await send(visitor.auth, method, where, payload)).statusCode).toBe(403);
        expect((await send({}, method, where, payload)).statusCode).toBe(401);
      }
      // Nothing changed.
      const listed = await catalogue(admin.auth, shop.complexId);
      expect(listed.events).toEqual([event]);
      expect(listed.packages[0]!.rates).toHaveLength(2);

      // The other venue's administrator, at their own venue, naming this venue's items: 404.
      const theirs = base(other.complexId);
      for (const [method, where, payload] of [
        ['PATCH', `${theirs}/events/${event.id}`, { priceKopecks: 1 }],
        ['PATCH', `${theirs}/services/999999`, { priceKopecks: 1 }],
        ['PATCH', `${theirs}/packages/${pkg.id}`, { name: 'Б' }],
        ['POST', `${theirs}/packages/${pkg.id}/rates`, rate()],
        ['PATCH', `${theirs}/rates/${rateId}`, { withdrawn: true }],
        ['DELETE', `${theirs}/rates/${rateId}`],
      ] as ['PATCH' | 'POST' | 'DELETE', string, object?][]) {
        const res = await send(otherAdmin.auth, method, where, payload);
        expect(res.statusCode, `${method} ${where}`).toBe(404);
        expect(res.json().message).toMatch(CYRILLIC);
      }
      // …and their own event on this venue's place: 400.
      const foreignPlace = await send(otherAdmin.auth, 'POST', `${theirs}/events`, eventBody(shop));
      expect(foreignPlace.statusCode).toBe(400);
      expect(foreignPlace.json().message).toMatch(/Площадка/);
      expect(
        await countRows(
          t.app,
          sql`select count(*)::int as n from staff_audit where complex_id = ${other.complexId}`,
        ),
      ).toBe(0);
    });

    it('keeps the venue’s “has services” mark true to its catalogue, and the venue index re-reads it at once', async () => {
      const shop = await createShop(t.app, { provider: null });
      const admin = await staffAt(t.app, shop.complexId, 'ADMIN');
      const url = base(shop.complexId);
      await t.app.db.execute(
        sql`update complexes set has_services = false where id = ${shop.complexId}`,
      );
      const mark = async () =>
        (await countRows(
          t.app,
          sql`select has_services::int as n from complexes where id = ${shop.complexId}`,
        )) === 1;
      const version = () =>
        countRows(t.app, sql`select version::int as n from venue_index_version where id = 1`);
      const check = vi.spyOn(t.app.venueIndex, 'check');
      try {
        const first = await newEvent(admin.auth, shop);
        expect(await mark()).toBe(true);
        expect(check).toHaveBeenCalledTimes(1);
        // More items change nothing of the venue: no write to it, no rebuild of the index.
        const before = await version();
        const second = await newEvent(admin.auth, shop, { name: 'Плавание' });
        await send(admin.auth, 'PATCH', `${url}/events/${first.id}`, { status: 'ARCHIVED' });
        expect(await version()).toBe(before);
        expect(check).toHaveBeenCalledTimes(1);
        // Nothing on sale any more: the mark goes, and the index is told.
        await send(admin.auth, 'PATCH', `${url}/events/${second.id}`, { status: 'ARCHIVED' });
        expect(await mark()).toBe(false);
        expect(check).toHaveBeenCalledTimes(2);
      } finally {
        check.mockRestore();
      }
    });

    it('an archived event is not offered or sold (409), its tickets sold stay valid', async () => {
      const shop = await createShop(t.app, { provider: null });
      const admin = await staffAt(t.app, shop.complexId, 'ADMIN');
      const controller = await staffAt(t.app, shop.complexId, 'CONTROLLER');
      const event = await newEvent(admin.auth, shop, { priceKopecks: 0 });
      const sessionId = await sessionOf(event.id);
      const early = await signIn(t.app);
      const late = await signIn(t.app);
      const free = async (auth: Auth) => {
        const held = await hold(auth, sessionId);
        expect(held.statusCode, held.body).toBe(200);
        return ReservationSchema.parse(held.json()).id;
      };
      // One visitor has a ticket already; another holds a seat, not yet ordered.
      const bought = await order(
        early.auth,
        shop.complexId,
        [{ kind: 'RESERVATION', reservationId: await free(early.auth) }],
        true,
      );
      expect(bought.statusCode, bought.body).toBe(200);
      const pending = await free(late.auth);
      const offered = async () =>
        (
          (
            await t.app.inject({
              method: 'GET',
              url: `/v1/mob/public/scheduled-events?placeId=${shop.placeId}&date=2026-11-25`,
            })
          ).json() as { events: { id: number }[] }
        ).events.map((e) => e.id);
      expect(await offered()).toEqual([event.id]);

      await send(admin.auth, 'PATCH', `${base(shop.complexId)}/events/${event.id}`, {
        status: 'ARCHIVED',
      });
      expect(await offered()).toEqual([]);
      const refused = await order(
        late.auth,
        shop.complexId,
        [{ kind: 'RESERVATION', reservationId: pending }],
        true,
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('Спортобъект снял это с продажи');
      const third = await signIn(t.app);
      const noHold = await hold(third.auth, sessionId);
      expect(noHold.statusCode).toBe(409);
      expect(noHold.json().message).toBe('Спортобъект снял это с продажи');

      // The ticket sold before still admits at the door.
      const list = await send(early.auth, 'GET', '/v1/mob/user/purchases-services-with-date');
      const ticket = (list.json() as { items: { qrToken: string }[] }).items[0]!;
      clock.set('2026-11-25T17:45:00+03:00');
      const scan = await send(controller.auth, 'POST', '/v1/mob/staff/check-in', {
        qrToken: ticket.qrToken,
      });
      expect(scan.statusCode, scan.body).toBe(200);
      expect(CheckInResponseSchema.parse(scan.json()).admitted).toBe(true);
    });

    it('an archived service and a withdrawn rate are neither offered nor sold (409)', async () => {
      const shop = await createShop(t.app, { provider: null });
      const admin = await staffAt(t.app, shop.complexId, 'ADMIN');
      const buyer = await signIn(t.app);
      const url = base(shop.complexId);
      const created = await send(admin.auth, 'POST', `${url}/services`, {
        idempotencyKey: randomUUID(),
        placeId: shop.placeId,
        name: 'Каток',
        serviceType: 'COMMERCIAL',
        priceKopecks: 0,
      });
      const service = CreateServiceResultSchema.parse(created.json()).service;
      const serviceLine = {
        kind: 'SERVICE',
        serviceId: service.id,
        visitDate: TOMORROW,
        quantity: 1,
      };
      expect((await order(buyer.auth, shop.complexId, [serviceLine], true)).statusCode).toBe(200);
      await send(admin.auth, 'PATCH', `${url}/services/${service.id}`, { status: 'ARCHIVED' });
      const noService = await order(buyer.auth, shop.complexId, [serviceLine], true);
      expect(noService.statusCode).toBe(409);
      expect(noService.json().message).toBe('Спортобъект снял это с продажи');

      const pkg = await newPackage(admin.auth, shop, [
        rate({ costKopecks: 0 }),
        rate({ category: 'Неделя', term: 'WEEK', costKopecks: 0 }),
      ]);
      const [month, week] = pkg.rates;
      expect((await packagesOffered(shop.complexId))[0]!.rates.map((r) => r.id)).toEqual([
        month!.id,
        week!.id,
      ]);
      const withdrawn = await send(admin.auth, 'PATCH', `${url}/rates/${week!.id}`, {
        withdrawn: true,
      });
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect(CatalogueRateSchema.parse(withdrawn.json())).toMatchObject({
        withdrawn: true,
        withdrawnAt: new Date(WEDNESDAY).toISOString(),
      });
      expect((await packagesOffered(shop.complexId))[0]!.rates.map((r) => r.id)).toEqual([
        month!.id,
      ]);
      const weekLine = { kind: 'SERVICE_PACKAGE', rateId: week!.id, quantity: 1 };
      const refused = await order(buyer.auth, shop.complexId, [weekLine], true);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('Этот тариф снят с продажи — выберите другой');
      const quote = await t.app.inject({
        method: 'POST',
        url: '/v1/mob/public/calculateCommissionMobileSales',
        payload: { complexId: shop.complexId, lines: [weekLine] },
      });
      expect(quote.statusCode).toBe(409);
      // Every rate withdrawn: the package is not offered at all.
      await send(admin.auth, 'PATCH', `${url}/rates/${month!.id}`, { withdrawn: true });
      expect(await packagesOffered(shop.complexId)).toEqual([]);
      // Back on sale: offered and sold again.
      await send(admin.auth, 'PATCH', `${url}/rates/${week!.id}`, { withdrawn: false });
      expect((await packagesOffered(shop.complexId))[0]!.rates.map((r) => r.id)).toEqual([
        week!.id,
      ]);
      expect((await order(buyer.auth, shop.complexId, [weekLine], true)).statusCode).toBe(200);
      const entries = await audit(admin.auth, shop.complexId, 'RATE_UPDATE');
      expect(entries.map((e) => e.after)).toEqual([
        { withdrawnAt: null },
        { withdrawnAt: new Date(WEDNESDAY).toISOString() },
        { withdrawnAt: new Date(WEDNESDAY).toISOString() },
      ]);
    });

    it('a rate once bought is never deleted (409), only withdrawn; an unused one is', async () => {
      const shop = await createShop(t.app, { provider: null });
      const admin = await staffAt(t.app, shop.complexId, 'ADMIN');
      const buyer = await signIn(t.app);
      const url = base(shop.complexId);
      const pkg = await newPackage(admin.auth, shop, [
        rate({ costKopecks: 0 }),
        rate({ category: 'Неделя', term: 'WEEK' }),
        rate({ category: 'Год', term: 'YEAR' }),
      ]);
      const [month, week, year] = pkg.rates;
      const bought = await order(
        buyer.auth,
        shop.complexId,
        [{ kind: 'SERVICE_PACKAGE', rateId: month!.id, quantity: 1 }],
        true,
      );
      expect(bought.statusCode, bought.body).toBe(200);
      const listed = await catalogue(admin.auth, shop.complexId);
      expect(listed.packages[0]!.rates.map((r) => [r.id, r.inUse])).toEqual([
        [month!.id, true],
        [week!.id, false],
        [year!.id, false],
      ]);
      const refused = await send(admin.auth, 'DELETE', `${url}/rates/${month!.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(RATE_IN_USE);
      expect(refused.json().message).toBe('Тариф уже покупали — его можно только снять с продажи');

      const deleted = await send(admin.auth, 'DELETE', `${url}/rates/${week!.id}`);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toEqual({ rateId: week!.id, deleted: true });
      expect((await send(admin.auth, 'DELETE', `${url}/rates/${week!.id}`)).statusCode).toBe(404);
      const [entry] = await audit(admin.auth, shop.complexId, 'RATE_DELETE');
      expect(entry).toMatchObject({
        objectType: 'package_rate',
        objectId: String(week!.id),
        before: { category: 'Неделя', costKopecks: 400000, term: 'WEEK', packageId: pkg.id },
      });
      // The bought one is withdrawn instead; the package keeps at least one rate.
      const withdrawn = await send(admin.auth, 'PATCH', `${url}/rates/${month!.id}`, {
        withdrawn: true,
      });
      expect(CatalogueRateSchema.parse(withdrawn.json())).toMatchObject({
        withdrawn: true,
        inUse: true,
      });
      await send(admin.auth, 'DELETE', `${url}/rates/${year!.id}`);
      const last = await catalogue(admin.auth, shop.complexId);
      expect(last.packages[0]!.rates.map((r) => r.id)).toEqual([month!.id]);
      // The package bought with the withdrawn rate is still the buyer's.
      expect(
        await countRows(
          t.app,
          sql`select count(*)::int as n from sold_packages where rate_id = ${month!.id} and user_id = ${buyer.user.id}`,
        ),
      ).toBe(1);
    });

    it('a price change never changes an order already made: its total and its refund stay; new buys pay the new price', async () => {
      const shop = await paidShop(t.app, 'YOOKASSA');
      const admin = await staffAt(t.app, shop.complexId, 'ADMIN');
      const desk = await staffAt(t.app, shop.complexId, 'FRONT_DESK');
      const buyer = await signIn(t.app);
      const event = await newEvent(admin.auth, shop, { priceKopecks: 70000 });
      const sessionId = await sessionOf(event.id);
      const held = ReservationSchema.parse((await hold(buyer.auth, sessionId)).json());
      const made = await order(buyer.auth, shop.complexId, [
        { kind: 'RESERVATION', reservationId: held.id },
      ]);
      expect(made.statusCode, made.body).toBe(200);
      const first = OrderSchema.parse(made.json());
      // 700 ₽ and the owner's 1.5 %.
      expect(first.totalKopecks).toBe(70000 + 1050);
      await payOrder(t.app, buyer.auth, first.id);
      const sold = async () =>
        SoldOrderSchema.parse(
          (
            await send(buyer.auth, 'GET', `/v1/mob/user/sold-order-details?orderId=${first.id}`)
          ).json(),
        );
      await eventually(async () => (await sold()).status === 'payed');

      const raised = await send(admin.auth, 'PATCH', `${base(shop.complexId)}/events/${event.id}`, {
        priceKopecks: 90000,
      });
      expect(raised.statusCode, raised.body).toBe(200);

      // The order made before is what it was…
      const seen = await sold();
      expect(seen).toMatchObject({ subtotalKopecks: 70000, feeKopecks: 1050, totalKopecks: 71050 });
      expect(seen.lines.map((l) => l.amountKopecks)).toEqual([70000]);
      // …and so is what its refund returns.
      const detail = StaffOrderDetailSchema.parse(
        (
          await send(
            desk.auth,
            'GET',
            `/v1/mob/staff/complexes/${shop.complexId}/orders/${first.id}`,
          )
        ).json(),
      );
      const line = detail.lines[0]!;
      expect([line.amountKopecks, line.feeKopecks]).toEqual([70000, 1050]);
      const refund = await send(
        desk.auth,
        'POST',
        `/v1/mob/staff/complexes/${shop.complexId}/orders/${first.id}/refund`,
        { lineIds: [line.id], reason: 'Проверка цены' },
      );
      expect(refund.statusCode, refund.body).toBe(200);
      await eventually(async () => (await sold()).refunds[0]?.state === 'REFUNDED');
      expect((await sold()).refunds[0]!.amountKopecks).toBe(71050);
      expect(
        await countRows(
          t.app,
          sql`select coalesce(sum(r.amount_kopecks), 0)::int as n from emulated_refunds r
                join payment_attempts x on x.provider_payment_id = r.payment_id
               where x.order_id = ${first.id}`,
        ),
      ).toBe(71050);

      // A new purchase pays the new price.
      const next = await signIn(t.app);
      const held2 = ReservationSchema.parse((await hold(next.auth, sessionId)).json());
      const second = await order(next.auth, shop.complexId, [
        { kind: 'RESERVATION', reservationId: held2.id },
      ]);
      expect(second.statusCode, second.body).toBe(200);
      expect(OrderSchema.parse(second.json()).totalKopecks).toBe(90000 + 1350);

      // The same for a rate: the bought package keeps its price, the next buyer pays the new one.
      const pkg = await newPackage(admin.auth, shop, [rate({ costKopecks: 400000 })]);
      const rateId = pkg.rates[0]!.id;
      const line3 = [{ kind: 'SERVICE_PACKAGE', rateId, quantity: 1 }];
      const a = OrderSchema.parse((await order(buyer.auth, shop.complexId, line3)).json());
      await send(admin.auth, 'PATCH', `${base(shop.complexId)}/rates/${rateId}`, {
        costKopecks: 450000,
      });
      const b = OrderSchema.parse((await order(next.auth, shop.complexId, line3)).json());
      expect([a.totalKopecks, b.totalKopecks]).toEqual([400000 + 6000, 450000 + 6750]);
      const again = await send(
        buyer.auth,
        'GET',
        `/v1/mob/user/sold-order-details?orderId=${a.id}`,
      );
      expect(SoldOrderSchema.parse(again.json()).totalKopecks).toBe(406000);
    });
  });
});
