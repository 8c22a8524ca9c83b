import { openOrderAsAdmin, visitorPaysForPackage } from '../support/desk-package';
import { expect, expectAccessible, screenshot, test } from '../support/fixtures';
import { api } from '../support/paying';

// Issue 25 (new-visits-activation-dialog, new-visitor-service-package-action-record) in
// Chromium against the real server: a visitor pays for a pool package; the venue's
// administrator opens the order at the desk, activates the package from a later day and sees
// the activation, with their name, in the package's history; the visitor, in their own browser,
// reads from which day the package is valid. 375×812.

test.beforeEach(async ({ skipFirstRun }) => {
  await skipFirstRun();
});

test('the administrator activates a visitor’s package from Monday and sees it in its history', async ({
  page: visitorPage,
  browser,
}) => {
  test.slow();
  const { page, visitor, complexId, orderId } = await visitorPaysForPackage(
    visitorPage,
    browser,
    (packages) =>
      packages
        .find((p) => p.name === 'Абонемент в бассейн')
        ?.rates.find((r) => r.category === '8 посещений'),
  );
  await openOrderAsAdmin(page, complexId, orderId);

  const history = page.getByRole('list', { name: 'История абонемента' });
  await expect(history).toContainText('Продан');
  await page.getByRole('button', { name: /^Активировать: Абонемент в бассейн/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Активация абонемента' });
  const start = dialog.getByLabel('Начало действия');
  // E2E_NOW is Wednesday 25 November 2026 in Moscow: the term starts on Monday.
  await expect(start).toHaveValue('2026-11-25');
  await start.fill('2026-11-30');
  await screenshot(page, 'staff-package-activate');
  await expectAccessible(page, 'активация абонемента');
  await dialog.getByRole('button', { name: 'Активировать' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Абонемент активирован с 30.11.2026')).toBeVisible();
  await expect(page.getByText('Действует с 30.11.2026')).toBeVisible();
  await expect(history).toContainText('Активирован с 30.11.2026');
  await expect(page.getByRole('button', { name: /^Активировать: / })).toHaveCount(0);
  await screenshot(page, 'staff-package-history');
  await expectAccessible(page, 'история абонемента');

  // The visitor's own screen says from which day the term runs (the door waits for it too).
  const { items } = await api<{ items: { id: string; orderId: string }[] }>(
    visitorPage,
    visitor,
    'GET',
    '/v1/mob/user/sold-service-packages',
  );
  const sold = items.find((p) => p.orderId === orderId)!;
  await visitorPage.goto(`/tabs/profile/servicePackages/${sold.id}`);
  const article = visitorPage.getByRole('article');
  await expect(
    article.getByText('Действует с 30 ноября 2026 по 29 декабря 2026 включительно'),
  ).toBeVisible();
  await expect(article.getByText('Активный')).toBeVisible();
  // Opened by its address, the screen has its styles (they once came only with the list).
  await expect(visitorPage.locator('.sk-qr')).toHaveCSS('align-items', 'center');
  await screenshot(visitorPage, 'package-starts-later');
  await expectAccessible(visitorPage, 'абонемент с будущей датой начала');
});
