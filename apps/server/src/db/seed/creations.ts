import { eq, sql } from 'drizzle-orm';
import { SALES_HORIZON_DAYS } from '@sportkarta/contract/config/limits';
import { addDays, dateInZone } from '@sportkarta/contract/zoned';
import type { Db } from '../client';
import { cities, creationSeedState, creations } from '../schema';
import { CREATION_SEEDS } from './creations-data';
import { CITIES, VENUES } from './creations-venues';
import { creationImage, creationImageAlt } from './creation-images';

// The demo poster (issue 14): cities, creations and their sessions from the clock's day on,
// topped up at every start like the catalogue's sessions (catalogue.ts). Cities and creations
// are inserted when missing; sessions are added for the days past
// `creation_seed_state.sessions_until`, so a session an operator removed is not brought back.

/** The Monday the session rules count their `every` days from (creations-rules.ts). */
const RULE_ANCHOR = '2024-01-01';

const array = (values: readonly (string | number)[], type: 'text' | 'int') =>
  values.length === 0
    ? sql`array[]::${sql.raw(type)}[]`
    : sql`array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::${sql.raw(type)}[]`;

async function seedCities(db: Db): Promise<void> {
  await db
    .insert(cities)
    .values(CITIES.map((c) => ({ ...c })))
    .onConflictDoNothing();
}

async function seedCreations(db: Db): Promise<void> {
  const ids = new Map(
    (await db.select({ id: cities.id, name: cities.name }).from(cities)).map((c) => [c.name, c.id]),
  );
  const perKind = new Map<string, number>();
  const rows = CREATION_SEEDS.flatMap((c) => {
    const cityId = ids.get(c.city);
    if (cityId === undefined) return [];
    const n = perKind.get(c.kind) ?? 0;
    perKind.set(c.kind, n + 1);
    const venue = VENUES[c.venue];
    return [
      {
        cityId,
        kind: c.kind,
        title: c.title,
        description: c.text,
        venueName: venue.name,
        address: venue.address,
        lat: venue.lat,
        lon: venue.lon,
        image: creationImage(c.kind, n),
        imageAlt: creationImageAlt(c.kind),
        ageRating: c.age,
        sportTypeId: c.sport ?? null,
      },
    ];
  });
  await db.insert(creations).values(rows).onConflictDoNothing();
}

/**
 * Sessions of every seeded creation for the days after the last topped-up one up to today +
 * `days`, in one statement: each creation's rule as a VALUES row, crossed with the days and
 * its times, the local time read in the city's zone.
 */
async function topUpSessions(db: Db, now: Date, days: number): Promise<void> {
  const zone = CITIES[0]!.timeZone;
  const today = dateInZone(now, zone);
  const until = addDays(today, Math.min(days, SALES_HORIZON_DAYS));
  const [state] = await db
    .select({ until: creationSeedState.sessionsUntil })
    .from(creationSeedState)
    .where(eq(creationSeedState.id, 1));
  const from = state && state.until >= today ? addDays(state.until, 1) : today;
  if (from > until) return;
  const known = await db
    .select({
      id: creations.id,
      title: creations.title,
      city: cities.name,
      timeZone: cities.timeZone,
    })
    .from(creations)
    .innerJoin(cities, eq(cities.id, creations.cityId))
    .where(eq(creations.status, 'ACTIVE'));
  const byKey = new Map(known.map((k) => [`${k.city}\n${k.title}`, k]));
  const rows = CREATION_SEEDS.flatMap((c) => {
    const k = byKey.get(`${c.city}\n${c.title}`);
    if (!k) return [];
    const r = c.rule;
    return [
      sql`(${k.id}::int, ${k.timeZone}::text, ${r.every}::int, ${r.shift}::int, ${array(r.weekdays, 'int')},
           ${array(r.times, 'text')}, ${c.minutes}::int, ${c.price * 100}::int)`,
    ];
  });
  if (rows.length > 0)
    await db.execute(
      sql`insert into creation_sessions (creation_id, starts_at, ends_at, price_kopecks)
          select v.id, s.starts, s.starts + make_interval(mins => v.minutes), v.price
            from (values ${sql.join(rows, sql`, `)}) v(id, zone, every, shift, weekdays, times, minutes, price)
            cross join generate_series(${from}::date, ${until}::date, interval '1 day') d
            cross join unnest(v.times) t
            cross join lateral (select ((d::date + t::time)::timestamp at time zone v.zone) as starts) s
           where (d::date - ${RULE_ANCHOR}::date) % v.every = v.shift % v.every
             and (cardinality(v.weekdays) = 0 or extract(isodow from d)::int = any(v.weekdays))
          on conflict (creation_id, starts_at) do nothing`,
    );
  await db.execute(
    sql`insert into creation_seed_state (id, sessions_until) values (1, ${until})
        on conflict (id) do update set sessions_until = excluded.sessions_until`,
  );
}

/** The demo poster: its cities and creations. */
export async function seedPoster(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedCities(tx);
    await seedCreations(tx);
  });
}

/** The poster's sessions from today; `sessionDays` is DEMO_SESSION_DAYS (tests keep it short). */
export async function seedPosterSessions(
  db: Db,
  now: Date,
  sessionDays: number = SALES_HORIZON_DAYS,
): Promise<void> {
  await db.transaction((tx) => topUpSessions(tx, now, sessionDays));
}
