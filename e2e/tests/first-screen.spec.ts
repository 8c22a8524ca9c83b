import type { Browser, BrowserContext, Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { expect, expectAccessible, FIRST_RUN_KEYS, screenshot, test } from '../support/fixtures';

// issue 2 §8 (LCP): for a returning visitor the server puts the main tab's first screen into
// index.html (apps/server/src/plugins/first-screen.ts); the app replaces it once it is up.

interface News {
  id: string;
  title: string;
}

const RETURNING_COOKIE = { name: 'sk_returning', value: '1', url: baseURL };

async function newestNews(page: Page): Promise<News> {
  const news = (await (await page.request.get('/news.json')).json()) as News[];
  return news[0]!;
}

async function firstCardBox(page: Page) {
  const box = await page.locator('.sk-news-card img').first().boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

async function returningContext(context: BrowserContext): Promise<void> {
  await context.addCookies([RETURNING_COOKIE]);
  await context.addInitScript((keys) => {
    for (const key of keys) localStorage.setItem(key, '1');
  }, Object.values(FIRST_RUN_KEYS));
}

test('the news and their picture are on screen from the HTML alone, before any script', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([RETURNING_COOKIE]);
  const page = await context.newPage();
  const newest = await newestNews(page);
  await page.goto('/tabs/main');
  const copy = page.locator('#sk-first-screen');
  await expect(copy.getByRole('heading', { name: newest.title })).toBeVisible();
  await expect(copy.getByRole('heading', { name: 'Спорт рядом с домом' })).toBeVisible();
  // The copy stands in for the landing: the preloader is not drawn over it.
  await expect(page.locator('#preloader')).toBeHidden();
  const image = copy.locator('.sk-news-card img').first();
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Plain links to the app's routes.
  await expect(copy.getByRole('link', { name: 'Все новости' })).toHaveAttribute(
    'href',
    '/tabs/main/news',
  );
  await expect(copy.getByRole('link', { name: 'Поиск' })).toHaveAttribute('href', '/tabs/places');
  await screenshot(page, 'first-screen-no-js', { scripts: false });
  await context.close();
});

/** A returning visitor's page with no app: only the copy and index.html's own small scripts run. */
async function withoutTheApp(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await returningContext(context);
  const page = await context.newPage();
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  return { context, page };
}

test('the copy is accessible while the app has not come (its scripts held back)', async ({
  browser,
}) => {
  const { context, page } = await withoutTheApp(browser);
  await page.goto('/tabs/main');
  const copy = page.locator('#sk-first-screen');
  await expect(copy.getByRole('heading', { name: 'Новости' })).toBeVisible();
  await expect(page.locator('#preloader')).toBeHidden();
  await expectAccessible(page, 'копия первого экрана');
  await context.close();
});

/** Every computed value of the copy's elements (and of html and body), element by element. */
function copyStyles(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      document.documentElement,
      document.body,
      ...document.querySelectorAll('#sk-first-screen *'),
    ].map((element) => {
      const style = getComputedStyle(element);
      const values = Array.from(style, (name) => `${name}: ${style.getPropertyValue(name)}`);
      return `${element.tagName} ${element.className} { ${values.join('; ')} }`;
    }),
  );
}

test("the app's stylesheets change nothing in the copy when they come (no relayout, no repaint)", async ({
  browser,
}) => {
  const { context, page } = await withoutTheApp(browser);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.css$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/tabs/main');
  await expect(
    page.locator('#sk-first-screen').getByRole('heading', { name: 'Новости' }),
  ).toBeVisible();
  const before = await copyStyles(page);
  expect(before.length).toBeGreaterThan(30);
  // index.html's loader inserts the app's stylesheets once the first picture is painted.
  const sheets = page.locator('link[data-sk-app-css]');
  await expect(sheets).not.toHaveCount(0);
  release();
  await expect
    .poll(() =>
      sheets.evaluateAll((links) =>
        links.every((link) => (link as HTMLLinkElement).sheet !== null),
      ),
    )
    .toBe(true);
  expect(await copyStyles(page)).toEqual(before);
  await context.close();
});

/**
 * When the copy's picture was shown (its largest-contentful-paint entry, the data: image),
 * the first paint, and when the first of the app's scripts was asked for, on the page's clock.
 */
async function startOrder(page: Page) {
  // The app has taken over (its scripts have all come, so their timing entries are there).
  await expect(page.locator('#sk-first-screen')).toHaveCount(0);
  return page.evaluate(async () => {
    const entries = await new Promise<PerformanceEntryList>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      }),
    );
    const picture = (entries as Array<PerformanceEntry & { url: string; renderTime: number }>)
      .filter((entry) => entry.url.startsWith('data:image/'))
      .map((entry) => entry.renderTime);
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
      .map((entry) => entry.startTime);
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    return { picture: picture[0] ?? NaN, paint, firstScript: Math.min(...scripts) };
  });
}

test("the app's scripts are asked for once the copy's picture is shown, not before", async ({
  browser,
}) => {
  const context = await browser.newContext();
  await returningContext(context);
  const page = await context.newPage();
  await page.goto('/tabs/main');
  const { picture, firstScript } = await startOrder(page);
  expect(picture).toBeGreaterThan(0);
  expect(firstScript).toBeGreaterThan(picture);
  await context.close();
});

test('with the picture below the fold the app starts after the first paint, without waiting for it', async ({
  browser,
}) => {
  // A screen too short for the first card's picture: it is never shown, so never reported.
  const context = await browser.newContext({ viewport: { width: 375, height: 260 } });
  await returningContext(context);
  const page = await context.newPage();
  await page.goto('/tabs/main');
  const { paint, firstScript } = await startOrder(page);
  expect(firstScript).toBeGreaterThan(paint);
  // The loader's safety start is 2.5 s after the page's script: this start is the paint's.
  expect(firstScript - paint).toBeLessThan(1000);
  await context.close();
});

test('the app takes over from the copy without a jump and works as usual', async ({ browser }) => {
  const noJs = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 812 },
  });
  await noJs.addCookies([RETURNING_COOKIE]);
  const noJsPage = await noJs.newPage();
  await noJsPage.goto('/tabs/main');
  const copyBox = await firstCardBox(noJsPage);
  await noJs.close();

  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await returningContext(context);
  const page = await context.newPage();
  const newest = await newestNews(page);
  await page.goto('/tabs/main');
  // The app replaces the copy once its main page has rendered.
  await expect(page.locator('#sk-first-screen')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: newest.title })).toBeVisible();
  const appBox = await firstCardBox(page);
  expect(Math.abs(appBox.y - copyBox.y), 'картинка первой новости на том же месте').toBeLessThan(3);
  expect(Math.abs(appBox.height - copyBox.height)).toBeLessThan(3);
  const shifts = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { value: number })[];
          resolve(entries.reduce((sum, e) => sum + e.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
  expect(shifts, 'CLS').toBeLessThan(0.05);
  // The deferred stylesheet script ran once: each app sheet is linked once, none twice.
  const sheets = await page
    .locator('link[data-sk-app-css]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  expect(sheets.length).toBeGreaterThan(0);
  expect(new Set(sheets).size).toBe(sheets.length);

  // The app is live: a tab and a card lead where they should without a page load.
  await page.getByRole('link', { name: 'Все новости' }).click();
  await expect(page).toHaveURL(/\/tabs\/main\/news$/);
  await context.close();
});

test('a stale cookie on a first run: no copy, the onboarding as usual', async ({ browser }) => {
  const context = await browser.newContext();
  await context.addCookies([RETURNING_COOKIE]);
  const page = await context.newPage();
  await page.goto('/tabs/main');
  await expect(page.getByRole('dialog', { name: 'Знакомство с приложением' })).toBeVisible();
  await expect(page.locator('#sk-first-screen')).toHaveCount(0);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'sk_returning')).toBeUndefined();
  await context.close();
});

test('after the onboarding the next visit gets the copy', async ({ page }) => {
  await page.goto('/tabs/main');
  const onboarding = page.getByRole('dialog', { name: 'Знакомство с приложением' });
  await onboarding.getByRole('button', { name: 'Пропустить' }).click();
  await expect(onboarding).toBeHidden();
  const html = await page.evaluate(async () =>
    (await fetch('/tabs/main', { headers: { accept: 'text/html' } })).text(),
  );
  // The cookie is set when the page is left; a reload carries it.
  expect(html).not.toContain('id="sk-first-screen"');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Новости' })).toBeVisible();
  const after = await page.evaluate(async () =>
    (await fetch('/tabs/main', { headers: { accept: 'text/html' } })).text(),
  );
  expect(after).toContain('id="sk-first-screen"');
});
