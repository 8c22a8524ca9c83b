import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

// Synthetic sessions on sale for the checkout benchmark (issue 10 "Benchmarks": 10k and 1M).
// Adds EVENTS scheduled events (half free, half paid) to venues that sell in the app (a cashbox
// with a provider), then fills event_sessions up to N rows of those events with one
// INSERT … SELECT over generate_series (like gen-venues.ts): PostgreSQL writes the rows itself.
// Sessions start from tomorrow over 60 days, with room for every buyer of the benchmark.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/db node --import tsx bench/gen-sessions.ts 1000000

const EVENTS = 200;
const CAPACITY = 1_000_000;
export const BENCH_EVENT_NAME = 'Замер: сеанс';

export interface GeneratedSessions {
  seconds: number;
  /** The sessions of the benchmark's events, free and paid. */
  free: SessionsOfKind;
  paid: SessionsOfKind;
  total: number;
}

export interface SessionsOfKind {
  ids: Int32Array;
  /** The venue of each session (same index). */
  complexIds: Int32Array;
}

const pick = (): SessionsOfKind => ({ ids: new Int32Array(0), complexIds: new Int32Array(0) });

export async function generateSessions(url: string, n: number): Promise<GeneratedSessions> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  try {
    const have = await client.query<{ n: string }>(
      `select count(*) n from scheduled_events where name like $1`,
      [`${BENCH_EVENT_NAME}%`],
    );
    if (Number(have.rows[0]!.n) === 0) {
      await client.query(
        `insert into scheduled_events (complex_id, place_id, name, service_type, price_kopecks,
           duration_minutes, audience, target_group)
         select v.complex_id, v.place_id, $1 || ' ' || g, 'GROUP',
           case when g % 2 = 0 then 0 else 50000 end, 60, 'USER_AND_CHILDREN', 'ALL'
         from generate_series(1, $2::int) g
         join lateral (
           select p.complex_id, p.id place_id
           from places p join complexes c on c.id = p.complex_id
           join cashbox_accounts a on a.owner_id = c.owner_id and a.provider is not null
           order by p.id offset (g % 20) limit 1) v on true`,
        [BENCH_EVENT_NAME, EVENTS],
      );
    }
    const events = await client.query<{ id: number; price: number; complex_id: number }>(
      `select id, price_kopecks price, complex_id from scheduled_events where name like $1 order by id`,
      [`${BENCH_EVENT_NAME}%`],
    );
    if (events.rows.length === 0) throw new Error('gen-sessions: нет площадок с кассой в базе');
    const ids = events.rows.map((e) => e.id);
    const count = await client.query<{ n: string }>(
      `select count(*) n from event_sessions where event_id = any($1::int[])`,
      [ids],
    );
    const missing = n - Number(count.rows[0]!.n);
    if (missing > 0) {
      await client.query(
        `insert into event_sessions (event_id, starts_at, ends_at, capacity, sold)
         select e.id, s.starts, s.starts + interval '1 hour', $3, 0
         from unnest($1::int[]) with ordinality e(id, k)
         cross join lateral (
           select date_trunc('hour', now()) + interval '1 day'
                  + ((g * 37) % (60 * 24)) * interval '1 hour' starts
           from generate_series(1, ceil($2::numeric / cardinality($1::int[]))::int) g) s
         limit $2`,
        [ids, missing, CAPACITY],
      );
      await client.query('analyze event_sessions');
    }
    // The demo seed opens some sessions two days ahead for sale a few minutes after each start
    // of the app (a countdown to show): the benchmark's sessions are all on sale now.
    await client.query(
      `update event_sessions set sales_open_at = null
       where event_id = any($1::int[]) and sales_open_at is not null`,
      [ids],
    );
    // Every session of the benchmark's events, by kind: a buyer picks one at random (4 bytes a
    // session — 8 MB at 1M). The app tops up its demo sessions meanwhile, so ids are not ranges.
    const rows = await client.query<{ id: number; free: boolean; complex_id: number }>(
      `select s.id::int id, e.price_kopecks = 0 free, e.complex_id from event_sessions s
       join scheduled_events e on e.id = s.event_id where e.id = any($1::int[])`,
      [ids],
    );
    const out: GeneratedSessions = { seconds: 0, free: pick(), paid: pick(), total: 0 };
    const kinds = [out.free, out.paid];
    const sizes = [0, 0];
    for (const r of rows.rows) sizes[r.free ? 0 : 1]!++;
    kinds.forEach((k, i) => {
      k.ids = new Int32Array(sizes[i]!);
      k.complexIds = new Int32Array(sizes[i]!);
    });
    const at = [0, 0];
    for (const r of rows.rows) {
      const i = r.free ? 0 : 1;
      kinds[i]!.ids[at[i]!] = r.id;
      kinds[i]!.complexIds[at[i]!++] = r.complex_id;
    }
    out.total = rows.rows.length;
    out.seconds = (performance.now() - started) / 1000;
    return out;
  } finally {
    await client.end();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const url = process.env.DATABASE_URL;
  const n = Number(process.argv[2] ?? 10_000);
  if (!url) throw new Error('DATABASE_URL не задан');
  const r = await generateSessions(url, n);
  console.info(`Сеансов замера: ${r.total} за ${r.seconds.toFixed(1)} с`);
}
