import { randomUUID } from 'node:crypto';
import { CheckInResponseSchema } from '@sportkarta/contract/api/check-in';
import { AuditPageSchema } from '@sportkarta/contract/api/venue-desk';
import { StaffPackageSchema } from '@sportkarta/contract/api/venue-packages';
import { describe, expect, it } from 'vitest';
import { signIn } from './accounts-helpers';
import { createShop, type Shop } from './orders-fixtures';
import type { Auth } from './payments-helpers';
import { ENGINES, engineTitle, useClockedApp } from './test-app';
import { freePackage, myPackages, staffAt } from './venue-fixtures';

// Issue 25 (new-visits-activation-dialog, new-visitor-service-package-action-record): the front
// desk activates a visitor's package from today or a later day of the venue — the door refuses
// it before that day — and reads what happened to it.
const WEDNESDAY = '2026-11-25T11:00:00+03:00';
const DAY = 86_400_000;

describe.each(ENGINES)('venue packages ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const { clock, t } = useClockedApp(engine.name, WEDNESDAY);

    const base = (shop: Shop, id: string) =>
      `/v1/mob/staff/complexes/${shop.complexId}/service-packages/${id}`;
    const activate = (auth: Auth, shop: Shop, id: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `${base(shop, id)}/activate`, headers: auth, payload });
    const record = (auth: Auth, shop: Shop, id: string) =>
      t.app.inject({ method: 'GET', url: base(shop, id), headers: auth });
    const mine = (auth: Auth) => myPackages(t.app, auth);
    const buy = (auth: Auth, shop: Shop) => freePackage(t.app, auth, shop);

    it('activates from a later day: the door refuses it until that day, audited, once per key', async () => {
      const shop = await createShop(t.app, { provider: null });
      const visitor = await signIn(t.app);
      const id = await buy(visitor.auth, shop);
      const desk = await staffAt(t.app, shop.complexId, 'FRONT_DESK');
      const admin = await staffAt(t.app, shop.complexId, 'ADMIN');
      const scan = async () =>
        CheckInResponseSchema.parse(
          (
            await t.app.inject({
              method: 'POST',
              url: '/v1/mob/staff/check-in',
              headers: desk.auth,
              payload: { qrToken: (await mine(visitor.auth)).find((p) => p.id === id)!.qrToken },
            })
          ).json(),
        );

      const before = StaffPackageSchema.parse((await record(desk.auth, shop, id)).json());
      expect(before).toMatchObject({ status: 'CREATED', canActivate: true, today: '2026-11-25' });
      expect(before.events.map((e) => e.kind)).toEqual(['SOLD']);

      const key = randomUUID();
      // The same request sent twice at once (a double tap): both answered alike, one change.
      const [res, twin] = await Promise.all(
        [0, 1].map(() =>
          activate(desk.auth, shop, id, { idempotencyKey: key, startDate: '2026-11-30' }),
        ),
      );
      expect(res!.statusCode, res!.body).toBe(200);
      expect(twin!.statusCode, twin!.body).toBe(200);
      expect(twin!.json()).toEqual(res!.json());
      const active = StaffPackageSchema.parse(res!.json());
      expect(active).toMatchObject({
        status: 'ACTIVE',
        canActivate: false,
        startsOn: '2026-11-30',
      });
      // A month from the first day, in the venue's zone.
      expect(active.validUntil).toBe(new Date('2026-12-30T00:00:00+03:00').toISOString());
      expect(active.events.at(-1)).toMatchObject({
        kind: 'ACTIVATED',
        at: new Date(WEDNESDAY).toISOString(),
        detail: '2026-11-30',
      });

      // The same request again answers the same; another one is refused.
      const again = await activate(desk.auth, shop, id, {
        idempotencyKey: key,
        startDate: '2026-11-30',
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual(res!.json());
      const other = await activate(desk.auth, shop, id, {
        idempotencyKey: randomUUID(),
        startDate: '2026-11-26',
      });
      expect(other.statusCode, other.body).toBe(409);
      expect(other.json().message).toMatch(/уже активирован/);

      const audit = AuditPageSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/v1/mob/staff/complexes/${shop.complexId}/audit?kind=PACKAGE_ACTIVATE`,
            headers: admin.auth,
          })
        ).json(),
      );
      expect(audit.items).toHaveLength(1);
      expect(audit.items[0]).toMatchObject({ kind: 'PACKAGE_ACTIVATE', objectId: id });

      expect(await scan()).toMatchObject({
        result: 'NOT_YET',
        admitted: false,
        message: 'Абонемент действует с 30.11.2026',
      });
      // Nor can the visitor freeze a term that has not begun.
      const waiting = (await mine(visitor.auth)).find((p) => p.id === id)!;
      expect([waiting.canFreeze, waiting.startsOn]).toEqual([false, '2026-11-30']);
      const freeze = await t.app.inject({
        method: 'POST',
        url: `/v1/mob/user/service-packages/${id}/freeze`,
        headers: visitor.auth,
      });
      expect(freeze.statusCode).toBe(409);
      expect(freeze.json()).toMatchObject({
        message: 'Абонемент действует с 30.11.2026: заморозить его можно с этого дня',
      });
      clock.set('2026-11-29T23:59:00+03:00');
      expect((await scan()).result).toBe('NOT_YET');
      clock.set('2026-11-30T00:01:00+03:00');
      expect(await scan()).toMatchObject({ result: 'ACCEPTED', visitsUsed: 1 });
      expect((await mine(visitor.auth)).find((p) => p.id === id)!.startsOn).toBeNull();

      const after = StaffPackageSchema.parse((await record(desk.auth, shop, id)).json());
      expect(after.events.map((e) => e.kind)).toEqual(['SOLD', 'ACTIVATED', 'VISIT']);
      expect(after.events[2]!.at).toBe(new Date('2026-11-30T00:01:00+03:00').toISOString());
    });

    it('today: the door admits at once; the record names the visitor for their own activation', async () => {
      const shop = await createShop(t.app, { provider: null });
      const visitor = await signIn(t.app);
      const first = await buy(visitor.auth, shop);
      const second = await buy(visitor.auth, shop);
      const desk = await staffAt(t.app, shop.complexId, 'FRONT_DESK');
      const res = await activate(desk.auth, shop, first, {
        idempotencyKey: randomUUID(),
        startDate: '2026-11-25',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(StaffPackageSchema.parse(res.json())).toMatchObject({
        startsOn: '2026-11-25',
        activatedAt: new Date(WEDNESDAY).toISOString(),
      });
      const own = await t.app.inject({
        method: 'POST',
        url: `/v1/mob/user/service-packages/${second}/activate`,
        headers: visitor.auth,
      });
      expect(own.statusCode, own.body).toBe(200);
      const rec = StaffPackageSchema.parse((await record(desk.auth, shop, second)).json());
      expect(rec.events.map((e) => e.kind)).toEqual(['SOLD', 'ACTIVATED']);
      expect(rec.events[1]).toMatchObject({ detail: '2026-11-25' });
    });

    it('refuses a past day, a bad body, a CONTROLLER, another venue and its package', async () => {
      const shop = await createShop(t.app, { provider: null });
      const elsewhere = await createShop(t.app, { provider: null });
      const visitor = await signIn(t.app);
      const id = await buy(visitor.auth, shop);
      const theirs = await buy(visitor.auth, elsewhere);
      const admin = await staffAt(t.app, shop.complexId, 'ADMIN');
      const controller = await staffAt(t.app, shop.complexId, 'CONTROLLER');
      const otherAdmin = await staffAt(t.app, elsewhere.complexId, 'ADMIN');
      const body = (startDate: string) => ({ idempotencyKey: randomUUID(), startDate });

      const past = await activate(admin.auth, shop, id, body('2026-11-24'));
      expect(past.statusCode, past.body).toBe(400);
      expect(past.json().message).toMatch(/уже прошла/);
      const far = await activate(admin.auth, shop, id, body('2027-06-01'));
      expect(far.statusCode).toBe(400);
      expect(far.json().message).toMatch(/не позже/);
      const bad = await activate(admin.auth, shop, id, { idempotencyKey: 'x', startDate: '25.11' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/[а-я]/);

      expect((await activate(controller.auth, shop, id, body('2026-11-25'))).statusCode).toBe(403);
      expect((await record(controller.auth, shop, id)).statusCode).toBe(403);
      expect((await activate(otherAdmin.auth, shop, id, body('2026-11-25'))).statusCode).toBe(403);
      expect((await record(otherAdmin.auth, shop, id)).statusCode).toBe(403);
      // Another venue's package through this venue: as if it did not exist.
      const foreign = await activate(admin.auth, shop, theirs, body('2026-11-25'));
      expect(foreign.statusCode, foreign.body).toBe(404);
      expect((await record(admin.auth, shop, theirs)).statusCode).toBe(404);
      expect((await record(admin.auth, shop, randomUUID())).statusCode).toBe(404);

      // Nothing changed; the venue's "today" moves with its clock.
      expect(StaffPackageSchema.parse((await record(admin.auth, shop, id)).json()).status).toBe(
        'CREATED',
      );
      clock.advance(DAY);
      const yesterday = await activate(admin.auth, shop, id, body('2026-11-25'));
      expect(yesterday.statusCode).toBe(400);
    });
  });
});
