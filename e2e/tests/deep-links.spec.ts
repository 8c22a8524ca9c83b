import type { Page } from '@playwright/test';
import { allowConsoleOn, expect, screenshot, test } from '../support/fixtures';

// Issue 15 in Chromium: every address of the deep-link table
// (packages/contract/src/routes/deep-links.ts) opened from a cold start — a fresh page load,
// nothing before it — lands on its screen, never a blank one; the packaged app opens the same
// routes for its scheme and verified links. A visitor opens them, with ids that do not exist:
// each screen shows its own state for that. 375×812.

test.beforeEach(async ({ skipFirstRun }) => {
  await skipFirstRun();
});

/** A seeded venue, through the public list call. */
async function aVenue(page: Page): Promise<{ id: number; name: string }> {
  const response = await page.request.post('/v1/mob/places?size=1', { data: [] });
  const { items } = (await response.json()) as { items: { id: number; name: string }[] };
  return items[0]!;
}

const ORDER = '0d3c1b0e-7a55-4c33-8a2e-1f4b2c3d4e5f';
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name }).first();

test('each deep link lands on its screen from a cold start', async ({ page }) => {
  // The screens ask about ids that do not exist (and without a session): the API says so.
  allowConsoleOn(
    page,
    /Failed to load resource: the server responded with a status of 4\d\d/,
    /\[api\] .* → 40[01] (UNAUTHORIZED|VALIDATION_ERROR)/,
  );
  const venue = await aVenue(page);

  // spec §2.2: /deeplink/place/{...} → /tabs/places/{...}.
  await page.goto(`/deeplink/place/${venue.id}`);
  await expect(page).toHaveURL(new RegExp(`/tabs/places/${venue.id}$`));
  await expect(heading(page, venue.name)).toBeVisible();
  await screenshot(page, 'deeplink-place');

  // Sber ID's return, here with the provider's refusal.
  await page.goto('/deeplink/sberID?error=access_denied&state=x');
  await expect(page.getByText('Не удалось войти через Сбер ID')).toBeVisible();

  // Both payment providers' returns and the success page.
  await page.goto('/payment/sber?orderId=nope');
  await expect(page).toHaveURL(/\/payment\/sber\?orderId=nope$/);
  await expect(page.getByText('Что-то пошло не так :(')).toBeVisible();
  await screenshot(page, 'deeplink-payment-sber');
  await page.goto(`/payment/${ORDER}`);
  await expect(page.getByText('Что-то пошло не так :(')).toBeVisible();
  await page.goto(`/payment/${ORDER}/success`);
  await expect(page.getByText('Отлично')).toBeVisible();

  // A ticket, in the profile and on its own; the nearest ticket asks a visitor to sign in.
  await page.goto('/tabs/profile/tickets/Q1');
  await expect(heading(page, 'Не удалось загрузить билеты')).toBeVisible();
  await page.goto('/user/qrcode/Q1');
  await expect(heading(page, 'Не удалось загрузить билеты')).toBeVisible();
  await page.goto('/tickets/summary');
  await expect(heading(page, 'Войдите, чтобы увидеть свои билеты')).toBeVisible();

  // A friend's invitation (issue 14): its own screen; this code is nobody's.
  await page.goto('/invite/K7Q2');
  await expect(page).toHaveURL(/\/invite\/K7Q2$/);
  await expect(heading(page, 'Приглашение не найдено')).toBeVisible();
});
