import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_NOW } from '../playwright.config';

// The one fixture every spec uses (issue 2 §7): map tiles never reach the closed network,
// an uncaught page error fails the test, and so does a console error that is not listed
// as expected — either here (known for every test) or by the test itself (`allowConsoleOn`).

/** Console errors every test may see, with the reason each is harmless. */
const KNOWN_CONSOLE_ERRORS: readonly RegExp[] = [
  // Map tiles are aborted on purpose (stack-notes: tests have no network for tiles).
  /Failed to load resource: net::ERR_FAILED/,
];

// Every run takes the screenshots; only `npm run screenshots -w @sportkarta/e2e`
// (E2E_SCREENSHOTS=1) replaces the committed ones, so an ordinary test run leaves git clean.
const screenshotsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  process.env.E2E_SCREENSHOTS === '1' ? 'screenshots' : 'test-results/screenshots',
);

export const FIRST_RUN_KEYS = {
  onboardingShown: 'sk.onboardingShown',
  a2hsShown: 'sk.a2hsShown',
} as const;
export const TOKEN_KEY = 'sk.token';

/** Seven random digits for a fresh phone number (never the clock: tests do not read the date). */
export const freshPhoneDigits = (): string => String(randomInt(0, 10_000_000)).padStart(7, '0');

interface Fixtures {
  /** Marks onboarding and the add-to-home-screen popup as already shown before the app loads. */
  skipFirstRun: () => Promise<void>;
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use, testInfo) => {
    const problems: string[] = [];
    const allowed: RegExp[] = [...KNOWN_CONSOLE_ERRORS];
    (page as PageWithAllow).__allowConsole = allowed;
    await page.route(/tile/, (route) => route.abort());
    // The browser's clock starts where the server's did (playwright.config.ts E2E_NOW).
    await page.clock.install({ time: new Date(E2E_NOW) });
    page.on('pageerror', (error) =>
      problems.push(`Необработанная ошибка на странице: ${error.stack ?? error.message}`),
    );
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (allowed.some((pattern) => pattern.test(text))) return;
      problems.push(`console.error: ${text} (${message.location().url})`);
    });
    await use(page);
    if (testInfo.status === testInfo.expectedStatus) {
      expect(
        problems,
        'на странице не должно быть необработанных ошибок и ошибок в консоли',
      ).toEqual([]);
    }
  },
  skipFirstRun: async ({ page }, use) => {
    await use(async () => {
      await page.addInitScript((keys) => {
        for (const key of keys) localStorage.setItem(key, '1');
      }, Object.values(FIRST_RUN_KEYS));
    });
  },
});

// `allowConsole` needs the page's list; keep it on the page object so both fixtures share it.
interface PageWithAllow extends Page {
  __allowConsole?: RegExp[];
}
export const allowConsoleOn = (page: Page, ...patterns: RegExp[]): void => {
  (page as PageWithAllow).__allowConsole?.push(...patterns);
};

export { expect };

/**
 * Violations inside third-party shadow DOM the project cannot change, each with its reason.
 * Keep this list short: everything else is the app's to fix.
 */
const KNOWN_THIRD_PARTY_AXE: ReadonlyArray<{ rule: string; target: RegExp; why: string }> = [
  {
    rule: 'aria-allowed-attr',
    target: /^ion-datetime\b/,
    why: 'Ionic 9 <ion-datetime> puts aria-selected on the day <button>s inside its own shadow root',
  },
];
const isKnownThirdParty = (rule: string, target: string): boolean =>
  KNOWN_THIRD_PARTY_AXE.some((known) => known.rule === rule && known.target.test(target));

/** issue 2 §7: axe-core (WCAG 2 A and AA) finds no serious or critical violation. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // A step of its own: the report and the trace show what each check costs (CI's time).
  const results = await test.step(
    `axe: ${screen}`,
    () => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze(),
    { box: true },
  );
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      ...v,
      nodes: v.nodes.filter((n) => !isKnownThirdParty(v.id, n.target.join(' '))),
    }))
    .filter((v) => v.nodes.length > 0);
  const report = bad.map((v) => {
    const nodes = v.nodes.slice(0, 6).map((n) => {
      // For contrast the summary carries the measured ratio and colours: what a fix needs.
      const detail = (n.failureSummary ?? '').split('\n').slice(1, 2).join(' ').trim();
      return `${n.target.join(' ')}${detail ? ` — ${detail}` : ''}`;
    });
    return `${v.impact} ${v.id}: ${v.help}\n    ${nodes.join('\n    ')}`;
  });
  // Soft: the test goes on to the next screens, and still fails at the end.
  expect.soft(report, `axe-core на экране «${screen}»`).toEqual([]);
}

/** Saves a 375×812 screenshot <name>.png (see screenshotsDir above; committed ones are looked at). */
export async function screenshot(
  page: Page,
  name: string,
  { scripts = true }: { scripts?: boolean } = {},
): Promise<void> {
  mkdirSync(screenshotsDir, { recursive: true });
  await test.step(
    `screenshot: ${name}`,
    async () => {
      // A page without scripts has nothing moving but endless CSS (and no way to ask it).
      if (scripts) await screenAtRest(page);
      await page.screenshot({
        path: path.join(screenshotsDir, `${name}.png`),
        animations: 'disabled',
      });
    },
    { box: true },
  );
}

/**
 * Waits until the screen stands still as a person would see it: every finite animation and
 * transition (Ionic's page transition, a sheet sliding in) has finished. Endless ones (a
 * spinner, a skeleton's shimmer) are not waited for. Two frames first, so that one that
 * starts on the next frame after a tap is counted.
 */
export async function screenAtRest(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const moving = document
      .getAnimations()
      .filter(
        (a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity,
      );
    await Promise.all(moving.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * Counts the app's reads of one stored key in `window.__skReads` (from the next navigation):
 * the moment a first-run popup decides whether to come, so a test can wait for that decision
 * instead of for a fixed time.
 */
export async function countStorageReads(page: Page, key: string): Promise<void> {
  await page.addInitScript((watched) => {
    const getItem = Storage.prototype.getItem;
    const counted = window as unknown as { __skReads?: number };
    Storage.prototype.getItem = function (this: Storage, name: string) {
      if (name === watched) counted.__skReads = (counted.__skReads ?? 0) + 1;
      return getItem.call(this, name);
    };
  }, key);
}

/** Lets the renders that the last fired timers scheduled (React's scheduler posts messages) run. */
export async function afterPendingRenders(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done();
        channel.port2.postMessage(null);
      }),
  );
}
