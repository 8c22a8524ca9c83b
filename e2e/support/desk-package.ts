import type { Browser, Page } from '@playwright/test';
import { anotherBrowser } from './another-browser';
import { expect } from './fixtures';
import { aPoolVenue, api, bearerOf, demoLogin, paidOrderByApi } from './paying';
import { chooseAdminAt, signInAsVenueStaff } from './venue-admin';

// Issue 25's package specs: the demo visitor pays for a package of a pool venue (its own
// browser), and the venue's administrator, in another browser, opens that order at the desk.

export interface RateRow {
  id: number;
  category: string;
  term: string;
}

/** The visitor (signed in on `visitorPage`) pays for the rate `pick` chooses at a pool venue. */
export async function visitorPaysForPackage(
  visitorPage: Page,
  browser: Browser,
  pick: (packages: { name: string; rates: RateRow[] }[]) => RateRow | undefined,
) {
  await demoLogin(visitorPage);
  const visitor = await bearerOf(visitorPage);
  const page = await anotherBrowser(browser);
  await page.goto('/tabs/main');
  const venue = await aPoolVenue(page, 'YOOKASSA');
  const { packages } = await api<{ packages: { name: string; rates: RateRow[] }[] }>(
    page,
    visitor,
    'POST',
    `/v1/mob/public/placeServicePackages/${venue.complexId}`,
    {},
  );
  const rate = pick(packages);
  expect(rate, 'подходящий тариф в демо-каталоге').toBeTruthy();
  const orderId = await paidOrderByApi(page, visitor, venue.complexId, {
    kind: 'SERVICE_PACKAGE',
    rateId: rate!.id,
    quantity: 1,
  });
  return { page, visitor, complexId: venue.complexId, orderId };
}

/** The venue's administrator (on `page`) opens the order at the desk. */
export async function openOrderAsAdmin(page: Page, complexId: number, orderId: string) {
  const { roles } = await signInAsVenueStaff(page);
  const complexName = roles.find((r) => r.complexId === complexId)!.complexName;
  await chooseAdminAt(page, complexName);
  await page.goto(`/staff/orders/${orderId}`);
}
