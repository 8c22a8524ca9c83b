import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CheckInResponseSchema } from '@sportkarta/contract/api/check-in';
import {
  CheckInConflictsResponseSchema,
  CheckInSyncResponseSchema,
  OfflinePackSchema,
  StaffRolesResponseSchema,
} from '@sportkarta/contract/api/venue-staff';
import { describe, expect, it } from 'vitest';
import { signIn } from './accounts-helpers';
import { countRows, createShop } from './orders-fixtures';
import type { Auth } from './payments-helpers';
import { sweepNonces } from '../src/modules/check-in/nonce-sweeper';
import { ENGINES, engineTitle, useClockedApp } from './test-app';
import { freeTicket, grant, staffAt } from './venue-fixtures';

// Issue 24: the door — roles, the guard, the nonce, the door's venue, check-in lists (window,
// re-entry), the offline pack, the sync (applied once, conflicts) and the append-only log.
// A Wednesday morning in Moscow; the session is at 18:00 the same day.
const WEDNESDAY = '2026-11-25T11:00:00+03:00';
const START = new Date('2026-11-25T18:00:00+03:00');
/** drizzle wraps the database's error: the trigger's text is in its cause. */
const refusedAsAppendOnly = (e: unknown) =>
  /append-only/.test(String((e as { cause?: Error }).cause?.message ?? e));
const at = (minutesFromStart: number) => new Date(START.getTime() + minutesFromStart * 60_000);

describe.each(ENGINES)('venue door ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const { clock, t } = useClockedApp(engine.name, WEDNESDAY);
    const scan = (auth: Auth, payload: object) =>
      t.app.inject({ method: 'POST', url: '/v1/mob/staff/check-in', headers: auth, payload });
    const sync = (auth: Auth, payload: object) =>
      t.app.inject({ method: 'POST', url: '/v1/mob/staff/check-in/sync', headers: auth, payload });
    const get = (auth: Auth, url: string) => t.app.inject({ method: 'GET', url, headers: auth });
    const checkIns = (qrCodeId: string) =>
      countRows(
        t.app,
        sql`select count(*)::int as n from check_ins ci join tickets tk on tk.id = ci.ticket_id
             where tk.qr_code_id = ${qrCodeId}`,
      );
    const audits = (complexId: number, kind: string) =>
      countRows(
        t.app,
        sql`select count(*)::int as n from staff_audit where complex_id = ${complexId} and kind = ${kind}`,
      );
    const setup = async () => {
      const shop = await createShop(t.app, { provider: null });
      const buyer = await signIn(t.app);
      const ticket = await freeTicket(t.app, buyer.auth, shop, START);
      return { shop, buyer, ticket };
    };

    it('GET /roles: a visitor has none; grants per venue and per owner with their keys', async () => {
      const visitor = await signIn(t.app);
      const none = await get(visitor.auth, '/v1/mob/staff/roles');
      expect(none.statusCode).toBe(200);
      expect(none.json()).toEqual({ roles: [] });
      expect((await get({}, '/v1/mob/staff/roles')).statusCode).toBe(401);
      const shop = await createShop(t.app, { provider: null });
      const person = await staffAt(t.app, shop.complexId, 'CONTROLLER');
      await grant(t.app, person.user.id, { ownerId: shop.ownerId, role: 'FRONT_DESK' });
      const { roles } = StaffRolesResponseSchema.parse(
        (await get(person.auth, '/v1/mob/staff/roles')).json(),
      );
      expect(roles.map((r) => [r.complexId, r.role, r.scope])).toEqual([
        [shop.complexId, 'CONTROLLER', 'COMPLEX'],
        [shop.complexId, 'FRONT_DESK', 'OWNER'],
      ]);
      expect(roles[0]!.permissions).toEqual(['checkin.scan']);
      expect(roles[1]!.permissions).toContain('orders.refund');
      expect(roles[1]!.permissions).not.toContain('team.manage');
    });

    it('the guard: a visitor, another venue and a too small role are refused, bad input is 400', async () => {
      const { shop, ticket } = await setup();
      const other = await createShop(t.app, { provider: null });
      const visitor = await signIn(t.app);
      const controller = await staffAt(t.app, shop.complexId, 'CONTROLLER');
      const coach = await signIn(t.app);
      await grant(t.app, coach.user.id, { complexId: shop.complexId, role: 'FRONT_DESK' });
      const pack = (c: number) => `/v1/mob/staff/complexes/${c}/offline-pack`;
      for (const res of [
        await scan(visitor.auth, { qrToken: ticket.qrToken }),
        await get(visitor.auth, pack(shop.complexId)),
        await sync(visitor.auth, { complexId: shop.complexId, deviceId: 'd', items: [] }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toMatch(/сотрудников спортобъекта|Нет доступа/);
      }
      const elsewhere = await get(controller.auth, pack(other.complexId));
      expect(elsewhere.statusCode).toBe(403);
      expect(elsewhere.json().message).toBe('Нет доступа к этому спортобъекту');
      const atOther = await scan(controller.auth, {
        qrToken: ticket.qrToken,
        complexId: other.complexId,
      });
      expect(atOther.statusCode).toBe(403);
      // A controller may scan, not read conflicts or keep the lists.
      expect((await get(controller.auth, pack(shop.complexId))).statusCode).toBe(200);
      const conflicts = await get(
        controller.auth,
        `/v1/mob/staff/complexes/${shop.complexId}/check-in-conflicts`,
      );
      expect(conflicts.statusCode).toBe(403);
      expect(conflicts.json().message).toMatch(/^Ваша роль этого не позволяет/);
      const list = await t.app.inject({
        method: 'POST',
        url: `/v1/mob/staff/complexes/${shop.complexId}/check-in-lists`,
        headers: coach.auth,
        payload: { name: 'Главный вход', allProducts: true },
      });
      expect(list.statusCode).toBe(403);
      // Bad input: 400 with a Russian message, never 500.
      for (const res of [
        await get(controller.auth, '/v1/mob/staff/complexes/abc/offline-pack'),
        await scan(controller.auth, { qrToken: ticket.qrToken, nonce: 'не-uuid' }),
        await scan(controller.auth, { qrToken: ticket.qrToken, deviceId: 'x'.repeat(65) }),
        await sync(controller.auth, { complexId: shop.complexId, deviceId: 'd', items: [{}] }),
        await sync(controller.auth, {
          complexId: shop.complexId,
          deviceId: 'd',
          items: Array.from({ length: 501 }, () => ({
            nonce: randomUUID(),
            qrToken: ticket.qrToken,
            scannedAt: WEDNESDAY,
            offlineAdmitted: true,
          })),
        }),
      ]) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toMatch(/[А-ЯЁа-яё]/);
      }
    });

    it('a nonce answers the first answer and records nothing new; the door venue names OTHER_VENUE', async () => {
      const { shop, ticket } = await setup();
      const other = await createShop(t.app, { provider: null });
      const staff = await staffAt(t.app, shop.complexId, 'CONTROLLER');
      await grant(t.app, staff.user.id, { complexId: other.complexId, role: 'CONTROLLER' });
      clock.set(at(-10));
      const wrongDoor = await scan(staff.auth, {
        qrToken: ticket.qrToken,
        complexId: other.complexId,
      });
      expect(CheckInResponseSchema.parse(wrongDoor.json()).result).toBe('OTHER_VENUE');
      const nonce = randomUUID();
      const body = {
        qrToken: ticket.qrToken,
        nonce,
        complexId: shop.complexId,
        deviceId: 'door-1',
      };
      const first = CheckInResponseSchema.parse((await scan(staff.auth, body)).json());
      expect(first).toMatchObject({ result: 'ACCEPTED', admitted: true });
      clock.set(at(-5));
      const retry = CheckInResponseSchema.parse((await scan(staff.auth, body)).json());
      expect(retry).toEqual(first);
      const fresh = CheckInResponseSchema.parse(
        (await scan(staff.auth, { ...body, nonce: randomUUID() })).json(),
      );
      expect(fresh.result).toBe('USED');
      expect(await checkIns(ticket.qrCodeId)).toBe(1);
      expect(await audits(shop.complexId, 'CHECK_IN')).toBe(1);
      // Another person cannot read an answer back by someone else's nonce.
      const stranger = await staffAt(t.app, shop.complexId, 'CONTROLLER');
      expect((await scan(stranger.auth, body)).statusCode).toBe(409);
    });

    it('check-in lists: the window after the start, re-entry, a product not on any list', async () => {
      const { shop, ticket } = await setup();
      const admin = await staffAt(t.app, shop.complexId, 'ADMIN');
      const lists = `/v1/mob/staff/complexes/${shop.complexId}/check-in-lists`;
      const made = await t.app.inject({
        method: 'POST',
        url: lists,
        headers: admin.auth,
        payload: {
          name: 'Главный вход',
          allProducts: true,
          admitAfterStartMinutes: 15,
          reentry: true,
        },
      });
      expect(made.statusCode, made.body).toBe(200);
      expect(made.json()).toMatchObject({ admitBeforeMinutes: 30, reentry: true });
      const listId = (made.json() as { id: number }).id;
      const door = { qrToken: ticket.qrToken, complexId: shop.complexId };
      clock.set(at(20));
      expect((await scan(admin.auth, door)).json().result).toBe('OUTSIDE_WINDOW');
      clock.set(at(5));
      expect((await scan(admin.auth, door)).json()).toMatchObject({ result: 'ACCEPTED' });
      const back = CheckInResponseSchema.parse((await scan(admin.auth, door)).json());
      expect(back).toMatchObject({ result: 'ACCEPTED', message: 'Повторный вход', visitsUsed: 1 });
      expect(await checkIns(ticket.qrCodeId)).toBe(2);
      // Without re-entry the same ticket is used; on a list of other products it is not admitted.
      const put = (payload: object) =>
        t.app.inject({ method: 'PUT', url: `${lists}/${listId}`, headers: admin.auth, payload });
      expect((await put({ name: 'Главный вход', allProducts: true })).statusCode).toBe(200);
      expect((await scan(admin.auth, door)).json().result).toBe('USED');
      expect(
        (await put({ name: 'Только зал', allProducts: false, serviceIds: [1] })).statusCode,
      ).toBe(200);
      expect((await scan(admin.auth, door)).json().result).toBe('NOT_ON_LIST');
      expect((await put({ name: '', allProducts: true })).statusCode).toBe(400);
      expect(await audits(shop.complexId, 'CHECK_IN_LIST')).toBe(3);
      const gone = await t.app.inject({
        method: 'DELETE',
        url: `${lists}/${listId}`,
        headers: admin.auth,
      });
      expect(gone.statusCode).toBe(200);
      expect((await put({ name: 'x', allProducts: true })).statusCode).toBe(404);
    });

    it('the offline pack holds the day with windows; the sync applies a nonce once', async () => {
      const { shop, ticket } = await setup();
      const staff = await staffAt(t.app, shop.complexId, 'CONTROLLER');
      const packUrl = `/v1/mob/staff/complexes/${shop.complexId}/offline-pack`;
      const pack = OfflinePackSchema.parse((await get(staff.auth, packUrl)).json());
      const key = (await get({}, '/v1/mob/public/qr-key')).json() as { kid: string };
      expect(pack).toMatchObject({ validDate: '2026-11-25', kid: key.kid });
      expect(pack.items).toEqual([
        expect.objectContaining({
          qrCodeId: ticket.qrCodeId,
          kind: 'TICKET',
          admitFrom: at(-30).toISOString(),
          admitUntil: at(60).toISOString(),
          usedAt: null,
          reentry: false,
        }),
      ]);
      clock.set(at(30));
      const item = {
        nonce: randomUUID(),
        qrToken: ticket.qrToken,
        scannedAt: at(-3).toISOString(),
        offlineAdmitted: true,
      };
      const body = { complexId: shop.complexId, deviceId: 'door-1', items: [item, item] };
      const first = CheckInSyncResponseSchema.parse((await sync(staff.auth, body)).json());
      expect(first.results.map((r) => r.outcome)).toEqual(['APPLIED', 'DUPLICATE']);
      const again = CheckInSyncResponseSchema.parse((await sync(staff.auth, body)).json());
      expect(again.results.map((r) => r.outcome)).toEqual(['DUPLICATE', 'DUPLICATE']);
      expect(again.results[0]!.response).toEqual(first.results[0]!.response);
      expect(await checkIns(ticket.qrCodeId)).toBe(1);
      expect(await audits(shop.complexId, 'CHECK_IN_SYNC')).toBe(1);
      const after = OfflinePackSchema.parse((await get(staff.auth, packUrl)).json());
      expect(after.items[0]).toMatchObject({ usedAt: at(-3).toISOString(), status: 'DEACTIVATED' });
    });

    it('one ticket admitted on two offline devices: the second is a conflict the admin sees', async () => {
      const { shop, ticket } = await setup();
      const one = await staffAt(t.app, shop.complexId, 'CONTROLLER');
      const two = await staffAt(t.app, shop.complexId, 'CONTROLLER');
      const admin = await staffAt(t.app, shop.complexId, 'ADMIN');
      clock.set(at(40));
      const send = (who: Auth, deviceId: string, minute: number, offlineAdmitted = true) =>
        sync(who, {
          complexId: shop.complexId,
          deviceId,
          items: [
            {
              nonce: randomUUID(),
              qrToken: ticket.qrToken,
              scannedAt: at(minute).toISOString(),
              offlineAdmitted,
            },
          ],
        });
      const a = CheckInSyncResponseSchema.parse((await send(one.auth, 'door-1', -2)).json());
      const b = CheckInSyncResponseSchema.parse((await send(two.auth, 'door-2', -1)).json());
      expect(a.results[0]!.outcome).toBe('APPLIED');
      expect(b.results[0]).toMatchObject({ outcome: 'CONFLICT', response: { result: 'USED' } });
      const refused = CheckInSyncResponseSchema.parse(
        (await send(two.auth, 'door-2', 0, false)).json(),
      );
      expect(refused.results[0]!.outcome).toBe('REFUSED');
      expect(await checkIns(ticket.qrCodeId)).toBe(1);
      const res = await get(
        admin.auth,
        `/v1/mob/staff/complexes/${shop.complexId}/check-in-conflicts`,
      );
      const { conflicts } = CheckInConflictsResponseSchema.parse(res.json());
      expect(conflicts).toEqual([
        expect.objectContaining({
          deviceId: 'door-2',
          qrCodeId: ticket.qrCodeId,
          result: 'USED',
          scannedAt: at(-1).toISOString(),
        }),
      ]);
      // A forged code in a queue is refused item by item, not the whole queue.
      const [h, p, s] = ticket.qrToken.split('.');
      const forged = `${h}.${p}x.${s}`;
      const f = CheckInSyncResponseSchema.parse(
        (
          await sync(one.auth, {
            complexId: shop.complexId,
            deviceId: 'door-1',
            items: [
              {
                nonce: randomUUID(),
                qrToken: forged,
                scannedAt: at(0).toISOString(),
                offlineAdmitted: false,
              },
            ],
          })
        ).json(),
      );
      expect(f.results[0]).toMatchObject({ outcome: 'REFUSED', response: { result: 'FORGED' } });
    });

    it('a nonce is kept for its retries for 30 days, then forgotten', async () => {
      const { shop, ticket } = await setup();
      const staff = await staffAt(t.app, shop.complexId, 'CONTROLLER');
      clock.set(at(0));
      const body = { qrToken: ticket.qrToken, nonce: randomUUID() };
      expect((await scan(staff.auth, body)).json().result).toBe('ACCEPTED');
      clock.advance(29 * 86_400_000);
      expect(await sweepNonces(t.app.db, clock.now())).toBe(0);
      clock.advance(2 * 86_400_000);
      expect(await sweepNonces(t.app.db, clock.now())).toBeGreaterThanOrEqual(1);
      // The retry is a new scan now: the used ticket says so instead of the first answer.
      expect((await scan(staff.auth, body)).json().result).not.toBe('ACCEPTED');
    });

    it('the audit log refuses UPDATE, DELETE and TRUNCATE in the database', async () => {
      const { shop, ticket } = await setup();
      const staff = await staffAt(t.app, shop.complexId, 'CONTROLLER');
      clock.set(at(0));
      await scan(staff.auth, { qrToken: ticket.qrToken });
      expect(await audits(shop.complexId, 'CHECK_IN')).toBe(1);
      const where = sql`where complex_id = ${shop.complexId}`;
      await expect(
        t.app.db.execute(sql`update staff_audit set actor_name = 'x' ${where}`),
      ).rejects.toSatisfy(refusedAsAppendOnly);
      await expect(t.app.db.execute(sql`delete from staff_audit ${where}`)).rejects.toSatisfy(
        refusedAsAppendOnly,
      );
      await expect(t.app.db.execute(sql`truncate staff_audit`)).rejects.toSatisfy(
        refusedAsAppendOnly,
      );
      expect(await audits(shop.complexId, 'CHECK_IN')).toBe(1);
    });
  });
});
