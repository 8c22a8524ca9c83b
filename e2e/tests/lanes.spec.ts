import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, screenshot, test } from '../support/fixtures';
import { api, demoLogin, expectSuccess, fillCard, FRIDAY } from '../support/paying';
import { asStaff, staffBearer } from '../support/staff-session';
import { chooseAdminAt } from '../support/venue-admin';

// Issue 25 in Chromium against the real server: on the demo pool that sells by lane
// (seed/lanes.ts) the demo person chooses «Дорожка 3» for Friday's «Свободное плавание», pays
// with the provider's test card, and the venue's administrator sees the sale on lane 3 in the
// session calendar. 375×812, 320×640 and 1280×800.

test.beforeEach(async ({ skipFirstRun }) => {
  await skipFirstRun();
});

interface Product {
  id: number;
  name: string;
  left: number;
}
interface PublicSession {
  id: number;
  startsAt: string;
  band: 'morning' | 'day' | 'evening';
  products?: Product[];
}
interface StaffSession {
  id: number;
  parts?: { name: string; capacity: number; sold: number; held: number; checkedIn: number }[];
}

const BANDS = { morning: 'Утро', day: 'День', evening: 'Вечер' } as const;

/** The demo venue whose 25 m pool sells lanes, and its Friday session with lane 3 still free. */
async function theLanePool(page: Page) {
  const list = await page.request.post('/v1/mob/places?size=60', {
    data: [{ field: 'sportTypes', values: [1] }],
  });
  const { items } = (await list.json()) as { items: { id: number; name: string }[] };
  for (const { id, name } of items) {
    const types = (await (
      await page.request.get(`/v1/mob/service-types?complexId=${id}`)
    ).json()) as { places: { placeId: number; name: string }[] };
    const pool = types.places.find((p) => p.name === 'Бассейн 25 м');
    if (!pool) continue;
    const day = (await (
      await page.request.get(
        `/v1/mob/public/scheduled-events?placeId=${pool.placeId}&date=${FRIDAY}`,
      )
    ).json()) as { timeZone: string; events: { name: string; sessions: PublicSession[] }[] };
    const swim = day.events.find((e) => e.name === 'Свободное плавание');
    const session = swim?.sessions.find((s) =>
      s.products?.some((p) => p.name === 'Дорожка 3' && p.left > 0),
    );
    if (session)
      return {
        complexId: id,
        complexName: name,
        placeId: pool.placeId,
        timeZone: day.timeZone,
        session,
      };
  }
  throw new Error('в демо-данных нет бассейна, продающего дорожки');
}

/** Screenshots at 375, 320 and 1280 px with `target` in view; back at 375 after. */
async function atThreeSizes(page: Page, name: string, target: Locator, block: 'start' | 'center') {
  for (const [suffix, width, height] of [
    ['', 375, 812],
    ['-320', 320, 640],
    ['-desktop', 1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await target.evaluate((el, at) => el.scrollIntoView({ block: at }), block);
    await screenshot(page, `${name}${suffix}`);
  }
  await page.setViewportSize({ width: 375, height: 812 });
}

const hhmm = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('ru-RU', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(iso));

test('a visitor buys «Дорожка 3»; the administrator sees it on lane 3', async ({ page }) => {
  // Two people's screens, a payment and three sizes of screenshots: longer than one screen's test.
  test.setTimeout(180_000);
  await demoLogin(page);
  const venue = await theLanePool(page);
  const at = hhmm(venue.session.startsAt, venue.timeZone);

  // The pool's schedule (the venue's page and its «Купить билет» are buying.spec.ts's).
  await page.goto(`/tabs/places/${venue.complexId}/serviceTypes/services/${venue.placeId}`);
  await page.locator(`[data-date="${FRIDAY}"]`).click();
  await page.getByRole('tab', { name: BANDS[venue.session.band], exact: true }).click();
  await page.getByRole('link', { name: `Купить: ${at} · Свободное плавание` }).click();
  await expect(page.getByRole('heading', { name: 'Свободное плавание', level: 2 })).toBeVisible();

  // The products as a radio group: «Любая дорожка» first and held at once; «Дорожка 3» chosen.
  const choice = page.getByRole('group', { name: 'Вариант билета' });
  await expect(choice.getByRole('radio', { name: /^Любая дорожка/ })).toBeChecked();
  await expect(page.getByRole('timer')).toContainText('Места забронированы ещё');
  const lane3 = venue.session.products!.find((p) => p.name === 'Дорожка 3')!;
  const reserved = page.waitForRequest(
    (r) =>
      r.url().endsWith('/v2/mob/scheduled-events/reservations') &&
      (r.postDataJSON() as { productId?: number }).productId === lane3.id,
  );
  // The group is walked by keys: «Любая дорожка» → «Дорожка 1» → 2 → 3.
  await choice.getByRole('radio', { name: /^Любая дорожка/ }).focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowDown');
  const lane = choice.getByRole('radio', { name: /^Дорожка 3\s*,/ });
  expect((await reserved).postDataJSON()).toMatchObject({
    sessionId: venue.session.id,
    productId: lane3.id,
  });
  await expect(lane).toBeChecked();
  await page.getByRole('checkbox', { name: 'Я согласен с правилами посещения' }).check();
  await page.getByRole('checkbox', { name: 'Я согласен с правилами возврата билетов' }).check();
  await expect(page.locator('.sk-order__total dd')).toBeVisible();
  await expectAccessible(page, 'выбор дорожки');
  await atThreeSizes(page, 'lanes-ordering', choice, 'start');
  await page.getByRole('button', { name: 'Перейти к оплате' }).click();
  await expect(page.getByRole('button', { name: /^Оплатить/ })).toBeVisible();
  await fillCard(page, '5555 5555 5555 4477');
  await expectSuccess(page);

  // The venue's administrator: Friday's session shows the ticket sold on lane 3.
  await asStaff(page);
  await page.goto('/staff/role');
  await expect(page).toHaveURL(/\/staff\/role$/);
  await chooseAdminAt(page, venue.complexName);
  await page.getByRole('link', { name: /^Сеансы/ }).click();
  await page.getByRole('button', { name: 'Следующий день' }).click();
  await page.getByRole('button', { name: 'Следующий день' }).click();
  await expect(page.getByRole('heading', { name: 'пятница, 27 ноября' })).toBeVisible();
  const table = page.getByRole('table', {
    name: new RegExp(`^«${at}–\\d\\d:\\d\\d · Свободное плавание»`),
  });
  const { sessions } = await api<{ sessions: StaffSession[] }>(
    page,
    staffBearer(),
    'GET',
    `/v1/mob/staff/complexes/${venue.complexId}/sessions?from=${FRIDAY}&to=${FRIDAY}`,
  );
  const sold = sessions
    .find((s) => s.id === venue.session.id)
    ?.parts?.find((p) => p.name === 'Дорожка 3');
  expect(sold?.sold, 'продажа на дорожке 3').toBeGreaterThanOrEqual(1);
  await expect(table.getByRole('row', { name: /^Дорожка 3/ })).toContainText(
    `${sold!.sold} из ${sold!.capacity}`,
  );
  await expectAccessible(page, 'календарь: дорожки');
  await atThreeSizes(page, 'lanes-staff-calendar', table, 'center');
});
