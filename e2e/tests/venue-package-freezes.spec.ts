import { openOrderAsAdmin, visitorPaysForPackage } from '../support/desk-package';
import { expect, expectAccessible, screenshot, test } from '../support/fixtures';
import { api } from '../support/paying';

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
  // A term the demo lets freeze at least twice (seed/catalogue.ts FREEZE_RULES).
  const { page, visitor, complexId, orderId } = await visitorPaysForPackage(
    visitorPage,
    browser,
    (packages) =>
      packages
        .flatMap((p) => p.rates)
        .find((r) => ['TWO_MONTHS', 'THREE_MONTHS', 'SIX_MONTHS', 'YEAR'].includes(r.term)),
  );
  const { items } = await api<{ items: { id: string; orderId: string }[] }>(
    visitorPage,
    visitor,
    'GET',
    '/v1/mob/user/sold-service-packages',
  );
  const sold = items.find((p) => p.orderId === orderId)!;
  for (const action of ['activate', 'freeze', 'unfreeze', 'freeze'])
    await api(visitorPage, visitor, 'POST', `/v1/mob/user/service-packages/${sold.id}/${action}`);

  await openOrderAsAdmin(page, complexId, orderId);
  const history = page.getByRole('list', { name: 'История абонемента' });
  // E2E_NOW is 25 November 2026: both freezes start that day.
  await expect(history).toContainText('завершена досрочно 25.11.2026 · 1 день');
  await expect(history).toContainText(', идёт · 1 день');
  await expect(history.getByText(/^Заморозка с 25\.11\.2026/)).toHaveCount(2);
  await history.scrollIntoViewIfNeeded();
  await screenshot(page, 'staff-package-freezes');
  await expectAccessible(page, 'история абонемента с заморозками');
});
