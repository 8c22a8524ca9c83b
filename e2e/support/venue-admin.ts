import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { api, bearerOf } from './paying';
import { signInByPhone } from './sign-in';

// Issue 25's venue specs: the venues' demo staff member (+70000000001, an administrator at many
// demo venues) signs in in the browser and opens one venue as its administrator.

const STAFF_PHONE_DIGITS = '0000000001';

export interface StaffRoleRow {
  complexId: number;
  complexName: string;
  role: string;
}

/** Signs in and stops at the role choice: the person's bearer and roles, for the API's side. */
export async function signInAsVenueStaff(page: Page) {
  await page.goto('/user/login');
  await signInByPhone(page, STAFF_PHONE_DIGITS);
  await expect(page).toHaveURL(/\/staff\/role$/);
  const bearer = await bearerOf(page);
  const { roles } = await api<{ roles: StaffRoleRow[] }>(
    page,
    bearer,
    'GET',
    '/v1/mob/staff/roles',
  );
  return { bearer, roles };
}

/** On the role choice: the administrator's role at this venue, and its staff home. */
export async function chooseAdminAt(page: Page, complexName: string) {
  await page.getByLabel('Найти спортобъект').fill(complexName);
  await page.getByRole('button', { name: new RegExp(`^${complexName}\\s*Администратор`) }).click();
  await expect(page).toHaveURL(/\/staff$/);
}
