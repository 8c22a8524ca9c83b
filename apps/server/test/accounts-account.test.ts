import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, png, sendMultipart, signIn, VALID_USER, type Part } from './accounts-helpers';
import { createTestApp, ENGINES, engineTitle, type TestApp } from './test-app';

describe.each(ENGINES)('friends lookup, support, account deletion ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine.name);
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
