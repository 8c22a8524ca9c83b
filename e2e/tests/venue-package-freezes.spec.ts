import { expect, expectAccessible, screenshot, test } from '../support/fixtures';
import { anotherBrowser } from '../support/another-browser';
import { aPoolVenue, api, bearerOf, demoLogin, paidOrderByApi } from '../support/paying';
import { chooseAdminAt, signInAsVenueStaff } from '../support/venue-admin';

// Issue 25 (new-visitor-service-package-action-record) in Chromium against the real server: a
// visitor freezes a package, unfreezes it and freezes it again; the venue's administrator reads
// both freezes in «История абонемента». 375×812.

test.beforeEach(async ({ skipFirstRun }) => {
  await skipFirstRun();
});

test('the package record lists every freeze: one ended early, one running', async ({
  page: visitorPage,
  browser,
}) => {
  test.slow();
  await demoLogin(visitorPage);
  const visitor = await bearerOf(visitorPage);
  const page = await anotherBrowser(browser);
  await page.goto('/tabs/main');
  const venue = await aPoolVenue(page, 'YOOKASSA');
  const { packages } = await api<{
    packages: { name: string; rates: { id: number; term: string }[] }[];
  }>(page, visitor, 'POST', `/v1/mob/public/placeServicePackages/${venue.complexId}`, {});
  // A term the demo lets freeze at least twice (seed/catalogue.ts FREEZE_RULES).
  const rate = packages
    .flatMap((p) => p.rates)
    .find((r) => ['TWO_MONTHS', 'THREE_MONTHS', 'SIX_MONTHS', 'YEAR'].includes(r.term));
  expect(rate, 'абонемент, который можно заморозить дважды').toBeTruthy();
  const orderId = await paidOrderByApi(page, visitor, venue.complexId, {
    kind: 'SERVICE_PACKAGE',
    rateId: rate!.id,
    quantity: 1,
  });
  const { items } = await api<{ items: { id: string; orderId: string }[] }>(
    visitorPage,
    visitor,
    'GET',
    '/v1/mob/user/sold-service-packages',
  );
  const sold = items.find((p) => p.orderId === orderId)!;
  for (const action of ['activate', 'freeze', 'unfreeze', 'freeze'])
    await api(visitorPage, visitor, 'POST', `/v1/mob/user/service-packages/${sold.id}/${action}`);

  const { roles } = await signInAsVenueStaff(page);
  const complexName = roles.find((r) => r.complexId === venue.complexId)!.complexName;
  await chooseAdminAt(page, complexName);
  await page.goto(`/staff/orders/${orderId}`);
  const history = page.getByRole('list', { name: 'История абонемента' });
  // E2E_NOW is 25 November 2026: both freezes start that day.
  await expect(history).toContainText('завершена досрочно 25.11.2026 · 1 день');
  await expect(history).toContainText(', идёт · 1 день');
  await expect(history.getByText(/^Заморозка с 25\.11\.2026/)).toHaveCount(2);
  await history.scrollIntoViewIfNeeded();
  await screenshot(page, 'staff-package-freezes');
  await expectAccessible(page, 'история абонемента с заморозками');
});
