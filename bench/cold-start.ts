import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describeMachine, type BenchResult } from './lib/results';
import { median, startServer } from './lib/server';
import { repoRoot, webDist } from './lib/paths';

const GOAL_MS = 10_000;
const sec = (ms: number): string => `${(ms / 1000).toFixed(2)} с`;

/**
 * issue 2 §8: cold start of `npm start` to the first served page in the embedded mode, on a
 * fresh DATA_DIR each time (migrations + demo seed included), the web app already built.
 */
export async function coldStart(runs: number, port: number): Promise<BenchResult> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('Нет apps/web/dist: сначала npm run build');
  }
  // A fresh build first, so that `npm start` finds it up to date (its staleness check stays
  // in the measured time, a rebuild does not).
  execFileSync('npm', ['run', 'build', '-w', '@sportkarta/web'], {
    cwd: repoRoot,
    stdio: 'ignore',
  });
  const pages: number[] = [];
  const ready: number[] = [];
  for (let i = 0; i < runs; i++) {
    const server = await startServer({ command: ['npm', 'start'], port });
    pages.push(server.firstPageMs);
    ready.push(server.readyMs);
    console.info(
      `  прогон ${i + 1}: страница ${sec(server.firstPageMs)}, API готов ${sec(server.readyMs)}`,
    );
    await server.stop();
  }
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
        goal: `≤ ${GOAL_MS / 1000} с`,
        pass: page <= GOAL_MS,
      },
      {
        figure: `до готовности API (\`GET /ready\`), медиана ${runs} прогонов`,
        value: sec(usable),
        goal: `≤ ${GOAL_MS / 1000} с`,
        pass: usable <= GOAL_MS,
      },
      {
        figure: 'все прогоны (страница / API)',
        value: pages.map((p, i) => `${sec(p)} / ${sec(ready[i]!)}`).join(', '),
        goal: '—',
        pass: null,
      },
    ],
    notes: [
      'Каждый прогон — новый пустой DATA_DIR: миграции PGlite и заполнение демо-данными входят в замер.',
      'Время от запуска процесса `npm start` до первого ответа 200 с HTML на `GET /` и до 200 на `GET /ready`: сервер отдаёт страницу раньше, чем база готова, а приложению на старте нужен API.',
      'Веб-приложение собрано заранее: проверка свежести сборки в `npm start` входит в замер, пересборка — нет.',
    ],
  };
}
