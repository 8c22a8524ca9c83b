import { expect, expectAccessible, screenshot, test } from '../support/fixtures';
import {
  aPoolVenue,
  api,
  bearerOf,
  demoLogin,
  expectSuccess,
  fillCard,
  orderAndGoToPay,
  paidOrderByApi,
  visitorBuysTicket,
} from '../support/paying';
import { staffBearer } from '../support/staff-session';

// Issue 12 in Chromium against the real server and its payment emulators: a ticket checked in
// at the door by the venue's staff shows «Погашен»; a paid ticket is returned from its order's
// screen and the refund reaches «Деньги возвращены»; a package is activated and frozen. 375×812.

test.beforeEach(async ({ skipFirstRun }) => {
  await skipFirstRun();
});

test('a ticket checked in at the door by the staff shows «Погашен»', async ({ page }) => {
  const ticket = await visitorBuysTicket(page);
  // The staff member scans the code: admitted once, and the ticket is used up.
  const staff = staffBearer();
  const scan = () =>
    api<{ result: string; message: string }>(page, staff, 'POST', '/v1/mob/staff/check-in', {
      qrToken: ticket.qrToken,
    });
  expect(await scan()).toMatchObject({ result: 'ACCEPTED', message: 'Проход разрешён' });
  expect((await scan()).result).toBe('USED');

  await page.goto('/tabs/profile/tickets');
  await page.getByRole('tab', { name: 'Без расписания', exact: true }).click();
  const card = page.getByRole('link', { name: /Разовое посещение бассейна/ });
  await expect(card.first()).toContainText('Погашен');
  await card.first().click();
  const article = page.getByRole('article');
  await expect(article.getByText('Погашен', { exact: true })).toBeVisible();
  await expect(article.getByText('Билет погашен: по нему уже прошли')).toBeVisible();
  await expect(article.getByRole('img')).toHaveCount(0);
  await screenshot(page, 'ticket-redeemed');
});

test('a paid ticket is returned from its order and the refund reaches the card', async ({
  page,
}) => {
  await orderAndGoToPay(page, 'YOOKASSA');
  await fillCard(page, '5555 5555 5555 4477');
  await expectSuccess(page);
  await page.goto('/tabs/profile/tickets');
  await page.getByRole('tab', { name: 'Вечер', exact: true }).click();
  await page
    .getByRole('link', { name: /Свободное плавание.*Пятница, 27 ноября, 19:00/ })
    .first()
    .click();
  await page.getByRole('link', { name: /^Заказ № \d+: состав и возврат$/ }).click();
  await expect(page).toHaveURL(/\/tabs\/profile\/orders\/[0-9a-f-]{36}$/);
  const order = page.locator('.sk-order');
  await expect(order.getByText('Оплачен', { exact: true })).toBeVisible();
  await expect(order.getByText(/не позднее чем за 2 ч до начала/)).toBeVisible();
  await screenshot(page, 'order-paid');
  await expectAccessible(page, 'заказ');

  await order.getByRole('button', { name: /^Вернуть/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Оформить возврат?' });
  await expect(dialog).toContainText('на карту, которой оплачен заказ');
  await dialog.getByRole('button', { name: 'Оформить возврат' }).click();
  await expect(order.getByText('Деньги возвращены')).toBeVisible();
  await expect(order.getByText('Возвращён', { exact: true })).toBeVisible();
  await expect(order.getByRole('button', { name: /^Вернуть/ })).toHaveCount(0);
  await screenshot(page, 'order-refunded');
  await expectAccessible(page, 'возврат');

  await page.goBack();
  await expect(page.getByRole('article').getByText('Возвращен', { exact: true })).toBeVisible();
});

test('a package is activated, then frozen', async ({ page }) => {
  await demoLogin(page);
  const bearer = await bearerOf(page);
  const venue = await aPoolVenue(page, 'YOOKASSA');
  const { packages } = await api<{
    packages: { name: string; rates: { id: number; category: string }[] }[];
  }>(page, bearer, 'POST', `/v1/mob/public/placeServicePackages/${venue.complexId}`, {});
  const pool = packages.find((p) => p.name === 'Абонемент в бассейн');
  const rate = pool?.rates.find((r) => r.category === '8 посещений');
  expect(rate, 'абонемент на 8 посещений в демо-каталоге').toBeTruthy();
  await paidOrderByApi(page, bearer, venue.complexId, {
    kind: 'SERVICE_PACKAGE',
    rateId: rate!.id,
    quantity: 1,
  });

  await page.goto('/tabs/profile');
  await page.getByRole('link', { name: 'Мои абонементы' }).click();
  await expect(page).toHaveURL(/\/tabs\/profile\/servicePackages$/);
  const card = page.getByRole('link', { name: /Абонемент в бассейн/ });
  await expect(card.first()).toContainText('Создан');
  await screenshot(page, 'packages');
  await expectAccessible(page, 'мои абонементы');
  await card.first().click();

  const article = page.getByRole('article');
  await expect(article.getByText('Срок действия начнётся со дня активации.')).toBeVisible();
  await article.getByRole('button', { name: 'Активировать' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Активировать' }).click();
  await expect(article.getByText('Активный')).toBeVisible();
  await expect(article.getByText('Действует до 24 декабря 2026 включительно')).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'QR-код абонемента: Абонемент в бассейн' }),
  ).toBeVisible();
  await screenshot(page, 'package-active');

  await article.getByRole('button', { name: 'Заморозить' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Заморозить' }).click();
  await expect(article.getByText('Заморожен', { exact: true })).toBeVisible();
  await expect(article.getByRole('button', { name: 'Разморозить' })).toBeVisible();
  await screenshot(page, 'package-frozen');
  await expectAccessible(page, 'абонемент');
});
