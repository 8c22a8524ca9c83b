import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';

// Issue 25 (first slice): a venue's sessions for its staff — the calendar's counts, and what a
// cancellation locks, changes and refunds.

// raw SQL: days in the venue's zone, correlated counts of live holds and admitted tickets,
// `for update of` the session and the orders alone

export const SessionRowSchema = z.object({
  id: z.number(),
  eventId: z.number(),
  eventName: z.string(),
  placeName: z.string(),
  startsAt: z.coerce.date(),
  endsAt: z.coerce.date(),
  date: z.string(),
  priceKopecks: z.number(),
  capacity: z.number(),
  sold: z.number(),
  held: z.number(),
  checkedIn: z.number(),
  canceled: z.boolean(),
  canceledAt: z.coerce.date().nullable(),
  cancelReason: z.string().nullable(),
  seriesId: z.number().nullable(),
  timeZone: z.string(),
  /** Issue 25: the event sells products on parts of its place (leafOccupancy is then read). */
  hasParts: z.boolean(),
});
export type VenueSessionRow = z.infer<typeof SessionRowSchema>;

const iso = (d: Date) => d.toISOString();

export const sessionColumns = (now: Date) => sql`
  s.id::int as id, s.event_id as "eventId", e.name as "eventName",
  coalesce(p.name, '') as "placeName", s.starts_at as "startsAt", s.ends_at as "endsAt",
  (s.starts_at at time zone c.time_zone)::date::text as date, e.price_kopecks as "priceKopecks",
  s.capacity, s.sold,
  (select coalesce(sum(coalesce(h.units, h.quantity)), 0)::int from seat_holds h
    where h.session_id = s.id and h.status = 'ACTIVE' and h.expires_at > ${iso(now)}) as held,
  (select count(distinct ci.ticket_id)::int from check_ins ci join tickets t on t.id = ci.ticket_id
    where t.session_id = s.id) as "checkedIn",
  s.canceled, s.canceled_at as "canceledAt", s.cancel_reason as "cancelReason",
  s.series_id as "seriesId", c.time_zone as "timeZone",
  exists (select 1 from event_products x where x.event_id = e.id) as "hasParts"`;
export const sessionFrom = sql`
    from event_sessions s
    join scheduled_events e on e.id = s.event_id
    join complexes c on c.id = e.complex_id
    left join places p on p.id = e.place_id`;

export async function venueTimeZone(db: Db, complexId: number): Promise<string | undefined> {
  const [row] = await queryRows(
    db,
    sql`select time_zone as "timeZone" from complexes where id = ${complexId}`,
    z.object({ timeZone: z.string() }),
  );
  return row?.timeZone;
}

/** Sessions of the venue starting on the days `from`…`to` (both included) of its zone. */
export async function sessionsOfDays(
  db: Db,
  a: { complexId: number; from: string; to: string; now: Date },
): Promise<VenueSessionRow[]> {
  return queryRows(
    db,
    sql`select ${sessionColumns(a.now)} ${sessionFrom}
         where e.complex_id = ${a.complexId}
           and s.starts_at >= (${a.from}::date::timestamp at time zone c.time_zone)
           and s.starts_at < ((${a.to}::date + 1)::timestamp at time zone c.time_zone)
         order by s.starts_at, s.id`,
    SessionRowSchema,
  );
}

/** One session of the venue (undefined: none, or another venue's); `lock` holds its row. */
export async function venueSession(
  db: Db,
  a: { complexId: number; sessionId: number; now: Date; lock?: boolean },
): Promise<VenueSessionRow | undefined> {
  const [row] = await queryRows(
    db,
    sql`select ${sessionColumns(a.now)} ${sessionFrom}
         where s.id = ${a.sessionId} and e.complex_id = ${a.complexId}
         ${a.lock ? sql`for update of s` : sql``}`,
    SessionRowSchema,
  );
  return row;
}

/**
 * The session stops selling for good: canceled (only ever false → true), live holds released,
 * the tickets still to use canceled (the door refuses them). False when it was canceled already.
 */
export async function markCanceled(
  db: Db,
  a: { sessionId: number; reason: string; now: Date },
): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`update event_sessions set canceled = true, canceled_at = ${iso(a.now)},
               cancel_reason = ${a.reason}
         where id = ${a.sessionId} and not canceled
         returning id::int as id`,
    z.object({ id: z.number() }),
  );
  if (rows.length === 0) return false;
  await db.execute(
    sql`update seat_holds set status = 'RELEASED'
         where session_id = ${a.sessionId} and status = 'ACTIVE'`,
  );
  await db.execute(
    sql`update tickets set status = 'CANCELED' where session_id = ${a.sessionId} and status = 'ACTIVE'`,
  );
  return true;
}

const HolderOrderSchema = z.object({
  orderId: z.string(),
  number: z.coerce.number(),
  status: z.string(),
  userId: z.string(),
});
export type HolderOrder = z.infer<typeof HolderOrderSchema>;

/**
 * The orders holding tickets of the sessions (paid, free, or returned in part), locked in the
 * order of their ids (the venue's refund and the buyer's lock the same rows, one at a time).
 */
export async function lockHolderOrders(db: Db, sessionIds: number[]): Promise<HolderOrder[]> {
  if (sessionIds.length === 0) return [];
  return queryRows(
    db,
    sql`select o.id as "orderId", o.number, o.status, o.user_id as "userId"
          from orders o
         where o.status in ('payed', 'complete', 'returned')
           and exists (select 1 from order_lines l where l.order_id = o.id
                        and l.session_id in (${sql.join(
                          sessionIds.map((id) => sql`${id}`),
                          sql`, `,
                        )}))
         order by o.id
         for update of o`,
    HolderOrderSchema,
  );
}

const OpenLineSchema = z.object({
  id: z.number(),
  amountKopecks: z.number(),
  feeKopecks: z.number(),
});

/** The order's lines of the session that no refund holds yet (a rejected one does not). */
export async function unrefundedLines(db: Db, orderId: string, sessionId: number) {
  return queryRows(
    db,
    sql`select l.id::int as id, l.amount_kopecks as "amountKopecks", l.fee_kopecks as "feeKopecks"
          from order_lines l
         where l.order_id = ${orderId} and l.session_id = ${sessionId} and l.amount_kopecks > 0
           and not exists (select 1 from refund_lines rl join refunds r on r.id = rl.refund_id
                            where rl.order_line_id = l.id and r.status <> 'canceled')
         order by l.id`,
    OpenLineSchema,
  );
}
