import type { Page } from '@playwright/test';
import { expect, expectAccessible, screenshot, test } from '../support/fixtures';
import { signInByPhone } from '../support/sign-in';

// issue 4 venue page in Chromium against the real server: open a venue, copy its address,
// a visitor's heart asks to sign in, the favourite then shows in the profile, rate it, and
// the photo slider (swipe by keys, zoom, close back to the venue). Screenshots at 375×812.

interface Summary {
  id: number;
  name: string;
  address: string;
}

test.use({
  geolocation: { latitude: 55.7558, longitude: 37.6173 },
  permissions: ['geolocation', 'clipboard-read', 'clipboard-write'],
});

test.beforeEach(async ({ skipFirstRun }) => {
  await skipFirstRun();
});

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.sk-toast').filter({ hasText: text }).first();

/** A pool from the seed (swimming is sport type 1), found through the public list call. */
async function aPool(page: Page): Promise<Summary> {
  const response = await page.request.post('/v1/mob/places?size=5', {
    data: [{ field: 'sportTypes', values: [1] }],
  });
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: Summary[] };
  expect(items.length).toBeGreaterThan(0);
  return items[0]!;
}

test('venue: copy the address, favourite after signing in, rate, photo slider', async ({
  page,
}) => {
  // One long journey (sign-in included) on a shared two-core machine.
  test.setTimeout(120_000);
  const pool = await aPool(page);
  await page.goto(`/tabs/places/${pool.id}`);
  const heading = page.getByRole('heading', { level: 1, name: pool.name });
  await expect(heading).toBeVisible();
  await expect(page.getByText(pool.address)).toBeVisible();
  await expect(page.getByTestId('place-distance')).toHaveText(/\d км от вас|\d м от вас/);
  await expect(page.getByRole('table')).toContainText('Понедельник');
  await screenshot(page, 'place-page');
  await expectAccessible(page, 'страница площадки');

  // spec §2.4: copy the address.
  await page.getByRole('button', { name: 'Скопировать адрес' }).click();
  await expect(toast(page, 'Адрес скопирован')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pool.address);

  // spec §6: a visitor's heart asks to sign in; after signing in the person is back here.
  await page.getByRole('button', { name: 'Добавить в избранное' }).click();
  const dialog = page.getByRole('dialog', { name: 'Функция недоступна' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Авторизация' }).click();
  await expect(page).toHaveURL(/\/user\/login$/);
  await signInByPhone(page);
  await expect(page).toHaveURL(new RegExp(`/tabs/places/${pool.id}$`));
  await expect(heading).toBeVisible();

  // spec §8: the favourite toast, the heart pressed; the profile lists it.
  await page.getByRole('button', { name: 'Добавить в избранное' }).click();
  await expect(toast(page, 'Площадка успешно добавлена в избранное')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Удалить из избранного' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('tab', { name: 'Профиль' }).click();
  await page.getByRole('link', { name: 'Избранное' }).click();
  await expect(page).toHaveURL(/\/tabs\/profile\/favorites$/);
  const card = page.getByRole('link', { name: new RegExp(pool.name) });
  await expect(card).toBeVisible();
  await screenshot(page, 'place-favorites');
  await expectAccessible(page, 'избранное');

  // Rate it from the venue page: 4 stars by keyboard and a comment.
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/tabs/places/${pool.id}$`));
  await page.getByRole('button', { name: 'Оценить' }).click();
  const sheet = page.getByRole('dialog', { name: 'Оцените площадку' });
  await expect(sheet).toBeVisible();
  // The radios are hidden behind their star labels: tap the third star, then the arrow key.
  await sheet.locator('label').filter({ hasText: '3 звезды' }).click();
  await expect(sheet.getByRole('radio', { name: '3 звезды' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(sheet.getByRole('radio', { name: '4 звезды' })).toBeChecked();
  await sheet.getByRole('textbox', { name: /Комментарий/ }).fill('Чистая вода, удобные раздевалки');
  await screenshot(page, 'place-rating-sheet');
  await expectAccessible(page, 'оценка площадки');
  await sheet.getByRole('button', { name: 'Отправить' }).click();
  await expect(toast(page, 'Спасибо! Оценка сохранена')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Изменить оценку' })).toBeVisible();
  await expect(page.getByText('Чистая вода, удобные раздевалки')).toBeVisible();

  // The photo slider: opens at the tapped photo, arrows switch, double click zooms, ✕ closes.
  await page.getByRole('link', { name: /^Открыть фото 1 из \d+$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/places/${pool.id}/photo-slider\\?photo=1$`));
  const counter = page.getByTestId('slider-counter');
  await expect(counter).toHaveText(/^1 из \d+$/);
  // Its scrolling track is keyboard-reachable and named (axe scrollable-region-focusable, issue 28).
  await expectAccessible(page, 'фотографии площадки');
  const total = Number(/из (\d+)/.exec((await counter.textContent()) ?? '')![1]);
  if (total > 1) {
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`2 из ${total}`);
  }
  const frame = page.locator(
    '.sk-slider__slide:not([aria-hidden="true"]) [data-testid="slider-frame"]',
  );
  await frame.dblclick();
  await expect(frame.locator('img')).toHaveAttribute('style', /scale\(2\.5\)/);
  await screenshot(page, 'place-photo-slider');
  await page.getByRole('button', { name: 'Закрыть', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/tabs/places/${pool.id}$`));
  await expect(heading).toBeVisible();

  // And the venue on the map.
  await page.getByRole('link', { name: 'На карте' }).click();
  await expect(page).toHaveURL(new RegExp(`/tabs/places/${pool.id}/map$`));
  await expect(page.getByRole('region', { name: pool.name })).toBeVisible();
});
