import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { baseURL, chromiumArgs, chromiumPath } from '../playwright.config';
import { expect, FIRST_RUN_KEYS, test } from '../support/fixtures';

// Issue 15: Chromium counts the web app installable — manifest (Russian name, icons, colours,
// standalone), service worker — with no installability error through the DevTools protocol.
// A persistent profile: Playwright's usual contexts are off the record, where nothing installs.

// The test runner passes its `use` options to this context too: the other specs block the
// service worker, and this one needs it.
test.use({ serviceWorkers: 'allow' });

test('Chromium reports the app installable', async () => {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'sk-installable-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    baseURL,
    viewport: { width: 375, height: 812 },
    locale: 'ru-RU',
    serviceWorkers: 'allow',
  });
  try {
    await context.addInitScript((keys) => {
      for (const key of keys) localStorage.setItem(key, '1');
    }, Object.values(FIRST_RUN_KEYS));
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/tabs/main');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      return (await fetch(link!.href)).json();
    })) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'Спорткарта',
      short_name: 'Спорткарта',
      lang: 'ru',
      display: 'standalone',
      theme_color: '#0b8f5a',
      start_url: '/tabs/main',
    });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
