import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, screenshot, test } from '../support/fixtures';

// issue 2 §6: the widget gallery on /tabs/profile/dev-settings, used as a person would.

test.beforeEach(async ({ skipFirstRun, page }) => {
  await skipFirstRun();
  await page.goto('/tabs/profile/dev-settings');
  await expect(page.getByRole('heading', { name: 'Виджеты' })).toBeVisible();
});

/** Presses at the middle of `target`, moves by (dx, dy) in small steps and lets go. */
async function drag(page: Page, target: Locator, dx: number, dy: number): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('drag: элемент не на экране');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}

test('bottom sheet opens, and closes when dragged down past half its height', async ({ page }) => {
  await page.getByRole('button', { name: 'Открыть лист' }).click();
  const sheet = page.getByRole('dialog', { name: 'Пример листа' });
  await expect(sheet).toBeVisible();
  await screenshot(page, 'gallery-bottom-sheet');
  await expectAccessible(page, 'нижний лист');

  const box = await sheet.boundingBox();
  await drag(
    page,
    sheet.getByRole('button', { name: 'Потяните вниз, чтобы закрыть' }),
    0,
    (box?.height ?? 400) * 0.6,
  );
  await expect(sheet).toBeHidden();
});

test('date picker: «Выбрать» puts the date into the page as DD/MM/YYYY', async ({ page }) => {
  await page.getByRole('button', { name: 'Открыть выбор даты' }).click();
  const sheet = page.getByRole('dialog', { name: 'Выберите дату' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Отмена' }).first()).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Готово' })).toBeVisible();
  await screenshot(page, 'gallery-date-picker');
  await expectAccessible(page, 'выбор даты');
  await sheet.getByRole('button', { name: 'Выбрать' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText(/Выбранная дата:\s*\d{2}\/\d{2}\/\d{4}/)).toBeVisible();
});

test('gender sheet «Укажите Ваш пол»: choosing closes it and shows the choice', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Указать пол' }).click();
  const sheet = page.getByRole('dialog', { name: 'Укажите Ваш пол' });
  await expect(sheet).toBeVisible();
  await screenshot(page, 'gallery-gender');
  await expectAccessible(page, 'выбор пола');
  await sheet.getByRole('radio', { name: 'Женский' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText('Выбрано: Женский')).toBeVisible();
});

test('a toast goes away when swiped up', async ({ page }) => {
  await page.getByRole('button', { name: 'Ошибка', exact: true }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Не удалось сохранить изменения' });
  await expect(toast).toBeVisible();
  await screenshot(page, 'gallery-toast');
  // spec §9: an upward swipe of at least 15 px dismisses — long before the error's 6 s.
  await drag(page, toast.getByText('Не удалось сохранить изменения'), 0, -40);
  await expect(toast).toBeHidden({ timeout: 2_000 });
});

test('loading overlay shows «Пожалуйста, подождите...»', async ({ page }) => {
  await page.getByRole('button', { name: 'Показать на 2 секунды' }).click();
  const overlay = page.getByRole('status').filter({ hasText: 'Пожалуйста, подождите...' });
  await expect(overlay).toBeVisible();
  await screenshot(page, 'gallery-loading-overlay');
  await expectAccessible(page, 'оверлей загрузки');
  await expect(overlay).toBeHidden({ timeout: 5_000 });
});

test('auth-required modal «Функция недоступна» → «Авторизация» goes to /user/login', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Добавить в избранное' }).click();
  const modal = page.getByRole('dialog', { name: 'Функция недоступна' });
  await expect(modal).toBeVisible();
  await screenshot(page, 'gallery-auth-required');
  await expectAccessible(page, 'функция недоступна');
  await modal.getByRole('button', { name: 'Авторизация' }).click();
  await expect(page).toHaveURL(/\/user\/login$/);
});
