import { UserSchema } from '@sportkarta/contract/api/user';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as usersService from '../src/modules/users/service';
import {
  jpegWithExif,
  sendMultipart,
  png,
  signIn,
  VALID_USER,
  type Part,
} from './accounts-helpers';
import { createTestApp, ENGINES, engineTitle, type TestApp } from './test-app';

describe.each(ENGINES)('profile and photo ($name)', (engine) => {
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
    const userPart = (over: Record<string, unknown> = {}): Part => ({
      name: 'user',
      value: JSON.stringify({ ...VALID_USER, ...over }),
    });

    it('GET /v1/userInfo answers the signed-in person', async () => {
      const s = await signIn(t.app);
      const res = await t.app.inject({ method: 'GET', url: '/v1/userInfo', headers: s.auth });
      expect(res.statusCode).toBe(200);
      expect(UserSchema.parse(res.json())).toMatchObject({
        id: s.user.id,
        phone: s.user.phone,
        firstName: '',
        birthDate: null,
        gender: null,
        photo: null,
      });
    });

    it('POST /v1/userInfo saves trimmed fields, ignores phone, answers the updated user', async () => {
      const s = await signIn(t.app);
      const res = await update(s.auth, [
        userPart({ firstName: '  Иван ', phone: '+79990000001', photo: 'whatever' }),
      ]);
      expect(res.statusCode).toBe(200);
      const user = UserSchema.parse(res.json());
      expect(user).toMatchObject({ ...VALID_USER, phone: s.user.phone, photo: null });
      const again = await t.app.inject({ method: 'GET', url: '/v1/userInfo', headers: s.auth });
      expect(again.json()).toEqual(user);
      // The JSON part may also come as a Blob (a file part with application/json).
      const blob = await update(s.auth, [
        { ...userPart({ lastName: 'Сидоров' }), filename: 'blob', contentType: 'application/json' },
      ]);
      expect(blob.json().lastName).toBe('Сидоров');
    });

    it.each([
      [{ firstName: '' }, 'Имя', 'Поле обязательно'],
      [{ firstName: 'И' }, 'Имя', 'Неверный формат'],
      [{ lastName: 'Petrov1' }, 'Фамилия', 'Недопустимые символы'],
      [{ middleName: '-Ив' }, 'Отчество', 'Неверный формат'],
      [{ birthDate: '2023-02-29' }, 'Дата рождения', 'Неверный формат даты'],
      [{ birthDate: '2999-01-01' }, 'Дата рождения', 'Дата рождения не может быть в будущем'],
      [{ gender: 'X' }, 'Пол', 'Поле обязательно'],
      [{ email: 'ivan@' }, 'Электронная почта', 'Некорректный почтовый ящик'],
      [{ inn: '77-01' }, 'ИНН', 'Недопустимые символы'],
    ])('bad field %j → 400 naming %s', async (over, field, message) => {
      const s = await signIn(t.app);
      const res = await update(s.auth, [userPart(over)]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message: `Проверьте правильность заполнения полей. Поле «${field}»: ${message}`,
      });
    });

    it('the parts are checked by the route schema, before the service runs', async () => {
      const s = await signIn(t.app);
      const service = vi.spyOn(usersService, 'updateUser');
      try {
        const bad = await update(s.auth, [userPart({ email: 'ivan@' })]);
        expect(bad.json().message).toBe(
          'Проверьте правильность заполнения полей. Поле «Электронная почта»: Некорректный почтовый ящик',
        );
        expect(service).not.toHaveBeenCalled();
        expect((await update(s.auth, [userPart()])).statusCode).toBe(200);
        expect(service).toHaveBeenCalledTimes(1);
      } finally {
        service.mockRestore();
      }
    });

    it('malformed requests answer 4xx in Russian, never 500', async () => {
      const s = await signIn(t.app);
      const wrongJson = await update(s.auth, [{ name: 'user', value: '{"firstName": ' }]);
      expect(wrongJson.statusCode).toBe(400);
      expect(wrongJson.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message:
          'Проверьте правильность заполнения полей. Поле «Данные профиля»: Часть не является корректным JSON',
      });

      const noPart = await update(s.auth, [{ name: 'other', value: 'x' }]);
      expect(noPart.statusCode).toBe(400);
      expect(noPart.json().message).toBe(
        'Проверьте правильность заполнения полей. Поле «Данные профиля»: Поле обязательно',
      );

      const broken = await t.app.inject({
        method: 'POST',
        url: '/v1/userInfo',
        headers: { ...s.auth, 'content-type': 'multipart/form-data; boundary=zzz' },
        payload: '--zzz\r\nContent-Disposition: form-data; name="user"\r\n\r\n{"a":1}',
      });
      expect(broken.statusCode).toBeGreaterThanOrEqual(400);
      expect(broken.statusCode).toBeLessThan(500);
      expect(broken.json().message).toMatch(/[А-Яа-я]/);

      const json = await t.app.inject({
        method: 'POST',
        url: '/v1/userInfo',
        headers: s.auth,
        payload: VALID_USER,
      });
      expect(json.statusCode).toBe(415);
      expect(json.json().message).toBe('Ожидается запрос multipart/form-data');
    });

    it('a text file named photo.jpg is refused by its content', async () => {
      const s = await signIn(t.app);
      const res = await update(s.auth, [
        userPart(),
        { name: 'photo', value: 'just text', filename: 'photo.jpg', contentType: 'image/jpeg' },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Файл не является изображением JPG или PNG');
      const gif = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
        .gif()
        .toBuffer();
      const asGif = await update(s.auth, [
        userPart(),
        { name: 'photo', value: gif, filename: 'photo.png', contentType: 'image/png' },
      ]);
      expect(asGif.statusCode).toBe(400);
      expect(asGif.json().message).toBe('Фотография должна быть в формате JPG или PNG');
    });

    it('a file over 10,000,000 bytes is refused with 413', async () => {
      const s = await signIn(t.app);
      const res = await update(s.auth, [
        userPart(),
        {
          name: 'photo',
          value: Buffer.alloc(10_000_001, 1),
          filename: 'big.jpg',
          contentType: 'image/jpeg',
        },
      ]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'Фотография слишком большая: не больше 10 000 000 байт',
      });
    });

    it('a 1×1 PNG is accepted and stored as JPEG', async () => {
      const s = await signIn(t.app);
      const res = await update(s.auth, [
        userPart(),
        { name: 'photo', value: await png(1, 1), filename: 'dot.png', contentType: 'image/png' },
      ]);
      expect(res.statusCode).toBe(200);
      const url = res.json().photo as string;
      expect(url).toMatch(/^\/v1\/photos\/[A-Za-z0-9_-]{32}\.jpg$/);
      const img = await t.app.inject({ method: 'GET', url });
      expect(img.statusCode).toBe(200);
      const meta = await sharp(img.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 1, height: 1 });
    });

    it('a big JPEG is scaled to 500×500 at most, EXIF stripped; a new photo replaces the old file', async () => {
      const s = await signIn(t.app);
      const first = await update(s.auth, [
        userPart(),
        {
          name: 'photo',
          value: await jpegWithExif(1600, 1200),
          filename: 'camera.jpg',
          contentType: 'image/jpeg',
        },
      ]);
      expect(first.statusCode).toBe(200);
      const url1 = first.json().photo as string;
      const img = await t.app.inject({ method: 'GET', url: url1 });
      const meta = await sharp(img.rawPayload).metadata();
      expect(meta.format).toBe('jpeg');
      expect(Math.max(meta.width!, meta.height!)).toBe(500);
      expect(meta.exif).toBeUndefined();
      expect(img.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);

      const second = await update(s.auth, [
        userPart(),
        { name: 'photo', value: await png(40, 40), filename: 'b.png', contentType: 'image/png' },
      ]);
      const url2 = second.json().photo as string;
      expect(url2).not.toBe(url1);
      expect((await t.app.inject({ method: 'GET', url: url1 })).statusCode).toBe(404);
      // photo: '' removes it.
      const removed = await update(s.auth, [userPart({ photo: '' })]);
      expect(removed.json().photo).toBeNull();
      expect((await t.app.inject({ method: 'GET', url: url2 })).statusCode).toBe(404);
    });

    it("another person's token never reads or changes my profile; photo URLs cannot be guessed", async () => {
      const a = await signIn(t.app);
      const b = await signIn(t.app);
      const mine = await update(a.auth, [
        userPart({ firstName: 'Алиса' }),
        { name: 'photo', value: await png(8, 8), filename: 'a.png', contentType: 'image/png' },
      ]);
      const aPhoto = mine.json().photo as string;
      await update(b.auth, [userPart({ firstName: 'Борис' })]);
      const aNow = await t.app.inject({ method: 'GET', url: '/v1/userInfo', headers: a.auth });
      const bNow = await t.app.inject({ method: 'GET', url: '/v1/userInfo', headers: b.auth });
      expect(aNow.json()).toMatchObject({ id: a.user.id, firstName: 'Алиса', photo: aPhoto });
      expect(bNow.json()).toMatchObject({ id: b.user.id, firstName: 'Борис', photo: null });
      expect(JSON.stringify(bNow.json())).not.toContain(aPhoto);
      for (const guess of [
        '/v1/photos/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.jpg',
        `/v1/photos/${a.user.id}.jpg`,
        '/v1/photos/..%2F..%2Fsecrets.json',
      ]) {
        expect((await t.app.inject({ method: 'GET', url: guess })).statusCode).toBe(404);
      }
    });
  });
});
