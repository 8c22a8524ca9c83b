import pg from 'pg';
import { describeMachine, type BenchResult, type Row } from './lib/results';
import { dropDatabase, freshDatabase, loadAverage } from './lib/app-server';
import { spawnApp, type AppProcess } from './lib/app-process';
import { createBuyers } from './lib/buyers';
import {
  assertCheckoutRoutes,
  buySeat,
  codesText,
  countCodes,
  percentile,
  type Answer,
} from './lib/checkout-api';

// issue 10 "Benchmarks": the last 50 seats of one session, 500 concurrent buyers (distinct
// signed-in people) spread over two API processes on one PostgreSQL database. Each buyer holds
// a seat and orders it (a free session: POST /v2/mob/order-free-sales issues the ticket at once).
// Every run: exactly 50 orders, every other buyer 409 SOLD_OUT, and in the database sold +
// active holds ≤ capacity and 50 tickets — or the benchmark fails.

const SEATS_LEFT = 50;
const CAPACITY = 1000;
const BUYERS = 500;

interface RunFigures {
  answers: Answer[];
  sold: number;
  held: number;
  tickets: number;
  failures: string[];
}

/** A free session of a venue that sells in the app, with its last SEATS_LEFT seats left. */
async function lastSeatsSession(
  client: pg.Client,
): Promise<{ sessionId: number; complexId: number }> {
  const { rows } = await client.query<{ session_id: string; complex_id: number }>(
    `with v as (
       select p.complex_id, p.id place_id from places p
       join complexes c on c.id = p.complex_id
       join cashbox_accounts a on a.owner_id = c.owner_id
       order by p.id limit 1),
     e as (
       insert into scheduled_events (complex_id, place_id, name, service_type, price_kopecks,
         duration_minutes, audience, target_group)
       select complex_id, place_id, 'Замер: последние места', 'GROUP', 0, 60,
         'USER_AND_CHILDREN', 'ALL' from v
       returning id, complex_id)
     insert into event_sessions (event_id, starts_at, ends_at, capacity, sold)
     select e.id, date_trunc('hour', now()) + interval '3 days',
       date_trunc('hour', now()) + interval '3 days 1 hour', $1, $2 from e
     returning id session_id, (select complex_id from e) complex_id`,
    [CAPACITY, CAPACITY - SEATS_LEFT],
  );
  if (!rows[0]) throw new Error('last-seats: в базе нет площадки с кассой');
  return { sessionId: Number(rows[0].session_id), complexId: rows[0].complex_id };
}

async function oneRun(
  client: pg.Client,
  apps: AppProcess[],
  buyers: Awaited<ReturnType<typeof createBuyers>>,
): Promise<RunFigures> {
  const s = await lastSeatsSession(client);
  const answers = await Promise.all(
    buyers.map((buyer, i) => buySeat(apps[i % apps.length]!.url, buyer, { ...s, free: true })),
  );
  const { rows } = await client.query<{ sold: number; held: string; tickets: string }>(
    `select s.sold,
       coalesce((select sum(quantity) from seat_holds h where h.session_id = s.id
         and h.status = 'ACTIVE' and h.expires_at > now()), 0) held,
       (select count(*) from tickets t where t.session_id = s.id) tickets
     from event_sessions s where s.id = $1`,
    [s.sessionId],
  );
  const sold = rows[0]!.sold - (CAPACITY - SEATS_LEFT);
  const held = Number(rows[0]!.held);
  const tickets = Number(rows[0]!.tickets);
  const counts = countCodes(answers);
  const failures: string[] = [];
  if ((counts.get('OK') ?? 0) !== SEATS_LEFT)
    failures.push(`заказов ${counts.get('OK') ?? 0} вместо ${SEATS_LEFT}`);
  if ((counts.get('SOLD_OUT') ?? 0) !== BUYERS - SEATS_LEFT)
    failures.push(`ответов SOLD_OUT ${counts.get('SOLD_OUT') ?? 0} вместо ${BUYERS - SEATS_LEFT}`);
  if (answers.some((a) => a.code === 'SOLD_OUT' && !a.ms)) failures.push('пустой ответ');
  if (rows[0]!.sold + held > CAPACITY)
    failures.push(`продано ${rows[0]!.sold} + в брони ${held} > вместимости ${CAPACITY}`);
  if (tickets !== SEATS_LEFT) failures.push(`билетов ${tickets} вместо ${SEATS_LEFT}`);
  return { answers, sold, held, tickets, failures };
}

const ms = (v: number): string => `${v.toFixed(0)} мс`;

export async function lastSeatsBench(opts: { runs: number; port: number }): Promise<BenchResult> {
  const db = await freshDatabase('last_seats', 1);
  const apps: AppProcess[] = [];
  const runs: RunFigures[] = [];
  const client = new pg.Client({ connectionString: db.url });
  try {
    apps.push(await spawnApp(db.url, opts.port), await spawnApp(db.url, opts.port + 1));
    await client.connect();
    const buyers = await createBuyers(db.url, BUYERS);
    await assertCheckoutRoutes(apps[0]!.url, buyers[0]!.auth);
    // Warm-up on a session of its own (JIT, connection pools): not counted.
    await oneRun(client, apps, buyers);
    for (let run = 0; run < opts.runs; run++) {
      const r = await oneRun(client, apps, buyers);
      runs.push(r);
      const times = r.answers.map((a) => a.ms);
      console.info(
        `  прогон ${run + 1}: ${codesText(countCodes(r.answers))}; p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}; в базе продано ${r.sold}, билетов ${r.tickets}, в брони ${r.held}${r.failures.length ? `  ОШИБКА: ${r.failures.join('; ')}` : ''}`,
      );
    }
  } finally {
    await client.end().catch(() => undefined);
    for (const app of apps) await app.stop();
    if (process.env.BENCH_KEEP_DB !== '1') await dropDatabase(db.name);
  }
  const all = runs.flatMap((r) => r.answers);
  const ok = all.filter((a) => a.code === 'OK');
  const soldOut = all.filter((a) => a.code === 'SOLD_OUT');
  const failed = runs.map((r, i) => ({ i, f: r.failures })).filter((r) => r.f.length);
  if (failed.length)
    console.error(
      `\n!!! last-seats: ${failed.length} из ${runs.length} прогонов с ошибкой:\n${failed.map((r) => `  прогон ${r.i + 1}: ${r.f.join('; ')}`).join('\n')}\n`,
    );
  const times = (xs: Answer[]) => xs.map((a) => a.ms);
  const perRunP99 = runs.map((r) => percentile(times(r.answers), 99));
  const rows: Row[] = [
    {
      figure: `прогонов с ровно ${SEATS_LEFT} заказами и ${BUYERS - SEATS_LEFT} ответами SOLD_OUT`,
      value: `${runs.length - failed.length} из ${runs.length}`,
      goal: `все`,
      pass: failed.length === 0,
    },
    {
      figure: 'ответы за все прогоны',
      value: codesText(countCodes(all)),
      goal: '—',
      pass: null,
    },
    {
      figure: 'в базе после каждого прогона: продано + в брони ≤ вместимости, билетов',
      value: `продано ${[...new Set(runs.map((r) => r.sold))].join('/')}, в брони ${[...new Set(runs.map((r) => r.held))].join('/')}, билетов ${[...new Set(runs.map((r) => r.tickets))].join('/')}`,
      goal: `билетов ${SEATS_LEFT}`,
      pass: runs.every(
        (r) => r.tickets === SEATS_LEFT && !r.failures.some((f) => f.includes('вместимости')),
      ),
    },
    {
      figure: 'все ответы: p50 / p99',
      value: `${ms(percentile(times(all), 50))} / ${ms(percentile(times(all), 99))}`,
      goal: '—',
      pass: null,
    },
    {
      figure: 'заказ (бронь + бесплатная продажа): p50 / p99',
      value: `${ms(percentile(times(ok), 50))} / ${ms(percentile(times(ok), 99))}`,
      goal: '—',
      pass: null,
    },
    {
      figure: 'SOLD_OUT: p50 / p99',
      value: `${ms(percentile(times(soldOut), 50))} / ${ms(percentile(times(soldOut), 99))}`,
      goal: '—',
      pass: null,
    },
    {
      figure: 'p99 одного прогона: медиана / наибольший',
      value: `${ms(percentile(perRunP99, 50))} / ${ms(Math.max(...perRunP99))}`,
      goal: '—',
      pass: null,
    },
  ];
  return {
    name: 'last-seats',
    title: `Последние ${SEATS_LEFT} мест сеанса: ${BUYERS} покупателей, два процесса API`,
    date: new Date().toISOString(),
    machine: describeMachine(),
    rows,
    notes: [
      `Сеанс бесплатного события площадки с кассой: вместимость ${CAPACITY}, продано ${CAPACITY - SEATS_LEFT}; ${BUYERS} разных вошедших покупателей сразу (\`Promise.all\`, fetch) — чётные в первый процесс API, нечётные во второй, оба на одной базе PostgreSQL 127.0.0.1:5432. Каждый: \`POST /v2/mob/scheduled-events/reservations\` (1 место), при успехе \`POST /v2/mob/order-free-sales\` с позицией RESERVATION (бесплатный заказ выдаётся сразу: билет, бронь → CONVERTED, sold + 1).`,
      `Время ответа — вся покупка, как её ждёт покупатель: для SOLD_OUT — ответ брони, для заказа — бронь и заказ. ${runs.length} прогонов (BENCH_RUNS), каждый — новый сеанс, те же покупатели; перед ними один прогон прогрева не в счёт. Процентили по всем ответам всех прогонов.`,
      `Покупатели — строки \`users\` (PHONE) и \`sessions\`, записанные одним INSERT … SELECT, и токены, подписанные как их подписывает приложение (\`signAccessToken\`, общий секрет процессов замера), — \`bench/lib/buyers.ts\`: самый быстрый честный путь; вход по телефону через эмулятор стоил бы трёх запросов на человека и упирался бы в лимиты отправки кода.`,
      `Проверка в базе после каждого прогона: sold + Σ активных броней ≤ вместимости и ровно ${SEATS_LEFT} билетов сеанса; любое расхождение — прогон с ошибкой и код выхода 1.`,
      `Новая база \`${db.name}\`: миграции и демо-данные первым запуском приложения (${db.migrateSeconds.toFixed(1)} с).`,
      `Нагрузка машины в конце замера (load average за 1/5/15 мин): ${loadAverage()} при 2 ядрах; машина общая с другими процессами.`,
    ],
  };
}
