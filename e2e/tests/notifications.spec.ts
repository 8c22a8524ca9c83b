import type { Page } from '@playwright/test';
import { E2E_NOW } from '../playwright.config';
import { expect, expectAccessible, screenshot, test } from '../support/fixtures';
import { api, bearerOf, expectSuccess, fillCard, orderAndGoToPay } from '../support/paying';
import { demoSignIn } from '../support/sign-in';

// Issue 14 in Chromium: a paid order becomes a notification — pushed to the person's
// registered device (the push emulator receives and decrypts it) and shown in the app with
// the unread count on the profile tab; seen on /tabs/profile/notification, it is marked viewed
// and the count goes. 375×812.

test.beforeEach(async ({ skipFirstRun }) => {
  await skipFirstRun();
});

const badge = (page: Page) => page.getByRole('status', { name: /^Непрочитанных уведомлений/ });

test('a paid order: pushed, counted on the profile tab, seen and marked viewed', async ({
  page,
}) => {
  await orderAndGoToPay(page, 'YOOKASSA');
  // This device gets push: a "browser" of the push emulator, registered as the app does it.
  const bearer = await bearerOf(page);
  const browser = (await (await page.request.post('/emulators/push/subscriptions')).json()) as {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  };
  await api(page, bearer, 'POST', '/service/v1/notify/register', {
    deviceId: 'e2e-device',
    clientId: 'sportkarta-web',
    // The moment the server and the page live in (playwright.config.ts), not the real clock.
    operationTm: new Date(E2E_NOW).toISOString(),
    active: true,
    deviceToken: { kind: 'WEB_PUSH', ...browser },
  });
  await fillCard(page, '5555 5555 5555 4477');
  await expectSuccess(page);

  // The push went out (the server sends pending pushes every few seconds).
  const target = browser.endpoint.split('/').pop()!;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/emulators/push/deliveries?target=${target}`);
        const { deliveries } = (await res.json()) as {
          deliveries: { payload: { title: string } }[];
        };
        return deliveries.map((d) => d.payload.title);
      },
      { timeout: 30_000 },
    )
    .toEqual(['Заказ оплачен']);

  await page.goto('/tabs/profile');
  await expect(badge(page)).toHaveText('1');
  await expect(badge(page)).toHaveAccessibleName('Непрочитанных уведомлений: 1');
  await screenshot(page, 'profile-unread');

  await page.getByRole('link', { name: 'Уведомления' }).click();
  await expect(page).toHaveURL(/\/tabs\/profile\/notification$/);
  const list = page.getByRole('list', { name: 'Список уведомлений' });
  const item = list.getByRole('listitem').first();
  await expect(item.getByRole('heading', { name: 'Заказ оплачен' })).toBeVisible();
  await expect(item.getByText('Новое')).toBeVisible();
  await expect(
    item.getByText(/^Заказ № \d+ на [\d\s,]+₽ оплачен — .+\. Покупка уже в вашем профиле\.$/),
  ).toBeVisible();
  // Seen: marked viewed on the server, and the tab's count goes.
  await expect(badge(page)).toBeHidden();
  await expect
    .poll(async () =>
      api<{ count: number }>(page, bearer, 'GET', '/service/v1/notify/notificationsCount'),
    )
    .toEqual({ count: 0 });
  await screenshot(page, 'notifications');
  await expectAccessible(page, 'уведомления');

  // The notification opens its order.
  await item.getByRole('link').click();
  await expect(page).toHaveURL(/\/tabs\/profile\/orders\/[0-9a-f-]{36}$/);
});

test('nothing yet: the empty list', async ({ page }) => {
  await page.goto('/user/login');
  await demoSignIn(page);
  await expect(page).toHaveURL(/\/tabs\/main/);
  await page.goto('/tabs/profile/notification');
  await expect(page.getByText('Уведомлений пока нет')).toBeVisible();
  await expect(badge(page)).toBeHidden();
  await screenshot(page, 'notifications-empty');
  await expectAccessible(page, 'уведомления: пусто');
});
