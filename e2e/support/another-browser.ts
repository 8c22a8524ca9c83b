import type { Browser, Page } from '@playwright/test';
import { E2E_NOW } from '../playwright.config';
import { FIRST_RUN_KEYS, test } from './fixtures';

/** A second person's browser, set up as the test's own page is (the clock, no first run). */
export async function anotherBrowser(browser: Browser): Promise<Page> {
  const { baseURL, viewport, locale, timezoneId, serviceWorkers } = test.info().project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale,
    timezoneId,
    serviceWorkers,
  });
  const page = await context.newPage();
  await page.route(/tile/, (route) => route.abort());
  await page.clock.install({ time: new Date(E2E_NOW) });
  await page.addInitScript((keys) => {
    for (const key of keys) localStorage.setItem(key, '1');
  }, Object.values(FIRST_RUN_KEYS));
  return page;
}
