import { describeMachine, type BenchResult, type Row } from './lib/results';
import {
  dropDatabase,
  freshDatabase,
  loadAverage,
  loadTest,
  type BenchDatabase,
  type LoadFigures,
} from './lib/app-server';
import { spawnApp, type AppProcess } from './lib/app-process';

// issue 4 "Benchmarks": POST /v1/mob/places — 10 km around the centre of Moscow, one sport type,
// first page — against N venues on real PostgreSQL, beside a route answering the same bytes
// precomputed (the floor) in the same process and run. Goals (issue 27): throughput ≥ 0.75 × the
// floor at 100k; p99 at 1M ≤ 1.2 × p99 at 10k.

const CENTRE = { lat: 55.753544, lon: 37.621202 };
const RADIUS_M = 10_000;
const SPORT_TYPE = 1; // Плавание
const GOAL_RATIO = 0.75;
const GOAL_P99_GROWTH = 1.2;
const WARM_UP_S = 10;
/** autocannon records latency in whole milliseconds: 0 means under 1 ms, counted as 1 in ratios. */
const RESOLUTION_MS = 1;
const growthOf = (big: number, small: number): number =>
  Math.max(big, RESOLUTION_MS) / Math.max(small, RESOLUTION_MS);

export const PLACES_BODY = JSON.stringify([
  { field: 'latitude', values: [CENTRE.lat] },
  { field: 'longitude', values: [CENTRE.lon] },
  { field: 'radius', values: [RADIUS_M] },
  { field: 'sportTypes', values: [SPORT_TYPE] },
]);
const PATH = '/v1/mob/places?page=0&size=20';

/** Where the time goes (static analysis beside the figures; the numbers of one hand run are dated). */
export const PLACES_WHERE_TIME_GOES =
  'Маршрут отвечает из индекса площадок в памяти процесса, общего с картой: k-d-деревья по точкам площадок на единичной сфере (x, y, z) — одно по всем площадкам и по одному на каждый вид спорта (`modules/venue-index/geo-tree.ts`, `modules/places/nearby.ts`). Поиск по виду спорта читает только площадки этого вида, а не все, что ближе найденных (генератор кладёт тысячи площадок в метрах от центра), поэтому его цена не растёт с числом площадок: 12–25 мкс при 10k, 100k и 1M (замер 21.11 в одном процессе на одних и тех же строках, без HTTP). Карточка каждой площадки сериализуется в байты JSON один раз на версию индекса (`modules/places/list-fast.ts`), страница — поиск и склейка байтов; запросов к базе у гостя нет. Общие хуки `/v1` — обратные вызовы без промиса на запрос: лимит запросов считает в памяти и пишет в PostgreSQL в фоне (`plugins/rate-limit.ts`), ожидание готовности базы, необязательная авторизация гостя; строка «`GET /v1/mapConfig` рядом» показывает их цену. Свежесть индекса проверяется по одной строке версии, которую поднимают триггеры (миграция 0006), а не сканированием всех площадок (1,5 с работы PostgreSQL при 1M каждые 30 с — раньше это попадало в замер при 1M). Маршрут без промиса на запрос гостя: индекс берётся без ожидания (`VenueIndexStore.peek`), страница считается и отправляется в том же вызове обработчика; тело и параметры, какие шлёт приложение (числа числами, без повторов и лишних полей), проверяет ручная проверка (`modules/places/request-check.ts`, ≈ 0,5 мкс против ≈ 7 мкс у zod), а всё прочее — и каждый неверный запрос с его русским сообщением — схема zod, как раньше; тест держит обе проверки на одних ответах. Поиск по одному виду спорта идёт по дереву этого вида без проверки вида у каждой площадки и без слияния; страница пишется в один буфер — байты карточки (закэшированные до признака избранного) копируются один раз, расстояние и разделители пишутся вручную, без буфера на каждое число (27.11, в одном процессе без HTTP: поиск 20 → 10 мкс, страница с поиском 34 → 16 мкс). 29.11: узлы и площадки сравниваются по длине хорды (прямой в 3-D, порядок тот же, что у расстояния по дуге, — без синусов и арксинусов на узел и площадку; порядок страницы и радиус решает тот же гаверсинус), кучи и списки обхода — типизированные массивы, общие для всех поисков, страница пишется в срез общего блока памяти, а не в свой ArrayBuffer, расстояние — цифрами вручную: в одном процессе без HTTP (100k) поиск 5,9 → 2,8 мкс, страница с поиском 11–12,7 → 6,4 мкс. Остаток разрыва с полом — запись ответа нового буфера в сокет и сборка мусора после него, разбор строки запроса, хуки `/v1` и предобработчик маршрута. Хвост p99 при 1M раньше рос из-за сборщика мусора (21.11, `node --trace-gc`): индекс грузился одним запросом — миллион объектов строк разом, ≈ 1,2 ГБ мусора в старом поколении, и пока его не собирала большая сборка, каждая малая сборка шла втрое дольше, чем при 10k (5,4 против 1,7 мс), а куча росла на 0,5 МБ за сборку. Теперь индекс грузится страницами по 20 000 площадок по id в типизированные столбцы (`modules/venue-index/columns.ts`): после загрузки 1M куча JS ≈ 70 МБ вместо ≈ 590 (RSS 0,6 ГБ вместо 1,5), малые сборки стоят как при 10k. Каждый размер — отдельный процесс приложения, как в работе; раньше приложение жило в процессе самого замера.';
export const PLACES_LIMITER_EXPERIMENT =
  'Раньше (21.11, до 16:00, на другой машине — 2 × AMD EPYC, где тот же пол давал 8700 з/с, втрое больше, чем здесь): поиск по сетке 0,01°/0,001° (читал каждую площадку ближе найденных — ~0,3 мс при 1M), `JSON.stringify` 20 карточек на каждый запрос, `@fastify/rate-limit` с промисом на запрос, проверка свежести индекса сканированием — 100k: 2881 з/с при поле 8691 (0,33), p99 1M / 10k = 3,0 (18 мс / 6 мс); до пакетного лимита (15:30) каждый запрос `/v1` ещё и ждал upsert строки счётчика: 1842 з/с при поле 8947 (0,21).';

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

const median = (xs: number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Rounds of equal length: mean throughput, median p50 and p99, every error counted. */
function combineRounds(runs: LoadFigures[]): LoadFigures {
  return {
    rps: runs.reduce((s, r) => s + r.rps, 0) / runs.length,
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.reduce((s, r) => s + r.errors, 0),
    non2xx: runs.reduce((s, r) => s + r.non2xx, 0),
    requests: runs.reduce((s, r) => s + r.requests, 0),
  };
}

interface SizeUnderTest {
  venues: number;
  db: BenchDatabase;
  app: AppProcess;
  items: number;
  runs: { real: LoadFigures[]; floor: LoadFigures[]; single: LoadFigures[] };
}

async function prepare(venues: number, port: number): Promise<SizeUnderTest> {
  const db = await freshDatabase(`places_${label(venues).toLowerCase()}`, venues);
  console.info(`  ${label(venues)}: база готова (генерация ${db.generated.seconds.toFixed(1)} с)`);
  const app = await spawnApp(db.url, port, { path: PATH, body: PLACES_BODY });
  const probe = await fetch(`${app.url}${PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: PLACES_BODY,
  });
  const items = ((await probe.json()) as { items: unknown[] }).items.length;
  return { venues, db, app, items, runs: { real: [], floor: [], single: [] } };
}

/**
 * Every size's app runs at once, each in its own process, and the rounds go through the sizes
 * in turn (route, floor, one client): a slower spell of the shared machine then weighs on every
 * size alike instead of on whichever size ran during it — the p99 goal compares sizes.
 */
async function measureAll(
  sizes: SizeUnderTest[],
  opts: { seconds: number; connections: number; rounds: number },
): Promise<SizeFigures[]> {
  const { seconds, connections, rounds } = opts;
  const route = (s: SizeUnderTest, c: number) =>
    loadTest(`${s.app.url}${PATH}`, { seconds, connections: c, body: PLACES_BODY });
  // Warm-up: JIT, connection pool, the table's pages in PostgreSQL's cache, and the first major
  // GC after the index load, which frees the builder's columns (hundreds of MB at 1M) and makes
  // the young collections of the next seconds slow (up to 140 ms, `--trace-gc`) — once per
  // index build, not the steady state this measures.
  for (const s of sizes) {
    await loadTest(`${s.app.url}${PATH}`, { seconds: WARM_UP_S, connections, body: PLACES_BODY });
  }
  for (let round = 0; round < rounds; round++) {
    for (const s of sizes) {
      s.runs.real.push(await route(s, connections));
      s.runs.floor.push(
        await loadTest(`${s.app.url}/bench/floor`, { seconds, connections, body: PLACES_BODY }),
      );
      // One client: the latency of a request that waits for no other.
      s.runs.single.push(await route(s, 1));
      const [real, floor, single] = [s.runs.real, s.runs.floor, s.runs.single].map(
        (r) => r[r.length - 1]!,
      ) as [LoadFigures, LoadFigures, LoadFigures];
      console.info(
        `    раунд ${round + 1}, ${label(s.venues)}: ${real.rps.toFixed(0)} з/с, p99 ${ms(real.p99)}; пол ${floor.rps.toFixed(0)} з/с, p99 ${ms(floor.p99)}; один клиент p99 ${ms(single.p99)}`,
      );
    }
  }
  const all: SizeFigures[] = [];
  for (const s of sizes) {
    // Every /v1 request also passes the API's global hooks; this route has no other work, so
    // it shows what those hooks cost.
    const v1 = await loadTest(`${s.app.url}/v1/mapConfig`, { seconds, connections });
    const real = combineRounds(s.runs.real);
    const floor = combineRounds(s.runs.floor);
    console.info(
      `  ${label(s.venues)}: ${real.rps.toFixed(0)} з/с, p99 ${ms(real.p99)}; пол ${floor.rps.toFixed(0)} з/с, p99 ${ms(floor.p99)}`,
    );
    all.push({
      venues: s.venues,
      real,
      floor,
      single: combineRounds(s.runs.single),
      v1,
      bytes: s.app.floorBytes,
      items: s.items,
      generateSeconds: s.db.generated.seconds,
    });
  }
  return all;
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
    const growth = growthOf(big.real.p99, small.real.p99);
    out.push({
      figure: 'p99 при 1M / p99 при 10k',
      value: `${growth.toFixed(2)} (${ms(big.real.p99)} / ${ms(small.real.p99)})`,
      goal: `≤ ${GOAL_P99_GROWTH}`,
      pass: growth <= GOAL_P99_GROWTH,
    });
    const single = growthOf(big.single.p99, small.single.p99);
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
  rounds: number;
}): Promise<BenchResult> {
  const prepared: SizeUnderTest[] = [];
  let all: SizeFigures[];
  try {
    for (const [n, venues] of opts.sizes.entries()) {
      prepared.push(await prepare(venues, opts.port + n));
    }
    all = await measureAll(prepared, opts);
  } finally {
    for (const s of prepared) {
      await s.app.stop();
      if (process.env.BENCH_KEEP_DB !== '1') await dropDatabase(s.db.name);
    }
  }
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
      `Пол — маршрут \`POST /bench/floor\`, зарегистрированный только в приложении замера, в том же приложении Fastify (те же глобальные хуки, тот же разбор тела), отдаёт те же байты ответа, заранее посчитанные.`,
      `Каждый размер — своё приложение в отдельном процессе (\`bench/lib/app-child.ts\`, как \`npm start\`: своя куча и свой сборщик мусора) на PostgreSQL 127.0.0.1:5432; все размеры запущены сразу, и раунды идут по размерам по очереди, поэтому медленная полоса общей машины ложится на все размеры, а не на тот, что мерился в это время (цель p99 сравнивает размеры).`,
      `autocannon в отдельном процессе: ${opts.connections} соединений, ${opts.rounds} раунда по ${opts.seconds} с (после ${WARM_UP_S} с прогрева каждого размера: JIT, пул соединений, кэш PostgreSQL и первая большая сборка мусора после загрузки индекса — она освобождает столбцы сборщика индекса, сотни МБ при 1M, и следующие секунды малые сборки идут до 140 мс; это раз на построение индекса, а не установившийся режим); в раунде для каждого размера — настоящий маршрут, пол и один клиент (задержка без очереди); запросов в секунду — среднее раундов, p50 и p99 — медиана раундов; при ${opts.connections} соединениях p50 ≈ ${opts.connections} / пропускная способность; ошибок и не-2xx ответов: ${errors}. autocannon считает задержку целыми миллисекундами: 0 мс — меньше 1 мс, в отношениях p99 такое значение считается за 1 мс.`,
      `Для каждого размера — новая база \`sportkarta_bench_places_<размер>\`: миграции и демо-данные первым запуском приложения, затем \`bench/gen-venues.ts\` дополняет до N площадок (${all.map((f) => `${label(f.venues)} за ${f.generateSeconds.toFixed(1)} с`).join(', ')}).`,
      PLACES_WHERE_TIME_GOES,
      PLACES_LIMITER_EXPERIMENT,
      `Нагрузка машины в конце замера (load average за 1/5/15 мин): ${loadAverage()} при 2 ядрах; машина общая с другими процессами, разброс между прогонами заметен.`,
    ],
  };
}
