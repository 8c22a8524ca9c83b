import { writeFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { baseURL, chromiumArgs, chromiumPath, E2E_NOW } from '../playwright.config';
import { FIRST_RUN_KEYS, TOKEN_KEY, expect } from './fixtures';
import { staffBearer } from './staff-session';

// Issue 24's door in Chromium with a real camera: Chromium's fake capture device plays a video
// of a ticket's QR code, drawn here from the token a visitor got (docs/venue-side.md).

/**
 * A Y4M video (4:2:0, 640×480) of `text` as a QR code on white (null: white alone), a few
 * identical frames that Chromium's fake camera plays in a loop.
 */
export function writeQrVideo(text: string | null, file: string): void {
  const width = 640;
  const height = 480;
  const luma = Buffer.alloc(width * height, 255);
  if (text !== null) drawQr(text, luma, width, height);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
}

function drawQr(text: string, luma: Buffer, width: number, height: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const cells = qr.modules.size + 2 * quiet;
  const scale = Math.floor((height - 40) / cells);
  const left = Math.floor((width - cells * scale) / 2) + quiet * scale;
  const top = Math.floor((height - cells * scale) / 2) + quiet * scale;
  for (let row = 0; row < qr.modules.size; row++) {
    for (let col = 0; col < qr.modules.size; col++) {
      if (!qr.modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++) {
        const start = (top + row * scale + y) * width + left + col * scale;
        luma.fill(0, start, start + scale);
      }
    }
  }
}

export interface StaffDoor {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Uncaught errors and console errors of the staff's page (the fixture's rule, fixtures.ts). */
  problems: string[];
}

/**
 * The venue's staff member («Ирина Кассирова», +70000000001, signed in once by global setup,
 * staff-session.ts) in a browser of their own whose camera plays `video`. `cameraAllowed: false`
 * starts without the camera permission (grant it later with `context.grantPermissions`).
 */
export async function staffDoor(
  video: string,
  { cameraAllowed = true }: { cameraAllowed?: boolean } = {},
): Promise<StaffDoor> {
  const token = staffBearer().replace(/^Bearer /, '');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      ...chromiumArgs,
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
      ...(cameraAllowed ? ['--use-fake-ui-for-media-stream'] : []),
    ],
  });
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    serviceWorkers: 'block',
    permissions: cameraAllowed ? ['camera'] : [],
  });
  await context.addInitScript(
    ({ tokenKey, token, firstRun }) => {
      localStorage.setItem(tokenKey, token);
      for (const key of firstRun) localStorage.setItem(key, '1');
    },
    { tokenKey: TOKEN_KEY, token, firstRun: Object.values(FIRST_RUN_KEYS) },
  );
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.stack ?? error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  await page.route(/tile/, (route) => route.abort());
  // The device's clock is the server's (playwright.config.ts E2E_NOW): the code's expiry.
  await page.clock.install({ time: new Date(E2E_NOW) });
  return { browser, context, page, problems };
}

/** The verdict on the screen: its heading and the region the screen reader hears. */
export const verdictOf = (page: Page) =>
  page.getByRole('region', { name: /Проходите|Вход запрещён/ });

/** The fixture's rule for the staff's own browser: no uncaught error, no unexpected console error. */
export function expectNoProblems(door: StaffDoor, allowed: readonly RegExp[] = []) {
  const unexpected = door.problems.filter((p) => !allowed.some((a) => a.test(p)));
  expect(unexpected, 'на странице сканера не должно быть ошибок').toEqual([]);
}
