import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeMachine, type BenchResult } from './lib/results';
import { median, startServer } from './lib/server';
import { repoRoot, webDist } from './lib/paths';

/**
 * Issue 27: a person who runs `npm start` on an empty data folder (page ≤ 2 s, API ≤ 4 s, on a
 * quiet machine). CI measures right after its test suites on the same two cores and gates on its
 * own, looser line (`BENCH_GOALS=ci`: page ≤ 3 s, API ≤ 8 s), as the Lighthouse line does: the
 * gate is there to catch a regression like the 12.6–14.6 s issue 27 found the day it lands, not
 * to fail on the noise of a shared machine (27.11: one machine's quiet 3.3 s was 4.2 s in CI;
 * 28.11: another machine's quiet median was 6.5 s, today's start ~0.8 s shorter since 29.11).
 */
const CI_GOALS = process.env.BENCH_GOALS === 'ci';
const PAGE_GOAL_MS = CI_GOALS ? 3_000 : 2_000;
const READY_GOAL_MS = CI_GOALS ? 8_000 : 4_000;
const sec = (ms: number): string => `${(ms / 1000).toFixed(2)} с`;

/**
 * issue 2 §8, issue 27: cold start of `npm start` to the first served page and to a ready API in
 * the embedded mode, on a fresh DATA_DIR each time (migrations + demo seed included), the web app
 * already built. The database template (apps/server/src/db/pglite-template.ts) is the other build
 * product `npm start` makes once: the first run builds it into a folder of the benchmark's own —
 * that run is reported apart, as the first start after an install or an update — and the
 * measured runs start from it.
 */
export async function coldStart(runs: number, port: number): Promise<BenchResult> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('Нет apps/web/dist: сначала npm run build');
  }
  // Fresh builds first (the web app, the server), so that `npm start` finds them up to date
  // (its staleness checks stay in the measured time, a rebuild does not). `npm start`'s own
  // checks decide: in CI the suites have just built both, and nothing is built twice.
  execFileSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
    cwd: repoRoot,
    stdio: 'ignore',
  });
  const loadBefore = os.loadavg();
  const templateDir = mkdtempSync(path.join(os.tmpdir(), 'sportkarta-bench-template-'));
  const env = { PGLITE_TEMPLATE_DIR: templateDir };
  try {
    const first = await startServer({ command: ['npm', 'start'], port, env });
    await first.stop();
    console.info(
      `  первый запуск (строит шаблон базы): страница ${sec(first.firstPageMs)}, API готов ${sec(first.readyMs)}`,
    );
    const pages: number[] = [];
    const ready: number[] = [];
    for (let i = 0; i < runs; i++) {
      const server = await startServer({ command: ['npm', 'start'], port, env });
      pages.push(server.firstPageMs);
      ready.push(server.readyMs);
      console.info(
        `  прогон ${i + 1}: страница ${sec(server.firstPageMs)}, API готов ${sec(server.readyMs)}`,
      );
      await server.stop();
    }
    return result(runs, pages, ready, first, [loadBefore, os.loadavg()]);
  } finally {
    rmSync(templateDir, { recursive: true, force: true });
  }
}

function result(
  runs: number,
  pages: number[],
  ready: number[],
  first: { firstPageMs: number; readyMs: number },
  load: number[][],
): BenchResult {
  const page = median(pages);
  const usable = median(ready);
  return {
    name: 'cold-start',
    title: 'Холодный старт `npm start`',
    date: new Date().toISOString(),
    machine: describeMachine(),
    rows: [
      {
        figure: `до первой страницы (\`GET /\`), медиана ${runs} прогонов`,
        value: sec(page),
        goal: `≤ ${PAGE_GOAL_MS / 1000} с`,
        pass: page <= PAGE_GOAL_MS,
      },
      {
        figure: `до готовности API (\`GET /ready\`), медиана ${runs} прогонов`,
        value: sec(usable),
        goal: `≤ ${READY_GOAL_MS / 1000} с`,
        pass: usable <= READY_GOAL_MS,
      },
      {
        figure: 'все прогоны (страница / API)',
        value: pages.map((p, i) => `${sec(p)} / ${sec(ready[i]!)}`).join(', '),
        goal: '—',
        pass: null,
      },
      {
        figure:
          'первый запуск после установки или обновления: строится шаблон базы (страница / API)',
        value: `${sec(first.firstPageMs)} / ${sec(first.readyMs)}`,
        goal: '—',
        pass: null,
      },
    ],
    notes: [
      'Каждый прогон — новый пустой DATA_DIR: копия шаблона базы, миграции, демо-данные и ключи входят в замер.',
      'Шаблон базы (PGlite после миграций и недатированной части демо-данных: площадки с PDF, каталог, секции, афиша, люди с фото) `npm start` строит один раз — при первом запуске с пустой папкой данных после установки или изменения миграций и seed; замер строит его в своей временной папке первым, отдельным прогоном. Даты (сеансы, события, игры) добавляются при каждом старте по часам приложения.',
      'Время от запуска процесса `npm start` до первого ответа 200 с HTML на `GET /` и до 200 на `GET /ready`: сервер отдаёт страницу раньше, чем база готова, а приложению на старте нужен API.',
      'Веб-приложение и сервер собраны заранее: проверка свежести сборок в `npm start` входит в замер, пересборка — нет.',
      // Two cores shared with other work: a start waits for the cores as much as for itself.
      `Нагрузка машины (load average за 1 / 5 / 15 мин) в начале и в конце замера: ${load
        .map((l) => l.map((x) => x.toFixed(1)).join(' / '))
        .join('; ')}.`,
    ],
  };
}
