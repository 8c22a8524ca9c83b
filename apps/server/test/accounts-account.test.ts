import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, png, sendMultipart, signIn, VALID_USER, type Part } from './accounts-helpers';
import { SupportRequestListSchema } from '@sportkarta/contract/api/support';
import { testClock } from './clock';
import { createService, createShop } from './orders-fixtures';
import { createTestApp, ENGINES, engineTitle, type TestApp } from './test-app';

describe.each(ENGINES)('friends lookup, support, account deletion ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    let t: TestApp;
    const clock = testClock('2026-11-25T11:00:00+03:00');
    beforeAll(async () => {
      // Wednesday 25 November 2026, 11:00 in Moscow: the support test orders for the next day.
      t = await createTestApp(engine.name, { clock });
      await t.app.ready();
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    const update = (auth: Record<string, string>, parts: Part[]) =>
      sendMultipart(t.app, 'POST', '/v1/userInfo', auth, parts);
    const userPart = (): Part => ({ name: 'user', value: JSON.stringify(VALID_USER) });
    const photosOnDisk = () => {
      const dir = path.join(t.dataDir, 'uploads', 'photos');
      return existsSync(dir) ? readdirSync(dir) : [];
    };

    it('POST /v1/verified-users answers only registered numbers, normalised', async () => {
      const a = await signIn(t.app);
      const b = await signIn(t.app);
      // Only a person who allowed being found by number is answered (issue 26).
      await t.app.inject({
        method: 'PUT',
        url: '/v1/friends/settings',
        headers: b.auth,
        payload: { findableByPhone: true },
      });
      const p = b.user.phone!;
      const local = `8 (${p.slice(2, 5)}) ${p.slice(5, 8)}-${p.slice(8, 10)}-${p.slice(10)}`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/verified-users',
        headers: a.auth,
        payload: { phones: [local, '+79000000001', 'not a phone', p] },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ phones: [p] });
      const tooMany = await t.app.inject({
        method: 'POST',
        url: '/v1/verified-users',
        headers: a.auth,
        payload: { phones: Array.from({ length: 501 }, () => p) },
      });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().message).toMatch(/Значение не может быть больше 500/);
      const anon = await t.app.inject({
        method: 'POST',
        url: '/v1/verified-users',
        payload: { phones: [p] },
      });
      expect(anon.statusCode).toBe(401);
    });

    it('PUT /v1/userrequest stores a support request', async () => {
      const s = await signIn(t.app);
      const res = await t.app.inject({
        method: 'PUT',
        url: '/v1/userrequest',
        headers: s.auth,
        payload: { text: '  Не приходит чек на почту  ', contact: 'ivan@example.ru' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'received' });
      expect(res.json().id).toMatch(/^[0-9a-f-]{36}$/);
      const empty = await t.app.inject({
        method: 'PUT',
        url: '/v1/userrequest',
        headers: s.auth,
        payload: { text: '   ' },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(
        'Проверьте правильность заполнения полей. Поле «Текст обращения»: Поле обязательно',
      );
      const long = await t.app.inject({
        method: 'PUT',
        url: '/v1/userrequest',
        headers: s.auth,
        payload: { text: 'а'.repeat(2001) },
      });
      expect(long.json().message).toMatch(/Длина текста не может быть больше 2000 символов/);
      const anon = await t.app.inject({
        method: 'PUT',
        url: '/v1/userrequest',
        payload: { text: 'x' },
      });
      expect(anon.statusCode).toBe(401);
    });

    // Issue 28: a topic, an order of one's own, and the list of one's requests with their state.
    it('GET /v1/userrequest lists only one’s own requests, with topic, state and attached order', async () => {
      const shop = await createShop(t.app);
      const serviceId = await createService(t.app, shop);
      const s = await signIn(t.app);
      const other = await signIn(t.app);
      const preorder = await t.app.inject({
        method: 'POST',
        url: '/v2/mob/preorder',
        headers: s.auth,
        payload: {
          idempotencyKey: randomUUID(),
          agreementsAccepted: true,
          complexId: shop.complexId,
          lines: [{ kind: 'SERVICE', serviceId, visitDate: '2026-11-26', quantity: 1 }],
        },
      });
      expect(preorder.statusCode, preorder.body).toBe(200);
      const order = preorder.json() as { id: string; number: number };
      const send = (auth: Record<string, string>, payload: object) =>
        t.app.inject({ method: 'PUT', url: '/v1/userrequest', headers: auth, payload });

      // Someone else's order cannot be attached, and a topic must be one of the list.
      const foreign = await send(other.auth, { text: 'Чужой заказ', orderId: order.id });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe('Заказ не найден');
      const badTopic = await send(s.auth, { text: 'x', topic: 'SPAM' });
      expect(badTopic.statusCode).toBe(400);
      expect(badTopic.json().message).toMatch(/Тема обращения/);

      expect(
        (await send(s.auth, { text: 'Как сменить почту?', topic: 'ACCOUNT' })).statusCode,
      ).toBe(200);
      clock.advance(60_000);
      const refund = await send(s.auth, {
        text: 'Возврат отклонён, помогите',
        topic: 'REFUND',
        orderId: order.id,
      });
      expect(refund.statusCode, refund.body).toBe(200);

      const list = await t.app.inject({ method: 'GET', url: '/v1/userrequest', headers: s.auth });
      expect(list.statusCode).toBe(200);
      const { requests } = SupportRequestListSchema.parse(list.json());
      expect(requests.map((r) => [r.topicLabel, r.statusLabel, r.order?.number ?? null])).toEqual([
        ['Возврат', 'Получено', order.number],
        ['Профиль и вход', 'Получено', null],
      ]);
      const theirs = await t.app.inject({
        method: 'GET',
        url: '/v1/userrequest',
        headers: other.auth,
      });
      expect(SupportRequestListSchema.parse(theirs.json()).requests).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: '/v1/userrequest' })).statusCode).toBe(401);
    });

    it('account deletion removes personal data, photos, children and sessions', async () => {
      const s = await signIn(t.app);
      const filled = await update(s.auth, [
        userPart(),
        { name: 'photo', value: await png(10, 10), filename: 'me.png', contentType: 'image/png' },
      ]);
      const photo = filled.json().photo as string;
      const token = photo.split('/').pop()!;
      expect(photosOnDisk()).toContain(token);
      const child = multipart([
        {
          name: 'child',
          value: JSON.stringify({
            firstName: 'Петя',
            lastName: 'Петров',
            birthDate: '2017-03-03',
            gender: 'M',
            levelTraining: 'AMATEUR',
            parentId: s.user.id,
          }),
        },
        { name: 'photo', value: await png(6, 6), filename: 'kid.png', contentType: 'image/png' },
      ]);
      const kid = await t.app.inject({
        method: 'POST',
        url: '/v1/userInfo/child',
        headers: { ...s.auth, ...child.headers },
        payload: child.payload,
      });
      const kidToken = (kid.json().photo as string).split('/').pop()!;

      const del = await t.app.inject({
        method: 'POST',
        url: '/v1/mobile/user/deleteRegistration',
        headers: s.auth,
      });
      expect(del.statusCode).toBe(204);
      expect(
        (await t.app.inject({ method: 'GET', url: '/v1/userInfo', headers: s.auth })).statusCode,
      ).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: photo })).statusCode).toBe(404);
      expect(photosOnDisk()).not.toContain(token);
      expect(photosOnDisk()).not.toContain(kidToken);
      const rows = (await t.app.db.execute(
        sql`select phone, first_name, email, inn, photo, deleted_at,
          (select count(*)::int from children where parent_id = users.id) as kids,
          (select count(*)::int from sessions where user_id = users.id and revoked_at is null) as live
          from users where id = ${s.user.id}`,
      )) as unknown as { rows: Record<string, unknown>[] };
      expect(rows.rows[0]).toMatchObject({
        phone: null,
        first_name: null,
        email: null,
        inn: null,
        photo: null,
        kids: 0,
        live: 0,
      });
      expect(rows.rows[0]?.deleted_at).not.toBeNull();
      // The number is free again: signing in makes a new, empty person.
      const again = await signIn(t.app, s.user.phone!).catch(async () => {
        await t.app.db.execute(
          sql`update login_codes set created_at = created_at - interval '200 seconds' where phone = ${s.user.phone}`,
        );
        return signIn(t.app, s.user.phone!);
      });
      expect(again.user.id).not.toBe(s.user.id);
      expect(again.user.firstName).toBe('');
    });
  });
});
