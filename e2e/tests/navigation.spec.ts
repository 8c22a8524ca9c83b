import { expect, expectAccessible, screenshot, test } from '../support/fixtures';

// spec §2.1: the tab bar Главная / Поиск / Профиль; `/` and `/tabs` go to the main tab.

test.beforeEach(async ({ skipFirstRun }) => {
  await skipFirstRun();
});

for (const start of ['/', '/tabs']) {
  test(`${start} lands on /tabs/main`, async ({ page }) => {
    await page.goto(start);
    await expect(page).toHaveURL(/\/tabs\/main$/);
    await expect(page.getByRole('heading', { name: 'Новости' })).toBeVisible();
  });
}

test('the tabs navigate between Главная, Поиск and Профиль', async ({ page }) => {
  await page.goto('/tabs/main');
  await expect(page.getByRole('heading', { name: 'Новости' })).toBeVisible();
  await screenshot(page, 'main');
  await expectAccessible(page, 'главная');

  await page.getByRole('tab', { name: 'Поиск' }).click();
  await expect(page).toHaveURL(/\/tabs\/places$/);
  await expect(page.getByRole('list', { name: 'Площадки, ближайшие сначала' })).toBeVisible();
  await screenshot(page, 'places');
  await expectAccessible(page, 'поиск');

  await page.getByRole('tab', { name: 'Профиль' }).click();
  await expect(page).toHaveURL(/\/tabs\/profile$/);
  await expect(page.getByRole('button', { name: 'Перейти к авторизации' })).toBeVisible();
  await screenshot(page, 'profile');
  await expectAccessible(page, 'профиль');

  await page.getByRole('tab', { name: 'Главная' }).click();
  await expect(page).toHaveURL(/\/tabs\/main$/);
  await expect(page.getByRole('heading', { name: 'Новости' })).toBeVisible();
});
