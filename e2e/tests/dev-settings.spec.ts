import { expect, expectAccessible, FIRST_RUN_KEYS, screenshot, test } from '../support/fixtures';

// issue 2 §6: /tabs/profile/dev-settings — API base override, flag states, version/build,
// reset of the "already shown" flags, and the live gallery of every widget.

test.beforeEach(async ({ skipFirstRun }) => {
  await skipFirstRun();
});

test('dev settings list the flags, the version 1.8.4 build 260 and the API base field', async ({
  page,
  request,
}) => {
  const toggles = (await (await request.get('/v1/unleash/toggles')).json()) as {
    toggles: { name: string }[];
  };

  // Issue 28: not in the profile menu; seven taps on the version in «О приложении» open it.
  await page.goto('/tabs/profile');
  await expect(page.getByRole('link', { name: 'О приложении' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Настройки разработчика/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'О приложении' }).click();
  const version = page.getByRole('button', { name: /^Версия 1\.8\.4/ });
  for (let i = 0; i < 6; i += 1) await version.click();
  await expect(page.getByText('1 нажатие до настроек разработчика')).toBeVisible();
  await version.click();
  await expect(page).toHaveURL(/\/tabs\/profile\/dev-settings$/);
  await expect(page.getByRole('heading', { name: 'Флаги функций' })).toBeVisible();

  // Every flag of spec §2.3 is listed with its state; the enabled ones match the server.
  for (const flag of ['ignore-map', 'sections-page', 'mobile-refund']) {
    await expect(page.getByText(flag, { exact: true })).toBeVisible();
  }
  const enabled = page.getByText('включён', { exact: true });
  await expect(enabled).toHaveCount(toggles.toggles.length);

  await expect(page.getByText('1.8.4', { exact: true })).toBeVisible();
  await expect(page.getByText('260', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Базовый адрес API' })).toBeVisible();
  await screenshot(page, 'dev-settings');
  await expectAccessible(page, 'настройки разработчика');
});

test('the API base override rejects a malformed address and applies a valid one', async ({
  page,
  baseURL,
}) => {
  await page.goto('/tabs/profile/dev-settings');
  const field = page.getByRole('textbox', { name: 'Базовый адрес API' });
  await field.fill('не адрес');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Введите адрес вида https://example.ru').first()).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  // A valid address is kept and the app reloads onto it (the server's own address here,
  // so the app keeps working).
  await field.fill(baseURL!);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText(`Сейчас используется: ${baseURL}`)).toBeVisible();
  await expect(page.getByText(`Приложение работает с другим сервером: ${baseURL}.`)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('sk.apiBaseOverride'))).toBe(baseURL);
  // Issue 28: every screen shows a slim strip while the address is changed, headers below it.
  const strip = page.getByRole('status').filter({ hasText: 'Другой сервер API:' });
  await expect(strip).toHaveText(`Другой сервер API: ${new URL(baseURL!).host}Сбросить`);
  await page.goto('/tabs/main');
  await expect(strip).toBeVisible();
  await screenshot(page, 'api-address-banner');
  await expectAccessible(page, 'полоса другого адреса API');
  await page.goto('/tabs/profile/dev-settings');

  await page.getByRole('button', { name: 'Сбросить', exact: true }).click();
  await expect(
    page.getByText('Сейчас используется: тот же адрес, что и у приложения'),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('sk.apiBaseOverride'))).toBeNull();
  await expect(strip).toBeHidden();
});

test('resetting the shown flags brings the onboarding back', async ({ page }) => {
  await page.goto('/tabs/profile/dev-settings');
  await page.getByRole('button', { name: 'Сбросить показанные подсказки' }).click();
  await expect(page.getByText('Подсказки будут показаны снова')).toBeVisible();
  expect(
    await page.evaluate((key) => localStorage.getItem(key), FIRST_RUN_KEYS.onboardingShown),
  ).toBeNull();

  // The init script of skipFirstRun would set the flags again on reload: open a fresh page.
  const fresh = await page.context().newPage();
  await fresh.route(/tile/, (route) => route.abort());
  await fresh.goto('/tabs/main');
  await expect(fresh.getByRole('dialog', { name: 'Знакомство с приложением' })).toBeVisible();
});
