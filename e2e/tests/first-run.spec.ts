import { A2HS_DELAY_MS } from '@sportkarta/contract/config/timings';
import {
  afterPendingRenders,
  countStorageReads,
  expect,
  expectAccessible,
  FIRST_RUN_KEYS,
  screenshot,
  test,
} from '../support/fixtures';

// issue 2 §5 and §7: a first visit goes preloader → onboarding (4 slides) → main tab; the
// onboarding is shown once; the add-to-home-screen popup follows after its delay.

const SLIDES = [
  'Спортивные площадки на карте',
  'Билеты и абонементы',
  'Секции для детей',
  'QR-код на входе',
];

test('the preloader is in the initial HTML, painted before any script runs', async ({
  request,
  browser,
}) => {
  const html = await (await request.get('/')).text();
  const preloaderAt = html.indexOf('id="preloader"');
  expect(preloaderAt, 'index.html содержит #preloader').toBeGreaterThan(-1);
  // It sits in the markup itself, ahead of every script tag in <body>.
  const bodyScriptAt = html.indexOf('<script', html.indexOf('<body'));
  expect(bodyScriptAt === -1 || preloaderAt < bodyScriptAt).toBe(true);

  // With scripts off the person still sees the landing, not a white page.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('status', { name: 'Спорткарта загружается' })).toBeVisible();
  await expect(page.getByText('Спорткарта', { exact: true })).toBeVisible();
  await screenshot(page, 'preloader-no-js', { scripts: false });
  await context.close();
});

test('onboarding: 4 slides with «Далее», then the main tab with news; not shown again after reload', async ({
  page,
}) => {
  await page.goto('/');
  const onboarding = page.getByRole('dialog', { name: 'Знакомство с приложением' });
  await expect(onboarding).toBeVisible();
  await expect(onboarding.getByRole('heading', { name: SLIDES[0] })).toBeVisible();
  await screenshot(page, 'onboarding-1');
  await expectAccessible(page, 'онбординг');

  for (const title of SLIDES.slice(1)) {
    await onboarding.getByRole('button', { name: 'Далее' }).click();
    await expect(onboarding.getByRole('heading', { name: title })).toBeVisible();
  }
  await screenshot(page, 'onboarding-4');
  // The last slide ends the onboarding instead of going further.
  await expect(onboarding.getByRole('button', { name: 'Далее' })).toHaveCount(0);
  await onboarding.getByRole('button', { name: 'Начать' }).click();
  await expect(onboarding).toBeHidden();

  await expect(page).toHaveURL(/\/tabs\/main$/);
  await expect(page.getByRole('heading', { name: 'Новости' })).toBeVisible();
  await expect(page.locator('article').first()).toBeVisible();
  expect(
    await page.evaluate((key) => localStorage.getItem(key), FIRST_RUN_KEYS.onboardingShown),
  ).toBe('1');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Новости' })).toBeVisible();
  // The first-run layer has decided once the popup that follows the onboarding comes (it is
  // not yet dismissed); the onboarding must not have come back before it.
  await expect(page.getByRole('dialog', { name: 'Спорткарта на экране «Домой»' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Знакомство с приложением' })).toHaveCount(0);
});

test('onboarding: «Пропустить» ends it at once and stores the flag', async ({ page }) => {
  await page.goto('/tabs/main');
  const onboarding = page.getByRole('dialog', { name: 'Знакомство с приложением' });
  await onboarding.getByRole('button', { name: 'Пропустить' }).click();
  await expect(onboarding).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Новости' })).toBeVisible();
  expect(
    await page.evaluate((key) => localStorage.getItem(key), FIRST_RUN_KEYS.onboardingShown),
  ).toBe('1');
});

test('the add-to-home-screen popup appears after its delay, once', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, '1'), FIRST_RUN_KEYS.onboardingShown);
  await page.goto('/tabs/main');
  await expect(page.getByRole('heading', { name: 'Новости' })).toBeVisible();
  const popup = page.getByRole('dialog', { name: 'Спорткарта на экране «Домой»' });
  // spec §9: configured delay 1 s — it is not there at once, then it is.
  await expect(popup).toBeVisible({ timeout: 5_000 });
  await expect(popup.getByText('iPhone и iPad')).toBeVisible();
  await expect(popup.getByText('Android')).toBeVisible();
  await screenshot(page, 'add-to-home-screen');
  await expectAccessible(page, 'на экран «Домой»');

  await popup.getByRole('button', { name: 'Понятно' }).click();
  await expect(popup).toBeHidden();
  expect(await page.evaluate((key) => localStorage.getItem(key), FIRST_RUN_KEYS.a2hsShown)).toBe(
    '1',
  );

  // After a reload the popup reads its stored flag and must not come: the page's clock (the
  // shared fixture installs it) is moved past the delay from that read instead of the test
  // sleeping through it.
  await countStorageReads(page, FIRST_RUN_KEYS.a2hsShown);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Новости' })).toBeVisible();
  await page.waitForFunction(() => (window as { __skReads?: number }).__skReads);
  await page.clock.runFor(2 * A2HS_DELAY_MS);
  await afterPendingRenders(page);
  await expect(page.getByRole('dialog', { name: 'Спорткарта на экране «Домой»' })).toHaveCount(0);
});
