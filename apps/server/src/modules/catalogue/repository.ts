import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

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

export async function findVenue(db: Db, complexId: number): Promise<VenueRow | undefined> {
  const [row] = await queryRows<VenueRow>(
    db,
    sql`select id as "complexId", owner_id as "ownerId", time_zone as "timeZone"
          from complexes where id = ${complexId} and moderation = 'APPROVED'`,
  );
  return row;
}

export interface PlaceRow extends VenueRow {
  placeId: number;
  name: string;
}

export async function findPlace(db: Db, placeId: number): Promise<PlaceRow | undefined> {
  const [row] = await queryRows<PlaceRow>(
    db,
    sql`select p.id as "placeId", p.name, c.id as "complexId", c.owner_id as "ownerId",
               c.time_zone as "timeZone"
          from places p join complexes c on c.id = p.complex_id
         where p.id = ${placeId} and c.moderation = 'APPROVED'`,
  );
  return row;
}

export interface PlaceCountsRow {
  placeId: number;
  name: string;
  description: string;
  services: number;
  scheduledEvents: number;
  minPriceKopecks: number | null;
}

/** The places of a venue with what each sells (active items, sessions still ahead). */
export function placesWithCounts(db: Db, complexId: number, now: Date): Promise<PlaceCountsRow[]> {
  return queryRows<PlaceCountsRow>(
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
  );
}

export async function countPackages(db: Db, complexId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from service_packages p where p.complex_id = ${complexId}
          and p.kind = 'SERVICE_PACKAGE' and p.status = 'ACTIVE' and exists (select 1 from package_rates r where r.package_id = p.id)`,
  );
  return row?.n ?? 0;
}

export async function countSections(db: Db, complexId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from sections s where s.complex_id = ${complexId}
          and s.status = 'ACTIVE'
          and exists (select 1 from section_groups g where g.section_id = s.id and g.status = 'ACTIVE')`,
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
  const rows = await queryRows<{ day: string }>(
    db,
    sql`select distinct (s.starts_at at time zone ${place.timeZone})::date::text as day
          from event_sessions s join scheduled_events e on e.id = s.event_id
         where e.place_id = ${place.placeId} and e.status = 'ACTIVE' and not s.canceled
           and s.starts_at > ${iso(now)}
           and s.starts_at >= ${dayStart(from, place.timeZone)} and s.starts_at < ${dayEnd(to, place.timeZone)}
         order by day`,
  );
  return rows.map((r) => r.day);
}

export interface CatalogueItemRow {
  id: number;
  placeId: number | null;
  name: string;
  description: string;
  serviceType: string;
  priceKopecks: number;
  audience: string;
  targetGroup: string;
  ageFrom: number | null;
  ageTo: number | null;
  salesOpenAt: Date | null;
  permits: string[];
}

const itemColumns = sql`id, place_id as "placeId", name, description, service_type as "serviceType",
  price_kopecks as "priceKopecks", audience, target_group as "targetGroup", age_from as "ageFrom",
  age_to as "ageTo", sales_open_at as "salesOpenAt", permits`;

export interface ServiceRow extends CatalogueItemRow {
  visitQuota: number | null;
  dayRule: string;
  durationMinutes: number | null;
  dailyCapacity: number | null;
  perPersonDailyLimit: number;
  soldThatDay: number;
}

export function servicesOfPlace(db: Db, placeId: number, day: string): Promise<ServiceRow[]> {
  return queryRows<ServiceRow>(
    db,
    sql`select ${itemColumns}, visit_quota as "visitQuota", day_rule as "dayRule",
               duration_minutes as "durationMinutes", daily_capacity as "dailyCapacity",
               per_person_daily_limit as "perPersonDailyLimit",
               coalesce((select sold from service_day_sales d where d.service_id = s.id and d.visit_date = ${day}), 0) as "soldThatDay"
          from services s where place_id = ${placeId} and status = 'ACTIVE' order by price_kopecks, id`,
  );
}

export interface EventRow extends CatalogueItemRow {
  durationMinutes: number;
}

export interface SessionSeatsRow {
  id: number;
  eventId: number;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  seatsLeft: number;
  salesOpenAt: Date | null;
}

const seatsLeft = (
  now: Date,
) => sql`(s.capacity - s.sold - coalesce((select sum(h.quantity) from seat_holds h
  where h.session_id = s.id and h.status = 'ACTIVE' and h.expires_at > ${iso(now)}), 0))::int`;

/** The place's sessions of one local day, with the seats left now (live holds subtracted). */
export async function sessionsOfDay(
  db: Db,
  place: PlaceRow,
  day: string,
  now: Date,
): Promise<{ events: EventRow[]; sessions: SessionSeatsRow[] }> {
  const sessions = await queryRows<SessionSeatsRow>(
    db,
    sql`select s.id::int as id, s.event_id as "eventId", s.starts_at as "startsAt", s.ends_at as "endsAt",
               s.capacity, ${seatsLeft(now)} as "seatsLeft", s.sales_open_at as "salesOpenAt"
          from event_sessions s join scheduled_events e on e.id = s.event_id
         where e.place_id = ${place.placeId} and e.status = 'ACTIVE' and not s.canceled
           and s.starts_at >= ${dayStart(day, place.timeZone)} and s.starts_at < ${dayEnd(day, place.timeZone)}
         order by s.starts_at, s.id`,
  );
  const ids = [...new Set(sessions.map((s) => s.eventId))];
  const events =
    ids.length === 0
      ? []
      : await queryRows<EventRow>(
          db,
          sql`select ${itemColumns}, duration_minutes as "durationMinutes" from scheduled_events
               where id in (${sql.join(
                 ids.map((id) => sql`${id}`),
                 sql`, `,
               )}) order by name, id`,
        );
  return { events, sessions };
}

export function seatsOf(
  db: Db,
  ids: readonly number[],
  now: Date,
): Promise<{ id: number; startsAt: Date; seatsLeft: number }[]> {
  return queryRows(
    db,
    sql`select s.id::int as id, s.starts_at as "startsAt", ${seatsLeft(now)} as "seatsLeft"
          from event_sessions s where s.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
  );
}

export interface PackageRow extends Omit<CatalogueItemRow, 'serviceType' | 'priceKopecks'> {
  complexId: number;
  kind: string;
  dayRule: string;
  rates: {
    id: number;
    cost: number;
    category: string;
    term: string;
    manualTermDays: number | null;
    visits: number | null;
  }[];
}

export function packagesOf(
  db: Db,
  where: { complexId: number } | { packageId: number },
): Promise<PackageRow[]> {
  const filter =
    // A section's package (issue 13) is sold through the section, never in the packages list.
    'complexId' in where
      ? sql`p.complex_id = ${where.complexId} and p.kind = 'SERVICE_PACKAGE'`
      : sql`p.id = ${where.packageId}`;
  return queryRows<PackageRow>(
    db,
    sql`select p.id, p.complex_id as "complexId", p.place_id as "placeId", p.name, p.description, p.kind,
               p.day_rule as "dayRule", p.audience, p.target_group as "targetGroup", p.age_from as "ageFrom",
               p.age_to as "ageTo", p.sales_open_at as "salesOpenAt", p.permits,
               coalesce((select json_agg(json_build_object('id', r.id, 'cost', r.cost_kopecks,
                   'category', r.category, 'term', r.term, 'manualTermDays', r.manual_term_days,
                   'visits', r.visits) order by r.position, r.id)
                 from package_rates r where r.package_id = p.id), '[]'::json) as rates
          from service_packages p where ${filter} and p.status = 'ACTIVE' order by p.name, p.id`,
  );
}

export async function cashboxOf(
  db: Db,
  complexId: number,
): Promise<{ provider: 'YOOKASSA' | 'SBERBANK' | null; feeBasisPoints: number } | undefined> {
  const [row] = await queryRows<{
    provider: 'YOOKASSA' | 'SBERBANK' | null;
    feeBasisPoints: number;
  }>(
    db,
    sql`select a.provider, coalesce(a.fee_basis_points, 0) as "feeBasisPoints"
          from complexes c left join cashbox_accounts a on a.owner_id = c.owner_id
         where c.id = ${complexId} and c.moderation = 'APPROVED'`,
  );
  return row;
}

export interface PolicyRow {
  id: string;
  kind: 'VISIT' | 'PAYBACK';
  title: string;
  ownerId: string;
}

export function policiesOf(
  db: Db,
  where: { ownerId: string } | { id: string },
): Promise<PolicyRow[]> {
  const filter = 'ownerId' in where ? sql`owner_id = ${where.ownerId}` : sql`id = ${where.id}`;
  return queryRows<PolicyRow>(
    db,
    sql`select id, kind, title, owner_id as "ownerId" from policy_files where ${filter} order by kind desc`,
  );
}
