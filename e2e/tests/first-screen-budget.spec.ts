import { expect, test } from '../support/fixtures';

// issue 27: the JS a first visit downloads for its first screen — the main tab under the
// onboarding, as `npm run bench -- js` measures it — stays within 200 KiB of gzip, so that a
// new screen lands behind its route instead of on everyone's first screen.
const BUDGET_BYTES = 200 * 1024;

test('a first visit downloads at most 200 KiB of gzipped JS for its first screen', async ({
  browser,
}) => {
  // A fresh profile with no service worker (its precache is not the first screen's), asking
  // for gzip as Chromium does over http (the bench's figure; over https it asks for brotli).
  const context = await browser.newContext({
    serviceWorkers: 'block',
    extraHTTPHeaders: { 'Accept-Encoding': 'gzip, deflate' },
  });
  const page = await context.newPage();
  const scripts: Array<Promise<{ file: string; bytes: number; encoding: string }>> = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
        file: new URL(request.url()).pathname,
        bytes: sizes.responseBodySize,
        encoding: response?.headers()['content-encoding'] ?? 'none',
      })),
    );
  });
  await page.goto('/tabs/main', { waitUntil: 'networkidle' });
  const onboarding = page.getByRole('dialog', { name: 'Знакомство с приложением' });
  await expect(onboarding.getByRole('button', { name: 'Далее' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const loaded = await Promise.all(scripts);
  // Sizes as sent: every script came gzipped (the server's pre-compressed copies).
  expect(loaded.filter((s) => s.encoding !== 'gzip')).toEqual([]);
  const total = loaded.reduce((sum, s) => sum + s.bytes, 0);
  const largest = [...loaded]
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 5)
    .map((s) => `${s.file} ${(s.bytes / 1024).toFixed(1)} KiB`);
  expect(
    total,
    `JS первого экрана: ${(total / 1024).toFixed(1)} KiB gzip в ${loaded.length} файлах; крупнейшие: ${largest.join(', ')}`,
  ).toBeLessThanOrEqual(BUDGET_BYTES);
  await context.close();
});
