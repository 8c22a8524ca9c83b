import type { Browser, Page } from '@playwright/test';
import { E2E_NOW } from '../playwright.config';
import { expect, expectAccessible, FIRST_RUN_KEYS, screenshot, test } from '../support/fixtures';
import { api, bearerOf } from '../support/paying';
import { signInByPhone, demoSignIn } from '../support/sign-in';

// Issue 14 in Chromium: person A (a new phone sign-in) copies her invite link from the friends
// screen; person B, in a second browser, opens it, signs in on the way and sends the request;
// A accepts it; both see each other as friends. And the demo person's friends, with photos.
// 375×812.

test.beforeEach(async ({ skipFirstRun }) => {
  await skipFirstRun();
});

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.sk-toast').filter({ hasText: text }).first();

/** Gives the signed-in person a name, as the profile form would. */
async function nameThem(page: Page, firstName: string, lastName: string): Promise<void> {
  const res = await page.request.post('/v1/userInfo', {
    headers: { authorization: await bearerOf(page) },
    multipart: {
      user: JSON.stringify({
        firstName,
        lastName,
        middleName: '',
        birthDate: '1992-03-14',
        gender: firstName === 'Анна' ? 'F' : 'M',
        email: `${firstName === 'Анна' ? 'anna' : 'boris'}@example.ru`,
        inn: '',
      }),
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A second browser, set up as the `page` fixture sets up the first one. */
async function secondBrowser(
  browser: Browser,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  await context.route(/tile/, (route) => route.abort());
  await context.addInitScript((keys) => {
    for (const key of keys) localStorage.setItem(key, '1');
  }, Object.values(FIRST_RUN_KEYS));
  const page = await context.newPage();
  await page.clock.install({ time: new Date(E2E_NOW) });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    page,
    close: async () => {
      await context.close();
      expect(errors, 'во втором браузере нет ошибок на странице').toEqual([]);
    },
  };
}

test('two people become friends through an invite link', async ({ page, browser }) => {
  // A: the friends screen asks her to sign in, and brings her back.
  await page.goto('/tabs/profile');
  await page.getByRole('button', { name: 'Перейти к авторизации' }).click();
  await expect(page).toHaveURL(/\/user\/login$/);
  await signInByPhone(page);
  await expect(page).toHaveURL(/\/tabs\/profile$/);
  await nameThem(page, 'Анна', 'Смирнова');
  await page.getByRole('link', { name: 'Друзья' }).click();
  await expect(page).toHaveURL(/\/tabs\/profile\/friends$/);
  await expect(page.getByRole('heading', { name: 'Друзей пока нет' })).toBeVisible();
  await screenshot(page, 'friends-empty');

  // «Пригласить друга»: the link, its QR code; copied with a toast.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Пригласить друга' }).click();
  const sheet = page.getByRole('dialog', { name: 'Пригласить друга' });
  await expect(sheet.getByRole('img', { name: 'QR-код ссылки-приглашения' })).toBeVisible();
  const field = sheet.getByRole('textbox', { name: 'Ваша ссылка-приглашение' });
  await expect(field).toHaveValue(/\/invite\/[A-HJ-NP-Z2-9]{12}$/);
  await sheet.getByRole('button', { name: 'Скопировать ссылку' }).click();
  await expect(toast(page, 'Ссылка скопирована')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(await field.inputValue());
  await screenshot(page, 'friends-invite-sheet');
  await expectAccessible(page, 'друзья: приглашение');
  await page.keyboard.press('Escape');

  // B opens the link in his own browser: who invites, and «Добавить в друзья».
  const b = await secondBrowser(browser);
  await b.page.goto(new URL(link).pathname);
  await expect(b.page.getByRole('heading', { name: 'Анна С.' })).toBeVisible();
  await expect(b.page.getByText('приглашает вас в друзья в Спорткарте')).toBeVisible();
  await screenshot(b.page, 'friends-invite-screen');
  await expectAccessible(b.page, 'приглашение в друзья');
  // A visitor is asked to sign in and comes back to the invitation.
  await b.page.getByRole('button', { name: 'Добавить в друзья' }).click();
  const modal = b.page.getByRole('dialog', { name: 'Функция недоступна' });
  await modal.getByRole('button', { name: 'Авторизация' }).click();
  await expect(b.page).toHaveURL(/\/user\/login$/);
  await signInByPhone(b.page);
  await expect(b.page).toHaveURL(new RegExp(`${new URL(link).pathname}$`));
  await nameThem(b.page, 'Борис', 'Орлов');
  await b.page.getByRole('button', { name: 'Добавить в друзья' }).click();
  await expect(toast(b.page, 'Заявка отправлена: Анна С.')).toBeVisible();
  await expect(
    b.page.getByRole('status').filter({ hasText: 'Заявка отправлена — ждём ответа' }),
  ).toBeVisible();
  await screenshot(b.page, 'friends-invite-sent');
  await b.page.goto('/tabs/profile/friends?tab=outgoing');
  await expect(
    b.page
      .getByRole('list', { name: 'Исходящие заявки' })
      .getByRole('heading', { name: 'Анна Смирнова' }),
  ).toBeVisible();
  await screenshot(b.page, 'friends-outgoing');

  // A sees the request in «Входящие» and accepts it.
  await page.reload();
  await page.getByRole('tab', { name: 'Входящие (1)' }).click();
  const incoming = page.getByRole('list', { name: 'Входящие заявки' });
  await expect(incoming.getByRole('heading', { name: 'Борис Орлов' })).toBeVisible();
  await screenshot(page, 'friends-incoming');
  await expectAccessible(page, 'друзья: входящие');
  await incoming.getByRole('button', { name: 'Принять заявку: Борис Орлов' }).click();
  await expect(toast(page, 'Борис Орлов теперь у вас в друзьях')).toBeVisible();
  await page.getByRole('tab', { name: 'Друзья (1)' }).click();
  await expect(
    page.getByRole('list', { name: 'Мои друзья' }).getByRole('heading', { name: 'Борис Орлов' }),
  ).toBeVisible();

  // Both see each other as friends.
  await b.page.goto('/tabs/profile/friends');
  await expect(
    b.page
      .getByRole('list', { name: 'Мои друзья' })
      .getByRole('heading', { name: 'Анна Смирнова' }),
  ).toBeVisible();
  await b.page.goto(new URL(link).pathname);
  await expect(b.page.getByRole('status').filter({ hasText: 'Вы уже друзья' })).toBeVisible();
  await b.close();
});

test('the demo person: friends with photos, a request to answer, a friend removed', async ({
  page,
}) => {
  await page.goto('/user/login');
  await demoSignIn(page);
  await expect(page).toHaveURL(/\/tabs\/main/);
  await page.goto('/tabs/profile/friends');
  const friends = page.getByRole('list', { name: 'Мои друзья' });
  // The two seeded friends, and the four organisers of the demo games: the copy keeps the
  // template's friendships with them, so their friends-only games are seen (issue 28).
  await expect(friends.getByRole('listitem')).toHaveCount(6);
  await expect(friends.getByRole('heading', { name: 'Екатерина Волкова' })).toBeVisible();
  await expect(friends.getByRole('heading', { name: 'Михаил Орлов' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Входящие (1)' })).toBeVisible();
  // Photos drawn before the picture is taken.
  await expect(friends.locator('img')).toHaveCount(2);
  await expect
    .poll(() =>
      friends
        .locator('img')
        .evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete)),
    )
    .toBe(true);
  await screenshot(page, 'friends');
  await expectAccessible(page, 'друзья');

  // «Найти по номеру телефона» and the switch of my own number.
  await page.getByRole('button', { name: 'Найти по номеру телефона' }).click();
  await page.getByLabel('Телефон друга').fill('9161234567');
  await expect(page.getByLabel('Телефон друга')).toHaveValue('+7 (916) 123 45 67');
  await screenshot(page, 'friends-by-phone');

  // Removing asks first.
  await friends.getByRole('button', { name: 'Удалить из друзей: Дмитрий Соколов' }).click();
  const dialog = page.getByRole('dialog', { name: 'Удалить из друзей?' });
  await expect(dialog).toBeVisible();
  await screenshot(page, 'friends-remove-confirm');
  await dialog.getByRole('button', { name: 'Удалить' }).click();
  await expect(toast(page, 'Удалено из друзей')).toBeVisible();
  await expect(friends.getByRole('listitem')).toHaveCount(5);
});

test('the demo person sees the friends-only games of the demo organisers', async ({ page }) => {
  await page.goto('/user/login');
  await demoSignIn(page);
  await expect(page).toHaveURL(/\/tabs\/main/);
  type Listed = { events: { id: number; name: string; userEvent: { audience: string } | null }[] };
  // The week's events as the map's layer asks for them: with the demo's token, and as a guest.
  const mine = await api<Listed>(page, await bearerOf(page), 'GET', '/v1/events');
  const forFriends = mine.events.filter((e) => e.userEvent?.audience === 'FRIENDS_ONLY');
  expect(forFriends.length, 'демо-данные: игры только для друзей на неделе').toBeGreaterThan(0);
  const guest = (await (await page.request.get('/v1/events')).json()) as Listed;
  expect(guest.events.map((e) => e.id)).not.toContain(forFriends[0]!.id);

  await page.goto(`/events/${forFriends[0]!.id}`);
  await expect(page.getByText(forFriends[0]!.name).first()).toBeVisible();
  await expect(page.getByText('Только для друзей организатора')).toBeVisible();
  await screenshot(page, 'friends-demo-game');
});
