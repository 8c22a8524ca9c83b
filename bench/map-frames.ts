import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { dropDatabase, freshDatabase, loadAverage, startApp } from './lib/app-server';
import { chromiumArgs, chromiumPath, tmpDir, webDist } from './lib/paths';
import { describeMachine, type BenchResult } from './lib/results';

// issue 4 "Benchmarks": the map screen with 100k venues in Chromium stays responsive while
// panning and zooming — frame times from requestAnimationFrame deltas during a scripted
// gesture sequence on /tabs/places in map mode. Tiles are blocked (no network); the browser is
// Debian's Chromium with the flags of e2e/playwright.config.ts, 375 × 812 like the e2e tests.

const VENUES = 100_000;
const CENTRE = { latitude: 55.753544, longitude: 37.621202 };

interface FrameStats {
  frames: number;
  seconds: number;
  median: number;
  p95: number;
  p99: number;
  max: number;
  over50: number;
  over100: number;
  longTasksMs: number;
}

const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * A string, not a function: tsx compiles with esbuild's keepNames, whose `__name` helper does
 * not exist in the page.
 */
const RECORDER = `(() => {
  window.__frames = [];
  window.__long = 0;
  window.__rec = true;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__long += e.duration;
  }).observe({ type: 'longtask' });
  let last = performance.now();
  const loop = (t) => {
    window.__frames.push(t - last);
    last = t;
    if (window.__rec) requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
})()`;

async function startRecording(page: Page): Promise<void> {
  await page.evaluate(RECORDER);
}

async function stopRecording(page: Page): Promise<FrameStats> {
  const { frames, long } = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __rec: boolean; __long: number };
    w.__rec = false;
    return { frames: w.__frames.slice(1), long: w.__long };
  });
  const sorted = [...frames].sort((a, b) => a - b);
  return {
    frames: frames.length,
    seconds: frames.reduce((s, f) => s + f, 0) / 1000,
    median: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
    over50: frames.filter((f) => f > 50).length,
    over100: frames.filter((f) => f > 100).length,
    longTasksMs: long,
  };
}

/** Drags like a finger (a move every 16 ms) and zooms with the wheel, in and out. */
async function gestures(page: Page, box: { x: number; y: number; width: number; height: number }) {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const drags: [number, number][] = [
    [160, 0],
    [0, 200],
    [-160, 0],
    [0, -200],
    [120, 120],
    [-120, -120],
  ];
  for (const [dx, dy] of drags) {
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    for (let i = 1; i <= 20; i++) {
      await page.mouse.move(cx + (dx * i) / 20, cy + (dy * i) / 20);
      await page.waitForTimeout(16);
    }
    await page.mouse.up();
    await page.waitForTimeout(400);
  }
  for (const delta of [-240, -240, -240, 240, 240, 240]) {
    await page.mouse.move(cx, cy);
    await page.mouse.wheel(0, delta);
    await page.waitForTimeout(700);
  }
}

async function measureScreen(
  url: string,
  shot: string,
): Promise<{ stats: FrameStats; markers: number }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      locale: 'ru-RU',
      timezoneId: 'Europe/Moscow',
      serviceWorkers: 'block',
      geolocation: CENTRE,
      permissions: ['geolocation'],
    });
    const origin = new URL(url).host;
    // Tiles and anything else off this machine are blocked (issue 4: tiles blocked in tests).
    await context.route('**/*', (route) =>
      new URL(route.request().url()).host === origin ? route.continue() : route.abort(),
    );
    await context.addInitScript(() => {
      localStorage.setItem('sk.onboardingShown', '1');
      localStorage.setItem('sk.a2hsShown', '1');
    });
    const page = await context.newPage();
    await page.goto(`${url}/tabs/places`);
    await page.getByRole('button', { name: 'Карта' }).click();
    const map = page.locator('.leaflet-container').first();
    await map.waitFor({ state: 'visible', timeout: 60_000 });
    await page.locator('.leaflet-marker-icon').first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    const box = await map.boundingBox();
    if (!box) throw new Error('карта не видна');
    await startRecording(page);
    await gestures(page, box);
    const stats = await stopRecording(page);
    const markers = await page.locator('.leaflet-marker-icon').count();
    await page.screenshot({ path: shot });
    return { stats, markers };
  } finally {
    await browser.close();
  }
}

const ms = (v: number): string => `${v.toFixed(1)} мс`;

export async function mapFramesBench(port: number): Promise<BenchResult> {
  if (!existsSync(path.join(webDist, 'index.html')))
    throw new Error('Нет apps/web/dist: сначала npm run build');
  mkdirSync(tmpDir, { recursive: true });
  const db = await freshDatabase('map_frames_100k', VENUES);
  const server = await startApp(db.url, port);
  const shot = path.join(tmpDir, 'map-frames.png');
  try {
    const { stats, markers } = await measureScreen(server.url, shot);
    console.info(
      `  кадров ${stats.frames}, медиана ${ms(stats.median)}, p95 ${ms(stats.p95)}, макс ${ms(stats.max)}`,
    );
    return {
      name: 'map-frames',
      title: 'Экран карты `/tabs/places` в Chromium, 100k площадок: время кадров',
      date: new Date().toISOString(),
      machine: describeMachine(),
      rows: [
        {
          figure: 'кадров за жесты / длительность',
          value: `${stats.frames} / ${stats.seconds.toFixed(1)} с (${(stats.frames / stats.seconds).toFixed(0)} к/с)`,
          goal: '—',
          pass: null,
        },
        {
          figure: 'время кадра: медиана / p95 / p99 / макс',
          value: `${ms(stats.median)} / ${ms(stats.p95)} / ${ms(stats.p99)} / ${ms(stats.max)}`,
          goal: '—',
          pass: null,
        },
        {
          figure: 'кадров дольше 50 мс / 100 мс',
          value: `${stats.over50} / ${stats.over100}`,
          goal: '—',
          pass: null,
        },
        { figure: 'длинные задачи (сумма)', value: ms(stats.longTasksMs), goal: '—', pass: null },
        {
          figure: 'маркеров и кластеров на экране в конце',
          value: String(markers),
          goal: '—',
          pass: null,
        },
      ],
      notes: [
        'Жесты: шесть перетаскиваний карты по 120–200 px (движение мыши каждые 16 мс, как палец), затем три шага колесом внутрь и три наружу с паузой 0,7 с; время кадра — разности меток requestAnimationFrame за всю последовательность.',
        `Chromium ${'/usr/bin/chromium'} без GPU (программная отрисовка), окно 375 × 812, геопозиция — центр Москвы, тайлы и всё вне 127.0.0.1 заблокированы (карта без подложки).`,
        `База \`sportkarta_bench_map_frames_100k\`: миграции и демо-данные, затем \`bench/gen-venues.ts\` до ${VENUES} площадок; приложение и сборка веб-приложения из \`apps/web/dist\` — в процессе замера.`,
        `Нагрузка машины в конце замера (load average за 1/5/15 мин): ${loadAverage()} при 2 ядрах — время кадра прямо зависит от соседних процессов.`,
        `Снимок экрана после жестов: \`bench/.tmp/map-frames.png\`.`,
      ],
    };
  } finally {
    await server.stop();
    if (process.env.BENCH_KEEP_DB !== '1') await dropDatabase(db.name);
  }
}
