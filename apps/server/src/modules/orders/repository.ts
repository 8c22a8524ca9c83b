import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { seatHolds, serviceDaySales } from '../../db/schema';
import { releasedAndHeld } from '../place-parts/path-repository';

// Issue 10: the checkout's SQL. Selling locks the session row (`FOR UPDATE`) and counts what is
// sold and held under that lock; a service's day is sold by a guarded upsert. Nothing here
// checks and then writes without holding the lock it checked under.

const iso = (d: Date): string => d.toISOString();

// raw SQL in this file: the sellable rows join three tables with coalesced columns and parse
// into one shape; the day sale is a guarded upsert; counts add correlated subqueries

/** Who an item is for and when it sells, as every sellable row carries it. */
const SellableSchema = z.object({
  complexId: z.number(),
  placeId: z.number().nullable(),
  name: z.string(),
  priceKopecks: z.number(),
  audience: z.enum(['ONLY_USER', 'USER_AND_CHILDREN']),
  targetGroup: z.string(),
  ageFrom: z.number().nullable(),
  ageTo: z.number().nullable(),
  status: z.string(),
  salesOpenAt: z.coerce.date().nullable(),
  timeZone: z.string(),
});
export type Sellable = z.infer<typeof SellableSchema>;

const SessionRowSchema = SellableSchema.extend({
  id: z.number(),
  eventId: z.number(),
  startsAt: z.coerce.date(),
  capacity: z.number(),
  sold: z.number(),
  canceled: z.boolean(),
});
export type SessionRow = z.infer<typeof SessionRowSchema>;

const CountRow = z.object({ n: z.number() });

const sessionColumns = sql`
  s.id::int as "id", s.event_id as "eventId", s.starts_at as "startsAt", s.capacity, s.sold,
  s.canceled, coalesce(s.sales_open_at, e.sales_open_at) as "salesOpenAt",
  e.complex_id as "complexId", e.place_id as "placeId", e.name, e.price_kopecks as "priceKopecks",
  e.audience, e.target_group as "targetGroup", e.age_from as "ageFrom", e.age_to as "ageTo",
  e.status, c.time_zone as "timeZone"`;
const sessionFrom = sql`
    from event_sessions s
    join scheduled_events e on e.id = s.event_id
    join complexes c on c.id = e.complex_id`;
const sessionSelect = sql`select ${sessionColumns} ${sessionFrom}`;

/**
 * The session, locked for the rest of the transaction (every seat decision happens under it),
 * in one round trip: the locked row is read as it is once the lock is ours (PostgreSQL
 * re-reads a row it waited for), and the event and venue it joins do not change in a sale.
 */
export async function lockSession(db: Db, id: number): Promise<SessionRow | undefined> {
  const [row] = await queryRows(
    db,
    sql`${sessionSelect} where s.id = ${id} for update of s`,
    SessionRowSchema,
  );
  return row;
}

const HeldSessionSchema = SessionRowSchema.extend({
  hold: z.object({
    id: z.string(),
    sessionId: z.number(),
    userId: z.string(),
    quantity: z.number(),
    status: z.string(),
    expiresAt: z.coerce.date(),
    orderId: z.string().nullable(),
    /** Issue 25: the product on a part the hold is for (null: the session's plain ticket). */
    product: z.object({ name: z.string(), priceKopecks: z.number() }).nullable(),
  }),
});

/**
 * A hold with its session, the session locked for the rest of the transaction: one round trip
 * (was the hold, then the lock, then the session). The hold is read as the statement began;
 * taking it into an order re-checks it on its own row (order-repository.ts, placeOrder).
 */
export async function lockHoldSession(
  db: Db,
  holdId: string,
): Promise<z.infer<typeof HeldSessionSchema> | undefined> {
  const [row] = await queryRows(
    db,
    sql`select ${sessionColumns},
               json_build_object('id', h.id, 'sessionId', h.session_id, 'userId', h.user_id,
                 'quantity', h.quantity, 'status', h.status, 'expiresAt', h.expires_at,
                 'orderId', h.order_id,
                 'product', (select json_build_object('name', p.name, 'priceKopecks', p.price_kopecks)
                               from event_products p where p.id = h.product_id)) as hold
          ${sessionFrom}
          join seat_holds h on h.session_id = s.id
         where h.id = ${holdId} for update of s`,
    HeldSessionSchema,
  );
  return row;
}

/** The venue of a session (undefined for an unknown session). */
export async function venueOfSession(db: Db, sessionId: number): Promise<number | undefined> {
  const [row] = await queryRows(
    db,
    sql`select e.complex_id as "complexId" from event_sessions s
          join scheduled_events e on e.id = s.event_id where s.id = ${sessionId}`,
    z.object({ complexId: z.number() }),
  );
  return row?.complexId;
}

/** The session without a lock: the concurrency control test's way to show the race is real. */
export async function readSession(db: Db, id: number): Promise<SessionRow | undefined> {
  const [row] = await queryRows(db, sql`${sessionSelect} where s.id = ${id}`, SessionRowSchema);
  return row;
}

/**
 * Seats a session has free for this person without a lock (sold and live holds of others; the
 * person's own replaceable hold would be released by a new one): the sold-out glance before
 * queuing for the row lock, one round trip. Undefined for an unknown session.
 */
export async function freeSeatsGlance(
  db: Db,
  sessionId: number,
  now: Date,
  userId: string,
): Promise<number | undefined> {
  const [row] = await queryRows(
    db,
    sql`select s.capacity - s.sold - coalesce((
              select sum(coalesce(h.units, h.quantity)) from seat_holds h
               where h.session_id = s.id and h.status = 'ACTIVE' and h.expires_at > ${iso(now)}
                 and not (h.user_id = ${userId} and h.order_id is null)), 0)::int as n
          from event_sessions s where s.id = ${sessionId}`,
    CountRow,
  );
  return row?.n;
}

const PlacedHoldSchema = z.object({
  held: z.number(),
  id: z.string().nullable(),
  expiresAt: z.coerce.date().nullable(),
});

/**
 * Under the session's lock (taken by an earlier statement of the transaction, so this one's
 * snapshot already holds every hold committed before the lock was ours): releases the person's
 * replaceable holds of the session, counts the others' live holds and inserts the new hold
 * only if `unsold` (capacity − sold, read under the same lock) leaves room — one statement,
 * one round trip. The count leaves the released holds out by the same condition, since a
 * statement does not see its own changes. `id` is null when there was no room; `held` is what
 * the others hold.
 */
export async function placeHold(
  db: Db,
  h: {
    sessionId: number;
    userId: string;
    quantity: number;
    unsold: number;
    expiresAt: Date;
    now: Date;
    /** The concurrency control test only: sleep between count and insert, in the statement. */
    napMs?: number;
  },
): Promise<z.infer<typeof PlacedHoldSchema>> {
  const nap = h.napMs ? sql`, (select pg_sleep(${h.napMs / 1000})) nap` : sql``;
  const [row] = await queryRows(
    db,
    sql`with ${releasedAndHeld(h)}, placed as (
          insert into seat_holds (session_id, user_id, quantity, expires_at, created_at)
          select ${h.sessionId}, ${h.userId}, ${h.quantity}, ${iso(h.expiresAt)}, ${iso(h.now)}
            from held${nap} where ${h.unsold}::int - held.n >= ${h.quantity}::int
          returning id, expires_at
        )
        select held.n as held, placed.id, placed.expires_at as "expiresAt"
          from held left join placed on true`,
    PlacedHoldSchema,
  );
  if (!row) throw new Error('hold statement returned nothing');
  return row;
}

export async function releaseHold(db: Db, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(seatHolds)
    .set({ status: 'RELEASED' })
    .where(
      and(
        eq(seatHolds.id, id),
        eq(seatHolds.userId, userId),
        eq(seatHolds.status, 'ACTIVE'),
        isNull(seatHolds.orderId),
      ),
    )
    .returning({ id: seatHolds.id });
  return rows.length > 0;
}

const ServiceRowSchema = SellableSchema.extend({
  id: z.number(),
  visitQuota: z.number().nullable(),
  dayRule: z.string(),
  dailyCapacity: z.number().nullable(),
  perPersonDailyLimit: z.number(),
});
export type ServiceRow = z.infer<typeof ServiceRowSchema>;

export async function findService(db: Db, id: number): Promise<ServiceRow | undefined> {
  const [row] = await queryRows(
    db,
    sql`select s.id, s.complex_id as "complexId", s.place_id as "placeId", s.name,
               s.price_kopecks as "priceKopecks", s.audience, s.target_group as "targetGroup",
               s.age_from as "ageFrom", s.age_to as "ageTo", s.status, s.sales_open_at as "salesOpenAt",
               c.time_zone as "timeZone", s.visit_quota as "visitQuota", s.day_rule as "dayRule",
               s.daily_capacity as "dailyCapacity", s.per_person_daily_limit as "perPersonDailyLimit"
          from services s join complexes c on c.id = s.complex_id where s.id = ${id}`,
    ServiceRowSchema,
  );
  return row;
}

/** Tickets of a service already sold for a day (null row = none yet). */
export async function serviceDaySold(db: Db, serviceId: number, day: string): Promise<number> {
  const [row] = await db
    .select({ sold: serviceDaySales.sold })
    .from(serviceDaySales)
    .where(and(eq(serviceDaySales.serviceId, serviceId), eq(serviceDaySales.visitDate, day)));
  return row?.sold ?? 0;
}

/**
 * Sells `n` tickets of a service's day if the day has room: one statement, so two buyers of
 * the last ticket cannot both pass (the row lock of the upsert orders them). False = no room.
 */
export async function takeServiceDay(
  db: Db,
  serviceId: number,
  day: string,
  n: number,
  capacity: number | null,
): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`insert into service_day_sales (service_id, visit_date, sold)
        select ${serviceId}, ${day}, ${n} where ${capacity}::int is null or ${n} <= ${capacity}::int
        on conflict (service_id, visit_date) do update set sold = service_day_sales.sold + excluded.sold
        where ${capacity}::int is null or service_day_sales.sold + excluded.sold <= ${capacity}::int
        returning sold`,
    z.object({ sold: z.number() }),
  );
  return rows.length > 0;
}

/**
 * Tickets a person (or one child) already has or has ordered for a service's day: issued ones
 * and the lines of their orders still open.
 */
export async function personDayCount(
  db: Db,
  q: { userId: string; childId: string | null; serviceId: number; day: string; now: Date },
): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`select (
          (select count(*) from tickets t where t.user_id = ${q.userId}
             and t.child_id is not distinct from ${q.childId}::uuid
             and t.service_id = ${q.serviceId} and t.visit_date = ${q.day} and t.status = 'ACTIVE')
        + (select coalesce(sum(l.quantity), 0) from order_lines l join orders o on o.id = l.order_id
             where o.user_id = ${q.userId} and o.child_id is not distinct from ${q.childId}::uuid
               and o.status = 'created' and o.expires_at > ${iso(q.now)}
               and l.service_id = ${q.serviceId} and l.visit_date = ${q.day})
        )::int as n`,
    CountRow,
  );
  return row?.n ?? 0;
}

const RateRowSchema = SellableSchema.extend({
  id: z.number(),
  packageId: z.number(),
  category: z.string(),
  visits: z.number().nullable(),
  term: z.string(),
  manualTermDays: z.number().nullable(),
  kind: z.string(),
  /** Issue 25: withdrawn from sale by the venue. */
  withdrawn: z.boolean(),
});
export type RateRow = z.infer<typeof RateRowSchema>;

export async function findRate(db: Db, id: number): Promise<RateRow | undefined> {
  const [row] = await queryRows(
    db,
    sql`select r.id, r.package_id as "packageId", r.category, r.cost_kopecks as "priceKopecks",
               r.visits, r.term, r.manual_term_days as "manualTermDays",
               r.withdrawn_at is not null as withdrawn,
               p.complex_id as "complexId", p.place_id as "placeId", p.name, p.kind,
               p.audience, p.target_group as "targetGroup", p.age_from as "ageFrom", p.age_to as "ageTo",
               p.status, p.sales_open_at as "salesOpenAt", c.time_zone as "timeZone"
          from package_rates r join service_packages p on p.id = r.package_id
          join complexes c on c.id = p.complex_id where r.id = ${id}`,
    RateRowSchema,
  );
  return row;
}

const VenueSalesSchema = z.object({
  complexId: z.number(),
  complexName: z.string(),
  ownerId: z.string(),
  timeZone: z.string(),
  cashboxAccountId: z.string().nullable(),
  provider: z.enum(['YOOKASSA', 'SBERBANK']).nullable(),
  /** The cashbox's account key (the demo seal: `emulator` keeps a venue a demo one). */
  accountKey: z.string().nullable(),
  feeBasisPoints: z.number(),
  /** The current versions of the two purchase policies (issue 25): an order records them. */
  visitPolicyId: z.string().nullable(),
  paybackPolicyId: z.string().nullable(),
  policies: z.number(),
});
export type VenueSales = z.infer<typeof VenueSalesSchema>;

// The owner's current policy versions (issue 25: earlier versions stay for the orders that
// agreed to them), read inside the venue queries below where `c` is the complex.
const currentPolicy = (kind: 'VISIT' | 'PAYBACK') =>
  sql.raw(`(select f.id from policy_files f where f.owner_id = c.owner_id
              and f.kind = '${kind}' and f.superseded_at is null)`);
const currentPolicies = sql.raw(`(select count(*)::int from policy_files f
              where f.owner_id = c.owner_id and f.superseded_at is null)`);

/** The venue's owner, cashbox and how many of the two purchase policies it has. */
export async function venueSales(db: Db, complexId: number): Promise<VenueSales | undefined> {
  const [row] = await queryRows(
    db,
    sql`select c.id as "complexId", c.name as "complexName", c.owner_id as "ownerId",
               c.time_zone as "timeZone", a.id as "cashboxAccountId", a.provider,
               a.account_key as "accountKey",
               coalesce(a.fee_basis_points, 0) as "feeBasisPoints",
               ${currentPolicy('VISIT')} as "visitPolicyId",
               ${currentPolicy('PAYBACK')} as "paybackPolicyId",
               ${currentPolicies} as policies
          from complexes c left join cashbox_accounts a on a.owner_id = c.owner_id
         where c.id = ${complexId} and c.moderation = 'APPROVED'`,
    VenueSalesSchema,
  );
  return row;
}

const CheckoutContextSchema = z.object({
  existingOrderId: z.string().nullable(),
  venue: VenueSalesSchema.nullable(),
  holderFound: z.boolean(),
  holderBirthDate: z.string().nullable(),
  /** The buyer is a demo person (the demo seal, modules/auth/demo-seal.ts). */
  buyerIsDemo: z.boolean(),
});
export type CheckoutContext = z.infer<typeof CheckoutContextSchema>;

/**
 * What an order needs to know before its transaction, in one round trip (issue 27, was three):
 * the order already under this idempotency key, the venue's sales (venueSales), and the birth
 * date of the person the order is for — the buyer, or their own child (holderBirthDate).
 */
export async function checkoutContext(
  db: Db,
  q: { userId: string; childId: string | null; complexId: number; idempotencyKey: string },
): Promise<CheckoutContext> {
  const holder = q.childId
    ? sql`select birth_date::text as b from children where id = ${q.childId} and parent_id = ${q.userId} and removed_at is null`
    : sql`select birth_date::text as b from users where id = ${q.userId}`;
  const [row] = await queryRows(
    db,
    sql`select (select id from orders where user_id = ${q.userId}
                   and idempotency_key = ${q.idempotencyKey}) as "existingOrderId",
               (select json_build_object('complexId', c.id, 'complexName', c.name,
                   'ownerId', c.owner_id, 'timeZone', c.time_zone, 'cashboxAccountId', a.id,
                   'provider', a.provider, 'accountKey', a.account_key, 'feeBasisPoints', coalesce(a.fee_basis_points, 0),
                   'visitPolicyId', ${currentPolicy('VISIT')},
                   'paybackPolicyId', ${currentPolicy('PAYBACK')},
                   'policies', ${currentPolicies})
                  from complexes c left join cashbox_accounts a on a.owner_id = c.owner_id
                 where c.id = ${q.complexId} and c.moderation = 'APPROVED' limit 1) as venue,
               exists (${holder}) as "holderFound",
               (${holder}) as "holderBirthDate",
               coalesce((select is_demo from users where id = ${q.userId}), false) as "buyerIsDemo"`,
    CheckoutContextSchema,
  );
  if (!row) throw new Error('checkout context returned nothing');
  return row;
}
