import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { signIn } from './accounts-helpers';
import { testClock } from './clock';
import {
  deliveries,
  emulatedBrowser,
  notifyUser,
  NOTIFY,
  pushFaults,
  pushJob,
  register,
} from './notifications-helpers';
import { ENGINES, engineTitle, type TestApp, useTestApp } from './test-app';

// Issue 14: push copies of notifications through the real Web Push protocol (web-push: VAPID,
// aes128gcm) to the emulator, which checks and decrypts them; each sent once, only to live
// registrations, a dead subscription dropped, a slow or failing service survived.
const NOW = '2026-11-25T11:00:00+03:00';

describe.each(ENGINES)('notifications push ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const clock = testClock(NOW);
    const app = useTestApp(engine.name, { clock, env: { PUSH_TIMEOUT_MS: '300' } });
    let t: TestApp;
    let deliver: ReturnType<typeof pushJob>;
    beforeEach(async () => {
      t = app();
      clock.set(NOW);
      deliver = pushJob(t.app, t.config);
      await deliver(); // nothing left over from another test
      await pushFaults(t.app, []);
    });
    const subscriptions = async (userId: string) =>
      queryRows(
        t.app.db,
        sql`select failures, active from push_subscriptions where user_id = ${userId}`,
        z.object({ failures: z.number(), active: z.boolean() }),
      );

    it('sends the push once, encrypted and signed, to the person’s registered browser', async () => {
      const a = await signIn(t.app);
      const browser = await emulatedBrowser(t.app);
      const res = await register(t.app, a.auth, browser, { deviceId: 'phone-1' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        deviceId: 'phone-1',
        clientId: 'sportkarta-web',
        active: true,
      });
      await notifyUser(t.app, a.user.id, {
        title: 'Заказ оплачен',
        link: '/tabs/profile/orders/1',
      });
      expect(await deliver()).toMatchObject({ notifications: 1, sent: 1 });
      expect(await deliver()).toMatchObject({ notifications: 0, sent: 0 });
      const got = await deliveries(t.app, browser.id);
      expect(got).toHaveLength(1);
      expect(got[0]!.payload).toMatchObject({
        title: 'Заказ оплачен',
        body: 'Иван Петров хочет добавить вас в друзья',
        link: '/tabs/profile/orders/1',
      });
    });

    it('nothing goes to another person, an unregistered device or a signed-out session', async () => {
      const a = await signIn(t.app);
      const b = await signIn(t.app);
      const browserA = await emulatedBrowser(t.app);
      const browserB = await emulatedBrowser(t.app);
      await register(t.app, a.auth, browserA, { deviceId: 'a-phone' });
      await register(t.app, b.auth, browserB, { deviceId: 'b-phone' });
      // B cannot switch off A's device by naming it.
      const other = await t.app.inject({
        method: 'POST',
        url: `${NOTIFY}/unregister?deviceId=a-phone&clientId=sportkarta-web`,
        headers: b.auth,
      });
      expect(other.statusCode).toBe(204);
      await notifyUser(t.app, a.user.id);
      await deliver();
      expect(await deliveries(t.app, browserA.id)).toHaveLength(1);
      expect(await deliveries(t.app, browserB.id)).toHaveLength(0);

      const off = await t.app.inject({
        method: 'POST',
        url: `${NOTIFY}/unregister?deviceId=a-phone&clientId=sportkarta-web`,
        headers: a.auth,
      });
      expect(off.statusCode).toBe(204);
      await notifyUser(t.app, a.user.id);
      await deliver();
      expect(await deliveries(t.app, browserA.id)).toHaveLength(1);

      await notifyUser(t.app, b.user.id);
      const out = await t.app.inject({
        method: 'DELETE',
        url: '/v1/sessions/current',
        headers: b.auth,
      });
      expect(out.statusCode).toBeLessThan(300);
      await deliver();
      expect(await deliveries(t.app, browserB.id)).toHaveLength(0);
      // The in-app list keeps them all.
      const count = await t.app.inject({
        method: 'GET',
        url: `${NOTIFY}/notificationsCount`,
        headers: a.auth,
      });
      expect(count.json()).toEqual({ count: 2 });
    });

    it('a late, older operation changes nothing; a newer one does', async () => {
      const a = await signIn(t.app);
      const browser = await emulatedBrowser(t.app);
      await register(t.app, a.auth, browser, {
        deviceId: 'd',
        operationTm: '2026-11-25T10:00:00Z',
      });
      const late = await register(t.app, a.auth, browser, {
        deviceId: 'd',
        active: false,
        operationTm: '2026-11-25T09:00:00Z',
      });
      expect(late.json()).toMatchObject({ active: true, operationTm: '2026-11-25T10:00:00.000Z' });
      const newer = await register(t.app, a.auth, browser, {
        deviceId: 'd',
        active: false,
        operationTm: '2026-11-25T10:30:00Z',
      });
      expect(newer.json()).toMatchObject({ active: false });
      await notifyUser(t.app, a.user.id);
      await deliver();
      expect(await deliveries(t.app, browser.id)).toHaveLength(0);
    });

    it('the push address follows whoever registered it last', async () => {
      const a = await signIn(t.app);
      const b = await signIn(t.app);
      const browser = await emulatedBrowser(t.app);
      await register(t.app, a.auth, browser, { deviceId: 'shared' });
      await register(t.app, b.auth, browser, { deviceId: 'shared' });
      expect(await subscriptions(a.user.id)).toHaveLength(0);
      await notifyUser(t.app, a.user.id);
      await deliver();
      expect(await deliveries(t.app, browser.id)).toHaveLength(0);
    });

    it('drops a subscription the push service says is gone (410)', async () => {
      const a = await signIn(t.app);
      const browser = await emulatedBrowser(t.app);
      await register(t.app, a.auth, browser);
      await pushFaults(t.app, ['gone']);
      await notifyUser(t.app, a.user.id);
      expect(await deliver()).toMatchObject({ sent: 0, gone: 1 });
      expect(await subscriptions(a.user.id)).toHaveLength(0);
    });

    it('survives a slow and a failing push service, and keeps the subscription', async () => {
      const a = await signIn(t.app);
      const slow = await emulatedBrowser(t.app);
      const good = await emulatedBrowser(t.app);
      await register(t.app, a.auth, slow, { deviceId: 'slow' });
      await pushFaults(t.app, ['slow'], 2000);
      await notifyUser(t.app, a.user.id);
      // A duration inside this process: the monotonic clock, not the date (docs/testing.md).
      const started = performance.now();
      expect(await deliver()).toMatchObject({ notifications: 1, sent: 0, failed: 1 });
      // The timeout (PUSH_TIMEOUT_MS 300), not the service's 2 s.
      expect(performance.now() - started).toBeLessThan(1500);
      expect(await subscriptions(a.user.id)).toEqual([{ failures: 1, active: true }]);

      await register(t.app, a.auth, good, { deviceId: 'good' });
      await pushFaults(t.app, ['http500']);
      await notifyUser(t.app, a.user.id, { title: 'Второе' });
      const round = await deliver();
      expect(round).toMatchObject({ notifications: 1, sent: 1, failed: 1 });
      expect(await subscriptions(a.user.id)).toHaveLength(2);
    });

    it('sends to the packaged app’s token (FCM) through the native gateway', async () => {
      const a = await signIn(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: `${NOTIFY}/register`,
        headers: a.auth,
        payload: {
          deviceId: 'android-1',
          clientId: 'sportkarta-android',
          operationTm: NOW,
          active: true,
          deviceToken: { kind: 'FCM', registrationId: 'fcm-token-123' },
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      await notifyUser(t.app, a.user.id, { title: 'Скоро начало' });
      await deliver();
      const got = await deliveries(t.app, 'fcm-token-123');
      expect(got).toEqual([
        expect.objectContaining({
          kind: 'FCM',
          payload: expect.objectContaining({ title: 'Скоро начало' }),
        }),
      ]);
    });

    it('refuses a push endpoint that is not https (never POSTs to plain http)', async () => {
      const a = await signIn(t.app);
      const res = await register(t.app, a.auth, {
        id: 'x',
        subscription: {
          endpoint: 'http://169.254.169.254/latest',
          keys: (await emulatedBrowser(t.app)).subscription.keys,
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.stringContaining('https://') });
    });

    it('gives the browser the VAPID public key', async () => {
      const res = await t.app.inject({ method: 'GET', url: `${NOTIFY}/config` });
      expect(res.statusCode).toBe(200);
      expect((res.json() as { vapidPublicKey: string }).vapidPublicKey).toMatch(/^[\w-]{80,}$/);
    });
  });
});
