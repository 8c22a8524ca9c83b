import type { Browser, Page } from '@playwright/test';
import { anotherBrowser } from '../support/another-browser';
import {
  expect,
  expectAccessible,
  freshPhoneDigits,
  screenshot,
  test,
  TOKEN_KEY,
} from '../support/fixtures';

// Issue 14 in Chromium against the real server: person A (a new phone) creates a football game
// for anyone at a venue; person B, in a second browser, registers; A moves the game an hour
// later; B finds «Событие изменилось» on /tabs/profile/notification and opens the game from it;
// A cancels it. Screenshots at 375×812 of the form and the event for its author and a participant.

const FOOTBALL = 3;

/** A state the event's screen shows (role status), not the toast that may say the same words. */
const screenState = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text }).and(page.locator(':not(.sk-toast)'));

test.beforeEach(async ({ skipFirstRun }) => {
  await skipFirstRun();
});

/** A new person signed in by phone through the API (the SMS emulator's code), with a name. */
async function newPerson(page: Page, firstName: string): Promise<string> {
  const phone = `+7999${freshPhoneDigits()}`;
  const sent = await page.request.post('/v1/mobile/user/registration', { data: { phone } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const code = await page.request.get(
    `/v1/mobile/user/registration/demo-code?phone=${encodeURIComponent(phone)}`,
  );
  const session = await page.request.put('/v1/mobile/user/registration', {
    data: { phone, code: ((await code.json()) as { code: string }).code },
  });
  expect(session.ok(), await session.text()).toBe(true);
  const token = ((await session.json()) as { accessToken: string }).accessToken;
  const user = {
    firstName,
    lastName: 'Тестов',
    birthDate: '1990-05-01',
    gender: 'M',
    email: `${phone.slice(1)}@example.ru`,
    inn: '',
  };
  const saved = await page.request.post('/v1/userInfo', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      user: {
        name: 'user.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(user)),
      },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return token;
}

async function signedInAs(page: Page, token: string): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    TOKEN_KEY,
    token,
  ] as const);
}

/** A second person's own browser, set up as the shared `page` fixture sets up the first. */
async function secondBrowser(browser: Browser, token: string): Promise<Page> {
  const page = await anotherBrowser(browser);
  await signedInAs(page, token);
  return page;
}

/** A demo venue with football (the filters of POST /v1/mob/places). */
async function footballVenue(page: Page): Promise<{ id: number; name: string }> {
  const res = await page.request.post('/v1/mob/places', {
    data: [{ field: 'sportTypes', values: [FOOTBALL] }],
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { items } = (await res.json()) as { items: { id: number; name: string }[] };
  expect(items.length).toBeGreaterThan(0);
  return items[0]!;
}

test('A creates a game, B registers, A moves it and B is told, A cancels it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tokenA = await newPerson(page, 'Алексей');
  const tokenB = await newPerson(page, 'Борис');
  const venue = await footballVenue(page);
  await signedInAs(page, tokenA);

  // A: the venue page's «Создать игру», the form.
  await page.goto(`/tabs/places/${venue.id}`);
  await page.getByRole('link', { name: 'Создать игру' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/new\\?complexId=${venue.id}$`));
  await expect(page.getByText(venue.name)).toBeVisible();
  await page.getByLabel('Название').fill('Футбол в среду вечером');
  await page.getByLabel('Вид спорта').selectOption({ label: 'Футбол' });
  await page.getByLabel('Дата').fill('2026-11-26');
  await page.getByLabel('Начало').fill('19:00');
  await page.getByLabel('Окончание').fill('21:00');
  await page.getByLabel('Мест для участников').fill('6');
  await page.getByLabel('Описание').fill('Играем пять на пять, мяч есть.');
  await screenshot(page, 'user-event-new');
  await expectAccessible(page, 'новая игра');
  await page.getByRole('button', { name: 'Создать' }).click();

  // A: the event's screen as its author.
  await expect(page).toHaveURL(/\/events\/\d+$/);
  const eventId = Number(/\/events\/(\d+)$/.exec(page.url())![1]);
  await expect(
    page.getByRole('heading', { name: 'Футбол в среду вечером', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('чт, 26 ноября, 19:00–21:00')).toBeVisible();
  await expect(page.getByText('Свободно 6 из 6')).toBeVisible();
  await expect(page.getByText('Пока никто не записался')).toBeVisible();

  // B: registers in their own browser.
  const pageB = await secondBrowser(browser, tokenB);
  await pageB.goto(`/events/${eventId}`);
  await expect(pageB.getByText('Алексей')).toBeVisible();
  await pageB.getByRole('button', { name: 'Записаться' }).click();
  await expect(screenState(pageB, 'Вы записаны')).toBeVisible();
  await expect(pageB.getByText('Свободно 5 из 6')).toBeVisible();
  await expect(pageB.getByText('Борис (вы)')).toBeVisible();
  await screenshot(pageB, 'user-event-participant');
  await expectAccessible(pageB, 'событие: участник');

  // A: sees B among the participants, then moves the game an hour later.
  await page.reload();
  await expect(page.getByText('Борис')).toBeVisible();
  await expect(page.getByText('Свободно 5 из 6')).toBeVisible();
  await screenshot(page, 'user-event-author');
  await expectAccessible(page, 'событие: организатор');
  await page.getByRole('link', { name: 'Изменить' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/edit$`));
  await expect(page.getByLabel('Название')).toHaveValue('Футбол в среду вечером');
  await page.getByLabel('Начало').fill('20:00');
  await page.getByLabel('Окончание').fill('22:00');
  await screenshot(page, 'user-event-edit');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}$`));
  await expect(page.getByText('чт, 26 ноября, 20:00–22:00')).toBeVisible();

  // B: the notification, and from it the game at its new time.
  await pageB.goto('/tabs/profile/notification');
  const item = pageB
    .getByRole('list', { name: 'Список уведомлений' })
    .getByRole('listitem')
    .first();
  await expect(item.getByRole('heading', { name: 'Событие изменилось' })).toBeVisible();
  await expect(
    item.getByText(/«Футбол в среду вечером» теперь: чт, 26 ноября, 20:00–22:00/),
  ).toBeVisible();
  await screenshot(pageB, 'user-event-notification');
  await item.getByRole('link').click();
  await expect(pageB).toHaveURL(new RegExp(`/events/${eventId}$`));
  await expect(pageB.getByText('чт, 26 ноября, 20:00–22:00')).toBeVisible();

  // A: cancels it after confirming; B's screen says so.
  await page.getByRole('button', { name: 'Отменить событие' }).click();
  const dialog = page.getByRole('dialog', { name: 'Отменить событие?' });
  await expect(
    dialog.getByText('1 участник получит уведомление об отмене.', { exact: false }),
  ).toBeVisible();
  await screenshot(page, 'user-event-cancel');
  await dialog.getByRole('button', { name: 'Да, отменить' }).click();
  await expect(screenState(page, 'Событие отменено')).toBeVisible();
  await pageB.reload();
  await expect(screenState(pageB, 'Событие отменено')).toBeVisible();
  await pageB.context().close();
});

/** A and B become friends the way an invite link does it: B sends A's code, A accepts. */
async function makeFriends(page: Page, tokenA: string, tokenB: string): Promise<void> {
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const settings = await page.request.get('/v1/friends/settings', { headers: auth(tokenA) });
  expect(settings.ok(), await settings.text()).toBe(true);
  const { inviteCode } = (await settings.json()) as { inviteCode: string };
  const sent = await page.request.put('/v1/friends/requests/outgoing', {
    headers: auth(tokenB),
    data: { inviteCode },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { request } = (await sent.json()) as { request: { id: string } };
  const accepted = await page.request.post('/v1/friends/requests/incoming', {
    headers: auth(tokenA),
    data: { requestId: request.id, accept: true },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
}

test('a game for friends only: A’s friend B registers and is told when it moves', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tokenA = await newPerson(page, 'Вера');
  const tokenB = await newPerson(page, 'Глеб');
  await makeFriends(page, tokenA, tokenB);
  const venue = await footballVenue(page);
  await signedInAs(page, tokenA);

  // A: a game only her friends may join.
  await page.goto(`/events/new?complexId=${venue.id}`);
  await page.getByLabel('Название').fill('Футбол для своих');
  await page.getByLabel('Вид спорта').selectOption({ label: 'Футбол' });
  await page.getByLabel('Дата').fill('2026-11-27');
  await page.getByLabel('Начало').fill('18:00');
  await page.getByLabel('Окончание').fill('20:00');
  await page.getByLabel('Мест для участников').fill('4');
  await page.getByRole('radio', { name: 'Только друзья' }).check();
  await page.getByRole('button', { name: 'Создать' }).click();
  await expect(page).toHaveURL(/\/events\/\d+$/);
  const eventId = Number(/\/events\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByText('пт, 27 ноября, 18:00–20:00')).toBeVisible();

  // B, her friend, registers.
  const pageB = await secondBrowser(browser, tokenB);
  await pageB.goto(`/events/${eventId}`);
  await pageB.getByRole('button', { name: 'Записаться' }).click();
  await expect(screenState(pageB, 'Вы записаны')).toBeVisible();

  // A moves it; B finds the notification.
  await page.getByRole('link', { name: 'Изменить' }).click();
  await page.getByLabel('Начало').fill('19:00');
  await page.getByLabel('Окончание').fill('21:00');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('пт, 27 ноября, 19:00–21:00')).toBeVisible();
  await pageB.goto('/tabs/profile/notification');
  const item = pageB
    .getByRole('list', { name: 'Список уведомлений' })
    .getByRole('listitem')
    .first();
  await expect(item.getByRole('heading', { name: 'Событие изменилось' })).toBeVisible();
  await expect(
    item.getByText(/«Футбол для своих» теперь: пт, 27 ноября, 19:00–21:00/),
  ).toBeVisible();
  await pageB.context().close();
});
