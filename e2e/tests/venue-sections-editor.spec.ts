import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, freshPhoneDigits, screenshot, test } from '../support/fixtures';
import { api } from '../support/paying';
import { staffBearer } from '../support/staff-session';
import { openAsVenueAdmin } from '../support/venue-admin';

// Issue 25 in Chromium against the real server: the venues' demo administrator makes a coach's
// card («Новый тренер») at the last venue it runs that has a section, then a group of that
// section under the new coach («Новая группа»), and finds both in their lists. Names of their
// own (random digits, never the clock), so the other specs never meet them. 375×812 and 1280×800.

const PHOTO = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../fixtures/coach-photo.png',
);

type Editor = { sections: { id: number; name: string }[] };

async function aVenueWithASection(page: Page) {
  const bearer = staffBearer();
  const { roles } = await api<{
    roles: { complexId: number; complexName: string; role: string }[];
  }>(page, bearer, 'GET', '/v1/mob/staff/roles');
  for (const role of roles.filter((r) => r.role === 'ADMIN').reverse()) {
    const e = await api<Editor>(
      page,
      bearer,
      'GET',
      `/v1/mob/staff/complexes/${role.complexId}/section-editor`,
    );
    if (e.sections.length > 0) return { complexName: role.complexName, section: e.sections[0]! };
  }
  throw new Error('в демо-данных нет спортобъекта с секцией у администратора');
}

test.beforeEach(async ({ skipFirstRun }) => {
  await skipFirstRun();
});

test('the administrator makes a coach card and a group under that coach', async ({ page }) => {
  const venue = await aVenueWithASection(page);
  const mark = freshPhoneDigits().slice(-6);
  const surname = `Проверкина${mark}`;
  await openAsVenueAdmin(page, venue.complexName);
  await page.getByRole('link', { name: /^Тренеры/ }).click();
  await expect(page).toHaveURL(/\/staff\/coaches$/);

  await page.getByRole('button', { name: 'Новый тренер' }).click();
  const card = page.getByRole('dialog', { name: 'Новый тренер' });
  await card.getByRole('button', { name: 'Сохранить' }).click();
  await expect(card.getByText('Укажите фамилию')).toBeVisible();
  await card.getByLabel('Фамилия', { exact: true }).fill(surname);
  await card.getByLabel('Имя', { exact: true }).fill('Вера');
  await card.getByLabel('Звание или разряд').selectOption('CANDIDATE_FOR_MASTER_OF_SPORTS');
  await card.getByLabel('О тренере').fill('Плавание, двадцать лет на бортике');
  await screenshot(page, 'staff-coach-card');
  await expectAccessible(page, 'карточка тренера');
  await card.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText(`Тренер добавлен: ${surname} Вера`)).toBeVisible();
  await expect(card).toBeHidden();
  const coaches = page.getByRole('list', { name: 'Тренеры спортобъекта' });
  await expect(coaches.getByRole('link', { name: new RegExp(surname) })).toBeVisible();

  // The card's photo: a PNG from the fixtures, shown at once and kept by the server.
  await page.getByRole('button', { name: `Изменить карточку: ${surname} Вера` }).click();
  const edit = page.getByRole('dialog', { name: 'Карточка тренера' });
  await edit.getByTestId('coach-photo-input').setInputFiles(PHOTO);
  await expect(page.getByText('Фотография сохранена')).toBeVisible();
  await expect(edit.getByRole('button', { name: 'Заменить фотографию' })).toBeEnabled();
  await expect(edit.getByRole('img', { name: 'Фотография тренера' })).toBeVisible();
  await screenshot(page, 'staff-coach-photo');
  await expectAccessible(page, 'фотография тренера');
  await edit.getByRole('button', { name: 'Отмена' }).click();
  await expect(edit).toBeHidden();
  await page.getByRole('button', { name: `Изменить карточку: ${surname} Вера` }).click();
  const photo = page
    .getByRole('dialog', { name: 'Карточка тренера' })
    .getByRole('img', { name: 'Фотография тренера' });
  await expect(photo).toHaveAttribute('src', /\/v1\/photos\/[A-Za-z0-9_-]{32}\.jpg$/);
  await expect.poll(() => photo.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(160);
  await page.getByRole('button', { name: 'Отмена' }).click();
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'staff-coaches-editor-desktop');
  await page.setViewportSize({ width: 375, height: 812 });

  await page.goto('/staff/groups');
  // A section's own fields: its form opens with what it has (nothing is changed here).
  await page.getByRole('button', { name: `Изменить секцию: ${venue.section.name}` }).click();
  const section = page.getByRole('dialog', { name: 'Секция' });
  await expect(section.getByLabel('Название секции')).toHaveValue(venue.section.name);
  await screenshot(page, 'staff-section-form');
  await expectAccessible(page, 'секция');
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'staff-section-form-desktop');
  await page.setViewportSize({ width: 375, height: 812 });
  await section.getByRole('button', { name: 'Отмена' }).click();
  await page.getByRole('button', { name: 'Новая группа' }).click();
  const form = page.getByRole('dialog', { name: 'Новая группа' });
  await form.getByLabel('Секция').selectOption(String(venue.section.id));
  await form.getByLabel('Название группы').fill(`Утята ${mark}`);
  await form.getByLabel('Тренер').selectOption({ label: `${surname} Вера` });
  await form.getByLabel('Мест').fill('6');
  const lesson = form.getByRole('group', { name: 'Занятие 1' });
  await lesson.getByLabel('День недели').selectOption('6');
  await lesson.getByLabel('Начало').fill('10:00');
  await lesson.getByLabel('Конец').fill('10:45');
  await screenshot(page, 'staff-group-form');
  await expectAccessible(page, 'новая группа');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText(`Группа создана: Утята ${mark}`)).toBeVisible();
  await expect(form).toBeHidden();
  const group = page.getByRole('link', { name: new RegExp(`Утята ${mark}`) });
  await expect(group).toContainText('Мест занято: 0 из 6');
  await screenshot(page, 'staff-groups-editor');
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'staff-groups-editor-desktop');
});
