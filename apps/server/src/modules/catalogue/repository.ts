import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { complexes, places } from '../../db/schema';

// Issue 10: the catalogue's reads. Days are the venue's: a local date's bounds are computed by
// PostgreSQL (`date::timestamp at time zone tz`), so a 23:30 session belongs to its own day.

const iso = (d: Date): string => d.toISOString();
const dayStart = (day: string, tz: string) => sql`(${day}::date::timestamp at time zone ${tz})`;
const dayEnd = (day: string, tz: string) => sql`((${day}::date + 1)::timestamp at time zone ${tz})`;

export interface VenueRow {
  complexId: number;
  ownerId: string;
  timeZone: string;
}

const venueColumns = {
  complexId: complexes.id,
  ownerId: complexes.ownerId,
  timeZone: complexes.timeZone,
};
const approved = eq(complexes.moderation, 'APPROVED');

export async function findVenue(db: Db, complexId: number): Promise<VenueRow | undefined> {
  const [row] = await db
    .select(venueColumns)
    .from(complexes)
    .where(and(eq(complexes.id, complexId), approved));
  return row;
}

export interface PlaceRow extends VenueRow {
  placeId: number;
  name: string;
}

export async function findPlace(db: Db, placeId: number): Promise<PlaceRow | undefined> {
  const [row] = await db
    .select({ placeId: places.id, name: places.name, ...venueColumns })
    .from(places)
    .innerJoin(complexes, eq(complexes.id, places.complexId))
    .where(and(eq(places.id, placeId), approved));
  return row;
}

const PlaceCountsRowSchema = z.object({
  placeId: z.number(),
  name: z.string(),
  description: z.string(),
  services: z.number(),
  scheduledEvents: z.number(),
  minPriceKopecks: z.number().nullable(),
});
export type PlaceCountsRow = z.infer<typeof PlaceCountsRowSchema>;

// raw SQL below: correlated counts and EXISTS, unnest/array_agg, json_agg and the venue's zone
// arithmetic on session days, which the builder does not say
const CountRow = z.object({ n: z.number() });

/** The places of a venue with what each sells (active items, sessions still ahead). */
export function placesWithCounts(db: Db, complexId: number, now: Date): Promise<PlaceCountsRow[]> {
  return queryRows(
    db,
    sql`select p.id as "placeId", p.name, p.description,
               (select count(*)::int from services s where s.place_id = p.id and s.status = 'ACTIVE') as services,
               (select count(*)::int from scheduled_events e where e.place_id = p.id and e.status = 'ACTIVE'
                  and exists (select 1 from event_sessions x where x.event_id = e.id and not x.canceled
                              and x.starts_at > ${iso(now)})) as "scheduledEvents",
               (select min(v)::int from (
                  select price_kopecks as v from services s where s.place_id = p.id and s.status = 'ACTIVE'
                  union all
                  select price_kopecks from scheduled_events e where e.place_id = p.id and e.status = 'ACTIVE'
               ) m) as "minPriceKopecks"
          from places p where p.complex_id = ${complexId} order by p.position, p.id`,
    PlaceCountsRowSchema,
  );
}

export async function countPackages(db: Db, complexId: number): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`select count(*)::int as n from service_packages p where p.complex_id = ${complexId}
          and p.kind = 'SERVICE_PACKAGE' and p.status = 'ACTIVE'
          and exists (select 1 from package_rates r where r.package_id = p.id and r.withdrawn_at is null)`,
    CountRow,
  );
  return row?.n ?? 0;
}

export async function countSections(db: Db, complexId: number): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`select count(*)::int as n from sections s where s.complex_id = ${complexId}
          and s.status = 'ACTIVE'
          and exists (select 1 from section_groups g where g.section_id = s.id and g.status = 'ACTIVE')`,
    CountRow,
  );
  return row?.n ?? 0;
}

export function permitsOf(
  db: Db,
  complexId: number,
): Promise<{ title: string; services: string[] }[]> {
  return queryRows(
    db,
    sql`select permit as title, array_agg(distinct name order by name) as services from (
          select unnest(permits) as permit, name from services where complex_id = ${complexId} and status = 'ACTIVE'
          union all
          select unnest(permits), name from scheduled_events where complex_id = ${complexId} and status = 'ACTIVE'
        ) x group by permit order by permit`,
    z.object({ title: z.string(), services: z.array(z.string()) }),
  );
}

/** Local days of a place that have a session still ahead, within [from, to]. */
export async function sessionDays(
  db: Db,
  place: PlaceRow,
  from: string,
  to: string,
  now: Date,
): Promise<string[]> {
  const rows = await queryRows(
    db,
    sql`select distinct (s.starts_at at time zone ${place.timeZone})::date::text as day
          from event_sessions s join scheduled_events e on e.id = s.event_id
         where e.place_id = ${place.placeId} and e.status = 'ACTIVE' and not s.canceled
           and s.starts_at > ${iso(now)}
           and s.starts_at >= ${dayStart(from, place.timeZone)} and s.starts_at < ${dayEnd(to, place.timeZone)}
         order by day`,
    z.object({ day: z.string() }),
  );
  return rows.map((r) => r.day);
}

const CatalogueItemRowSchema = z.object({
  id: z.number(),
  placeId: z.number().nullable(),
  name: z.string(),
  description: z.string(),
  serviceType: z.string(),
  priceKopecks: z.number(),
  audience: z.string(),
  targetGroup: z.string(),
  ageFrom: z.number().nullable(),
  ageTo: z.number().nullable(),
  salesOpenAt: z.coerce.date().nullable(),
  permits: z.array(z.string()),
});
export type CatalogueItemRow = z.infer<typeof CatalogueItemRowSchema>;

const itemColumns = sql`id, place_id as "placeId", name, description, service_type as "serviceType",
  price_kopecks as "priceKopecks", audience, target_group as "targetGroup", age_from as "ageFrom",
  age_to as "ageTo", sales_open_at as "salesOpenAt", permits`;

const ServiceRowSchema = CatalogueItemRowSchema.extend({
  visitQuota: z.number().nullable(),
  dayRule: z.string(),
  durationMinutes: z.number().nullable(),
  dailyCapacity: z.number().nullable(),
  perPersonDailyLimit: z.number(),
  soldThatDay: z.number(),
});
export type ServiceRow = z.infer<typeof ServiceRowSchema>;

export function servicesOfPlace(db: Db, placeId: number, day: string): Promise<ServiceRow[]> {
  return queryRows(
    db,
    sql`select ${itemColumns}, visit_quota as "visitQuota", day_rule as "dayRule",
               duration_minutes as "durationMinutes", daily_capacity as "dailyCapacity",
               per_person_daily_limit as "perPersonDailyLimit",
               coalesce((select sold from service_day_sales d where d.service_id = s.id and d.visit_date = ${day}), 0) as "soldThatDay"
          from services s where place_id = ${placeId} and status = 'ACTIVE' order by price_kopecks, id`,
    ServiceRowSchema,
  );
}

const EventRowSchema = CatalogueItemRowSchema.extend({
  durationMinutes: z.number(),
  /** Issue 25: the event sells products on parts of its place (their read is then asked for). */
  hasProducts: z.boolean(),
});
export type EventRow = z.infer<typeof EventRowSchema>;

const SeatsRowSchema = z.object({
  id: z.number(),
  startsAt: z.coerce.date(),
  seatsLeft: z.number(),
});
const SessionSeatsRowSchema = SeatsRowSchema.extend({
  eventId: z.number(),
  endsAt: z.coerce.date(),
  capacity: z.number(),
  salesOpenAt: z.coerce.date().nullable(),
});
export type SessionSeatsRow = z.infer<typeof SessionSeatsRowSchema>;

const seatsLeft = (
  now: Date,
) => sql`(s.capacity - s.sold - coalesce((select sum(coalesce(h.units, h.quantity)) from seat_holds h
  where h.session_id = s.id and h.status = 'ACTIVE' and h.expires_at > ${iso(now)}), 0))::int`;

/** The place's sessions of one local day, with the seats left now (live holds subtracted). */
export async function sessionsOfDay(
  db: Db,
  place: PlaceRow,
  day: string,
  now: Date,
): Promise<{ events: EventRow[]; sessions: SessionSeatsRow[] }> {
  const sessions = await queryRows(
    db,
    sql`select s.id::int as id, s.event_id as "eventId", s.starts_at as "startsAt", s.ends_at as "endsAt",
               s.capacity, ${seatsLeft(now)} as "seatsLeft", s.sales_open_at as "salesOpenAt"
          from event_sessions s join scheduled_events e on e.id = s.event_id
         where e.place_id = ${place.placeId} and e.status = 'ACTIVE' and not s.canceled
           and s.starts_at >= ${dayStart(day, place.timeZone)} and s.starts_at < ${dayEnd(day, place.timeZone)}
         order by s.starts_at, s.id`,
    SessionSeatsRowSchema,
  );
  const ids = [...new Set(sessions.map((s) => s.eventId))];
  const events =
    ids.length === 0
      ? []
      : await queryRows(
          db,
          sql`select ${itemColumns}, duration_minutes as "durationMinutes",
                     exists (select 1 from event_products x where x.event_id = scheduled_events.id
                                                           and x.withdrawn_at is null)
                       as "hasProducts"
                from scheduled_events
               where id in (${sql.join(
                 ids.map((id) => sql`${id}`),
                 sql`, `,
               )}) order by name, id`,
          EventRowSchema,
        );
  return { events, sessions };
}

const SeatsNowRowSchema = SeatsRowSchema.extend({ changesAt: z.coerce.date().nullable() });

/**
 * The sessions' seats left now, and when they next change by time alone (`changesAt`, null when
 * never): the first live hold to expire or the start (OVERDUE). Writes tell the live-seats
 * watcher by NOTIFY (migration 0025); this moment is what no write tells it.
 */
export function seatsOf(
  db: Db,
  ids: readonly number[],
  now: Date,
): Promise<z.infer<typeof SeatsNowRowSchema>[]> {
  return queryRows(
    db,
    sql`select s.id::int as id, s.starts_at as "startsAt", ${seatsLeft(now)} as "seatsLeft",
               least((select min(h.expires_at) from seat_holds h
                       where h.session_id = s.id and h.status = 'ACTIVE' and h.expires_at > ${iso(now)}),
                     case when s.starts_at > ${iso(now)} then s.starts_at end) as "changesAt"
          from event_sessions s where s.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    SeatsNowRowSchema,
  );
}

const PackageRowSchema = CatalogueItemRowSchema.omit({
  serviceType: true,
  priceKopecks: true,
}).extend({
  complexId: z.number(),
  kind: z.string(),
  dayRule: z.string(),
  rates: z.array(
    z.object({
      id: z.number(),
      cost: z.number(),
      category: z.string(),
      term: z.string(),
      manualTermDays: z.number().nullable(),
      visits: z.number().nullable(),
    }),
  ),
});
export type PackageRow = z.infer<typeof PackageRowSchema>;

export function packagesOf(
  db: Db,
  where: { complexId: number } | { packageId: number },
): Promise<PackageRow[]> {
  const filter =
    // A section's package (issue 13) is sold through the section, never in the packages list.
    'complexId' in where
      ? sql`p.complex_id = ${where.complexId} and p.kind = 'SERVICE_PACKAGE'`
      : sql`p.id = ${where.packageId}`;
  return queryRows(
    db,
    sql`select p.id, p.complex_id as "complexId", p.place_id as "placeId", p.name, p.description, p.kind,
               p.day_rule as "dayRule", p.audience, p.target_group as "targetGroup", p.age_from as "ageFrom",
               p.age_to as "ageTo", p.sales_open_at as "salesOpenAt", p.permits,
               coalesce((select json_agg(json_build_object('id', r.id, 'cost', r.cost_kopecks,
                   'category', r.category, 'term', r.term, 'manualTermDays', r.manual_term_days,
                   'visits', r.visits) order by r.position, r.id)
                 from package_rates r where r.package_id = p.id and r.withdrawn_at is null), '[]'::json) as rates
          from service_packages p where ${filter} and p.status = 'ACTIVE'
           and exists (select 1 from package_rates r where r.package_id = p.id and r.withdrawn_at is null)
         order by p.name, p.id`,
    PackageRowSchema,
  );
}

export async function cashboxOf(
  db: Db,
  complexId: number,
): Promise<{ provider: 'YOOKASSA' | 'SBERBANK' | null; feeBasisPoints: number } | undefined> {
  const [row] = await queryRows(
    db,
    sql`select a.provider, coalesce(a.fee_basis_points, 0) as "feeBasisPoints"
          from complexes c left join cashbox_accounts a on a.owner_id = c.owner_id
         where c.id = ${complexId} and c.moderation = 'APPROVED'`,
    z.object({
      provider: z.enum(['YOOKASSA', 'SBERBANK']).nullable(),
      feeBasisPoints: z.number(),
    }),
  );
  return row;
}

const PolicyRowSchema = z.object({
  id: z.string(),
  kind: z.enum(['VISIT', 'PAYBACK']),
  title: z.string(),
  ownerId: z.string(),
});
export type PolicyRow = z.infer<typeof PolicyRowSchema>;

export function policiesOf(
  db: Db,
  where: { ownerId: string } | { id: string },
): Promise<PolicyRow[]> {
  // By owner: the current versions (issue 25); by id: any version, as an order agreed to it.
  const filter =
    'ownerId' in where
      ? sql`owner_id = ${where.ownerId} and superseded_at is null`
      : sql`id = ${where.id}`;
  return queryRows(
    db,
    sql`select id, kind, title, owner_id as "ownerId" from policy_files where ${filter} order by kind desc`,
    PolicyRowSchema,
  );
}
