import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { baseURL } from '../playwright.config';
import { expectSuccess, fillCard, orderAndGoToPay } from '../support/paying';
import { allowConsoleOn, expect, screenshot, test } from '../support/fixtures';

// Issue 15 in Chromium: the web app after one visit with no network — the service worker serves
// the shell, the app the last venue list, the news and the person's tickets it saved — and,
// back online, a deploy of a new build brings the new-version prompt (spec §2.3) instead of
// leaving the old version running unseen. The service worker is allowed here. 375×812.

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ skipFirstRun }) => {
  await skipFirstRun();
});

/**
 * A deploy as the browser sees it: the served sw.js (and its precompressed copies) changes while
 * `check` asks for an update, then the files are put back at once — other specs that allow the
 * service worker run beside this one on the same server (support/serve.ts serves this copy).
 */
async function deployNewServiceWorker(check: () => Promise<void>): Promise<void> {
  const port = new URL(baseURL).port;
  const file = path.join(os.tmpdir(), `sportkarta-e2e-${port}`, 'web-dist', 'sw.js');
  const copies = [file, `${file}.br`, `${file}.gz`].filter((f) => existsSync(f));
  const before = copies.map((f) => readFileSync(f));
  const next = Buffer.concat([before[0]!, Buffer.from('\n// a new build\n')]);
  writeFileSync(file, next);
  if (copies.includes(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(next));
  if (copies.includes(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(next));
  try {
    await check();
  } finally {
    copies.forEach((f, i) => writeFileSync(f, before[i]!));
  }
}

const OFFLINE_TOAST =
  'Нет соединения с интернетом. Попробуйте воспользоваться другой сетью — мобильной или wi-fi.';

test('offline after a visit: shell, last venues, news and tickets; a deploy brings the prompt', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  allowConsoleOn(
    page,
    /ERR_INTERNET_DISCONNECTED/,
    /\[api\]/,
    /Failed to load resource/,
    /Unleash: unable to fetch feature toggles/,
  );
  // A visit: a ticket bought, the venue list and the tickets seen.
  await orderAndGoToPay(page, 'YOOKASSA');
  await fillCard(page, '5555 5555 5555 4477');
  await expectSuccess(page);
  await page.goto('/tabs/places');
  const venues = page.getByRole('list', { name: 'Площадки, ближайшие сначала' });
  const firstVenue = venues.getByRole('article').first();
  await expect(firstVenue).toBeVisible();
  const venueName = (await firstVenue.getByRole('heading').first().textContent())!.trim();
  await page.goto('/tabs/profile/tickets');
  await page.getByRole('tab', { name: 'Вечер', exact: true }).click();
  const ticket = page.getByRole('link', { name: /Свободное плавание.*Пятница, 27 ноября, 19:00/ });
  await expect(ticket.first()).toBeVisible();
  await page.goto('/tabs/main');
  await expect(page.getByRole('article').first()).toBeVisible();
  const newsTitle = (await page.getByRole('article').first().getByRole('heading').textContent())!;
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The app has saved what was seen (a moment after it came).
  const saved = () => page.evaluate(() => localStorage.getItem('sk.offlineLists') ?? '');
  await expect.poll(saved).toContain(venueName);
  await expect.poll(saved).toContain(newsTitle.trim());
  // The tickets were saved as the tickets page went away (a write waits 300 ms; leaving the
  // page does it at once), for the person who saw them.
  const savedTickets = () => page.evaluate(() => localStorage.getItem('sk.offlineQueries') ?? '');
  await expect.poll(savedTickets).toContain('Свободное плавание');

  // No network: a reload of each screen.
  await context.setOffline(true);
  await page.goto('/tabs/places');
  await expect(page.getByText(OFFLINE_TOAST)).toBeVisible();
  await expect(venues.getByRole('heading', { name: venueName }).first()).toBeVisible();
  await screenshot(page, 'offline-venues');
  await page.goto('/tabs/main');
  await expect(page.getByRole('heading', { name: newsTitle.trim() })).toBeVisible();
  await page.goto('/tabs/profile/tickets');
  await page.getByRole('tab', { name: 'Вечер', exact: true }).click();
  await expect(ticket.first()).toBeVisible();

  // Back online, a new build is deployed: its service worker differs, the browser finds it.
  await context.setOffline(false);
  await page.goto('/tabs/main');
  await expect(page.getByRole('heading', { name: 'Новости' }).first()).toBeVisible();
  await deployNewServiceWorker(async () => {
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
  });
  const prompt = page.getByRole('dialog', { name: 'Вышла новая версия' });
  await expect(prompt).toBeVisible();
  await screenshot(page, 'new-version-after-deploy');
  // «Перезагрузить» activates the waiting build and reloads into it: no stale version stays.
  await page.evaluate(() => {
    (window as { skBeforeUpdate?: boolean }).skBeforeUpdate = true;
  });
  await prompt.getByRole('button', { name: 'Перезагрузить' }).click();
  // The page reloads: the marker set on the old one is gone (asked again while it navigates).
  // Until then the poll reports where the workers stand, so that a failure says which step
  // did not come (the message not sent: a worker still waiting; an activation held: activating).
  const marker = () =>
    page
      .evaluate(async () => {
        if ((window as { skBeforeUpdate?: boolean }).skBeforeUpdate === undefined)
          return 'reloaded';
        const registration = await navigator.serviceWorker.getRegistration();
        return `old page; waiting: ${registration?.waiting?.state ?? '—'}, installing: ${
          registration?.installing?.state ?? '—'
        }, active: ${registration?.active?.state ?? '—'}, controller: ${
          navigator.serviceWorker.controller?.state ?? '—'
        }`;
      })
      .catch(() => 'navigating');
  await expect.poll(marker, { timeout: 30_000 }).toBe('reloaded');
  await expect(page.getByRole('heading', { name: 'Новости' }).first()).toBeVisible();
});
