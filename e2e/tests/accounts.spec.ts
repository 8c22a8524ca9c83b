import type { Page } from '@playwright/test';
import {
  allowConsoleOn,
  expect,
  expectAccessible,
  freshPhoneDigits,
  screenAtRest,
  screenshot,
  test,
} from '../support/fixtures';
import { demoSignIn, signInByPhone } from '../support/sign-in';

// issue 3 in Chromium against the real server and its SMS emulator: phone sign-in (three
// wrong codes first), demo login (an own copy of the demo person), profile edit with validation
// errors then success, photo upload, adding and editing a child, logging out. Screenshots at 375×812.

test.beforeEach(async ({ skipFirstRun }) => {
  await skipFirstRun();
});

// A 2×2 PNG made in memory: the app compresses it to JPEG, the server re-encodes it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.sk-toast').filter({ hasText: text }).first();

async function demoCode(page: Page): Promise<string> {
  const hint = page.getByTestId('demo-code');
  await expect(hint).toHaveText(/\d{6}/);
  return /(\d{6})/.exec((await hint.textContent()) ?? '')![1]!;
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Код', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
}

/** A fresh person signed in by phone, on the profile tab: where the profile's own tests start. */
async function freshPersonOnProfile(page: Page) {
  await page.goto('/tabs/profile');
  await page.getByRole('button', { name: 'Перейти к авторизации' }).click();
  await signInByPhone(page);
  await expect(page).toHaveURL(/\/tabs\/profile$/);
  await expect(page.getByRole('heading', { name: 'Имя не указано' })).toBeVisible();
}

// One journey was one test until it took 50–90 s of its 90 s under CI's load: now the sign-in,
// the profile edit and the children with support are three tests, each with its own new person.
test('phone sign-in: three wrong codes, a new code, the agreements, the profile, logout', async ({
  page,
}) => {
  // The wrong codes are answered 400 on purpose; the API client logs each failed call.
  allowConsoleOn(
    page,
    /the server responded with a status of 400 \(Bad Request\)/,
    /\[api\] PUT \/v1\/mobile\/user\/registration → 400 .*Неверный код/,
  );
  const local = freshPhoneDigits();
  const digits = `999${local}`;
  await page.goto('/tabs/profile');
  await page.getByRole('button', { name: 'Перейти к авторизации' }).click();
  await expect(page).toHaveURL(/\/user\/login$/);
  await expect(page.getByRole('heading', { name: 'Войдите в Спорткарту' })).toBeVisible();
  await screenshot(page, 'accounts-login-method');
  await expectAccessible(page, 'вход: способ');

  await page.getByRole('button', { name: 'Войти по номеру телефона' }).click();
  const phone = page.getByLabel('Телефон');
  await phone.fill(digits);
  await expect(phone).toHaveValue(
    `+7 (999) ${local.slice(0, 3)} ${local.slice(3, 5)} ${local.slice(5)}`,
  );
  await screenshot(page, 'accounts-login-phone');
  await page.getByRole('button', { name: 'Получить код' }).click();

  // Three wrong codes: the server counts them, the third asks for a new code.
  const first = await demoCode(page);
  const wrong = first === '000000' ? '111111' : '000000';
  await expect(page.getByText(/Новый код можно запросить через [23]:\d\d/)).toBeVisible();
  await enterCode(page, wrong);
  await expect(toast(page, 'Неверный код. Осталось попыток: 2')).toBeVisible();
  await enterCode(page, wrong);
  await expect(toast(page, 'Неверный код. Осталось попыток: 1')).toBeVisible();
  await enterCode(page, wrong);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Попытки ввода кода закончились, запросите новый код' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Войти', exact: true })).toBeDisabled();
  await screenshot(page, 'accounts-login-attempts-over');

  await page.getByRole('button', { name: 'Отправить код повторно' }).click();
  await expect(page.getByText('Попытки ввода кода закончились, запросите новый код')).toBeHidden();
  await enterCode(page, await demoCode(page));

  // First sign-in: both agreements are shown and accepted.
  await expect(page.getByRole('heading', { name: 'Соглашения' })).toBeVisible();
  await screenshot(page, 'accounts-login-agreements');
  const boxes = page.getByRole('checkbox');
  await expect(boxes).toHaveCount(2);
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByRole('button', { name: 'Принять и продолжить' }).click();

  // Back where the person was: the profile tab, now signed in.
  await expect(page).toHaveURL(/\/tabs\/profile$/);
  await expect(page.getByRole('heading', { name: 'Имя не указано' })).toBeVisible();
  await expect(page.getByText(`+7 (999) ${local.slice(0, 3)}`)).toBeVisible();
  await screenshot(page, 'accounts-profile');
  await expectAccessible(page, 'профиль');

  // Log out.
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByRole('button', { name: 'Перейти к авторизации' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sk.token'))).toBeNull();
});

test('profile edit: validation errors in toasts, then saved with a photo', async ({ page }) => {
  await freshPersonOnProfile(page);
  // A validation error first (toast), then success with a photo.
  await page.getByRole('link', { name: 'Редактировать профиль' }).click();
  await expect(page).toHaveURL(/\/tabs\/profile\/edit$/);
  await field(page, 'Фамилия').fill('Иванов');
  await field(page, 'Имя').fill('Иван1');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(toast(page, 'Имя: Недопустимые символы')).toBeVisible();
  await field(page, 'Имя').fill('Иван');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(toast(page, 'Дата рождения: Поле обязательно')).toBeVisible();
  await page.getByRole('button', { name: /Дата рождения/ }).click();
  await page
    .getByRole('dialog', { name: 'Дата рождения' })
    .getByRole('button', { name: 'Выбрать' })
    .click();
  await page.getByRole('button', { name: /Пол/ }).click();
  await page.getByRole('radio', { name: /Мужской/ }).click();
  await field(page, 'Электронная почта').fill('ivan@example.ru');
  await page
    .getByTestId('photo-input')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('img.sk-avatar[src^="blob:"]')).toBeVisible();
  await screenshot(page, 'accounts-profile-edit');
  await expectAccessible(page, 'редактирование профиля');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(toast(page, 'Данные успешно обновлены')).toBeVisible();

  await page.goto('/tabs/profile');
  await expect(page.getByRole('heading', { name: 'Иванов Иван' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Фотография профиля' })).toHaveAttribute(
    'src',
    /\/v1\/photos\/[\w-]+\.jpg$/,
  );
});

test('children: add, edit and remove a child; a message to support', async ({ page }) => {
  await freshPersonOnProfile(page);
  // Children: add one, then edit it.
  await page.getByRole('link', { name: 'Дети', exact: true }).click();
  await expect(page.getByText('Детей пока нет')).toBeVisible();
  await page.getByRole('link', { name: 'Добавить ребёнка' }).click();
  await expect(page).toHaveURL(/\/tabs\/profile\/children\/child$/);
  await field(page, 'Фамилия').fill('Иванова');
  await field(page, 'Имя').fill('Маша');
  await page.getByRole('button', { name: /Дата рождения/ }).click();
  await page
    .getByRole('dialog', { name: 'Дата рождения' })
    .getByRole('button', { name: 'Выбрать' })
    .click();
  await page.getByRole('button', { name: /Пол/ }).click();
  await page.getByRole('radio', { name: /Женский/ }).click();
  await screenshot(page, 'accounts-child-new');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/tabs\/profile\/children$/);
  await expect(page.getByText('Иванова Маша')).toBeVisible();
  await screenshot(page, 'accounts-children');
  await expectAccessible(page, 'дети');

  // A person taps the card once the back transition has come to rest: a tap while Ionic's
  // transition still ran was once lost under load (the list stayed, the child never opened).
  await screenAtRest(page);
  await page.getByRole('link', { name: /Иванова Маша/ }).click();
  await expect(page).toHaveURL(/\/tabs\/profile\/children\/child\/[\w-]+$/);
  await field(page, 'Имя').fill('Мария');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/tabs\/profile\/children$/);
  await expect(page.getByText('Иванова Мария')).toBeVisible();

  // Issue 28: the child profile is removed after a dialog that names what goes with it.
  await screenAtRest(page);
  await page.getByRole('link', { name: /Иванова Мария/ }).click();
  await page.getByRole('button', { name: 'Удалить профиль ребёнка' }).click();
  const removeDialog = page.getByRole('dialog', { name: 'Удалить профиль: Мария Иванова?' });
  await expect(removeDialog).toContainText('будут отозваны');
  await screenshot(page, 'accounts-child-remove');
  await removeDialog.getByRole('button', { name: 'Удалить' }).click();
  await expect(page).toHaveURL(/\/tabs\/profile\/children$/);
  await expect(page.getByText('Детей пока нет')).toBeVisible();

  // Issue 28: a message to support from the profile, then listed with its state.
  await page.goto('/tabs/profile');
  await page.getByRole('link', { name: 'Написать в поддержку' }).click();
  await expect(page).toHaveURL(/\/tabs\/profile\/support$/);
  await expect(page.getByText('Обращений пока нет')).toBeVisible();
  // The empty list's own link: the profile page's item of the same name may still be in the DOM
  // while Ionic's transition ends.
  await page
    .getByRole('region', { name: 'Обращений пока нет' })
    .getByRole('link', { name: 'Написать в поддержку' })
    .click();
  await page.getByRole('combobox', { name: /Тема/ }).selectOption({ label: 'Профиль и вход' });
  await page.getByRole('textbox', { name: /Сообщение/ }).fill('Не приходит письмо на почту');
  await screenshot(page, 'support-new');
  await expectAccessible(page, 'обращение в поддержку');
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page).toHaveURL(/\/tabs\/profile\/support$/);
  const requests = page.getByRole('list', { name: 'Мои обращения' }).getByRole('listitem');
  await expect(requests).toHaveCount(1);
  await expect(requests.first()).toContainText('Получено');
  await screenshot(page, 'support');
});

test('demo login opens an own copy of the demo account', async ({ page }) => {
  await page.goto('/user/login');
  await demoSignIn(page);
  // The demo copy has the seeded agreements accepted: past the role choice, straight to the app.
  await expect(page).toHaveURL(/\/tabs\/main$/);
  await expect(page.getByRole('heading', { name: 'Соглашения' })).toHaveCount(0);
  // The main page must have finished Ionic's entering transition (a `replace` navigation from
  // the login route once left it stuck at opacity 0 with the class ion-page-invisible).
  await expect(page.locator('.ion-page-invisible')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Профиль' }).click();
  await expect(page.getByRole('heading', { name: /Демидова Анна/ })).toBeVisible();
  await expect(page.getByText('Демо-аккаунт')).toBeVisible();
  await screenshot(page, 'accounts-demo-profile');

  await page.getByRole('link', { name: 'Безопасность' }).click();
  await expect(page.getByRole('heading', { name: 'Активные сессии' })).toBeVisible();
  await expect(page.getByText('Это устройство')).toBeVisible();
  await screenshot(page, 'accounts-security');
  await expectAccessible(page, 'безопасность');

  // spec §6 "for whom": self or a child, remembered as the default.
  await page.goto('/tabs/profile/children');
  const forWhom = page.getByRole('radiogroup', { name: 'Для кого по умолчанию' });
  await expect(forWhom.getByRole('radio', { name: /Анна Демидова/ })).toBeChecked();
  await forWhom.getByRole('radio', { name: /Миша Демидов/ }).click();
  await expect(forWhom.getByRole('radio', { name: /Миша Демидов/ })).toBeChecked();
  await screenshot(page, 'accounts-for-whom');
  await page.reload();
  await expect(
    page
      .getByRole('radiogroup', { name: 'Для кого по умолчанию' })
      .getByRole('radio', { name: /Миша Демидов/ }),
  ).toBeChecked();
});

test('about shows the version and the policies', async ({ page }) => {
  await page.goto('/tabs/profile/about');
  await expect(page.getByText('Версия 1.8.4 (сборка 260)')).toBeVisible();
  await expect(page.locator('details')).toHaveCount(2);
  await screenshot(page, 'accounts-about');
});

test('Sber ID sign-in through the emulator returns to the profile', async ({ page }) => {
  await page.goto('/tabs/profile');
  await page.getByRole('button', { name: 'Перейти к авторизации' }).click();
  await page.getByRole('button', { name: 'Войти по Сбер ID' }).click();
  // The emulator's own pages: a test person, then the consent.
  await page.getByRole('button', { name: /Иван Петров/ }).click();
  const allow = page.getByRole('button', { name: 'Разрешить' });
  if (await allow.isVisible().catch(() => false)) await allow.click();
  await expect(page).toHaveURL(/\/deeplink\/sberID|\/tabs\/profile/);
  const agreements = page.getByRole('heading', { name: 'Соглашения' });
  const name = page.getByRole('heading', { name: /Петров Иван/ });
  await expect(name.or(agreements)).toBeVisible();
  if (await agreements.isVisible()) {
    await screenshot(page, 'accounts-sberid-agreements');
    await page.getByRole('checkbox').nth(0).check();
    await page.getByRole('checkbox').nth(1).check();
    await page.getByRole('button', { name: 'Принять и продолжить' }).click();
  }
  // The saved place comes back only on the same origin: the emulator returns to the server's
  // configured address (localhost), not to the 127.0.0.1 the test started on, so main it is.
  await expect(page).toHaveURL(/\/tabs\/(profile|main)$/);
  await expect(page.locator('.ion-page-invisible')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Профиль' }).click();
  await expect(name).toBeVisible();
  await screenshot(page, 'accounts-sberid-profile');
});

test('an ended session: the 401 notice, sign-in, back where the person was', async ({
  page,
  request,
}) => {
  allowConsoleOn(page, /status of 401/, /\[api\] GET \/v1\/[\w/]+ → 401/);
  await page.goto('/user/login');
  await demoSignIn(page);
  await expect(page).toHaveURL(/\/tabs\/main$/);

  // The session is ended elsewhere (another device's «Завершить»); this tab learns it on reload.
  const token = await page.evaluate(() => localStorage.getItem('sk.token'));
  const ended = await request.delete('/v1/sessions/current', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(ended.status()).toBe(204);
  // The start check is held: the page's 401 comes while the landing still covers the app, and
  // the notice must wait for the landing to go rather than run out unseen beneath it.
  let answerStartCheck!: () => void;
  const startCheckAnswered = new Promise<void>((resolve) => (answerStartCheck = resolve));
  await page.route('**/v1/version', async (route) => {
    await startCheckAnswered;
    // A check cancelled by the logout (and asked again) has no request left to answer.
    await route.continue().catch(() => undefined);
  });
  await page.goto('/tabs/profile/children');
  const notice = page.getByText('Время сессии истекло, пожалуйста, авторизуйтесь снова');
  // The 401 has been handled (the notice is raised before the stored token goes)…
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sk.token'))).toBeNull();
  // …under the landing, where the notice is not drawn, not even a frame later.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
  );
  await expect(page.locator('#preloader')).toBeVisible();
  expect(await notice.count()).toBe(0);
  answerStartCheck();
  await expect(page.locator('#preloader')).toHaveCount(0);
  await expect(notice).toBeVisible();
  await page.unroute('**/v1/version');

  await page.getByRole('button', { name: 'Перейти к авторизации' }).click();
  await expect(page).toHaveURL(/\/user\/login$/);
  await demoSignIn(page);
  await expect(page).toHaveURL(/\/tabs\/profile\/children$/);
  await expect(page.getByRole('link', { name: 'Добавить ребёнка' })).toBeVisible();
  await screenshot(page, 'accounts-session-expired-back');
});
