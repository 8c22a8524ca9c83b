import type { Page } from '@playwright/test';
import { expect, expectAccessible, screenshot, test } from '../support/fixtures';
import { demoSignIn } from '../support/sign-in';

// Issue 14 in Chromium against the real server and its seeded Moscow poster: the main tab's
// poster block (its code fetched when scrolled near) → the poster with kind and day chips → a
// creation's schedule by day; and «Мои заявки» of the demo person: a venue proposed through its
// form, the child's section applications of every status, one withdrawn (issue 28). 375×812.

test.beforeEach(async ({ skipFirstRun }) => {
  await skipFirstRun();
});

async function demoLogin(page: Page) {
  await page.goto('/user/login');
  await demoSignIn(page);
  await expect(page).toHaveURL(/\/tabs\/main/);
}

test('the main tab’s poster block leads to the poster and a creation’s schedule', async ({
  page,
}) => {
  const posterRequests: string[] = [];
  page.on('request', (r) => {
    if (/\/v1\/mob\/creations\/|poster-block/.test(r.url())) posterRequests.push(r.url());
  });
  await page.goto('/tabs/main');
  await expect(page.getByRole('heading', { name: 'Новости' })).toBeVisible();
  await expect(page.locator('.sk-news-card').first()).toBeVisible();
  // Below the news: neither its code nor its data is fetched before the person scrolls near it.
  expect(posterRequests).toEqual([]);

  const block = page.getByRole('region', { name: 'Афиша' });
  await page.locator('.sk-poster-slot').scrollIntoViewIfNeeded();
  const row = block.getByRole('list', { name: 'Ближайшие события афиши' });
  await expect(row.getByRole('listitem').first()).toBeVisible();
  expect(await row.getByRole('listitem').count()).toBeGreaterThan(2);
  await block.scrollIntoViewIfNeeded();
  await screenshot(page, 'main-poster-block');

  await block.getByRole('link', { name: 'Все события' }).click();
  await expect(page).toHaveURL(/\/tabs\/main\/poster$/);
  const list = page.getByRole('list', { name: 'События афиши' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(page.locator('.sk-poster-skeleton')).toHaveCount(0);
  await screenshot(page, 'poster');
  await expectAccessible(page, 'афиша');

  // Films only, tomorrow: every card is a film, and tomorrow's.
  const kinds = page.getByRole('group', { name: 'Что показывать' });
  await kinds.getByRole('button', { name: 'Кино' }).click();
  await page.getByRole('group', { name: 'Когда' }).getByRole('button', { name: 'Завтра' }).click();
  await expect(kinds.getByRole('button', { name: 'Кино' })).toHaveAttribute('aria-pressed', 'true');
  await expect(list.locator('.sk-creation-card__when').first()).toHaveText(/^Завтра, /);
  const kindsShown = await list.locator('.sk-creation-card__kind').allTextContents();
  expect(new Set(kindsShown)).toEqual(new Set(['Кино']));

  // A creation: the description and the schedule by day.
  const first = list.getByRole('listitem').first();
  const title = (await first.getByRole('heading').textContent())!;
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/tabs\/main\/poster\/\d+$/);
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  const schedule = page.getByRole('list', { name: 'Расписание по дням' });
  await expect(schedule.getByRole('heading').first()).toBeVisible();
  await expect(schedule.locator('.sk-schedule__time').first()).toHaveText(/^\d{2}:\d{2}$/);
  await screenshot(page, 'poster-creation');
  await expectAccessible(page, 'событие афиши');
});

test('«Мои заявки»: a venue proposed through its form, the child’s applications, one withdrawn', async ({
  page,
}) => {
  await demoLogin(page);
  await page.goto('/tabs/profile');
  await page.getByRole('link', { name: 'Мои заявки' }).click();
  await expect(page).toHaveURL(/\/tabs\/profile\/applications$/);

  // Issue 28: the proposal form, with its Russian validation, then the proposal in the list.
  await page.getByRole('link', { name: 'Предложить площадку' }).click();
  await expect(page).toHaveURL(/\/applications\/new-place$/);
  await page.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page.getByRole('textbox', { name: /Название/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page.getByRole('button', { name: 'Закрыть уведомление' }).click();
  await page.getByRole('textbox', { name: /Название/ }).fill('Футбольное поле у школы № 57');
  await page
    .getByRole('textbox', { name: /Адрес/ })
    .fill('Москва, Малый Знаменский переулок, 7/10');
  await page.getByRole('button', { name: 'Футбол', exact: true }).click();
  await page.getByRole('textbox', { name: 'Комментарий' }).fill('Открыто по выходным');
  await page.getByRole('textbox', { name: /Название/ }).focus();
  await screenshot(page, 'place-proposal');
  await expectAccessible(page, 'новая площадка');
  await page.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page).toHaveURL(/\/tabs\/profile\/applications$/);

  const cards = page.getByRole('list', { name: 'Заявки' }).getByRole('listitem');
  await expect(cards.first()).toContainText('Футбольное поле у школы № 57');
  await expect(cards.first()).toContainText('На рассмотрении');
  for (const label of ['На рассмотрении', 'Одобрена', 'Отклонена'])
    await expect(
      cards.filter({ hasText: 'Запись в секцию' }).filter({ hasText: label }),
    ).not.toHaveCount(0);
  await expect(cards.filter({ hasText: 'Причина:' }).first()).toBeVisible();
  await screenshot(page, 'applications');
  await expectAccessible(page, 'мои заявки');

  // Issue 28: the child's application under review is withdrawn after a confirmation.
  const waiting = cards
    .filter({ hasText: 'Запись в секцию' })
    .filter({ hasText: 'На рассмотрении' });
  await waiting
    .first()
    .getByRole('button', { name: /Отозвать заявку/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Отозвать заявку?' });
  await expect(dialog).toContainText('место в группе освободится');
  await screenshot(page, 'application-withdraw');
  await dialog.getByRole('button', { name: 'Отозвать заявку' }).click();
  await expect(cards.filter({ hasText: 'Отозвана' })).toHaveCount(1);
  await expect(waiting).toHaveCount(0);

  // Only the rejected ones, then the way to «Мои секции».
  await page
    .getByRole('group', { name: 'Статус заявок' })
    .getByRole('button', { name: 'Отклонена' })
    .click();
  await expect(cards.filter({ hasNotText: 'Отклонена' })).toHaveCount(0);
  await cards.first().getByRole('link', { name: 'Открыть «Мои секции»' }).click();
  await expect(page).toHaveURL(/\/tabs\/profile\/sections$/);
});
