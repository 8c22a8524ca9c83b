import { asc, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { cities } from '../../db/schema';

// Issue 14: the poster's queries. A window of sessions is [from, to): from is the app's now (or
// later), to is open (null) or the start of a day in the city's zone; the day arithmetic is
// PostgreSQL's (`day::timestamp at time zone zone`), so a session at 23:30 stays on its day.

export interface CityRow {
  id: number;
  name: string;
  lat: number;
  lon: number;
  timeZone: string;
  isDefault: boolean;
}

export function listCities(db: Db): Promise<CityRow[]> {
  return db
    .select({
      id: cities.id,
      name: cities.name,
      lat: cities.lat,
      lon: cities.lon,
      timeZone: cities.timeZone,
      isDefault: cities.isDefault,
    })
    .from(cities)
    .orderBy(asc(cities.id));
}

// raw SQL below: the window's zone arithmetic (`day::timestamp at time zone zone`), a grouped
// subquery and a lateral join for each creation's next session

/** The start of a local day of a zone as a timestamptz expression. */
const dayStart = (day: string, zone: string): SQL =>
  sql`(${day}::date::timestamp at time zone ${zone})`;

const instant = (at: Date): SQL => sql`${at.toISOString()}::timestamptz`;

export interface SessionWindow {
  /** The app's now: no session before it. */
  now: Date;
  /** The city's time zone, which the days are of. */
  zone: string;
  /** Sessions from the start of this local day on (but not before now). */
  fromDay?: string | undefined;
  /** Sessions before the start of this local day; none: no end. */
  endDay?: string | undefined;
}

function inWindow(w: SessionWindow): SQL {
  const from = w.fromDay
    ? sql`greatest(${instant(w.now)}, ${dayStart(w.fromDay, w.zone)})`
    : instant(w.now);
  return w.endDay
    ? sql`x.starts_at >= ${from} and x.starts_at < ${dayStart(w.endDay, w.zone)}`
    : sql`x.starts_at >= ${from}`;
}

const CreationRowSchema = z.object({
  id: z.number(),
  cityId: z.number(),
  kind: z.string(),
  title: z.string(),
  description: z.string(),
  venueName: z.string(),
  address: z.string(),
  lat: z.number(),
  lon: z.number(),
  image: z.string(),
  imageAlt: z.string(),
  ageRating: z.string(),
  sportName: z.string().nullable(),
});
export type CreationRow = z.infer<typeof CreationRowSchema>;

const CREATION_COLUMNS = sql`c.id, c.city_id as "cityId", c.kind, c.title, c.description,
  c.venue_name as "venueName", c.address, c.lat, c.lon, c.image, c.image_alt as "imageAlt",
  c.age_rating as "ageRating", st.name as "sportName"`;

// A timestamptz may come as text (a lateral join's column on one engine): coerced to a Date.
const SessionRowSchema = z.object({
  id: z.number(),
  startsAt: z.coerce.date(),
  endsAt: z.coerce.date(),
  priceKopecks: z.number(),
});
export type SessionRow = z.infer<typeof SessionRowSchema>;

const CreationPageRowSchema = CreationRowSchema.extend({
  sessionsAhead: z.number(),
  priceFromKopecks: z.number(),
  nextId: z.number(),
  nextStartsAt: z.coerce.date(),
  nextEndsAt: z.coerce.date(),
  nextPrice: z.number(),
});

export interface CreationPageRow extends CreationRow {
  sessionsAhead: number;
  priceFromKopecks: number;
  next: SessionRow;
}

export interface PageFilter {
  cityId: number;
  kinds: readonly string[];
  window: SessionWindow;
  offset: number;
  limit: number;
}

/** Creations of a city (of the kinds) with their sessions inside the window, grouped. */
const upcoming = (f: PageFilter): SQL => sql`
  select x.creation_id, min(x.starts_at) as first_start, count(*)::int as n,
         min(x.price_kopecks)::int as min_price
    from creation_sessions x join creations c on c.id = x.creation_id
   where c.city_id = ${f.cityId} and c.status = 'ACTIVE' and ${inWindow(f.window)}
     ${
       f.kinds.length > 0
         ? sql`and c.kind in (${sql.join(
             f.kinds.map((k) => sql`${k}`),
             sql`, `,
           )})`
         : sql``
     }
   group by x.creation_id`;

/** One page, the soonest first; and how many there are in all. */
export async function creationsPage(
  db: Db,
  f: PageFilter,
): Promise<{ rows: CreationPageRow[]; total: number }> {
  const [count] = await queryRows(
    db,
    sql`select count(*)::int as total from (${upcoming(f)}) u`,
    z.object({ total: z.number() }),
  );
  const rows = await queryRows(
    db,
    sql`select ${CREATION_COLUMNS}, u.n as "sessionsAhead", u.min_price as "priceFromKopecks",
               ns.id as "nextId", ns.starts_at as "nextStartsAt", ns.ends_at as "nextEndsAt",
               ns.price_kopecks as "nextPrice"
          from (${upcoming(f)}) u
          join creations c on c.id = u.creation_id
          left join sport_types st on st.id = c.sport_type_id
          cross join lateral (select s.id, s.starts_at, s.ends_at, s.price_kopecks
                                from creation_sessions s
                               where s.creation_id = c.id and s.starts_at = u.first_start
                               order by s.id limit 1) ns
         order by u.first_start, c.id
         offset ${f.offset} limit ${f.limit}`,
    CreationPageRowSchema,
  );
  return {
    total: count?.total ?? 0,
    rows: rows.map(({ nextId, nextStartsAt, nextEndsAt, nextPrice, ...r }) => ({
      ...r,
      next: { id: nextId, startsAt: nextStartsAt, endsAt: nextEndsAt, priceKopecks: nextPrice },
    })),
  };
}

export async function findCreation(
  db: Db,
  id: number,
): Promise<(CreationRow & { cityName: string; timeZone: string }) | undefined> {
  const [row] = await queryRows(
    db,
    sql`select ${CREATION_COLUMNS}, t.name as "cityName", t.time_zone as "timeZone"
          from creations c join cities t on t.id = c.city_id
          left join sport_types st on st.id = c.sport_type_id
         where c.id = ${id} and c.status = 'ACTIVE'`,
    CreationRowSchema.extend({ cityName: z.string(), timeZone: z.string() }),
  );
  return row;
}

/** A creation's sessions inside the window, by time. */
export async function sessionsOf(
  db: Db,
  creationId: number,
  w: SessionWindow,
): Promise<SessionRow[]> {
  return queryRows(
    db,
    sql`select x.id, x.starts_at as "startsAt", x.ends_at as "endsAt", x.price_kopecks as "priceKopecks"
          from creation_sessions x
         where x.creation_id = ${creationId} and ${inWindow(w)}
         order by x.starts_at, x.id`,
    SessionRowSchema,
  );
}

/** The cheapest ticket among a creation's sessions from `from` on (null: none ahead). */
export async function cheapestFrom(db: Db, creationId: number, from: Date): Promise<number | null> {
  const [row] = await queryRows(
    db,
    sql`select min(x.price_kopecks)::int as min from creation_sessions x
         where x.creation_id = ${creationId} and x.starts_at >= ${instant(from)}`,
    z.object({ min: z.number().nullable() }),
  );
  return row?.min ?? null;
}
