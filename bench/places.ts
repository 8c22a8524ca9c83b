import { describeMachine, type BenchResult, type Row } from './lib/results';
import {
  dropDatabase,
  freshDatabase,
  loadAverage,
  loadTest,
  startApp,
  type LoadFigures,
} from './lib/app-server';

// issue 4 "Benchmarks": POST /v1/mob/places — 10 km around the centre of Moscow, one sport type,
// first page — against N venues on real PostgreSQL, beside a route answering the same bytes
// precomputed (the floor) in the same process and run. Goals: throughput ≥ 0.5 × the floor at
// 100k; p99 at 1M ≤ 1.5 × p99 at 10k.

const CENTRE = { lat: 55.753544, lon: 37.621202 };
const RADIUS_M = 10_000;
const SPORT_TYPE = 1; // Плавание
const GOAL_RATIO = 0.5;
const GOAL_P99_GROWTH = 1.5;

export const PLACES_BODY = JSON.stringify([
  { field: 'latitude', values: [CENTRE.lat] },
  { field: 'longitude', values: [CENTRE.lon] },
  { field: 'radius', values: [RADIUS_M] },
  { field: 'sportTypes', values: [SPORT_TYPE] },
]);
const PATH = '/v1/mob/places?page=0&size=20';

/** Where the time goes (static analysis beside the figures; the numbers of one hand run are dated). */
export const PLACES_WHERE_TIME_GOES =
  'Маршрут отвечает из индекса площадок в памяти процесса, общего с картой (`modules/map/venue-index.ts`, сетки 0,01° и 0,001°; `modules/places/nearby.ts`): поиск первой страницы — ~50 мкс при 100k и ~0,3 мс при 1M (замер 21.11 в процессе, без HTTP; генератор кладёт тысячи площадок в метрах от центра), запросов к базе у гостя нет. Глобальный лимит запросов `/v1` (`plugins/rate-limit.ts`) с 21.11 15:34 считает в памяти процесса и пишет в PostgreSQL пачками; строка «`GET /v1/mapConfig` рядом» — пустой маршрут `/v1` под той же нагрузкой, то есть цена общих хуков `/v1`. Остальной разрыв с полом — работа самого маршрута сверх поиска: проверка тела zod, необязательная авторизация, сборка 20 карточек и `JSON.stringify` ~10 КБ (не разобрано профилем после смены лимита). При 1M медленнее и пустой маршрут `/v1` в том же процессе (см. таблицу): процесс держит индекс 1M площадок, и сборка мусора дороже — вероятная причина роста p99, тоже не разобрано.';
export const PLACES_LIMITER_EXPERIMENT =
  'До пакетного лимита (21.11, тот же код маршрута, 15:30): каждый запрос `/v1` делал upsert одной строки счётчика с ожиданием диска, и всё упиралось в него — 100k: 1842 з/с при поле 8947 (0,21), пустой `GET /v1/mapConfig` 2373 з/с. Опыт с `PGOPTIONS=-c synchronous_commit=off` тогда же: список 2034 з/с, пол 8236, пустой `/v1` 3320 (0,40 пола).';

export interface SizeFigures {
  venues: number;
  real: LoadFigures;
  single: LoadFigures;
  floor: LoadFigures;
  /** GET /v1/mapConfig: the cheapest /v1 route (no database in its handler), same load. */
  v1: LoadFigures;
  bytes: number;
  items: number;
  generateSeconds: number;
}

const label = (n: number): string => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`);
const ms = (v: number): string => `${v.toFixed(1)} мс`;

async function measure(
  venues: number,
  seconds: number,
  connections: number,
  port: number,
): Promise<SizeFigures> {
  const db = await freshDatabase(`places_${label(venues).toLowerCase()}`, venues);
  console.info(`  ${label(venues)}: база готова (генерация ${db.generated.seconds.toFixed(1)} с)`);
  const server = await startApp(db.url, port);
  try {
    const probe = await fetch(`${server.url}${PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: PLACES_BODY,
    });
    const bytes = Buffer.from(await probe.arrayBuffer());
    if (!probe.ok)
      throw new Error(`POST ${PATH}: ${probe.status} ${bytes.toString().slice(0, 300)}`);
    server.setFloor(bytes, probe.headers.get('content-type') ?? 'application/json');
    const items = (JSON.parse(bytes.toString()) as { items: unknown[] }).items.length;
    // Warm-up: JIT, connection pool, the table's pages in PostgreSQL's cache.
    await loadTest(`${server.url}${PATH}`, { seconds: 3, connections, body: PLACES_BODY });
    const real = await loadTest(`${server.url}${PATH}`, {
      seconds,
      connections,
      body: PLACES_BODY,
    });
    const floor = await loadTest(`${server.url}/bench/floor`, {
      seconds,
      connections,
      body: PLACES_BODY,
    });
    // Every /v1 request also passes the API's global hooks (the per-IP rate limit counts in
    // PostgreSQL); this route has no other work, so it shows what those hooks cost.
    const v1 = await loadTest(`${server.url}/v1/mapConfig`, { seconds, connections });
    // One client: the latency of a request that waits for no other.
    const single = await loadTest(`${server.url}${PATH}`, {
      seconds,
      connections: 1,
      body: PLACES_BODY,
    });
    console.info(
      `  ${label(venues)}: ${real.rps.toFixed(0)} з/с, p99 ${ms(real.p99)}; пол ${floor.rps.toFixed(0)} з/с, p99 ${ms(floor.p99)}`,
    );
    return {
      venues,
      real,
      single,
      floor,
      v1,
      bytes: bytes.length,
      items,
      generateSeconds: db.generated.seconds,
    };
  } finally {
    await server.stop();
    if (process.env.BENCH_KEEP_DB !== '1') await dropDatabase(db.name);
  }
}

function rows(all: SizeFigures[]): Row[] {
  const out: Row[] = [];
  for (const f of all) {
    const ratio = f.real.rps / f.floor.rps;
    const main = f.venues === 100_000;
    out.push({
      figure: `${label(f.venues)} площадок: запросов в секунду (пол)`,
      value: `${f.real.rps.toFixed(0)} (${f.floor.rps.toFixed(0)}), отношение ${ratio.toFixed(2)}`,
      goal: main ? `≥ ${GOAL_RATIO}` : '—',
      pass: main ? ratio >= GOAL_RATIO : null,
    });
    out.push({
      figure: `${label(f.venues)} площадок: p50 / p99 (пол)`,
      value: `${ms(f.real.p50)} / ${ms(f.real.p99)} (${ms(f.floor.p50)} / ${ms(f.floor.p99)})`,
      goal: '—',
      pass: null,
    });
    out.push({
      figure: `${label(f.venues)} площадок: \`GET /v1/mapConfig\` рядом, з/с, p99`,
      value: `${f.v1.rps.toFixed(0)}, ${ms(f.v1.p99)}`,
      goal: '—',
      pass: null,
    });
    out.push({
      figure: `${label(f.venues)} площадок: один клиент, p50 / p99`,
      value: `${ms(f.single.p50)} / ${ms(f.single.p99)}, ${f.single.rps.toFixed(0)} з/с`,
      goal: '—',
      pass: null,
    });
  }
  const small = all.find((f) => f.venues === 10_000);
  const big = all.find((f) => f.venues === 1_000_000);
  if (small && big) {
    const growth = big.real.p99 / small.real.p99;
    out.push({
      figure: 'p99 при 1M / p99 при 10k',
      value: `${growth.toFixed(2)} (${ms(big.real.p99)} / ${ms(small.real.p99)})`,
      goal: `≤ ${GOAL_P99_GROWTH}`,
      pass: growth <= GOAL_P99_GROWTH,
    });
    const single = big.single.p99 / small.single.p99;
    out.push({
      figure: 'p99 при 1M / p99 при 10k, один клиент',
      value: `${single.toFixed(2)} (${ms(big.single.p99)} / ${ms(small.single.p99)})`,
      goal: `≤ ${GOAL_P99_GROWTH}`,
      pass: single <= GOAL_P99_GROWTH,
    });
  }
  return out;
}

export async function placesBench(opts: {
  sizes: number[];
  seconds: number;
  connections: number;
  port: number;
}): Promise<BenchResult> {
  const all: SizeFigures[] = [];
  for (const venues of opts.sizes)
    all.push(await measure(venues, opts.seconds, opts.connections, opts.port));
  const errors = all.reduce(
    (s, f) => s + f.real.errors + f.real.non2xx + f.floor.errors + f.floor.non2xx,
    0,
  );
  return {
    name: 'places',
    title: '`POST /v1/mob/places`: 10 км от центра Москвы, один вид спорта, первая страница',
    date: new Date().toISOString(),
    machine: describeMachine(),
    rows: rows(all),
    notes: [
      `Запрос: \`${PATH}\` с телом \`${PLACES_BODY}\` (гость, без входа); ответ — ${all.map((f) => `${f.items} площадок, ${f.bytes} байт при ${label(f.venues)}`).join('; ')}.`,
      `Пол — маршрут \`POST /bench/floor\`, зарегистрированный только в процессе замера в том же приложении Fastify (те же глобальные хуки, тот же разбор тела), отдаёт те же байты ответа, заранее посчитанные.`,
      `autocannon в отдельном процессе: ${opts.connections} соединений по ${opts.seconds} с на настоящий маршрут (после 3 с прогрева) и на пол, затем один клиент ${opts.seconds} с (задержка без очереди); при ${opts.connections} соединениях p50 ≈ ${opts.connections} / пропускная способность; приложение — в процессе замера на PostgreSQL ${'127.0.0.1:5432'}; ошибок и не-2xx ответов: ${errors}.`,
      `Для каждого размера — новая база \`sportkarta_bench_places_<размер>\`: миграции и демо-данные первым запуском приложения, затем \`bench/gen-venues.ts\` дополняет до N площадок (${all.map((f) => `${label(f.venues)} за ${f.generateSeconds.toFixed(1)} с`).join(', ')}).`,
      PLACES_WHERE_TIME_GOES,
      PLACES_LIMITER_EXPERIMENT,
      `Нагрузка машины в конце замера (load average за 1/5/15 мин): ${loadAverage()} при 2 ядрах; машина общая с другими процессами, разброс между прогонами заметен.`,
    ],
  };
}
