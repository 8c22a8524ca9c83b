import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { asStaff } from './staff-session';

/**
 * The demo staff member's browser without a login code of its own (the phone's hourly limit is
 * shared by the whole run): the session global setup signed in, then the administrator's role at
 * a venue chosen on the role screen. The page is left on the staff home.
 */
export async function openAsVenueAdmin(page: Page, complexName: string): Promise<void> {
  await asStaff(page);
  await page.goto('/staff/role');
  await page.getByLabel('Найти спортобъект').fill(complexName);
  await page.getByRole('button', { name: new RegExp(`^${complexName}\\s*Администратор`) }).click();
  await expect(page).toHaveURL(/\/staff$/);
}
