import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

// Synthetic venues for the discovery benchmarks (issue 4 "Data": 100k and 1M venues).
// Fills `complexes` of an already migrated database up to N rows with one INSERT … SELECT over
// generate_series, so 1M rows are written by PostgreSQL itself (no per-row round trips); the
// indexes are dropped for the load and rebuilt afterwards, which is several times faster than
// maintaining a GiST and three GIN indexes row by row.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/db node --import tsx bench/gen-venues.ts 100000
//
// Density: 65 % of the venues gather around the centres of Moscow's districts (normal spread
// ~1.2 km, districts nearer the centre drawn more often), 35 % spread over the whole region
// (distance from the Kremlin ∝ u², up to 60 km) — so the centre is denser, like the real city.

const BENCH_OWNER = '00000000-0000-4000-8000-00000000b001';
const KINDS = ['Бассейн', 'ФОК', 'Спорткомплекс', 'Стадион', 'Фитнес-клуб', 'Ледовая арена'];
const NAMES = ['Чайка', 'Олимп', 'Юность', 'Заря', 'Дельфин', 'Искра', 'Метеор', 'Факел', 'Старт'];

/** [sport type id, category id] pairs of apps/server/src/db/seed/sport-types-data.ts. */
// prettier-ignore
const SPORT_CATEGORIES = [
  [1, 1], [2, 1], [2, 11], [3, 3], [4, 3], [5, 4], [6, 18], [7, 9], [8, 10], [9, 8], [10, 7],
  [11, 6], [12, 6], [13, 6], [14, 6], [15, 5], [16, 11], [17, 2], [18, 12], [18, 22], [19, 15],
  [20, 15], [21, 16], [22, 13], [23, 14], [24, 17], [25, 19], [26, 20], [27, 21],
];
const SPORT_COUNT = 27;

const COMBOS = 512;

/**
 * 512 sport type sets (1–3 sports) with their categories, computed here once: joining a row to
 * one of them is much cheaper than two array subqueries per row over a million rows.
 */
function combos(): string {
  let a = 42;
  const next = (): number => {
    a = (a * 1_103_515_245 + 12_345) % 2 ** 31;
    return a / 2 ** 31;
  };
  return Array.from({ length: COMBOS }, (_, i) => {
    const sports = [
      ...new Set(Array.from({ length: 1 + (i % 3) }, () => 1 + Math.floor(next() * SPORT_COUNT))),
    ].sort((x, y) => x - y);
    const cats = [
      ...new Set(SPORT_CATEGORIES.filter(([s]) => sports.includes(s!)).map(([, c]) => c!)),
    ].sort((x, y) => x - y);
    return `(${i}, '{${sports.join(',')}}'::int[], '{${cats.join(',')}}'::int[])`;
  }).join(',\n');
}

const sqlText = (s: string): string => `'${s.replace(/'/g, "''")}'`;
const textArray = (xs: readonly string[]): string => `array[${xs.map(sqlText).join(',')}]`;

/** The district centres come from the database's gazetteer (seeded adm_div items). */
function insertSql(count: number): string {
  const photo = JSON.stringify([{ url: '/media/places/gym-1.svg', alt: 'Тренажёрный зал' }]);
  const hours = JSON.stringify(
    [1, 2, 3, 4, 5, 6, 7].map((d) => ({ weekday: d, start: '08:00', end: '22:00' })),
  );
  const contacts = JSON.stringify([
    { kind: 'PRIMARY_ORGANIZATION_PHONE', value: '+7 495 000-00-00' },
  ]);
  return `
with centres as (
  select row_number() over (order by power(lat - 55.753544, 2) + power((lon - 37.621202) * 0.56, 2)) as n,
    lat, lon, name, id
  from gazetteer where type = 'adm_div'
), k as (select count(*) as total from centres),
combos (n, sports, cats) as (values ${combos()}),
rows as (
  select g,
    random() < 0.65 as clustered,
    -- Districts nearer the Kremlin come first and are drawn more often.
    1 + floor(power(random(), 1.4) * (select total from k))::int as centre,
    sqrt(-2 * ln(1 - random())) * 1.2 as r_km, 2 * pi() * random() as angle,
    60 * power(random(), 2) as far_km, 2 * pi() * random() as far_angle,
    floor(random() * ${COMBOS})::int as combo
  from generate_series(1, ${count}) as g
), placed as (
  select r.*, c.name as district, c.id as gid, s.sports, s.cats,
    case when r.clustered then c.lat + r.r_km * cos(r.angle) / 111.32
         else 55.753544 + r.far_km * cos(r.far_angle) / 111.32 end as lat,
    case when r.clustered then c.lon + r.r_km * sin(r.angle) / 62.6
         else 37.621202 + r.far_km * sin(r.far_angle) / 62.6 end as lon
  from rows r join centres c on c.n = r.centre join combos s on s.n = r.combo
)
insert into complexes (owner_id, name, place_name, description, address, district_id, lat, lon,
  sport_type_ids, category_ids, benefits, has_services, photos, contacts, hours, rating_avg,
  rating_count)
select '${BENCH_OWNER}',
  (${textArray(KINDS)})[1 + g % ${KINDS.length}] || ' «' || (${textArray(NAMES)})[1 + (g / 7) % ${NAMES.length}] || ' ' || g || '»',
  'Универсальный зал', 'Синтетическая площадка для замеров.',
  'Москва, ' || case when clustered then 'район ' || district else 'Московская область' end || ', ' || (1 + g % 150),
  case when clustered then substr(gid, length('adm_div:') + 1) end,
  lat, lon, sports,
  cats,
  case when g % 5 = 0 then '{CHILDREN,PENSIONERS}'::text[] when g % 3 = 0 then '{STUDENTS}'::text[] else '{}'::text[] end,
  random() < 0.7,
  ${sqlText(photo)}::jsonb, ${sqlText(contacts)}::jsonb, ${sqlText(hours)}::jsonb,
  case when g % 10 < 6 then round((3 + random() * 2)::numeric, 2)::real end,
  case when g % 10 < 6 then 1 + g % 40 else 0 end
from placed`;
}

/** Index builds on two connections at once (the machine has two cores; GiST builds serially). */
async function rebuild(databaseUrl: string, defs: string[]): Promise<void> {
  const queue = [...defs];
  const worker = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query("set maintenance_work_mem = '512MB'");
      for (let def = queue.shift(); def; def = queue.shift()) await client.query(def);
    } finally {
      await client.end();
    }
  };
  await Promise.all([worker(), worker()]);
}

export interface GenerateResult {
  inserted: number;
  total: number;
  seconds: number;
}

/** Tops `complexes` up to `target` rows (demo venues included). */
export async function generateVenues(databaseUrl: string, target: number): Promise<GenerateResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from complexes');
    const missing = target - (rows[0]?.n ?? 0);
    if (missing <= 0) return { inserted: 0, total: rows[0]?.n ?? 0, seconds: 0 };
    await client.query("set maintenance_work_mem = '1GB'");
    await client.query('begin');
    // The generated owner and district ids are valid by construction: skip the foreign-key
    // triggers, a lookup per row (needs a superuser, as the local benchmark database has).
    await client.query("set local session_replication_role = 'replica'");
    await client.query(
      `insert into place_owners (id, name, inn) values ('${BENCH_OWNER}', 'ООО «Синтетика»', '7700000001') on conflict do nothing`,
    );
    const indexes = await client.query<{ name: string; def: string }>(
      `select indexname as name, indexdef as def from pg_indexes
       where tablename = 'complexes' and indexname <> 'complexes_pkey'`,
    );
    for (const ix of indexes.rows) await client.query(`drop index ${ix.name}`);
    await client.query(insertSql(missing));
    await client.query('commit');
    const loaded = performance.now();
    await rebuild(
      databaseUrl,
      indexes.rows.map((ix) => ix.def),
    );
    await client.query('analyze complexes');
    console.info(
      `  gen-venues: вставка ${((loaded - started) / 1000).toFixed(1)} с, индексы ${((performance.now() - loaded) / 1000).toFixed(1)} с`,
    );
    return { inserted: missing, total: target, seconds: (performance.now() - started) / 1000 };
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    await client.end();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const url = process.env.DATABASE_URL;
  const target = Number(process.argv[2] ?? 100_000);
  if (!url) throw new Error('DATABASE_URL не задан');
  if (!Number.isInteger(target) || target <= 0) throw new Error('Число площадок: целое > 0');
  const r = await generateVenues(url, target);
  console.info(`добавлено ${r.inserted}, всего ${r.total}, ${r.seconds.toFixed(1)} с`);
}
