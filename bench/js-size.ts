import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath, webDist } from './lib/paths';
import { describeMachine, type BenchResult } from './lib/results';
import { startServer } from './lib/server';

// issue 27: 200 KiB (was 300), so that each new screen lands behind its route, not on the first screen.
const BUDGET_GZIP = 200 * 1024;
const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

interface Script {
  file: string;
  transferred: number;
  raw: number;
  gzip: number;
  brotli: number;
}

/** Size of a dist file's pre-compressed sibling, or of compressing it here when absent. */
function compressedSize(file: string, ext: '.gz' | '.br', raw: Buffer): number {
  const sibling = file + ext;
  if (existsSync(sibling)) return readFileSync(sibling).length;
  return ext === '.gz' ? gzipSync(raw, { level: 9 }).length : brotliCompressSync(raw).length;
}

/**
 * issue 2 §8: the JS a new visitor downloads for the first screen. /tabs/main in a fresh
 * profile (service worker blocked so its precache does not count), every script response
 * summed as transferred; sizes of the same files compressed come from dist's .gz/.br.
 */
export async function jsSize(port: number): Promise<BenchResult> {
  const server = await startServer({
    command: [process.execPath, '--import', 'tsx', 'apps/server/src/server.ts'],
    snapshotWeb: true,
    port,
  });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', ...chromiumArgs],
  });
  const scripts: Script[] = [];
  try {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 375, height: 812 },
    });
    const page = await context.newPage();
    const pending: Promise<void>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const sizes = await request.sizes();
          const pathname = new URL(request.url()).pathname;
          const file = path.join(webDist, pathname);
          const raw = existsSync(file) ? readFileSync(file) : Buffer.alloc(0);
          scripts.push({
            file: pathname,
            transferred: sizes.responseBodySize + sizes.responseHeadersSize,
            raw: raw.length,
            gzip: raw.length ? compressedSize(file, '.gz', raw) : 0,
            brotli: raw.length ? compressedSize(file, '.br', raw) : 0,
          });
        })(),
      );
    });
    await page.goto(`${server.url}/tabs/main`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    await Promise.all(pending);
  } finally {
    await browser.close();
    await server.stop();
  }
  const sum = (key: keyof Omit<Script, 'file'>): number =>
    scripts.reduce((total, s) => total + s[key], 0);
  const gzip = sum('gzip');
  scripts.sort((a, b) => b.gzip - a.gzip);
  return {
    name: 'js',
    title: 'JS первого экрана (`/tabs/main`)',
    date: new Date().toISOString(),
    machine: describeMachine(),
    rows: [
      { figure: 'файлов JS', value: String(scripts.length), goal: '—', pass: null },
      {
        figure: 'передано по сети (как отдал сервер)',
        value: kib(sum('transferred')),
        goal: '—',
        pass: null,
      },
      { figure: 'без сжатия', value: kib(sum('raw')), goal: '—', pass: null },
      {
        figure: 'gzip',
        value: kib(gzip),
        goal: `≤ ${kib(BUDGET_GZIP)}`,
        pass: gzip <= BUDGET_GZIP,
      },
      { figure: 'brotli', value: kib(sum('brotli')), goal: '—', pass: null },
    ],
    notes: [
      'Новый профиль Chromium, как у первого посетителя (с онбордингом); service worker заблокирован — его предзагрузка не входит в первый экран.',
      'По http Chromium не просит brotli (только по https), поэтому «передано» — это gzip с заголовками.',
      `Крупнейшие файлы (gzip): ${scripts
        .slice(0, 5)
        .map((s) => `\`${s.file}\` ${kib(s.gzip)}`)
        .join(', ')}.`,
    ],
  };
}
