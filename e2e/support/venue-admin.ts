import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { api } from './paying';
import { asStaff, staffBearer } from './staff-session';

// Issue 25's venue specs: the venues' demo staff member (+70000000001, an administrator at many
// demo venues) opens one venue as its administrator. The session is global setup's
// (staff-session.ts): a phone gets five login codes an hour, and the specs that each signed in
// in the browser ran past it (and refused each other's codes when they ran side by side).

export interface StaffRoleRow {
  complexId: number;
  complexName: string;
  role: string;
}

/** Opens the role choice signed in: the person's bearer and roles, for the API's side. */
export async function signInAsVenueStaff(page: Page) {
  const bearer = staffBearer();
  await asStaff(page);
  await page.goto('/staff/role');
  await expect(page).toHaveURL(/\/staff\/role$/);
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

/** The role choice signed in, then the administrator's role at `complexName`: the staff home. */
export async function openAsVenueAdmin(page: Page, complexName: string): Promise<void> {
  await asStaff(page);
  await page.goto('/staff/role');
  await chooseAdminAt(page, complexName);
}
