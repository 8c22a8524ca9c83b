import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, screenshot, test } from '../support/fixtures';
import { api, bearerOf, buysPoolVisitToday } from '../support/paying';
import { asStaff } from '../support/staff-session';

// Issue 25 in Chromium against the real server: the venues' demo administrator (global setup's
// staff session) buys a pool visit for today, so the day has a sale whatever ran before, opens
// «Отчёты», reads the last 7 days' sales with their chart, today's sales, downloads them as CSV
// (UTF-8 with a BOM, «;», Russian headers), looks at check-ins and occupancy. 375×812, 320 and
// 1280×800. The clock is E2E_NOW (Wednesday 25 November, 11:00 in Moscow) on both sides.

test.beforeEach(async ({ skipFirstRun }) => {
  await skipFirstRun();
});

test('the administrator reads today’s sales and downloads them as CSV', async ({ page }) => {
  await asStaff(page);
  await page.goto('/staff/role');
  await expect(page).toHaveURL(/\/staff\/role$/);
  const bearer = await bearerOf(page);
  const { complexId } = await buysPoolVisitToday(page, bearer);
  const { roles } = await api<{
    roles: { complexId: number; complexName: string; role: string }[];
  }>(page, bearer, 'GET', '/v1/mob/staff/roles');
  const venue = roles.find((r) => r.complexId === complexId && r.role === 'ADMIN');
  expect(venue, 'демо-администратор ведёт площадку с бассейном').toBeTruthy();

  await page.getByLabel('Найти спортобъект').fill(venue!.complexName);
  await page
    .getByRole('button', { name: new RegExp(`^${venue!.complexName}\\s*Администратор`) })
    .click();
  await expect(page).toHaveURL(/\/staff$/);
  await page.getByRole('link', { name: /^Отчёты/ }).click();
  await expect(page).toHaveURL(/\/staff\/reports$/);

  // The last 7 days first: a chart of the money by day, with the table as its text.
  await expect(page.getByRole('button', { name: '7 дней' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('img', { name: /^Оплачено по дням/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Продажи по позициям' })).toContainText(
    'Разовое посещение бассейна',
  );
  await screenshot(page, 'staff-reports');
  await page.getByRole('region', { name: 'Продажи по позициям' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'staff-reports-tables');
  await expectAccessible(page, 'отчёты: продажи');

  await page.getByRole('button', { name: 'Сегодня', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Продажи по дням' })).toContainText('25.11.2026');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать CSV' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('sales-2026-11-25-2026-11-25.csv');
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe('Продажи;25.11.2026–25.11.2026;Europe/Moscow');
  expect(lines).toContain('Дата;Заказов;Цены, ₽;Сбор, ₽;Оплачено, ₽');
  expect(lines.some((l) => l.startsWith('Услуга;Разовое посещение бассейна;'))).toBe(true);

  await page.getByRole('button', { name: 'Проходы', exact: true }).click();
  // Nobody may have come through the doors today yet: the chart, or the empty state.
  await expect(
    page
      .getByRole('img', { name: /^Проходы по часам/ })
      .or(page.getByText('За этот период здесь пусто')),
  ).toBeVisible();
  await page.getByRole('button', { name: '7 дней' }).click();
  await page.getByRole('button', { name: 'Продажи', exact: true }).click();
  await expect(page.getByRole('img', { name: /^Оплачено по дням/ })).toBeVisible();
  // The narrowest phone the app serves.
  const chart = page.getByRole('img', { name: /^Оплачено по дням/ });
  const chartWidth = async () => Number(await chart.getAttribute('width'));
  await page.setViewportSize({ width: 320, height: 640 });
  // The chart draws in pixels of its box: it follows the window's width.
  await expect.poll(chartWidth).toBeLessThan(300);
  await chart.scrollIntoViewIfNeeded();
  await screenshot(page, 'staff-reports-320');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(chartWidth).toBeGreaterThan(480);
  await screenshot(page, 'staff-reports-desktop');
  await page.getByRole('button', { name: 'Заполняемость', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Сеансы' })).toBeVisible();
  await screenshot(page, 'staff-reports-occupancy-desktop');
  await expectAccessible(page, 'отчёты: заполняемость');
});
