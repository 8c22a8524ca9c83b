import type { Page } from '@playwright/test';
import { expect, expectAccessible, screenshot, test } from '../support/fixtures';
import { api } from '../support/paying';
import { staffBearer } from '../support/staff-session';
import { openAsVenueAdmin } from '../support/venue-admin';

// Issue 25 in Chromium against the real server: the venues' demo administrator (the session
// global setup signed in, so no login code of the phone's hourly five is spent) opens the
// coaches of a venue, a coach's timetable next week (every lesson of it still ahead), gives a
// lesson to another coach of the venue, sees the badge, and cancels the substitution.
// 375×812 and 1280×800.

type Coach = { id: number; name: string; groups: number };

/** A venue the staff member administers with a coach who has groups and another coach. */
async function aVenueWithTwoCoaches(page: Page) {
  const bearer = staffBearer();
  const { roles } = await api<{
    roles: { complexId: number; complexName: string; role: string }[];
  }>(page, bearer, 'GET', '/v1/mob/staff/roles');
  for (const role of roles.filter((r) => r.role === 'ADMIN')) {
    const { coaches } = await api<{ coaches: Coach[] }>(
      page,
      bearer,
      'GET',
      `/v1/mob/staff/complexes/${role.complexId}/coaches`,
    );
    const coach = coaches.find((c) => c.groups > 0);
    const other = coaches.find((c) => c !== coach);
    if (coach && other) return { complexName: role.complexName, coach, other };
  }
  throw new Error('в демо-каталоге нет спортобъекта с двумя тренерами и группой');
}

test.beforeEach(async ({ skipFirstRun }) => {
  await skipFirstRun();
});

test('the administrator substitutes a coach for a lesson and cancels it', async ({ page }) => {
  const venue = await aVenueWithTwoCoaches(page);
  await openAsVenueAdmin(page, venue.complexName);
  await page.getByRole('link', { name: /^Тренеры/ }).click();
  await expect(page).toHaveURL(/\/staff\/coaches$/);
  const coaches = page.getByRole('list', { name: 'Тренеры спортобъекта' });
  await expect(coaches.getByRole('link', { name: new RegExp(venue.other.name) })).toBeVisible();
  await screenshot(page, 'staff-coaches');
  await expectAccessible(page, 'тренеры спортобъекта');

  await coaches.getByRole('link', { name: new RegExp(`^${venue.coach.name}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/coaches/${venue.coach.id}$`));
  // The coach's page names them under its title. The list's card names them too, and Ionic
  // keeps the list under the new page (hidden once the transition ends): text alone matched both
  // while the page slid in (CI, 29.11), so the name is looked for where this page puts it.
  await expect(
    page.getByRole('paragraph').filter({ hasText: new RegExp(`^${venue.coach.name}$`) }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Следующая неделя' }).click();
  await expect(page).toHaveURL(/\?week=2026-11-30$/);
  await expect(page.getByRole('heading', { name: '30 ноября — 6 декабря' })).toBeVisible();
  const give = page.getByRole('button', { name: /^Заменить тренера: / }).first();
  const lesson = ((await give.getAttribute('aria-label')) ?? '').replace('Заменить тренера: ', '');
  await screenshot(page, 'staff-coach-timetable');
  await expectAccessible(page, 'расписание тренера');
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'staff-coach-timetable-desktop');
  await page.setViewportSize({ width: 375, height: 812 });

  await give.click();
  const dialog = page.getByRole('dialog', { name: 'Замена тренера' });
  await dialog.getByLabel('Кто проведёт занятие').selectOption(String(venue.other.id));
  await dialog.getByLabel(/^Причина/).fill('Тренер на соревнованиях');
  await screenshot(page, 'staff-coach-substitute');
  await expectAccessible(page, 'замена тренера');
  await dialog.getByRole('button', { name: 'Назначить замену' }).click();
  await expect(
    page.getByText(new RegExp(`^Замена назначена: ${venue.other.name}\\. `)),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  // The toast goes by itself; the screenshots show the timetable under it.
  await expect(page.getByText(/^Замена назначена/)).toBeHidden();
  const cancel = page.getByRole('button', { name: `Отменить замену: ${lesson}` });
  const card = page.getByRole('listitem').filter({ has: cancel });
  await expect(card).toContainText(`Замена: ${venue.other.name}`);
  await screenshot(page, 'staff-coach-substituted');
  await expectAccessible(page, 'расписание с заменой');
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'staff-coach-substituted-desktop');
  await page.setViewportSize({ width: 375, height: 812 });

  await cancel.click();
  const confirm = page.getByRole('dialog', { name: 'Отменить замену?' });
  await expect(confirm).toContainText(`снова проведёт ${venue.coach.name}`);
  await confirm.getByRole('button', { name: 'Отменить замену' }).click();
  await expect(page.getByText(/^Замена отменена\. /)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: `Заменить тренера: ${lesson}` })).toBeVisible();
  await expect(page.getByText(`Замена: ${venue.other.name}`)).toHaveCount(0);

  // The narrowest phone: the week's title and the cards still fit.
  await page.setViewportSize({ width: 320, height: 700 });
  await expect(page.getByText(/^Замена отменена/)).toBeHidden();
  await screenshot(page, 'staff-coach-timetable-320');
});
