import type { Locator, Page } from '@playwright/test';
import { E2E_NOW } from '../playwright.config';
import { expect, expectAccessible, screenshot, test } from '../support/fixtures';

// Issue 4: the map mode of /tabs/places (server clusters and points, a point's card, the
// venue page), the events on the map with /filter/events, and /tabs/places/{id}/map.
// Tiles are aborted by the shared fixture: the map shows its grey background.

test.use({ geolocation: { latitude: 55.7558, longitude: 37.6173 }, permissions: ['geolocation'] });

test.beforeEach(async ({ skipFirstRun }) => {
  await skipFirstRun();
});

async function openMapMode(page: Page): Promise<Locator> {
  await page.goto('/tabs/places');
  await page.getByRole('button', { name: 'Карта', exact: true }).click();
  const map = page.locator('.sk-map').first();
  await expect(map).toBeVisible();
  return map;
}

/**
 * Waits until the map stands still as a person sees it: no zoom animation, no cluster
 * animation, and the markers and the map pane in the same place for three frames running.
 */
async function mapAtRest(map: Locator): Promise<void> {
  await map.evaluate(
    (el) =>
      new Promise<void>((done) => {
        let last = '';
        let still = 0;
        const look = () => {
          const busy =
            el.matches('.leaflet-zoom-anim') || !!el.querySelector('.leaflet-cluster-anim');
          const pane = el.querySelector<HTMLElement>('.leaflet-map-pane')?.style.transform ?? '';
          const markers = [...el.querySelectorAll<HTMLElement>('.leaflet-marker-icon')]
            .map((m) => `${m.getAttribute('aria-label')}@${m.style.transform}`)
            .join('|');
          const now = `${pane}#${markers}`;
          still = !busy && now === last ? still + 1 : 0;
          last = now;
          if (still >= 3) done();
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
}

/** The first of `markers` whose centre lies inside the map box (markers outside are clipped). */
async function firstInside(map: Locator, markers: Locator): Promise<Locator | null> {
  const box = await map.boundingBox();
  if (!box) return null;
  const count = await markers.count();
  for (let i = 0; i < count; i += 1) {
    // A marker that a re-clustering removed while we looked is skipped, not waited for.
    const m = await markers
      .nth(i)
      .boundingBox({ timeout: 2000 })
      .catch(() => null);
    if (!m) continue;
    const [x, y] = [m.x + m.width / 2, m.y + m.height / 2];
    // Keep clear of the control column at the right and the events button at the top.
    if (
      x > box.x + 20 &&
      x < box.x + box.width - 70 &&
      y > box.y + 70 &&
      y < box.y + box.height - 30
    )
      return markers.nth(i);
  }
  return null;
}

test('map mode: clusters and points, a point opens its card and the venue page', async ({
  page,
}) => {
  const map = await openMapMode(page);
  const clusters = page.getByRole('button', { name: /^Группа на карте: \d+ площад/ });
  await expect(clusters.first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Приблизить' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Моё местоположение' })).toBeVisible();
  await expect(page.getByRole('link', { name: /OpenStreetMap/ })).toBeVisible();
  await screenshot(page, 'map');
  await expectAccessible(page, 'карта площадок');

  // Tap clusters (each zooms in) until single venues show up.
  const pins = page.locator('.sk-map-pin--venue');
  let pin: Locator | null = await firstInside(map, pins);
  for (let i = 0; i < 6 && !pin; i += 1) {
    const cluster = await firstInside(map, clusters);
    expect(cluster, 'на карте есть группа, по которой можно приблизить').not.toBeNull();
    const answered = page.waitForResponse((r) => r.url().includes('/v1/mob/places/map?'));
    await cluster!.click();
    const view = (await (await answered).json()) as { clusters: unknown[]; points: unknown[] };
    // The answer is on the map: its bubbles and pins, and nothing of the previous view.
    await expect(clusters).toHaveCount(view.clusters.length);
    await expect(pins).toHaveCount(view.points.length);
    await mapAtRest(map);
    pin = await firstInside(map, pins);
  }
  expect(pin, 'после приближения видны отдельные площадки').not.toBeNull();
  const name = (await pin!.getAttribute('aria-label'))!;
  await pin!.click();
  const card = page.getByRole('region', { name });
  await expect(card.getByRole('heading', { name })).toBeVisible();
  await screenshot(page, 'map-venue-card');

  await card.getByRole('link', { name: /Подробнее/ }).click();
  await expect(page).toHaveURL(/\/tabs\/places\/\d+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
});

test('the events filter chooses which events the map shows', async ({ page }) => {
  const map = await openMapMode(page);
  const button = page.getByRole('link', { name: /^Фильтр событий: Сегодня/ });
  await expect(button).toBeVisible();

  await button.click();
  await expect(page).toHaveURL(/\/filter\/events$/);
  await expect(page.getByRole('radio', { name: 'Сегодня' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Все виды спорта' })).toBeVisible();
  await screenshot(page, 'events-filter');
  await expectAccessible(page, 'фильтр событий');

  await page.getByRole('radio', { name: 'На неделе' }).click();
  const requested = page.waitForResponse((r) => r.url().includes('/v1/events?'));
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page).toHaveURL(/\/tabs\/places$/);
  // Back on the map the person left, not on the list.
  await expect(page.getByRole('button', { name: 'Карта', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const response = await requested;
  const url = new URL(response.url());
  // The week of E2E_NOW (a Wednesday): from now to the Moscow midnight after Sunday.
  expect(url.searchParams.get('startDate')?.slice(0, 10)).toBe(E2E_NOW.slice(0, 10));
  expect(url.searchParams.get('endDate')).toBe(new Date('2026-11-30T00:00:00+03:00').toISOString());
  const { events } = (await response.json()) as { events: unknown[] };
  expect(events.length, 'демо-данные: события на этой неделе').toBeGreaterThan(0);
  await expect(
    page.getByRole('link', {
      name: new RegExp(`^Фильтр событий: На неделе · ${events.length} событ`),
    }),
  ).toBeVisible();
  const eventPins = page.getByRole('button', { name: /^События: / });
  const eventClusters = page.getByRole('button', { name: /^События на карте, группа: / });
  await expect(eventPins.or(eventClusters).first()).toBeAttached();

  // Zoom out once so the events gather inside the box, then open groups until a pin shows.
  await page.getByRole('button', { name: 'Отдалить' }).click();
  await mapAtRest(map);
  let pin: Locator | null = null;
  for (let i = 0; i < 6 && !pin; i += 1) {
    // A new view may be answered by new markers a moment after the map stands still (the
    // layer re-clusters, or asks for the view's events): wait until an event or a group shows.
    await expect
      .poll(
        async () => (await firstInside(map, eventPins)) ?? (await firstInside(map, eventClusters)),
        { message: 'на карте видно событие или группа событий' },
      )
      .not.toBeNull();
    pin = await firstInside(map, eventPins);
    if (pin) break;
    const cluster = await firstInside(map, eventClusters);
    if (!cluster) continue; // re-clustered while we looked: look again
    await cluster.click();
    await mapAtRest(map);
  }
  expect(pin, 'значок события виден на карте').not.toBeNull();
  await pin!.click();
  const card = page.locator('.sk-event-card');
  await expect(card).toBeVisible();
  // Either one event, or the list of a place's events to pick from.
  const list = card.locator('.sk-event-card__item');
  if (await list.count()) await list.first().click();
  await expect(card.locator('.sk-event__price')).toHaveText(/Бесплатно|₽|Цена не указана/);
  await expect(card.getByText('Когда')).toBeVisible();
  await screenshot(page, 'map-event');
});

test('the venue map shows the venue with a route link and leads back to it', async ({
  page,
  request,
}) => {
  const page0 = (await (
    await request.post('/v1/mob/places?page=0&size=1', { data: [] })
  ).json()) as { items: { id: number; name: string }[] };
  const venue = page0.items[0]!;
  expect(venue, 'демо-данные: площадки в Москве').toBeTruthy();

  await page.goto(`/tabs/places/${venue.id}/map`);
  const card = page.getByRole('region', { name: venue.name });
  await expect(card).toBeVisible();
  await expect(page.getByRole('button', { name: venue.name })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Проложить маршрут' })).toHaveAttribute(
    'href',
    /^https:\/\/yandex\.ru\/maps\/\?rtext=~55\.\d+,37\.\d+$/,
  );
  await screenshot(page, 'place-map');
  await expectAccessible(page, 'площадка на карте');

  await card.getByRole('link', { name: 'К площадке' }).click();
  await expect(page).toHaveURL(new RegExp(`/tabs/places/${venue.id}$`));
});
