import type { Page } from '@playwright/test';
import { expect, freshPhoneDigits } from './fixtures';

/**
 * Phone sign-in with the SMS emulator's code, agreements accepted: a fresh person, or the one
 * with these ten digits (the demo staff member's «0000000001» on a fresh database).
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
  await expect(page.getByRole('heading', { name: 'Соглашения' })).toBeVisible();
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
