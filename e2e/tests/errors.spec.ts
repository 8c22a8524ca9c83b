import type { Page, Route } from '@playwright/test';
import { E2E_NOW } from '../playwright.config';
import {
  allowConsoleOn,
  expect,
  expectAccessible,
  FIRST_RUN_KEYS,
  screenshot,
  test,
  TOKEN_KEY,
} from '../support/fixtures';

// spec §2.3 offline toast, §8 the 401 rule, §4 app start failure, §1/§2.3 the update prompt.

const SESSION_HEADER = 'Авторизация в приложении';
const SESSION_TEXT = 'Время сессии истекло, пожалуйста, авторизуйтесь снова';
const START_ERROR = 'К сожалению, система временно недоступна';

test.beforeEach(async ({ skipFirstRun }) => {
  await skipFirstRun();
});

const unauthorized = (route: Route) =>
  route.fulfill({
    status: 401,
    contentType: 'application/json',
    body: JSON.stringify({ code: 'UNAUTHORIZED', message: 'Требуется авторизация' }),
  });

const storedToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);

test('losing the connection shows the offline toast', async ({ page, context }) => {
  // Whatever is still loading when the line drops fails with this; expected here.
  allowConsoleOn(page, /net::ERR_INTERNET_DISCONNECTED/);
  await page.goto('/tabs/main');
  await expect(page.getByRole('heading', { name: 'Новости' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await expect(
    page.getByText(
      'Нет соединения с интернетом. Попробуйте воспользоваться другой сетью — мобильной или wi-fi.',
    ),
  ).toBeVisible();
  await screenshot(page, 'offline-toast');
  await expectAccessible(page, 'нет соединения');
  // The «restored» toast lives 3 s: on a loaded machine the check could start after it was gone
  // (CI, 28.11). The page's timers stop first, so it stays until it has been seen: its clock
  // started at E2E_NOW and this test ends within its 90 s, so five minutes on is still ahead.
  await page.clock.pauseAt(Date.parse(E2E_NOW) + 5 * 60_000);
  await context.setOffline(false);
  await expect(page.getByText('Соединение восстановлено')).toBeVisible();
  await page.clock.resume();
});

test('401 to a request that carried the stored token: notice, then logged out', async ({
  page,
}) => {
  // The session's user request (GET /v1/userInfo, issue 3) may be the first to meet the 401.
  allowConsoleOn(page, /\[api\] GET (\/news\.json|\/v1\/userInfo) → 401/, /status of 401/);
  await page.addInitScript((key) => localStorage.setItem(key, 'e2e-expired-token'), TOKEN_KEY);
  let sawToken = false;
  page.on('request', (request) => {
    if (request.headers()['authorization'] === 'Bearer e2e-expired-token') sawToken = true;
  });
  await page.route('**/news.json', (route) => {
    if (route.request().headers()['authorization'] !== 'Bearer e2e-expired-token')
      return route.continue();
    sawToken = true;
    return unauthorized(route);
  });
  await page.goto('/tabs/main');
  await expect(page.getByText(SESSION_HEADER)).toBeVisible();
  await expect(page.getByText(SESSION_TEXT)).toBeVisible();
  expect(sawToken, 'запрос ушёл с сохранённым токеном').toBe(true);
  await expect.poll(() => storedToken(page)).toBeNull();
  await screenshot(page, 'session-expired');
});

// Control. The rule fires only when the request's token equals the stored one. In the app a
// token can only go stale through a logout, and a logout resets the query cache, cancelling
// in-flight calls — so a stale 401 cannot be staged end to end; the api-client unit tests
// cover that branch. Here: a visitor's request (no token) answered 401 shows no notice.
test('401 to a request that carried no stored token: no notice', async ({ page }) => {
  allowConsoleOn(page, /\[api\] GET \/news\.json → 401/, /status of 401/);
  let answered = false;
  await page.route('**/news.json', (route) => {
    answered = true;
    expect(route.request().headers()['authorization']).toBeUndefined();
    return unauthorized(route);
  });
  await page.goto('/tabs/main');
  // The 401 rule raises its notice before the request fails, so by the time the failure is
  // on screen a notice would be too: nothing to wait for.
  await expect(page.getByText('Не удалось загрузить новости')).toBeVisible();
  expect(answered).toBe(true);
  await expect(page.getByText(SESSION_TEXT)).toHaveCount(0);
  await expect(page.getByText(SESSION_HEADER)).toHaveCount(0);
});

test('app start failure: toast and error page; «Повторить» recovers', async ({ page }) => {
  allowConsoleOn(page, /\[api\] GET \/v1\/version → 500/, /status of 500/);
  let failing = true;
  await page.route('**/v1/version', (route) =>
    failing
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'INTERNAL', message: 'Внутренняя ошибка сервера' }),
        })
      : route.continue(),
  );
  await page.goto('/tabs/main');
  await expect(page.getByRole('heading', { name: START_ERROR })).toBeVisible();
  await expect(
    page.getByText('мы делаем все возможное, чтобы возобновить работу!').first(),
  ).toBeVisible();
  // The toast carries the same header as the page.
  await expect(page.getByText(START_ERROR)).toHaveCount(2);
  await screenshot(page, 'start-error');
  await expectAccessible(page, 'система недоступна');

  failing = false;
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('heading', { name: 'Новости' })).toBeVisible();
  await expect(page.getByRole('heading', { name: START_ERROR })).toHaveCount(0);
});

async function serveVersion(
  page: Page,
  patch: { build: number; version: string; minSupportedBuild?: number },
) {
  await page.route('**/v1/version', async (route) => {
    const response = await route.fetch();
    const body = { ...((await response.json()) as Record<string, unknown>), ...patch };
    await route.fulfill({ response, json: body });
  });
}

test('a newer build on the server brings the update prompt; «Позже» closes it', async ({
  page,
}) => {
  await serveVersion(page, { build: 261, version: '1.8.5' });
  await page.goto('/tabs/main');
  const prompt = page.getByRole('dialog', { name: 'Доступно обновление' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByText('Вышла версия 1.8.5', { exact: false })).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Обновить' })).toBeVisible();
  await screenshot(page, 'update-prompt');
  await expectAccessible(page, 'обновление');
  await prompt.getByRole('button', { name: 'Позже' }).click();
  await expect(prompt).toBeHidden();
});

test('a build below the minimum supported one gets a prompt that cannot be dismissed', async ({
  page,
}) => {
  await serveVersion(page, { build: 261, version: '1.8.5', minSupportedBuild: 261 });
  await page.goto('/tabs/main');
  const prompt = page.getByRole('alertdialog', { name: 'Нужно обновить приложение' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Позже' })).toHaveCount(0);
});

test('the current build gets no prompt', async ({ page }) => {
  // The add-to-home-screen popup waits while an update prompt is open (spec §2.3): once it
  // comes, the first-run layer has decided, and there was no update prompt to wait for.
  await page.addInitScript((key) => localStorage.removeItem(key), FIRST_RUN_KEYS.a2hsShown);
  await page.goto('/tabs/main');
  await expect(page.getByRole('heading', { name: 'Новости' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Спорткарта на экране «Домой»' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Доступно обновление' })).toHaveCount(0);
});
