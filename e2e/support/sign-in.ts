import type { Page } from '@playwright/test';
import { expect, freshPhoneDigits } from './fixtures';

/**
 * Phone sign-in with the SMS emulator's code, agreements accepted: a fresh person, or the one
 * with these ten digits (the demo staff member's «0000000001»). A person who accepted them
 * before — the demo staff member once another spec has signed them in on this server — is not
 * asked again, and the sign-in simply goes on.
 */
export async function signInByPhone(page: Page, digits = `998${freshPhoneDigits()}`) {
  await page.getByRole('button', { name: 'Войти по номеру телефона' }).click();
  await page.getByLabel('Телефон').fill(digits);
  await page.getByRole('button', { name: 'Получить код' }).click();
  const hint = page.getByTestId('demo-code');
  await expect(hint).toHaveText(/\d{6}/);
  const code = /(\d{6})/.exec((await hint.textContent()) ?? '')![1]!;
  await page.getByLabel('Код', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  const agreements = page.getByRole('heading', { name: 'Соглашения' });
  const signedIn = () => !new URL(page.url()).pathname.startsWith('/user/login');
  await expect
    .poll(async () => (await agreements.isVisible()) || signedIn(), { timeout: 15_000 })
    .toBe(true);
  if (signedIn()) return;
  const boxes = page.getByRole('checkbox');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByRole('button', { name: 'Принять и продолжить' }).click();
}

/**
 * The demo login, going on as a visitor: a demo copy administers a demo venue of its own, so,
 * like anyone with a venue role, it is asked which way to open the app first (issue 24).
 */
export async function demoSignIn(page: Page) {
  await page.getByRole('button', { name: 'Демо-вход' }).click();
  await expect(page).toHaveURL(/\/staff\/role$/);
  await page.getByRole('button', { name: /^Посетитель/ }).click();
}
