import { randomInt, randomUUID } from 'node:crypto';
import { connectDatabase, type Database } from '../apps/server/src/db/client';
import { holdSeats, preorder } from '../apps/server/src/modules/orders/service';
import { describeMachine, type BenchResult, type Row } from './lib/results';
import { dropDatabase, freshDatabase, loadAverage, type BenchDatabase } from './lib/app-server';
import { spawnApp, type AppProcess } from './lib/app-process';
import { createBuyers, type Buyer } from './lib/buyers';
import {
  assertCheckoutRoutes,
  buySeat,
  codesText,
  countCodes,
  percentile,
  type Answer,
} from './lib/checkout-api';
import { generateSessions, type GeneratedSessions } from './gen-sessions';
import { countsSince, type QueryCounts } from './lib/query-count';

/** The demo seal of the embedded mode (apps/server/src/modules/auth/demo-seal.ts). */
const NO_REAL_ACQUIRER = { realAcquirers: [] };

// issue 10 "Benchmarks": checkout throughput — hold + order of one seat, for a free item (hold +
// POST /v2/mob/order-free-sales) and a paid one (hold + POST /v2/mob/preorder) — through one API
// process, beside the same transactions run directly from this script (the floor): the checkout
// service's own functions (`holdSeats`, `preorder` of modules/orders/service.ts, so the very
// statements of modules/orders/repository.ts) on a pg pool of the app's size, without HTTP,
// token check and JSON. Goal: API / direct ≥ 0.6 (issue 27); the ratio at 10k sessions on sale
// within 1.2× of the ratio at 1M. Before the load, the app's round trips to PostgreSQL per
// purchase are counted (query-count.ts), hold and order apart, statement by statement.

const GOAL_RATIO = 0.6;
/** Purchases one after another for the round-trip count (nothing else runs meanwhile). */
const COUNTED_PURCHASES = 40;
const GOAL_SPREAD = 1.2;
const BUYERS = 2000;
const WARM_UP_S = 5;
/** The app's pool (apps/server/src/db/client.ts). */
const POOL = 10;

type Kind = 'free' | 'paid';
const KINDS: Kind[] = ['free', 'paid'];

interface Loop {
  ops: number;
  seconds: number;
  latencies: number[];
  answers: Answer[];
}

const label = (n: number): string => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`);

function pickSession(g: GeneratedSessions, kind: Kind): { sessionId: number; complexId: number } {
  const i = randomInt(0, g[kind].ids.length);
  return { sessionId: g[kind].ids[i]!, complexId: g[kind].complexIds[i]! };
}

/** `connections` workers repeat `op` for `seconds`; every answer is kept. */
async function loop(
  seconds: number,
  connections: number,
  op: (i: number) => Promise<Answer>,
): Promise<Loop> {
  const answers: Answer[] = [];
  let next = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) answers.push(await op(next++));
    }),
  );
  const took = (performance.now() - started) / 1000;
  return {
    ops: answers.filter((a) => a.code === 'OK').length,
    seconds: took,
    latencies: answers.map((a) => a.ms),
    answers,
  };
}

/** The same purchase without HTTP: the checkout service's transactions on their own pool. */
async function direct(
  db: Database,
  buyer: Buyer,
  kind: Kind,
  g: GeneratedSessions,
): Promise<Answer> {
  const s = pickSession(g, kind);
  const started = performance.now();
  try {
    const hold = await holdSeats(db.db, {
      userId: buyer.id,
      sessionId: s.sessionId,
      quantity: 1,
      now: new Date(),
      // The embedded mode's seal: no acquirer is real, so the demo seal costs no query.
      seal: NO_REAL_ACQUIRER,
    });
    await preorder(db.db, {
      userId: buyer.id,
      now: new Date(),
      free: kind === 'free',
      seal: NO_REAL_ACQUIRER,
      body: {
        idempotencyKey: randomUUID(),
        complexId: s.complexId,
        agreementsAccepted: true,
        lines: [{ kind: 'RESERVATION', reservationId: hold.id }],
      },
    });
    return { code: 'OK', step: 'order', ms: performance.now() - started };
  } catch (err) {
    const code = (err as { code?: string }).code ?? (err as Error).message.slice(0, 60);
    return { code, step: 'order', ms: performance.now() - started };
  }
}

interface SizeUnderTest {
  sessions: number;
  db: BenchDatabase;
  generated: GeneratedSessions;
  app: AppProcess;
  direct: Database;
  buyers: Buyer[];
  runs: Record<Kind, { api: Loop[]; direct: Loop[] }>;
  trips?: Record<Kind, RoundTrips>;
}

/** Statements to PostgreSQL per purchase, the hold's and the order's, by statement. */
interface RoundTrips {
  hold: QueryCounts;
  order: QueryCounts;
  purchases: number;
}

async function readCounts(app: AppProcess): Promise<QueryCounts> {
  return (await fetch(`${app.url}/bench/queries`)).json() as Promise<QueryCounts>;
}

const add = (into: QueryCounts, d: QueryCounts): void => {
  into.total += d.total;
  for (const [k, n] of Object.entries(d.statements))
    into.statements[k] = (into.statements[k] ?? 0) + n;
};

/**
 * Purchases one at a time, each buyer's first in this count (a fresh idempotency key, a fresh
 * hold), with the app's statement counter read before the hold, between hold and order, and
 * after: everything the app sent meanwhile is the purchase's — the session check of both
 * requests, the idempotency lookup, the transactions' BEGIN/COMMIT — plus what its timers sent
 * in those milliseconds (the rate limit's batched counter write, once a second per address).
 */
async function countRoundTrips(s: SizeUnderTest, kind: Kind): Promise<RoundTrips> {
  const empty = (): QueryCounts => ({ total: 0, statements: {} });
  const trips = { hold: empty(), order: empty(), purchases: 0 };
  for (let i = 0; i < COUNTED_PURCHASES; i++) {
    const before = await readCounts(s.app);
    let held = before;
    const answer = await buySeat(
      s.app.url,
      s.buyers[i]!,
      { ...pickSession(s.generated, kind), free: kind === 'free' },
      async () => {
        held = await readCounts(s.app);
      },
    );
    const after = await readCounts(s.app);
    if (answer.code !== 'OK') throw new Error(`подсчёт обращений: покупка ${answer.code}`);
    add(trips.hold, countsSince(before, held));
    add(trips.order, countsSince(held, after));
    trips.purchases += 1;
  }
  return trips;
}

const perPurchase = (n: number, t: RoundTrips): string =>
  (n / t.purchases).toFixed(n % t.purchases === 0 ? 0 : 1);

function tripsText(t: RoundTrips): string {
  const part = (c: QueryCounts) =>
    Object.entries(c.statements)
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `\`${k}\` × ${perPurchase(n, t)}`)
      .join(', ');
  return `бронь — ${part(t.hold)}; заказ — ${part(t.order)}`;
}

async function prepare(sessions: number, port: number): Promise<SizeUnderTest> {
  const db = await freshDatabase(`checkout_${label(sessions).toLowerCase()}`, 1);
  const app = await spawnApp(db.url, port, undefined, {}, true);
  // After the app's start: its demo seed delays the sales of some sessions two days ahead.
  const generated = await generateSessions(db.url, sessions);
  console.info(
    `  ${label(sessions)}: база готова (сеансов ${generated.total}, генерация ${generated.seconds.toFixed(1)} с)`,
  );
  const buyers = await createBuyers(db.url, BUYERS);
  await assertCheckoutRoutes(app.url, buyers[0]!.auth);
  const directDb = connectDatabase({ databaseUrl: db.url, pgliteDir: '' });
  await directDb.migrated;
  return {
    sessions,
    db,
    generated,
    app,
    direct: directDb,
    buyers,
    runs: { free: { api: [], direct: [] }, paid: { api: [], direct: [] } },
  };
}

const rate = (loops: Loop[]): number =>
  loops.reduce((s, l) => s + l.ops, 0) / loops.reduce((s, l) => s + l.seconds, 0);
const lat = (loops: Loop[], p: number): number =>
  percentile(
    loops.flatMap((l) => l.latencies),
    p,
  );

async function measure(
  s: SizeUnderTest,
  kind: Kind,
  seconds: number,
  connections: number,
): Promise<[Loop, Loop]> {
  const api = await loop(seconds, connections, (i) =>
    buySeat(s.app.url, s.buyers[i % s.buyers.length]!, {
      ...pickSession(s.generated, kind),
      free: kind === 'free',
    }),
  );
  const floor = await loop(seconds, connections, (i) =>
    direct(s.direct, s.buyers[i % s.buyers.length]!, kind, s.generated),
  );
  return [api, floor];
}

export async function checkoutBench(opts: {
  sessions: number[];
  seconds: number;
  connections: number;
  port: number;
  rounds: number;
}): Promise<BenchResult> {
  const { seconds, connections, rounds } = opts;
  const prepared: SizeUnderTest[] = [];
  try {
    for (const [n, sessions] of opts.sessions.entries())
      prepared.push(await prepare(sessions, opts.port + n));
    for (const s of prepared) {
      s.trips = { free: await countRoundTrips(s, 'free'), paid: await countRoundTrips(s, 'paid') };
      for (const kind of KINDS) {
        const t = s.trips[kind];
        console.info(
          `  ${label(s.sessions)}, ${kind}: обращений к базе на покупку ${perPurchase(t.hold.total + t.order.total, t)} (бронь ${perPurchase(t.hold.total, t)}, заказ ${perPurchase(t.order.total, t)}): ${tripsText(t)}`,
        );
      }
    }
    for (const s of prepared)
      for (const kind of KINDS) await measure(s, kind, WARM_UP_S, connections);
    // Rounds go through the sizes and kinds in turn, the API and its floor back to back: a slow
    // spell of the shared machine weighs on every size alike (the goal compares sizes).
    for (let round = 0; round < rounds; round++) {
      for (const s of prepared) {
        for (const kind of KINDS) {
          const [api, floor] = await measure(s, kind, seconds, connections);
          s.runs[kind].api.push(api);
          s.runs[kind].direct.push(floor);
          console.info(
            `    раунд ${round + 1}, ${label(s.sessions)}, ${kind}: API ${rate([api]).toFixed(0)} покупок/с (${codesText(countCodes(api.answers))}), напрямую ${rate([floor]).toFixed(0)} (${codesText(countCodes(floor.answers))})`,
          );
        }
      }
    }
  } finally {
    for (const s of prepared) {
      await s.app.stop();
      await s.direct.close();
      if (process.env.BENCH_KEEP_DB !== '1') await dropDatabase(s.db.name);
    }
  }

  const rows: Row[] = [];
  const ratios = new Map<string, number>();
  let failures = 0;
  for (const s of prepared) {
    for (const kind of KINDS) {
      const { api, direct: floor } = s.runs[kind];
      const ratio = rate(api) / rate(floor);
      ratios.set(`${s.sessions}:${kind}`, ratio);
      failures += [...api, ...floor].reduce(
        (n, l) => n + l.answers.filter((a) => a.code !== 'OK').length,
        0,
      );
      const what = kind === 'free' ? 'бесплатный' : 'платный';
      rows.push({
        figure: `${label(s.sessions)} сеансов, ${what}: покупок в секунду, API (напрямую)`,
        value: `${rate(api).toFixed(0)} (${rate(floor).toFixed(0)}), отношение ${ratio.toFixed(2)}`,
        goal: `≥ ${GOAL_RATIO}`,
        pass: ratio >= GOAL_RATIO,
      });
      const t = s.trips![kind];
      rows.push({
        figure: `${label(s.sessions)} сеансов, ${what}: обращений к базе на покупку (бронь + заказ)`,
        value: `${perPurchase(t.hold.total + t.order.total, t)} (${perPurchase(t.hold.total, t)} + ${perPurchase(t.order.total, t)})`,
        goal: '—',
        pass: null,
      });
      rows.push({
        figure: `${label(s.sessions)} сеансов, ${what}: p50 / p99 покупки, API (напрямую)`,
        value: `${lat(api, 50).toFixed(1)} / ${lat(api, 99).toFixed(1)} мс (${lat(floor, 50).toFixed(1)} / ${lat(floor, 99).toFixed(1)} мс)`,
        goal: '—',
        pass: null,
      });
    }
  }
  const small = prepared.find((s) => s.sessions === 10_000);
  const big = prepared.find((s) => s.sessions === 1_000_000);
  if (small && big) {
    for (const kind of KINDS) {
      const a = ratios.get(`${small.sessions}:${kind}`)!;
      const b = ratios.get(`${big.sessions}:${kind}`)!;
      const spread = Math.max(a, b) / Math.min(a, b);
      rows.push({
        figure: `отношение при 10k / при 1M, ${kind === 'free' ? 'бесплатный' : 'платный'}`,
        value: `${(a / b).toFixed(2)} (${a.toFixed(2)} / ${b.toFixed(2)})`,
        goal: `в пределах ${GOAL_SPREAD}×`,
        pass: spread <= GOAL_SPREAD,
      });
    }
  }
  rows.push({
    figure: 'ответов не 200 (обе стороны)',
    value: String(failures),
    goal: '0',
    pass: failures === 0,
  });
  return {
    name: 'checkout',
    title: 'Оформление заказа: бронь места + заказ, API рядом с теми же транзакциями без HTTP',
    date: new Date().toISOString(),
    machine: describeMachine(),
    rows,
    notes: [
      `Покупка — бронь одного места случайного сеанса (\`POST /v2/mob/scheduled-events/reservations\`) и заказ с позицией RESERVATION: бесплатный сеанс — \`POST /v2/mob/order-free-sales\` (заказ выдаётся сразу: билет, sold + 1), платный — \`POST /v2/mob/preorder\` (заказ ждёт оплаты, бронь привязана к нему). ${BUYERS} разных вошедших покупателей по кругу (\`bench/lib/buyers.ts\`), ключ идемпотентности новый у каждой покупки.`,
      `Пол — те же транзакции из процесса замера без HTTP: функции \`holdSeats\` и \`preorder\` модуля заказов (\`modules/orders/service.ts\`, те же SQL-запросы \`repository.ts\` и \`order-repository.ts\`) на своём пуле pg из ${POOL} соединений, как у приложения; нет HTTP, проверки токена и сессии, разбора и проверки JSON.`,
      `Нагрузка — свой цикл из ${connections} параллельных покупателей (\`request\` из undici: клиент делит ядра машины с API и PostgreSQL, а \`fetch\` с его WHATWG-потоками тратил на вызов в разы больше CPU — 29.11.2026 с \`fetch\` отношение было 0.63 у бесплатного и 0.55 у платного, с \`request\` — 0.69 и 0.75 на той же машине) на один процесс API (\`bench/lib/app-child.ts\`, как \`npm start\`) и столько же параллельных транзакций у пола; ${rounds} раунд(а) по ${seconds} с после ${WARM_UP_S} с прогрева; в раунде для каждого размера и вида — API, затем пол. Покупок в секунду — успешные покупки за всё время раундов; p50/p99 — по всем покупкам раундов.`,
      `Обращения к базе (issue 27) — все запросы процесса API к PostgreSQL, от проверки сессии до COMMIT, посчитанные в нём самом (обёртка \`pg.Client#query\`, \`bench/lib/query-count.ts\`: через неё идут и запросы пула, и BEGIN/COMMIT транзакций; pg_stat_statements потребовал бы перенастроить и перезапустить общий сервер и считал бы всех его клиентов) за ${COUNTED_PURCHASES} покупок подряд до нагрузки, по одной, у разных покупателей; таймеры приложения в эти миллисекунды попадают в счёт (запись счётчика лимита запросов идёт пакетом раз в секунду на адрес: у покупателя со своим адресом это ещё 1 обращение на покупку). ${prepared
        .slice(0, 1)
        .flatMap((s) =>
          KINDS.map(
            (kind) =>
              `${kind === 'free' ? 'Бесплатный' : 'Платный'}, на покупку: ${tripsText(s.trips![kind])}.`,
          ),
        )
        .join(' ')}`,
      `Сеансы в продаже — \`bench/gen-sessions.ts\` (INSERT … SELECT generate_series): ${prepared.map((s) => `${s.generated.total} за ${s.generated.seconds.toFixed(1)} с`).join(', ')}; 200 событий (половина бесплатные) на площадках с кассой, начало с завтра на 60 дней вперёд, места на всех покупателей; каждая покупка берёт случайный сеанс (холодные строки при 1M).`,
      `Нагрузка машины в конце замера (load average за 1/5/15 мин): ${loadAverage()} при 2 ядрах; машина общая с другими процессами.`,
    ],
  };
}
