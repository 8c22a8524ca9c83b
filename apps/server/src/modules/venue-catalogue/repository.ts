import { eq, sql, type SQL } from 'drizzle-orm';
import { AudienceSchema, ServiceTypeSchema, TargetGroupSchema } from '@sportkarta/contract/enums';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import {
  complexes,
  packageRates,
  scheduledEvents,
  servicePackages,
  services,
} from '../../db/schema';

// Issue 25: the venue's own catalogue — its events, services, packages and rates as the editor
// reads them (on sale or withdrawn), the writes, and whether a rate was ever bought.

// raw SQL: correlated counts (sessions ahead, orders naming a rate), json_agg of a package's
// rates, timestamps read back as text so both engines answer the same shape, `for update`

const iso = (d: Date) => d.toISOString();
const when = z.coerce.date().nullable();

const AudienceRow = {
  audience: AudienceSchema,
  targetGroup: TargetGroupSchema,
  ageFrom: z.number().nullable(),
  ageTo: z.number().nullable(),
  salesOpenAt: when,
  status: z.enum(['ACTIVE', 'ARCHIVED']),
  idempotencyKey: z.string().nullable(),
};
const AUDIENCE_COLUMNS = (t: string) =>
  sql.raw(`${t}.audience, ${t}.target_group as "targetGroup", ${t}.age_from as "ageFrom",
  ${t}.age_to as "ageTo", ${t}.sales_open_at as "salesOpenAt", ${t}.status,
  ${t}.idempotency_key::text as "idempotencyKey"`);

const ItemRow = {
  id: z.number(),
  complexId: z.number(),
  placeId: z.number(),
  name: z.string(),
  description: z.string(),
  serviceType: ServiceTypeSchema,
  priceKopecks: z.number(),
  ...AudienceRow,
};

export const EventRowSchema = z.object({
  ...ItemRow,
  durationMinutes: z.number(),
  upcomingSessions: z.number(),
});
export type EventRow = z.infer<typeof EventRowSchema>;

export const ServiceRowSchema = z.object({
  ...ItemRow,
  durationMinutes: z.number().nullable(),
  dayRule: z.enum(['ON_WEEKENDS', 'ON_WEEKDAYS', 'ANY_DAY']),
  visitQuota: z.number().nullable(),
  dailyCapacity: z.number().nullable(),
  perPersonDailyLimit: z.number(),
});
export type ServiceRow = z.infer<typeof ServiceRowSchema>;

export const RateRowSchema = z.object({
  id: z.number(),
  packageId: z.number(),
  complexId: z.number(),
  category: z.string(),
  costKopecks: z.number(),
  term: z.enum([
    'LIMITLESS',
    'MANUAL_DAYS',
    'WEEK',
    'MONTH',
    'TWO_MONTHS',
    'THREE_MONTHS',
    'SIX_MONTHS',
    'YEAR',
  ]),
  manualTermDays: z.number().nullable(),
  visits: z.number().nullable(),
  freezeDays: z.number(),
  freezeTimes: z.number(),
  withdrawnAt: when,
  inUse: z.boolean(),
});
export type RateRow = z.infer<typeof RateRowSchema>;

export const PackageRowSchema = z.object({
  id: z.number(),
  complexId: z.number(),
  placeId: z.number().nullable(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(['SERVICE_PACKAGE', 'SERVICE_PACKAGE_SECTION']),
  dayRule: z.enum(['ON_WEEKENDS', 'ON_WEEKDAYS', 'ANY_DAY']),
  ...AudienceRow,
  rates: z.array(RateRowSchema),
});
export type PackageRow = z.infer<typeof PackageRowSchema>;

const lockOf = (lock: boolean | undefined, table: string) =>
  lock ? sql.raw(`for update of ${table}`) : sql``;

export async function venueOf(
  db: Db,
  complexId: number,
): Promise<{ timeZone: string; places: { id: number; name: string }[] } | undefined> {
  const [row] = await queryRows(
    db,
    sql`select c.time_zone as "timeZone",
               coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name)
                                  order by p.position, p.id)
                           from places p where p.complex_id = c.id), '[]'::json) as places
          from complexes c where c.id = ${complexId}`,
    z.object({
      timeZone: z.string(),
      places: z.array(z.object({ id: z.number(), name: z.string() })),
    }),
  );
  return row;
}

/** Whether the place is one of the venue's. */
export async function placeOfVenue(db: Db, complexId: number, placeId: number): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select id from places where id = ${placeId} and complex_id = ${complexId}`,
    z.object({ id: z.number() }),
  );
  return rows.length > 0;
}

const ITEM_COLUMNS = (t: string) =>
  sql.raw(`${t}.id, ${t}.complex_id as "complexId", ${t}.place_id as "placeId", ${t}.name,
  ${t}.description, ${t}.service_type as "serviceType", ${t}.price_kopecks as "priceKopecks"`);

/** The venue's events (one of them with `eventId`; `lock` holds its row). */
export function eventsOf(
  db: Db,
  a: { complexId: number; now: Date; eventId?: number; key?: string; lock?: boolean },
): Promise<EventRow[]> {
  const only: SQL =
    a.eventId !== undefined
      ? sql`and e.id = ${a.eventId}`
      : a.key !== undefined
        ? sql`and e.idempotency_key = ${a.key}`
        : sql``;
  return queryRows(
    db,
    sql`select ${ITEM_COLUMNS('e')}, ${AUDIENCE_COLUMNS('e')},
               e.duration_minutes as "durationMinutes",
               (select count(*)::int from event_sessions s
                 where s.event_id = e.id and not s.canceled and s.starts_at > ${iso(a.now)})
                 as "upcomingSessions"
          from scheduled_events e
         where e.complex_id = ${a.complexId} ${only}
         order by e.name, e.id ${lockOf(a.lock, 'e')}`,
    EventRowSchema,
  );
}

/** The venue's services (one of them with `serviceId`; `lock` holds its row). */
export function servicesOf(
  db: Db,
  a: { complexId: number; serviceId?: number; key?: string; lock?: boolean },
): Promise<ServiceRow[]> {
  const only: SQL =
    a.serviceId !== undefined
      ? sql`and s.id = ${a.serviceId}`
      : a.key !== undefined
        ? sql`and s.idempotency_key = ${a.key}`
        : sql``;
  return queryRows(
    db,
    sql`select ${ITEM_COLUMNS('s')}, ${AUDIENCE_COLUMNS('s')},
               s.duration_minutes as "durationMinutes", s.day_rule as "dayRule",
               s.visit_quota as "visitQuota", s.daily_capacity as "dailyCapacity",
               s.per_person_daily_limit as "perPersonDailyLimit"
          from services s
         where s.complex_id = ${a.complexId} ${only}
         order by s.name, s.id ${lockOf(a.lock, 's')}`,
    ServiceRowSchema,
  );
}

const RATE_JSON = sql.raw(`json_build_object('id', r.id, 'packageId', r.package_id,
  'complexId', p.complex_id, 'category', r.category, 'costKopecks', r.cost_kopecks, 'term', r.term,
  'manualTermDays', r.manual_term_days, 'visits', r.visits, 'freezeDays', r.freeze_days,
  'freezeTimes', r.freeze_times, 'withdrawnAt', r.withdrawn_at,
  'inUse', exists (select 1 from order_lines l where l.package_rate_id = r.id))`);

/** The venue's packages with all their rates (one with `packageId`; `lock` holds its row). */
export function packagesOf(
  db: Db,
  a: { complexId: number; packageId?: number; key?: string; lock?: boolean },
): Promise<PackageRow[]> {
  const only: SQL =
    a.packageId !== undefined
      ? sql`and p.id = ${a.packageId}`
      : a.key !== undefined
        ? sql`and p.idempotency_key = ${a.key}`
        : sql``;
  return queryRows(
    db,
    sql`select p.id, p.complex_id as "complexId", p.place_id as "placeId", p.name, p.description,
               p.kind, p.day_rule as "dayRule", ${AUDIENCE_COLUMNS('p')},
               coalesce((select json_agg(${RATE_JSON} order by r.position, r.id)
                           from package_rates r where r.package_id = p.id), '[]'::json) as rates
          from service_packages p
         where p.complex_id = ${a.complexId} ${only}
         order by p.name, p.id ${lockOf(a.lock, 'p')}`,
    PackageRowSchema,
  );
}

/** One rate of the venue (undefined: none, or another venue's); `lock` holds its row. */
export async function rateOf(
  db: Db,
  a: { complexId: number; rateId: number; lock?: boolean },
): Promise<RateRow | undefined> {
  const [row] = await queryRows(
    db,
    sql`select r.id, r.package_id as "packageId", p.complex_id as "complexId", r.category,
               r.cost_kopecks as "costKopecks", r.term, r.manual_term_days as "manualTermDays",
               r.visits, r.freeze_days as "freezeDays", r.freeze_times as "freezeTimes",
               r.withdrawn_at as "withdrawnAt",
               exists (select 1 from order_lines l where l.package_rate_id = r.id) as "inUse"
          from package_rates r join service_packages p on p.id = r.package_id
         where r.id = ${a.rateId} and p.complex_id = ${a.complexId} ${lockOf(a.lock, 'r')}`,
    RateRowSchema,
  );
  return row;
}

export type EventValues = typeof scheduledEvents.$inferInsert;
export type ServiceValues = typeof services.$inferInsert;
export type PackageValues = typeof servicePackages.$inferInsert;
export type RateValues = typeof packageRates.$inferInsert;

/** Inserts unless the venue made one with this key (undefined then). */
export async function insertEvent(db: Db, v: EventValues): Promise<number | undefined> {
  const [row] = await db
    .insert(scheduledEvents)
    .values(v)
    .onConflictDoNothing({ target: [scheduledEvents.complexId, scheduledEvents.idempotencyKey] })
    .returning({ id: scheduledEvents.id });
  return row?.id;
}

export async function insertService(db: Db, v: ServiceValues): Promise<number | undefined> {
  const [row] = await db
    .insert(services)
    .values(v)
    .onConflictDoNothing({ target: [services.complexId, services.idempotencyKey] })
    .returning({ id: services.id });
  return row?.id;
}

export async function insertPackage(db: Db, v: PackageValues): Promise<number | undefined> {
  const [row] = await db
    .insert(servicePackages)
    .values(v)
    .onConflictDoNothing({ target: [servicePackages.complexId, servicePackages.idempotencyKey] })
    .returning({ id: servicePackages.id });
  return row?.id;
}

/** A rate, last in its package's order. */
export async function insertRate(
  db: Db,
  v: Omit<RateValues, 'position'> & { packageId: number },
): Promise<number> {
  const [row] = await db
    .insert(packageRates)
    .values({
      ...v,
      position: sql`(select coalesce(max(position) + 1, 0) from package_rates
                      where package_id = ${v.packageId})`,
    })
    .returning({ id: packageRates.id });
  return row!.id;
}

export async function updateEvent(db: Db, id: number, v: Partial<EventValues>): Promise<void> {
  await db.update(scheduledEvents).set(v).where(eq(scheduledEvents.id, id));
}

export async function updateService(db: Db, id: number, v: Partial<ServiceValues>): Promise<void> {
  await db.update(services).set(v).where(eq(services.id, id));
}

export async function updatePackage(db: Db, id: number, v: Partial<PackageValues>): Promise<void> {
  await db.update(servicePackages).set(v).where(eq(servicePackages.id, id));
}

export async function updateRate(db: Db, id: number, v: Partial<RateValues>): Promise<void> {
  await db.update(packageRates).set(v).where(eq(packageRates.id, id));
}

/** Rates left in the package. */
export async function ratesInPackage(db: Db, packageId: number): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`select count(*)::int as n from package_rates where package_id = ${packageId}`,
    z.object({ n: z.number() }),
  );
  return row?.n ?? 0;
}

/** Deletes a rate no order names (false: one does, or it is gone). */
export async function deleteUnusedRate(db: Db, id: number): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`delete from package_rates r where r.id = ${id}
          and not exists (select 1 from order_lines l where l.package_rate_id = r.id)
          and not exists (select 1 from sold_packages sp where sp.rate_id = r.id)
        returning r.id`,
    z.object({ id: z.number() }),
  );
  return rows.length > 0;
}

/**
 * Keeps the venue's "has services" mark (the map's filter, held by the venue index) true to its
 * catalogue: something on sale — a service, an event, a package with a rate on sale, a section.
 * Writes only on a change, since every write to complexes raises the index's version.
 * Answers whether it changed.
 */
export async function syncHasServices(db: Db, complexId: number): Promise<boolean> {
  const [row] = await queryRows(
    db,
    sql`select c.has_services as "was",
               (exists (select 1 from services s where s.complex_id = c.id and s.status = 'ACTIVE')
             or exists (select 1 from scheduled_events e where e.complex_id = c.id and e.status = 'ACTIVE')
             or exists (select 1 from service_packages p join package_rates r on r.package_id = p.id
                         where p.complex_id = c.id and p.status = 'ACTIVE' and r.withdrawn_at is null)
             or exists (select 1 from sections x where x.complex_id = c.id and x.status = 'ACTIVE'))
               as "now"
          from complexes c where c.id = ${complexId}`,
    z.object({ was: z.boolean(), now: z.boolean() }),
  );
  if (!row || row.was === row.now) return false;
  await db.update(complexes).set({ hasServices: row.now }).where(eq(complexes.id, complexId));
  return true;
}
