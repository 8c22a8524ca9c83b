import { expect, expectAccessible, screenshot, test } from '../support/fixtures';
import { api } from '../support/paying';
import { chooseAdminAt, signInAsVenueStaff } from '../support/venue-admin';

// Issue 25 in Chromium against the real server: the venues' demo administrator opens the
// sessions screen's «Серии» part, creates a weekly series of one of the venue's events through
// the form, and finds it in the list with its pattern, seats and price. 375×812 and 1280×800.
// The series starts next Monday, so today's calendar (venue-sessions.spec) is left as it was.

test.beforeEach(async ({ skipFirstRun }) => {
  await skipFirstRun();
});

test('the administrator creates a weekly series and finds it in the list', async ({ page }) => {
  const { bearer, roles } = await signInAsVenueStaff(page);
  let venue: { complexName: string; event: { id: number; name: string } } | undefined;
  for (const role of roles.filter((r) => r.role === 'ADMIN')) {
    const { events } = await api<{ events: { id: number; name: string }[] }>(
      page,
      bearer,
      'GET',
      `/v1/mob/staff/complexes/${role.complexId}/series`,
    );
    if (events[0]) {
      venue = { complexName: role.complexName, event: events[0] };
      break;
    }
  }
  if (!venue) throw new Error('в демо-каталоге нет спортобъекта с событиями');

  await chooseAdminAt(page, venue.complexName);
  await page.getByRole('link', { name: /^Сеансы/ }).click();
  await page.getByRole('tab', { name: 'Серии' }).click();
  await expect(page).toHaveURL(/\/staff\/sessions\?view=series$/);

  const add = page.getByRole('button', { name: 'Новая серия' });
  await expect(add).toBeEnabled();
  await add.click();
  await page.getByLabel('Событие').selectOption(String(venue.event.id));
  await expect(page.getByText(/^Цена каждого сеанса — /)).toBeVisible();
  for (const day of ['Понедельник', 'Среда', 'Пятница'])
    await page.getByRole('button', { name: day }).click();
  await page.getByLabel('Время начала').fill('18:00');
  await page.getByLabel('Первый день').fill('2026-11-30');
  await page.getByLabel('Последний день').fill('2026-12-27');
  await page.getByLabel('Мест на сеанс').fill('10');
  await page.getByLabel('Дата, которую пропустить').fill('2026-12-09');
  await page.getByRole('button', { name: 'Добавить дату' }).click();
  await expect(page.getByRole('button', { name: 'Убрать дату 9 декабря' })).toBeVisible();
  await page.getByLabel('Событие').scrollIntoViewIfNeeded();
  await screenshot(page, 'staff-series-form');
  await expectAccessible(page, 'форма серии');
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'staff-series-form-desktop');
  await page.setViewportSize({ width: 375, height: 812 });

  await page.getByRole('button', { name: 'Создать серию' }).click();
  const list = page.getByRole('list', { name: 'Серии сеансов' });
  const card = list.getByRole('listitem').filter({ hasText: 'Пн, Ср, Пт · 18:00' }).first();
  await expect(card).toContainText('30 ноября — 27 декабря 2026');
  await expect(card).toContainText('Мест на сеанс: 10');
  await expect(card).toContainText('Пропуск: 9 декабря');
  await expect(card).toContainText('Сеансов: 11');
  await screenshot(page, 'staff-series');
  await expectAccessible(page, 'серии сеансов');
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'staff-series-desktop');
  await page.setViewportSize({ width: 375, height: 812 });

  // Skipping a date warns of the refunds first; cancelling names the sessions. Both let go.
  await card.getByRole('button', { name: /^Пропустить дату: / }).click();
  const skip = page.getByRole('dialog', { name: 'Пропустить дату?' });
  await expect(skip).toContainText('вернём деньги через того же эквайера');
  await skip.getByLabel('Дата').fill('2026-12-04');
  await expect(skip).toContainText(
    /В этот день сеанс 18:00–\d\d:\d\d\. Билетов на него пока нет\./,
  );
  await screenshot(page, 'staff-series-skip');
  await expectAccessible(page, 'пропуск даты серии');
  await skip.getByRole('button', { name: 'Отмена' }).click();
  await card.getByRole('button', { name: /^Отменить серию: / }).click();
  const cancel = page.getByRole('dialog', { name: 'Отменить серию?' });
  await expect(cancel).toContainText('отменятся все будущие сеансы серии — 11 сеансов');
  await screenshot(page, 'staff-series-cancel');
  await cancel.getByRole('button', { name: 'Отмена' }).click();
  await expect(cancel).toBeHidden();

  // The narrowest phone: the days still in one row.
  await page.setViewportSize({ width: 320, height: 700 });
  await page.getByRole('button', { name: 'Новая серия' }).click();
  await expect(page.getByRole('button', { name: 'Воскресенье' })).toBeVisible();
  await screenshot(page, 'staff-series-form-320');
});
