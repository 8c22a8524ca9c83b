import { expect, TOKEN_KEY } from './fixtures';
import type { Page } from '@playwright/test';
import { staffBearer } from './staff-session';

/**
 * The demo staff member's browser without a login code of its own (the phone's hourly limit is
 * shared by the whole run): the token global setup signed in, then the administrator's role at
 * a venue chosen on the role screen. The page is left on the staff home.
 */
export async function openAsVenueAdmin(page: Page, complexName: string): Promise<void> {
  await page.addInitScript(({ key, token }) => localStorage.setItem(key, token), {
    key: TOKEN_KEY,
    token: staffBearer().replace(/^Bearer /, ''),
  });
  await page.goto('/staff/role');
  await page.getByLabel('Найти спортобъект').fill(complexName);
  await page.getByRole('button', { name: new RegExp(`^${complexName}\\s*Администратор`) }).click();
  await expect(page).toHaveURL(/\/staff$/);
}
