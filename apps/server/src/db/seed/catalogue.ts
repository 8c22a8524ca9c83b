import { asc, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { SALES_HORIZON_DAYS } from '@sportkarta/contract/config/limits';
import { addDays, dateInZone } from '@sportkarta/contract/zoned';
import { queryRows, type Db } from '../client';
import {
  catalogueSeedState,
  packageRates,
  places,
  scheduledEvents,
  servicePackages,
  services,
} from '../schema';
import { fitLaneSessions, seedLanes } from './lanes';
import { DEFAULT_OFFER, OFFERS, type EventSeed, type ServiceSeed } from './catalogue-data';
import { approvedPlaces, seedSections, type PlaceRow } from './sections';

// The demo catalogue (issue 10): what every seeded venue sells, cashboxes for its owners, and
// sessions over the next 60 days — topped up at every start so the demo never runs dry. The
// catalogue itself is written once (when no service exists yet); sessions are added for the
// days past `catalogue_seed_state.sessions_until`.

const TZ = 'Europe/Moscow';

/** A PostgreSQL array literal of parameters (drizzle spreads a JS array into a list). */
const array = (values: readonly (string | number)[], type: 'text' | 'int') =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;

/** A stable pseudo-random 0..n-1 from ids, so every start makes the same choices. */
const pick = (n: number, ...keys: number[]): number =>
  Math.abs(keys.reduce((h, k) => Math.imul(h ^ k, 0x9e3779b1) >>> 0, 0x811c9dc5)) % n;

async function seedCashboxes(db: Db): Promise<void> {
  // raw SQL: a window function (row_number) numbers the owners the choices below are made by
  const owners = await queryRows(
    db,
    sql`select id, row_number() over (order by id)::int as n from place_owners
         where not exists (select 1 from cashbox_accounts a where a.owner_id = place_owners.id)`,
    z.object({ id: z.string(), n: z.number() }),
  );
  for (const o of owners) {
    // Most owners take cards through YooKassa, some through Sberbank, some sell only at the desk.
    const r = pick(10, o.n);
    const provider = r < 6 ? 'YOOKASSA' : r < 8 ? 'SBERBANK' : r < 9 ? 'YOOKASSA' : null;
    const fee = [0, 100, 200, 300][pick(4, o.n, 7)]!;
    await db.execute(
      sql`insert into cashbox_accounts (owner_id, provider, fee_basis_points) values (${o.id}, ${provider}, ${fee})
          on conflict (owner_id) do nothing`,
    );
  }
}

/** Items per place; answers the events with their times (for the sessions). */
/** How long and how often a package of each term may be frozen (issue 12; a week: never). */
const FREEZE_RULES: Record<string, { freezeDays: number; freezeTimes: number }> = {
  LIMITLESS: { freezeDays: 0, freezeTimes: 0 },
  WEEK: { freezeDays: 0, freezeTimes: 0 },
  MANUAL_DAYS: { freezeDays: 7, freezeTimes: 1 },
  MONTH: { freezeDays: 7, freezeTimes: 1 },
  TWO_MONTHS: { freezeDays: 14, freezeTimes: 2 },
  THREE_MONTHS: { freezeDays: 21, freezeTimes: 2 },
  SIX_MONTHS: { freezeDays: 30, freezeTimes: 3 },
  YEAR: { freezeDays: 60, freezeTimes: 4 },
};

async function seedItems(db: Db): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(services);
  if (n > 0) return;
  const places = await approvedPlaces(db);
  const offerOf = (p: PlaceRow) => OFFERS[p.name] ?? DEFAULT_OFFER;
  // What a service and an event of a place share.
  const common = (p: PlaceRow, x: ServiceSeed | EventSeed) => ({
    complexId: p.complexId,
    placeId: p.id,
    name: x.name,
    description: x.description,
    serviceType: x.type,
    priceKopecks: x.price,
    audience: x.audience ?? 'USER_AND_CHILDREN',
    targetGroup: x.target ?? 'ALL',
    ageFrom: x.ages?.[0] ?? null,
    ageTo: x.ages?.[1] ?? null,
    permits: x.permits ?? [],
  });
  const serviceRows = places.flatMap((p) =>
    offerOf(p).services.map((x) => ({
      ...common(p, x),
      visitQuota: x.quota,
      dayRule: x.dayRule ?? 'ANY_DAY',
      dailyCapacity: x.dailyCapacity ?? null,
      durationMinutes: x.minutes ?? null,
    })),
  );
  if (serviceRows.length > 0) await db.insert(services).values(serviceRows);
  const eventRows = places.flatMap((p) =>
    offerOf(p).events.map((x) => ({ ...common(p, x), durationMinutes: x.minutes })),
  );
  if (eventRows.length > 0) await db.insert(scheduledEvents).values(eventRows);
  // One venue sells each package once, however many places of that kind it has.
  const seen = new Set<string>();
  const packages = places.flatMap((p) =>
    offerOf(p).packages.flatMap((k) => {
      const key = `${p.complexId}:${k.name}`;
      if (seen.has(key)) return [];
      seen.add(key);
      return [{ place: p, seed: k }];
    }),
  );
  if (packages.length === 0) return;
  const ids = await db
    .insert(servicePackages)
    .values(
      packages.map(({ place, seed }) => ({
        complexId: place.complexId,
        placeId: place.id,
        name: seed.name,
        description: seed.description,
        dayRule: seed.dayRule ?? 'ANY_DAY',
      })),
    )
    .returning({ id: servicePackages.id });
  await db.insert(packageRates).values(
    packages.flatMap(({ seed }, i) =>
      seed.rates.map((r, position) => ({
        packageId: ids[i]!.id,
        category: r.category,
        costKopecks: r.cost,
        term: r.term,
        manualTermDays: r.days ?? null,
        visits: r.visits,
        position,
        ...FREEZE_RULES[r.term],
      })),
    ),
  );
}

function eventSeedOf(placeName: string, eventName: string): EventSeed | undefined {
  return (OFFERS[placeName] ?? DEFAULT_OFFER).events.find((e) => e.name === eventName);
}

/**
 * Runs `load` with the foreign-key checks off, as a bulk load does (pg_restore
 * --disable-triggers): the sessions are made from the events read in this same transaction, so
 * the check of each of the ~56 000 rows proves nothing, and it took about half of a first
 * start's top-up (issue 27). Only a superuser may (the embedded PGlite's user is one); on another
 * server the checks simply stay. The setting is the transaction's and is put back after `load`.
 */
async function withoutForeignKeyChecks(db: Db, load: () => Promise<unknown>): Promise<void> {
  // raw SQL: session_replication_role is a setting, set only where the role allows it
  const role = (value: 'replica' | 'origin') =>
    db.execute(
      sql`select set_config('session_replication_role', ${value}, true)
           where current_setting('is_superuser') = 'on'`,
    );
  await role('replica');
  await load();
  await role('origin');
}

/**
 * Sessions for the days after the last topped-up one up to today + 60: real capacities, more
 * sold the closer the day (some nearly full, some sold out), one SQL statement per event.
 */
async function topUpSessions(db: Db, now: Date, days: number): Promise<void> {
  const today = dateInZone(now, TZ);
  const until = addDays(today, Math.min(days, SALES_HORIZON_DAYS));
  const [state] = await db
    .select({ until: catalogueSeedState.sessionsUntil })
    .from(catalogueSeedState)
    .where(eq(catalogueSeedState.id, 1));
  const from = state && state.until >= today ? addDays(state.until, 1) : today;
  if (from > until) return;
  const events = await db
    .select({ id: scheduledEvents.id, eventName: scheduledEvents.name, placeName: places.name })
    .from(scheduledEvents)
    .innerJoin(places, eq(places.id, scheduledEvents.placeId))
    .where(eq(scheduledEvents.status, 'ACTIVE'))
    .orderBy(asc(scheduledEvents.id));
  // One statement for every event: its times, length, capacity and days off as a VALUES row.
  const rows = events.flatMap((e) => {
    const seed = eventSeedOf(e.placeName, e.eventName);
    return seed
      ? [
          sql`(${e.id}::int, ${seed.minutes}::int, ${seed.capacity}::int, ${array(seed.times, 'text')}, ${array(seed.skip ?? [], 'int')})`,
        ]
      : [];
  });
  if (rows.length > 0) {
    // What is the same for every event of a day (its label in the hash, its weekday, how much is
    // sold that far ahead) and every start time of a day (a local time in Moscow) is computed once
    // per day and per time, not for each of the ~56 000 rows: a quarter less CPU time on PGlite
    // for the same rows with the same ids (issue 27, a cold start's biggest statement).
    await withoutForeignKeyChecks(db, () =>
      db.execute(
        sql`with v(id, minutes, capacity, times, skip) as (values ${sql.join(rows, sql`, `)}),
             days as materialized (
               select d::date as day, d::text as label, extract(isodow from d)::int as dow,
                      greatest(0, 1.0 - (d::date - ${today}::date) / 21.0) as ahead
                 from generate_series(${from}::date, ${until}::date, interval '1 day') d),
             starts as materialized (
               select days.day, tm, ((days.day + tm::time)::timestamp at time zone ${TZ}) as starts
                 from days cross join (select distinct unnest(times) as tm from v) times)
          insert into event_sessions (event_id, starts_at, ends_at, capacity, sold)
          select v.id, s.starts, s.starts + make_interval(mins => v.minutes), v.capacity,
                 least(v.capacity, (v.capacity * (abs(hashtext(v.id || ':' || days.label || u.tm)) % 100)
                   * days.ahead / 80)::int)
            from v
            cross join days
            cross join unnest(v.times) with ordinality as u(tm, n)
            join starts s on s.day = days.day and s.tm = u.tm
           where days.dow <> all(v.skip)
           -- the ids in the order they always had: day by day, event by event, time by time
           order by days.day, v.id, u.n`,
      ),
    );
  }
  await db.execute(
    sql`insert into catalogue_seed_state (id, sessions_until, updated_at) values (1, ${until}, ${now.toISOString()})
        on conflict (id) do update set sessions_until = excluded.sessions_until, updated_at = excluded.updated_at`,
  );
}

/**
 * A few sessions two days ahead open for sale a few minutes after this start, so the demo
 * always shows the countdown (spec §2.3) and the buy button appearing at zero.
 */
async function openingSoon(db: Db, now: Date): Promise<void> {
  const day = addDays(dateInZone(now, TZ), 2);
  await db.execute(
    sql`update event_sessions s set sales_open_at = ${now.toISOString()}::timestamptz + make_interval(mins => 2 + (s.id % 9)::int)
        where s.id in (select x.id from event_sessions x
                        where x.starts_at >= (${day}::date::timestamp at time zone ${TZ})
                          and x.starts_at < ((${day}::date + 1)::timestamp at time zone ${TZ})
                          and x.sold = 0 and x.id % 5 = 0)`,
  );
}

/**
 * What the venues sell and their sections: rows that depend neither on today nor on the app's
 * clock (the staff, stamped with the clock, are seedStaff's, in the dated part).
 */
export async function seedCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedCashboxes(tx);
    await seedItems(tx);
    await seedSections(tx);
    await seedLanes(tx);
  });
}

/** Sessions from today for `sessionDays` days, and a few opening for sale soon after `now`. */
export async function seedCatalogueSessions(
  db: Db,
  now: Date,
  sessionDays: number = SALES_HORIZON_DAYS,
): Promise<void> {
  await db.transaction(async (tx) => {
    await topUpSessions(tx, now, sessionDays);
    await fitLaneSessions(tx);
    await openingSoon(tx, now);
  });
}
