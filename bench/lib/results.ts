import { execFileSync } from 'node:child_process';
import { format } from 'prettier';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchDir, chromiumPath } from './paths';

/** One measured figure with its goal; `pass` is null when the figure has no goal of its own. */
export interface Row {
  figure: string;
  value: string;
  goal: string;
  pass: boolean | null;
}

export interface BenchResult {
  name: string;
  title: string;
  date: string;
  machine: string;
  rows: Row[];
  notes: string[];
}

const resultsFile = path.join(benchDir, 'results.json');
const readmeFile = path.join(benchDir, 'README.md');
/** Hand-written before/after comparisons (interleaved runs of two builds), kept below the results. */
const comparisonsFile = path.join(benchDir, 'comparisons.md');
const ORDER = [
  'cold-start',
  'js',
  'lighthouse',
  'places',
  'map',
  'map-frames',
  'last-seats',
  'checkout',
];

export function describeMachine(): string {
  const cpus = os.cpus();
  let chromium = 'Chromium ?';
  try {
    chromium = execFileSync(chromiumPath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // Reported as unknown; the browser benchmarks fail on their own if it is missing.
  }
  const memory = Math.round(os.totalmem() / 2 ** 30);
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${memory} GiB, Node ${process.version}, ${chromium}`;
}

function load(): BenchResult[] {
  if (!existsSync(resultsFile)) return [];
  return JSON.parse(readFileSync(resultsFile, 'utf8')) as BenchResult[];
}

const verdict = (pass: boolean | null): string => (pass === null ? '—' : pass ? '✅ да' : '❌ нет');

/** Keeps the latest result of each benchmark and rewrites bench/README.md from them. */
export async function saveResult(result: BenchResult): Promise<void> {
  const all = load().filter((r) => r.name !== result.name);
  all.push(result);
  all.sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name));
  writeFileSync(resultsFile, JSON.stringify(all, null, 2) + '\n');

  const sections = all.map((r) =>
    [
      `## ${r.title}`,
      '',
      `Дата: ${r.date}  `,
      `Машина: ${r.machine}`,
      '',
      '| показатель | значение | цель | выполнено |',
      '|---|---|---|---|',
      ...r.rows.map(
        (row) => `| ${row.figure} | ${row.value} | ${row.goal} | ${verdict(row.pass)} |`,
      ),
      '',
      ...r.notes.map((n) => `- ${n}`),
      '',
    ].join('\n'),
  );
  const header = [
    '# Бенчмарки',
    '',
    'Этот файл пишет `npm run bench` (`bench/run.ts`); не правьте его руками — правки',
    'пропадут при следующем запуске. Последний результат каждого замера лежит в `results.json`;',
    'сравнения «до и после» двух сборок пишутся руками в `comparisons.md` и идут в конце.',
    '',
    '```',
    'npm run build                          # веб-приложение должно быть собрано',
    'npm run bench                          # все замеры',
    'npm run bench -- cold-start            # только холодный старт (или js, lighthouse)',
    'BENCH_RUNS=5 npm run bench -- lighthouse   # число прогонов (медиана)',
    'npm run bench -- places                # POST /v1/mob/places при 10k, 100k и 1M площадок',
    'BENCH_SIZES=100000 BENCH_SECONDS=20 BENCH_CONNECTIONS=10 npm run bench -- places',
    'BENCH_KEEP_DB=1 …, затем BENCH_REUSE_DB=1 …  # оставить базы и взять их снова без генерации',
    'BENCH_APP_NODE_FLAGS=--trace-gc BENCH_APP_LOG=/tmp/app …   # флаги Node и вывод приложений',
    'npm run bench -- map                   # карта при масштабе города, 100k площадок',
    'npm run bench -- map-frames            # кадры экрана карты в Chromium, 100k площадок',
    'DATABASE_URL=postgres://… node --import tsx bench/gen-venues.ts 100000   # только данные',
    'npm run bench -- last-seats           # последние 50 мест: 500 покупателей, два процесса API',
    'npm run bench -- checkout             # бронь + заказ: API рядом с теми же транзакциями без HTTP',
    'BENCH_SESSIONS=10000,1000000 BENCH_SECONDS=10 npm run bench -- checkout',
    'DATABASE_URL=postgres://… node --import tsx bench/gen-sessions.ts 1000000   # только сеансы',
    'npm run bench -- payments-kill        # покупка под SIGKILL: 50 прогонов, сверка догоняет',
    'npm run bench -- payments-storm       # повторённые, переставленные и поддельные уведомления',
    'npm run bench -- payments-throughput  # поток оплаты рядом с кругами одного эмулятора',
    '```',
    '',
    'Замеры (issue 2 §8): холодный старт `npm start` до первой отданной страницы на пустом',
    'DATA_DIR; JS первого экрана (gzip и brotli); Lighthouse (мобильный профиль) на `/tabs/main`',
    'рядом с «полом» — пустой страницей, собранной тем же Vite (`bench/floor/`).',
    '',
    'Замеры поиска площадок (issue 4) идут на настоящем PostgreSQL (`BENCH_PG_ADMIN_URL`, по',
    'умолчанию `postgres://postgres@127.0.0.1:5432/postgres`): каждый прогон создаёт новую базу,',
    'приложение мигрирует её и заполняет демо-данными, `bench/gen-venues.ts` дополняет её',
    'синтетическими площадками (`INSERT … SELECT generate_series`, гуще в центре Москвы).',
    'В `all` они не входят — только по имени.',
    '',
    'Замеры продажи (issue 10: `last-seats`, `checkout`) идут так же на настоящем PostgreSQL, с',
    'приложением в отдельных процессах; сеансы в продаже дополняет `bench/gen-sessions.ts`.',
    'В `all` они тоже не входят.',
    '',
    'Замеры оплаты (issue 11: `payments-kill`, `payments-storm`, `payments-throughput`) — там же,',
    'с эмуляторами ЮKassa и Сбербанка внутри процесса API; тоже только по имени.',
    '',
  ].join('\n');
  const comparisons = existsSync(comparisonsFile) ? readFileSync(comparisonsFile, 'utf8') : '';
  // Formatted as the repo's Prettier would, so `npm run format` leaves the file alone.
  writeFileSync(
    readmeFile,
    await format([header, ...sections, comparisons].join('\n'), { parser: 'markdown' }),
  );
}
