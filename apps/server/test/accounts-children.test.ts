import { ChildListSchema, ChildSchema } from '@sportkarta/contract/api/children';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png, sendMultipart, signIn, VALID_CHILD, type Part } from './accounts-helpers';
import { createTestApp, ENGINES, engineTitle, type TestApp } from './test-app';

describe.each(ENGINES)('children ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine.name);
      await t.app.ready();
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    const send = (
      method: 'POST' | 'PUT',
      url: string,
      auth: Record<string, string>,
      parts: Part[],
    ) => sendMultipart(t.app, method, url, auth, parts);
    const childPart = (fields: Record<string, unknown>): Part => ({
      name: 'child',
      value: JSON.stringify({ ...VALID_CHILD, ...fields }),
    });
    const list = async (auth: Record<string, string>) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v1/userInfo/children',
        headers: auth,
      });
      expect(res.statusCode).toBe(200);
      return ChildListSchema.parse(res.json()).children;
    };

    it('adds a child with a photo, lists and edits it', async () => {
      const s = await signIn(t.app);
      expect(await list(s.auth)).toEqual([]);
      const created = await send('POST', '/v1/userInfo/child', s.auth, [
        childPart({ parentId: s.user.id, firstName: ' Маша ' }),
        { name: 'photo', value: await png(30, 30), filename: 'm.png', contentType: 'image/png' },
      ]);
      expect(created.statusCode).toBe(200);
      const child = ChildSchema.parse(created.json());
      expect(child).toMatchObject({
        parentId: s.user.id,
        firstName: 'Маша',
        levelTraining: 'AMATEUR',
        middleName: '',
      });
      expect(child.photo).toMatch(/^\/v1\/photos\/[A-Za-z0-9_-]{32}\.jpg$/);
      expect((await t.app.inject({ method: 'GET', url: child.photo! })).statusCode).toBe(200);

      const edited = await send('PUT', `/v1/userInfo/child/${child.id}`, s.auth, [
        childPart({ parentId: s.user.id, firstName: 'Мария', birthDate: '2016-06-02' }),
      ]);
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({
        id: child.id,
        firstName: 'Мария',
        birthDate: '2016-06-02',
        photo: child.photo,
      });
      const second = await send('POST', '/v1/userInfo/child', s.auth, [
        childPart({ parentId: s.user.id, firstName: 'Гоша', gender: 'M' }),
      ]);
      expect(second.json().photo).toBeNull();
      expect((await list(s.auth)).map((c) => c.firstName)).toEqual(['Мария', 'Гоша']);
    });

    it('bad child input → 400 naming the field', async () => {
      const s = await signIn(t.app);
      const cases: [Record<string, unknown>, string][] = [
        [{ firstName: '' }, 'Поле «Имя»: Поле обязательно'],
        [{ birthDate: '01.02.2016' }, 'Поле «Дата рождения»: Неверный формат даты'],
        [{ gender: '' }, 'Поле «Пол»: Поле обязательно'],
        [
          { levelTraining: 'SPORTSMAN' },
          'Поле «Уровень подготовки»: Уровень подготовки может быть только AMATEUR',
        ],
        [{ parentId: 'me' }, 'Поле «Родитель»: Неверный идентификатор родителя'],
      ];
      for (const [over, message] of cases) {
        const res = await send('POST', '/v1/userInfo/child', s.auth, [
          childPart({ parentId: s.user.id, ...over }),
        ]);
        expect(res.statusCode, JSON.stringify(over)).toBe(400);
        expect(res.json().message).toBe(`Проверьте правильность заполнения полей. ${message}`);
      }
      const noPart = await send('POST', '/v1/userInfo/child', s.auth, [
        { name: 'user', value: '{}' },
      ]);
      expect(noPart.statusCode).toBe(400);
      const badId = await send('PUT', '/v1/userInfo/child/42', s.auth, [
        childPart({ parentId: s.user.id }),
      ]);
      expect(badId.statusCode).toBe(400);
      expect(badId.json().message).toMatch(/Неверный идентификатор ребёнка/);
      const textPhoto = await send('POST', '/v1/userInfo/child', s.auth, [
        childPart({ parentId: s.user.id }),
        { name: 'photo', value: 'hello', filename: 'photo.jpg', contentType: 'image/jpeg' },
      ]);
      expect(textPhoto.statusCode).toBe(400);
      expect(await list(s.auth)).toEqual([]);
    });

    it("parentId of another person → 403; another parent's child → 404 and unchanged", async () => {
      const a = await signIn(t.app);
      const b = await signIn(t.app);
      const forB = await send('POST', '/v1/userInfo/child', a.auth, [
        childPart({ parentId: b.user.id }),
      ]);
      expect(forB.statusCode).toBe(403);
      expect(forB.json()).toEqual({
        code: 'FORBIDDEN',
        message: 'Добавлять и менять можно только своих детей',
      });
      expect(await list(b.auth)).toEqual([]);

      const aChild = ChildSchema.parse(
        (
          await send('POST', '/v1/userInfo/child', a.auth, [
            childPart({ parentId: a.user.id, firstName: 'Алёна' }),
            { name: 'photo', value: await png(5, 5), filename: 'x.png', contentType: 'image/png' },
          ])
        ).json(),
      );
      expect(await list(b.auth)).toEqual([]);
      const hijack = await send('PUT', `/v1/userInfo/child/${aChild.id}`, b.auth, [
        childPart({ parentId: b.user.id, firstName: 'Чужой' }),
        { name: 'photo', value: await png(5, 5), filename: 'y.png', contentType: 'image/png' },
      ]);
      expect(hijack.statusCode).toBe(404);
      expect(hijack.json()).toEqual({ code: 'NOT_FOUND', message: 'Ребёнок не найден' });
      const missing = await send(
        'PUT',
        '/v1/userInfo/child/00000000-0000-4000-8000-000000000000',
        b.auth,
        [childPart({ parentId: b.user.id })],
      );
      expect(missing.json()).toEqual(hijack.json());
      const [still] = await list(a.auth);
      expect(still).toMatchObject({ id: aChild.id, firstName: 'Алёна', photo: aChild.photo });
      expect((await t.app.inject({ method: 'GET', url: '/v1/userInfo/children' })).statusCode).toBe(
        401,
      );
    });
  });
});
