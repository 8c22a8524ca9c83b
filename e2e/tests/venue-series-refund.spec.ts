import type { Page } from '@playwright/test';
import { anotherBrowser } from '../support/another-browser';
import { expect, expectAccessible, screenshot, test } from '../support/fixtures';
import { api, bearerOf, demoLogin, expectSuccess, fillCard } from '../support/paying';
import { asStaff } from '../support/staff-session';

// Issue 25's browser test, both sides against the real server and its payment emulators: the
// venues' demo administrator creates a weekly series of a paid event through the «Серии» form;
// a visitor, in another browser, buys a seat on its first date and pays by card; the
// administrator skips that date; the visitor finds the notification and the order refunded to
// the card. The series is on Thursdays at 06:45 (no seeded session shares that time), from
// tomorrow (E2E_NOW is Wednesday 25 November, 11:00 in Moscow).

const FIRST = '2026-11-26';
const LAST = '2026-12-10';
const REASON = 'Чаша бассейна на обслуживании';

interface PaidEventVenue {
  complexId: number;
  complexName: string;
  event: { id: number; name: string; placeName: string };
}

/** An administered venue that takes card payments and has an event with a price. */
async function aPaidEventVenue(page: Page): Promise<PaidEventVenue> {
  const bearer = await bearerOf(page);
  const { roles } = await api<{
    roles: { complexId: number; complexName: string; role: string }[];
  }>(page, bearer, 'GET', '/v1/mob/staff/roles');
  for (const role of roles.filter((r) => r.role === 'ADMIN')) {
    const cashbox = (await (
      await page.request.get(`/v1/mob/ucashboxaccounts/${role.complexId}`)
    ).json()) as { provider: string | null };
    if (!cashbox.provider) continue;
    const { events } = await api<{
      events: { id: number; name: string; placeName: string; priceKopecks: number }[];
    }>(page, bearer, 'GET', `/v1/mob/staff/complexes/${role.complexId}/series`);
    const event = events.find((e) => e.priceKopecks > 0);
    if (event) return { complexId: role.complexId, complexName: role.complexName, event };
  }
  throw new Error('в демо-каталоге нет спортобъекта с платным событием и оплатой картой');
}

test.beforeEach(async ({ skipFirstRun }) => {
  await skipFirstRun();
});

test('a date the administrator skips is refunded to the visitor who bought it, and they are told', async ({
  page: visitor,
  browser,
}) => {
  const admin = await anotherBrowser(browser);
  await asStaff(admin);
  await admin.goto('/staff/role');
  await expect(admin).toHaveURL(/\/staff\/role$/);
  const venue = await aPaidEventVenue(admin);

  // The administrator: a weekly series on Thursdays at 06:45, three dates.
  await admin.getByLabel('Найти спортобъект').fill(venue.complexName);
  await admin
    .getByRole('button', { name: new RegExp(`^${venue.complexName}\\s*Администратор`) })
    .click();
  await admin.getByRole('link', { name: /^Сеансы/ }).click();
  await admin.getByRole('tab', { name: 'Серии' }).click();
  await admin.getByRole('button', { name: 'Новая серия' }).click();
  await admin.getByLabel('Событие').selectOption(String(venue.event.id));
  await expect(admin.getByText(/^Цена каждого сеанса — \d/)).toBeVisible();
  await admin.getByRole('button', { name: 'Четверг' }).click();
  await admin.getByLabel('Время начала').fill('06:45');
  await admin.getByLabel('Первый день').fill(FIRST);
  await admin.getByLabel('Последний день').fill(LAST);
  await admin.getByLabel('Мест на сеанс').fill('6');
  await admin.getByRole('button', { name: 'Создать серию' }).click();
  const card = admin
    .getByRole('list', { name: 'Серии сеансов' })
    .getByRole('listitem')
    .filter({ hasText: 'Чт · 06:45' })
    .first();
  await expect(card).toContainText('26 ноября — 10 декабря 2026');
  await expect(card).toContainText('Сеансов: 3');

  // The visitor, in another browser: the first date of the series, paid by card.
  await demoLogin(visitor);
  await visitor.goto(`/tabs/places/${venue.complexId}`);
  await visitor.getByRole('link', { name: 'Купить билет' }).click();
  await visitor
    .getByRole('link', { name: new RegExp(venue.event.placeName) })
    .first()
    .click();
  await visitor.locator(`[data-date="${FIRST}"]`).click();
  await visitor.getByRole('tab', { name: 'Утро', exact: true }).click();
  await visitor.getByRole('link', { name: `Купить: 06:45 · ${venue.event.name}` }).click();
  await visitor.getByRole('checkbox', { name: 'Я согласен с правилами посещения' }).check();
  await visitor.getByRole('checkbox', { name: 'Я согласен с правилами возврата билетов' }).check();
  await visitor.getByRole('button', { name: 'Перейти к оплате' }).click();
  await fillCard(visitor, '5555 5555 5555 4477');
  await expectSuccess(visitor);

  // The administrator skips that date: the dialog names the seat it will refund.
  await card.getByRole('button', { name: /^Пропустить дату: / }).click();
  const skip = admin.getByRole('dialog', { name: 'Пропустить дату?' });
  await skip.getByLabel('Дата').fill(FIRST);
  await expect(skip).toContainText(
    /В этот день сеанс 06:45–\d\d:\d\d\. Продано мест: 1 — их вернём\./,
  );
  await skip.getByLabel('Причина (её прочитают покупатели)').fill(REASON);
  await screenshot(admin, 'staff-series-skip-sold');
  await expectAccessible(admin, 'пропуск проданной даты серии');
  await skip.getByRole('button', { name: 'Пропустить дату' }).click();
  await expect(admin.getByText('Дата пропущена. Возвратов: 1, уведомлений: 1')).toBeVisible();
  await expect(card).toContainText('Пропуск: 26 ноября');
  await expect(card).toContainText('Сеансов: 2');

  // The visitor: the notification says why and where the money goes, and the refund's own
  // follows once the acquirer has returned the money (after the skip, so the list is asked
  // again until it is there); the order shows the refund done.
  await visitor.goto('/tabs/profile/notification');
  const list = visitor.getByRole('list', { name: 'Список уведомлений' });
  const item = list
    .getByRole('listitem')
    .filter({ has: visitor.getByRole('heading', { name: 'Сеанс отменён' }) });
  await expect(item).toContainText(`Причина: ${REASON}.`);
  await expect(item).toContainText('Деньги вернутся на карту, которой вы платили.');
  await expect(async () => {
    await visitor.reload();
    await expect(list.getByRole('heading', { name: 'Деньги возвращены' })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  await screenshot(visitor, 'visitor-session-canceled-notification');
  await expectAccessible(visitor, 'уведомление об отмене сеанса');
  await item.getByRole('link').click();
  await expect(visitor).toHaveURL(/\/tabs\/profile\/orders\/[0-9a-f-]{36}$/);
  const order = visitor.locator('.sk-order');
  await expect(order.getByText('Деньги возвращены')).toBeVisible();
  await expect(order.getByRole('button', { name: /^Вернуть/ })).toHaveCount(0);
  await screenshot(visitor, 'visitor-session-canceled-order');
  await admin.context().close();
});
