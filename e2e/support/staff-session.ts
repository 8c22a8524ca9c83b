import type { Page } from '@playwright/test';
import { TOKEN_KEY } from './fixtures';

// The demo venues' staff member («Ирина Кассирова», +70000000001) signs in once per run, in
// global setup, and every test that acts as staff uses that session. The server allows a phone
// five login codes an hour and a new one only 180 s after an unused one (spec §4): tests that
// each signed in ran past the hourly limit once the venue's specs joined, and raced each other
// (one test's code refused while another's was between its request and its use). The venue's
// own sign-in in the browser (venue-staff.spec.ts) is then the only other code of the phone.

export const STAFF_PHONE = '+70000000001';
const TOKEN_ENV = 'E2E_STAFF_TOKEN';

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Global setup: the SMS code from the emulator, the session; workers inherit the token. */
export async function signInStaffOnce(baseURL: string): Promise<void> {
  const body = JSON.stringify({ phone: STAFF_PHONE });
  await call(`${baseURL}/v1/mobile/user/registration`, { method: 'POST', body });
  const { code } = await call<{ code: string }>(
    `${baseURL}/v1/mobile/user/registration/demo-code?phone=${encodeURIComponent(STAFF_PHONE)}`,
  );
  const session = await call<{ accessToken: string }>(`${baseURL}/v1/mobile/user/registration`, {
    method: 'PUT',
    body: JSON.stringify({ phone: STAFF_PHONE, code }),
  });
  process.env[TOKEN_ENV] = session.accessToken;
}

/** The staff member's bearer token, signed in by global setup. */
export function staffBearer(): string {
  const token = process.env[TOKEN_ENV];
  if (!token) throw new Error('нет токена сотрудника: его выдаёт global-setup.ts');
  return `Bearer ${token}`;
}

/**
 * The staff member's browser session, the one global setup signed in: `page` opens the app as
 * them (the token the app keeps, set before each load). A spec that signed in by phone in the
 * browser would spend one of the phone's five codes an hour and could meet another spec's
 * 180 s pause (429): only venue-staff.spec.ts signs the staff member in through the screens.
 */
export async function asStaff(page: Page): Promise<void> {
  const token = staffBearer().replace(/^Bearer /, '');
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: TOKEN_KEY,
    value: token,
  });
}
