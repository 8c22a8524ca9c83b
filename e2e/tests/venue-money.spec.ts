import { expect, expectAccessible, screenshot, test } from '../support/fixtures';
import { bearerOf, buysPoolVisitToday, demoLogin } from '../support/paying';
import { chooseAdminAt, signInAsVenueStaff } from '../support/venue-admin';

// Issue 25 in Chromium against the real server: a visitor (the demo login) pays for a pool
// visit at a YooKassa venue; the venues' demo administrator opens «Деньги» for that venue and
// finds the acquirer's card — our books beside the report the emulator gives through the real
// adapter — with its «Расхождения» part. 375×812 and 1280×800.

/** The YooKassa emulator's shop (config-payments.ts PAYMENT_EMULATOR_ACCOUNT): its cabinet. */
const EMULATOR_SHOP = 'emulator-shop:emulator-secret-not-for-production';

test.beforeEach(async ({ skipFirstRun }) => {
  await skipFirstRun();
});

test('the administrator sees what YooKassa collected beside our books', async ({ page }) => {
  // The visitor first, by the demo login; then the same browser opens as the staff member.
  await demoLogin(page);
  const { complexId, orderId } = await buysPoolVisitToday(page, await bearerOf(page));

  const { roles } = await signInAsVenueStaff(page);
  const venue = roles.find((r) => r.role === 'ADMIN' && r.complexId === complexId);
  if (!venue) throw new Error('демо-администратор не администрирует спортобъект покупки');
  await chooseAdminAt(page, venue.complexName);
  await page.getByRole('link', { name: /^Деньги/ }).click();
  await expect(page).toHaveURL(/\/staff\/money$/);

  const card = page.getByRole('region', { name: 'ЮKassa' });
  const table = card.getByRole('table', { name: 'ЮKassa: наши данные и отчёт эквайера' });
  await expect(table).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('rowheader', { name: 'Комиссия' })).toBeVisible();
  await expect(card.getByRole('heading', { name: /^Расхождения/ })).toBeVisible();
  // The visit just paid is in both books: it is not among the differences.
  await expect(card.getByText('Расхождений нет')).toBeVisible();
  await screenshot(page, 'staff-money');
  await expectAccessible(page, 'деньги организации');
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'staff-money-desktop');
  await page.setViewportSize({ width: 375, height: 812 });

  // Someone returns 100 ₽ of that payment in YooKassa's cabinet (the emulator's API): the
  // refunds now differ, and the payment is listed with both sides' sums.
  const shop = { authorization: `Basic ${Buffer.from(EMULATOR_SHOP).toString('base64')}` };
  const list = (await (
    await page.request.get('/emulators/yookassa/v3/payments?status=succeeded&limit=100', {
      headers: shop,
    })
  ).json()) as { items: { id: string; metadata: { orderId?: string } }[] };
  const payment = list.items.find((p) => p.metadata.orderId === orderId);
  expect(payment, 'платёж посетителя у эмулятора ЮKassa').toBeTruthy();
  const refunded = await page.request.post('/emulators/yookassa/v3/refunds', {
    headers: { ...shop, 'idempotence-key': crypto.randomUUID() },
    data: { payment_id: payment!.id, amount: { value: '100.00', currency: 'RUB' } },
  });
  expect(refunded.status()).toBe(200);
  await page.reload();
  const diff = card.getByRole('list', { name: /^Расхождения/ }).getByRole('listitem');
  await expect(diff).toContainText('Возвраты расходятся');
  await expect(diff).toContainText('возвращено 100 ₽');
  await diff.scrollIntoViewIfNeeded();
  await screenshot(page, 'staff-money-differences');
  await expectAccessible(page, 'расхождения');
  await page.setViewportSize({ width: 320, height: 700 });
  await screenshot(page, 'staff-money-320');
  await page.setViewportSize({ width: 375, height: 812 });

  // A period the server would refuse is explained, not asked for.
  await page.getByLabel('Начало периода').fill('2026-01-01');
  await expect(page.getByRole('alert')).toHaveText('Период не длиннее 92 дней');
});
