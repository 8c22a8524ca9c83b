import { describeMachine, type BenchResult } from './lib/results';
import { dropDatabase, freshDatabase, loadAverage, loadTest, startApp } from './lib/app-server';

// issue 4 "Benchmarks": the map endpoint at city zoom over 100k venues, p99 ≤ 50 ms. The
// viewport is an 800 × 600 px map at zoom 10 over Moscow (what a desktop window shows).

const VENUES = 100_000;
const GOAL_P99_MS = 50;
export const MAP_PATH = '/v1/mob/places/map?bbox=37.07,55.52,38.17,55.99&zoom=10';

/** What the route does per request (static analysis beside the figures). */
export const MAP_WHERE_TIME_GOES =
  'Обработчик не обращается к базе: индекс площадок в памяти (с названиями), готовый ответ — JSON-текст в LRU на 256 видов для текущей версии индекса (масштаб, bbox, фильтры), отдаётся без сериализатора схемы. Глобальный лимит запросов `/v1` с 21.11 15:34 считает в памяти процесса и пишет в PostgreSQL пачками; до этого его upsert на каждый запрос задавал хвост задержки (замер 21.11 15:15 на этом же коде карты: 2682 з/с, p99 13 мс).';

export async function mapBench(opts: {
  seconds: number;
  connections: number;
  port: number;
}): Promise<BenchResult> {
  const db = await freshDatabase('map_100k', VENUES);
  console.info(`  база готова (генерация ${db.generated.seconds.toFixed(1)} с)`);
  const server = await startApp(db.url, opts.port);
  try {
    // The first answer waits for the in-memory index the map module builds at start.
    const started = performance.now();
    const probe = await fetch(`${server.url}${MAP_PATH}`);
    const firstMs = performance.now() - started;
    const bytes = Buffer.from(await probe.arrayBuffer());
    if (probe.status === 404) throw new Error(`${MAP_PATH}: 404 — карты ещё нет (modules/map)`);
    if (!probe.ok)
      throw new Error(`${MAP_PATH}: ${probe.status} ${bytes.toString().slice(0, 300)}`);
    server.setFloor(bytes, probe.headers.get('content-type') ?? 'application/json');
    const view = JSON.parse(bytes.toString()) as {
      clusters: { count: number }[];
      points: unknown[];
    };
    const inView = view.clusters.reduce((s, c) => s + c.count, 0) + view.points.length;
    await loadTest(`${server.url}${MAP_PATH}`, { seconds: 3, connections: opts.connections });
    const real = await loadTest(`${server.url}${MAP_PATH}`, opts);
    const floor = await loadTest(`${server.url}/bench/floor`, opts);
    // One client: the latency of a request that waits for no other (the map asks one at a time).
    const single = await loadTest(`${server.url}${MAP_PATH}`, { ...opts, connections: 1 });
    console.info(`  p99 ${real.p99} мс, ${real.rps.toFixed(0)} з/с; пол p99 ${floor.p99} мс`);
    return {
      name: 'map',
      title: '`GET /v1/mob/places/map` при масштабе города, 100k площадок',
      date: new Date().toISOString(),
      machine: describeMachine(),
      rows: [
        {
          figure: 'один клиент: p99 (p50), запросов в секунду',
          value: `${single.p99.toFixed(1)} мс (${single.p50.toFixed(1)} мс), ${single.rps.toFixed(0)}`,
          goal: `≤ ${GOAL_P99_MS} мс`,
          pass: single.p99 <= GOAL_P99_MS,
        },
        {
          figure: `${opts.connections} соединений: p99 (p50)`,
          value: `${real.p99.toFixed(1)} мс (${real.p50.toFixed(1)} мс)`,
          goal: `≤ ${GOAL_P99_MS} мс`,
          pass: real.p99 <= GOAL_P99_MS,
        },
        {
          figure: `запросов в секунду, ${opts.connections} соединений`,
          value: real.rps.toFixed(0),
          goal: '—',
          pass: null,
        },
        {
          figure: 'пол (те же байты заранее): p99, запросов в секунду',
          value: `${floor.p99.toFixed(1)} мс, ${floor.rps.toFixed(0)}`,
          goal: '—',
          pass: null,
        },
        {
          figure: 'первый ответ после старта',
          value: `${firstMs.toFixed(0)} мс`,
          goal: '—',
          pass: null,
        },
      ],
      notes: [
        `Запрос: \`${MAP_PATH}\` — окно 800 × 600 px над Москвой при масштабе 10; ответ ${bytes.length} байт: ${view.clusters.length} кластеров и ${view.points.length} точек, в них ${inView} площадок.`,
        `autocannon в отдельном процессе: ${opts.connections} соединений ${opts.seconds} с после 3 с прогрева, затем пол, затем один клиент ${opts.seconds} с; ошибок и не-2xx: ${real.errors + real.non2xx + single.errors + single.non2xx}. При ${opts.connections} соединениях задержка — в основном очередь: p50 ≈ ${opts.connections} / пропускная способность.`,
        `База \`sportkarta_bench_map_100k\`: миграции и демо-данные первым запуском, затем \`bench/gen-venues.ts\` до ${VENUES} площадок (${db.generated.seconds.toFixed(1)} с).`,
        MAP_WHERE_TIME_GOES,
        `Нагрузка машины в конце замера (load average за 1/5/15 мин): ${loadAverage()} при 2 ядрах.`,
      ],
    };
  } finally {
    await server.stop();
    if (process.env.BENCH_KEEP_DB !== '1') await dropDatabase(db.name);
  }
}
