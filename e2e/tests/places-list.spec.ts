import type { Page, Request } from '@playwright/test';
import { expect, expectAccessible, screenshot, test } from '../support/fixtures';

// spec §2.2 /tabs/places and /tabs/filter: search, nearest first, filter by sport and
// distance around a suggested address, back to the filtered list.

interface Filter {
  field: string;
  values: unknown[];
}

// The centre of Moscow: the device position the browser reports.
test.use({ geolocation: { latitude: 55.7558, longitude: 37.6173 }, permissions: ['geolocation'] });

test.beforeEach(async ({ skipFirstRun }) => {
  await skipFirstRun();
});

/** «350 м» / «2,4 км» → metres. */
function metres(text: string): number {
  const value = Number.parseFloat(text.replace(/\s/g, '').replace(',', '.'));
  return text.includes('км') ? value * 1000 : value;
}

async function distancesOnScreen(page: Page): Promise<number[]> {
  const list = page.getByRole('list', { name: 'Площадки, ближайшие сначала' });
  const texts = await list.locator('.sk-place-card__distance').allTextContents();
  return texts.map(metres);
}

const placesBody = (request: Request): Filter[] => request.postDataJSON() as Filter[];
const isPlacesCall = (request: Request) =>
  request.url().includes('/v1/mob/places?') && request.method() === 'POST';

test('search, filter by sport and distance around a suggested address, back to the list', async ({
  page,
}) => {
  await page.goto('/tabs/places');
  const list = page.getByRole('list', { name: 'Площадки, ближайшие сначала' });
  await expect(list.getByRole('article').first()).toBeVisible();
  await expect(page.getByText('Рядом с вами', { exact: true })).toBeVisible();

  // Type a search: one call after the 300 ms debounce, with the text and the location.
  const searched = page.waitForRequest(
    (r) => isPlacesCall(r) && placesBody(r).some((f) => f.field === 'query'),
  );
  await page.getByPlaceholder('Название или адрес').fill('бассейн');
  const body = placesBody(await searched);
  expect(body).toContainEqual({ field: 'query', values: ['бассейн'] });
  expect(body.map((f) => f.field)).toEqual(expect.arrayContaining(['latitude', 'longitude']));
  await expect(list.getByRole('heading', { name: /Бассейн/i }).first()).toBeVisible();
  const near = await distancesOnScreen(page);
  expect(near.length).toBeGreaterThan(1);
  expect(near).toEqual([...near].sort((a, b) => a - b));
  await screenshot(page, 'places-list');
  await expectAccessible(page, 'поиск площадок');
  await page.getByPlaceholder('Название или адрес').fill('');

  // The filter: a sport, a distance, an address from the suggestions.
  await page.getByRole('link', { name: 'Фильтры' }).click();
  await expect(page).toHaveURL(/\/tabs\/filter$/);
  await page
    .getByRole('group', { name: 'Виды спорта' })
    .getByRole('button', { name: 'Плавание' })
    .click();
  await page.getByRole('radiogroup', { name: 'Расстояние' }).getByText('+5 км').click();
  await page.getByRole('combobox', { name: 'Адрес' }).fill('Тверская');
  const suggestion = page.getByRole('option').first();
  await expect(suggestion).toBeVisible();
  const chosen = (await suggestion.locator('.sk-address__name').textContent())!.trim();
  await suggestion.click();
  await expect(page.getByText(`Поиск рядом с адресом: ${chosen}`)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Недавние адреса' }).getByRole('button', { name: chosen }),
  ).toBeVisible();
  await screenshot(page, 'places-filter');
  await expectAccessible(page, 'фильтр площадок');

  // The list behind asks once, on return, with every filter chosen here.
  const filtered = page.waitForRequest(
    (r) => isPlacesCall(r) && placesBody(r).some((f) => f.field === 'radius'),
  );
  await page.getByRole('button', { name: 'Показать' }).click();
  await expect(page).toHaveURL(/\/tabs\/places$/);
  const sent = placesBody(await filtered);
  expect(sent).toContainEqual({ field: 'radius', values: [5000] });
  expect(sent).toContainEqual({ field: 'sportTypes', values: [1] });
  await expect(page.getByText(`Рядом с адресом: ${chosen}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Фильтры, включено: 2' })).toBeVisible();
  await expect(list.getByRole('article').first()).toBeVisible();
  const within = await distancesOnScreen(page);
  expect(within.every((m) => m <= 5000)).toBe(true);
  expect(within).toEqual([...within].sort((a, b) => a - b));
  await screenshot(page, 'places-list-filtered');

  // Issue 28: accessibility with the other filters — a venue with adapted groups, its page
  // says what it declares, and its section marks the adapted group.
  await page.getByRole('link', { name: 'Фильтры, включено: 2' }).click();
  await page.getByRole('button', { name: 'Сбросить' }).click();
  const access = page.getByRole('group', { name: 'Доступная среда' });
  await access.getByRole('button', { name: 'Адаптивные группы' }).click();
  await expect(access.getByRole('button', { name: 'Адаптивные группы' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await access.scrollIntoViewIfNeeded();
  await screenshot(page, 'places-filter-accessibility');
  const accessible = page.waitForRequest(
    (r) => isPlacesCall(r) && placesBody(r).some((f) => f.field === 'accessibility'),
  );
  await page.getByRole('button', { name: 'Показать' }).click();
  expect(placesBody(await accessible)).toContainEqual({
    field: 'accessibility',
    values: ['ADAPTED_GROUPS'],
  });
  await expect(page.getByRole('link', { name: 'Фильтры, включено: 1' })).toBeVisible();
  await list.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/tabs\/places\/\d+$/);
  const declared = page.getByRole('region', { name: 'Доступная среда' });
  await expect(
    declared.getByRole('listitem').filter({ hasText: 'Адаптивные группы' }),
  ).toBeVisible();
  await declared.scrollIntoViewIfNeeded();
  await screenshot(page, 'place-accessibility');
  await expectAccessible(page, 'доступная среда площадки');
  const venueId = /\/tabs\/places\/(\d+)$/.exec(page.url())![1];
  await page.goto(`/tabs/places/${venueId}/serviceTypes/sections`);
  await page
    .getByRole('link', { name: /Адаптивная секция/ })
    .first()
    .click();
  await expect(page.getByText(/^Адаптивная группа: /).first()).toBeVisible();
  await page
    .getByText(/^Адаптивная группа: /)
    .first()
    .scrollIntoViewIfNeeded();
  await screenshot(page, 'section-adapted-group');
});
