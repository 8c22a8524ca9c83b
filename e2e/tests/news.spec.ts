import { expect, expectAccessible, screenshot, test } from '../support/fixtures';

// spec §2.2: /tabs/main shows the news feed, /tabs/main/news all news, /tabs/main/news/{id} one.

interface News {
  id: string | number;
  title: string;
}

test.beforeEach(async ({ skipFirstRun }) => {
  await skipFirstRun();
});

test('the main tab shows the newest news and leads to all news and to one item', async ({
  page,
  request,
}) => {
  const news = (await (await request.get('/news.json')).json()) as News[];
  expect(news.length, 'демо-данные: не меньше дюжины новостей').toBeGreaterThanOrEqual(12);
  const [newest, second] = news;

  await page.goto('/tabs/main');
  await expect(page.getByRole('heading', { name: newest!.title })).toBeVisible();

  await page.getByRole('link', { name: 'Все новости' }).click();
  await expect(page).toHaveURL(/\/tabs\/main\/news$/);
  // The main tab shows only the newest three; the oldest item is listed here only, so once it
  // is there the list has rendered.
  await expect(page.getByRole('heading', { name: news.at(-1)!.title })).toBeAttached();
  // Every item is listed, newest first. The main tab's card with the same title stays in the
  // DOM until Ionic's page transition ends and hides it, so wait until only one is exposed.
  await expect(page.getByRole('heading', { name: second!.title })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: second!.title })).toBeVisible();
  await screenshot(page, 'news-list');
  await expectAccessible(page, 'все новости');

  await page.getByRole('link', { name: new RegExp(escape(second!.title)) }).click();
  await expect(page).toHaveURL(new RegExp(`/tabs/main/news/${second!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: second!.title })).toBeVisible();
  await screenshot(page, 'news-detail');
  await expectAccessible(page, 'новость');
});

test('an unknown news id says so', async ({ page }) => {
  await page.goto('/tabs/main/news/no-such-news');
  await expect(page.getByText('Новость не найдена')).toBeVisible();
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
