import { NotificationListSchema } from '@sportkarta/contract/api/notifications';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signIn } from './accounts-helpers';
import { NOTIFY, notifyUser } from './notifications-helpers';
import { ENGINES, engineTitle, useClockedApp } from './test-app';

// Issue 14: the notifications list, its unread count and "viewed" — each person's own only —
// and bad input answered 400 in Russian, never 500.
const NOW = '2026-11-25T11:00:00+03:00';

describe.each(ENGINES)('notifications API ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const { clock, t } = useClockedApp(engine.name, NOW);
    const get = async (auth: object, url: string) =>
      t.app.inject({ method: 'GET', url: `${NOTIFY}${url}`, headers: auth as never });
    const list = async (auth: object) => {
      const res = await get(auth, '/notifications');
      expect(res.statusCode, res.body).toBe(200);
      return NotificationListSchema.parse(res.json());
    };
    const count = async (auth: object) =>
      ((await get(auth, '/notificationsCount')).json() as { count: number }).count;
    const setViewed = (auth: object, payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `${NOTIFY}/setViewed`,
        headers: auth as never,
        payload: payload as never,
      });

    it('lists unread first, newest first, counts and marks them viewed', async () => {
      const a = await signIn(t.app);
      expect(await list(a.auth)).toEqual({ notifications: [], total: 0, unread: 0 });
      await notifyUser(t.app, a.user.id, { title: 'Первое' });
      clock.advance(60_000);
      await notifyUser(t.app, a.user.id, { title: 'Второе', link: null });
      clock.advance(60_000);
      await notifyUser(t.app, a.user.id, { title: 'Третье' });
      expect(await count(a.auth)).toBe(3);
      const before = await list(a.auth);
      expect(before.notifications.map((n) => n.title)).toEqual(['Третье', 'Второе', 'Первое']);
      expect(before.notifications[1]).toMatchObject({ kind: 'FRIEND_REQUEST', link: null });

      const third = before.notifications[0]!.id;
      const res = await setViewed(a.auth, { ids: [third] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ count: 2 });
      const after = await list(a.auth);
      // The viewed one goes below the unread ones.
      expect(after.notifications.map((n) => [n.title, n.viewed])).toEqual([
        ['Второе', false],
        ['Первое', false],
        ['Третье', true],
      ]);
      expect(after).toMatchObject({ total: 3, unread: 2 });
      // Paginated.
      const page = await get(a.auth, '/notifications?page=1&size=2');
      expect(NotificationListSchema.parse(page.json()).notifications.map((n) => n.title)).toEqual([
        'Третье',
      ]);
    });

    it('a second person neither sees nor marks the first one’s notifications', async () => {
      const a = await signIn(t.app);
      const b = await signIn(t.app);
      await notifyUser(t.app, a.user.id);
      const mine = (await list(a.auth)).notifications;
      expect(await list(b.auth)).toMatchObject({ notifications: [], total: 0 });
      expect(await count(b.auth)).toBe(0);
      const res = await setViewed(b.auth, { ids: [mine[0]!.id] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ count: 0 });
      expect(await count(a.auth)).toBe(1);
    });

    it('a once-only notification is made once', async () => {
      const a = await signIn(t.app);
      await notifyUser(t.app, a.user.id, { dedupeKey: 'reminder:1' });
      await notifyUser(t.app, a.user.id, { dedupeKey: 'reminder:1' });
      await notifyUser(t.app, a.user.id, { dedupeKey: 'reminder:2' });
      expect(await count(a.auth)).toBe(2);
    });

    it('asks for sign-in', async () => {
      for (const url of ['/notifications', '/notificationsCount']) {
        const res = await get({}, url);
        expect(res.statusCode).toBe(401);
      }
      const res = await setViewed({}, { ids: [randomUUID()] });
      expect(res.statusCode).toBe(401);
    });

    it.each([
      [
        'setViewed',
        'POST',
        '/setViewed',
        { ids: ['не-uuid'] },
        'Неверный идентификатор уведомления',
      ],
      ['setViewed', 'POST', '/setViewed', { ids: [] }, 'Поле «Уведомления»'],
      ['setViewed', 'POST', '/setViewed', { ids: 'x' }, 'Поле «Уведомления»'],
      ['setViewed', 'POST', '/setViewed', '{"ids": [', 'JSON'],
      ['list', 'GET', '/notifications?page=-1', undefined, 'Поле «Страница»'],
      ['list', 'GET', '/notifications?size=abc', undefined, 'Поле «Размер страницы»'],
      ['unregister', 'POST', '/unregister?deviceId=a', undefined, 'Поле «Приложение»'],
      ['unregister', 'POST', '/unregister?deviceId=a%20b&clientId=web', undefined, 'Недопустимые'],
      [
        'register',
        'POST',
        '/register',
        { deviceId: 'd1', clientId: 'web', operationTm: 'вчера', active: true },
        'Поле «Время операции»',
      ],
      [
        'register',
        'POST',
        '/register',
        {
          deviceId: 'd1',
          clientId: 'web',
          operationTm: NOW,
          active: true,
          deviceToken: { kind: 'SMS', registrationId: 'x' },
        },
        'WEB_PUSH, FCM или APNS',
      ],
      [
        'register',
        'POST',
        '/register',
        {
          deviceId: 'd1',
          clientId: 'web',
          operationTm: NOW,
          active: true,
          deviceToken: {
            kind: 'WEB_PUSH',
            endpoint: 'https://push.example/x',
            keys: { p256dh: 'короткий', auth: 'x' },
          },
        },
        'Поле «Ключ подписки p256dh»',
      ],
    ])('%s: bad input → 400 in Russian (%s %s)', async (_name, method, url, payload, text) => {
      const a = await signIn(t.app);
      const res = await t.app.inject({
        method: method as 'GET' | 'POST',
        url: `${NOTIFY}${url}`,
        headers: {
          ...a.auth,
          ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
        },
        ...(payload === undefined ? {} : { payload: payload as never }),
      });
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json() as { code: string; message: string };
      expect(body.message).toMatch(/[а-яё]/i);
      expect(body.message).toContain(text);
    });

    it('answers unknown paths of the scope with a JSON 404', async () => {
      const res = await get({}, '/nothing');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    });
  });
});
