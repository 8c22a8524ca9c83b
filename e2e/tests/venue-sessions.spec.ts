import type { Page } from '@playwright/test';
import { E2E_NOW } from '../playwright.config';
import { expect, expectAccessible, screenshot, test } from '../support/fixtures';
import { api, bearerOf } from '../support/paying';
import { asStaff } from '../support/staff-session';

// Issue 25 in Chromium against the real server: the venues' demo staff member (an administrator)
// opens the session calendar, reads a session's seats, sales, holds and check-ins, cancels a
// session later today with a reason, and sees it marked cancelled. 375×812, and the calendar at
// 1280×800 too. The clock is E2E_NOW (Wednesday 25 November, 11:00 in Moscow) on both sides.

const TODAY = '2026-11-25';

interface Session {
  id: number;
  eventName: string;
  startsAt: string;
  endsAt: string;
  capacity: number;
  sold: number;
  held: number;
  checkedIn: number;
  canceled: boolean;
}

test.beforeEach(async ({ skipFirstRun }) => {
  await skipFirstRun();
});

/** «19:00–20:00 · Свободное плавание», as the calendar titles a session. */
function titleOf(s: Session, timeZone: string): string {
  const f = new Intl.DateTimeFormat('ru-RU', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  return `${f.format(new Date(s.startsAt))}–${f.format(new Date(s.endsAt))} · ${s.eventName}`;
}

/**
 * A venue of the staff member's with a session later today that is not cancelled, and whose
 * title no other session of the day shares (so the card is found by it).
 */
async function aVenueWithASessionAhead(page: Page) {
  const bearer = await bearerOf(page);
  const { roles } = await api<{
    roles: { complexId: number; complexName: string; timeZone: string; role: string }[];
  }>(page, bearer, 'GET', '/v1/mob/staff/roles');
  for (const role of roles.filter((r) => r.role === 'ADMIN')) {
    const { sessions } = await api<{ sessions: Session[] }>(
      page,
      bearer,
      'GET',
      `/v1/mob/staff/complexes/${role.complexId}/sessions?from=${TODAY}&to=${TODAY}`,
    );
    const titles = sessions.map((s) => titleOf(s, role.timeZone));
    const session = sessions.find(
      (s, i) =>
        !s.canceled &&
        Date.parse(s.startsAt) > Date.parse(E2E_NOW) + 3_600_000 &&
        titles.indexOf(titles[i]!) === titles.lastIndexOf(titles[i]!),
    );
    if (session) return { ...role, session, title: titleOf(session, role.timeZone) };
  }
  throw new Error('в демо-каталоге нет сеанса позже сегодня');
}

test('the administrator reads a session’s counts in the calendar and cancels it with a reason', async ({
  page,
}) => {
  await asStaff(page);
  await page.goto('/staff/role');
  await expect(page).toHaveURL(/\/staff\/role$/);
  const venue = await aVenueWithASessionAhead(page);
  await page.getByLabel('Найти спортобъект').fill(venue.complexName);
  await page
    .getByRole('button', { name: new RegExp(`^${venue.complexName}\\s*Администратор`) })
    .click();
  await expect(page).toHaveURL(/\/staff$/);
  await page.getByRole('link', { name: /^Сеансы/ }).click();
  await expect(page).toHaveURL(/\/staff\/sessions$/);

  // Today in the venue's zone, with the session's counts as the server has them.
  await expect(page.getByRole('heading', { name: 'среда, 25 ноября' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Сеансы: среда, 25 ноября' });
  const card = list.getByRole('listitem').filter({ hasText: venue.title });
  await expect(card).toHaveCount(1);
  const s = venue.session;
  const free = Math.max(0, s.capacity - s.sold - s.held);
  for (const count of [
    `Мест: ${s.capacity}`,
    `Продано: ${s.sold}`,
    `В брони: ${s.held}`,
    `Прошли: ${s.checkedIn}`,
    free > 0 ? `Свободно: ${free}` : 'Мест нет',
  ])
    await expect(card).toContainText(count);
  // The calendar's top (the day/week switch, the day, the morning's sessions), both sizes.
  await screenshot(page, 'staff-sessions');
  await expectAccessible(page, 'календарь сеансов');
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'staff-sessions-desktop');
  await page.setViewportSize({ width: 375, height: 812 });
  await card.scrollIntoViewIfNeeded();

  // The cancel asks first, with the reason the buyers will read.
  await card.getByRole('button', { name: `Отменить сеанс: ${venue.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Отменить сеанс?' });
  await expect(dialog).toContainText(`«${s.eventName}», среда, 25 ноября`);
  await dialog.getByLabel('Причина (её прочитают покупатели)').fill('Бассейн закрыт на ремонт');
  await screenshot(page, 'staff-sessions-cancel');
  await expectAccessible(page, 'отмена сеанса');
  await dialog.getByRole('button', { name: 'Отменить сеанс' }).click();
  await expect(dialog).toBeHidden();

  // Marked cancelled, with its reason, and no way to cancel it again.
  await expect(card).toContainText('Отменён');
  await expect(card).toContainText('Причина отмены: Бассейн закрыт на ремонт');
  await expect(card.getByRole('button', { name: /Отменить сеанс/ })).toHaveCount(0);
  await screenshot(page, 'staff-sessions-canceled');
  const { sessions } = await api<{ sessions: Session[] }>(
    page,
    await bearerOf(page),
    'GET',
    `/v1/mob/staff/complexes/${venue.complexId}/sessions?from=${TODAY}&to=${TODAY}`,
  );
  expect(sessions.find((x) => x.id === s.id)?.canceled).toBe(true);
});
