import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import {
  HOLDER_NAME,
  REFUND_STATE,
  RefundStateSchema,
  TICKET_VALID_UNTIL,
} from '../purchases/repository';
import { DEMO_PAID, VENUE_CASHBOX } from '../auth/demo-seal-repository';
import { PART_NAME, WAITS_FOR_LEAF } from '../place-parts/door-repository';

// Issue 12: what the door needs to know about a scanned ticket or package, locked for the
// visit, and the visit itself.

const AtDoorSchema = z.object({
  id: z.string(),
  complexId: z.number(),
  complexName: z.string(),
  timeZone: z.string(),
  title: z.string(),
  status: z.string(),
  orderStatus: z.string(),
  holderName: z.string(),
  childBirthDate: z.string().nullable(),
  visitsTotal: z.number().nullable(),
  visitsUsed: z.number(),
  refund: RefundStateSchema,
  orderNumber: z.coerce.number(),
  /** What a check-in list names: the event, the service or the package sold. */
  productId: z.number().nullable(),
  /** Bought by a demo person or paid through the emulators (the demo seal, issue 26). */
  demoPaid: z.boolean(),
  /** The venue owner's cashbox: whether its acquirer is real (modules/auth/demo-seal.ts). */
  venueProvider: z.string().nullable(),
  venueAccountKey: z.string().nullable(),
});

const TicketAtDoorSchema = AtDoorSchema.extend({
  /** Issue 25: the lane (part) the ticket is on, and whether the door is to give it one. */
  partName: z.string().nullable(),
  waitsForLeaf: z.boolean(),
  startsAt: z.coerce.date().nullable(),
  endsAt: z.coerce.date().nullable(),
  visitDate: z.string().nullable(),
  validUntil: z.coerce.date(),
});
export type TicketAtDoor = z.infer<typeof TicketAtDoorSchema>;

/** The venue's day a package's term starts (its activation's day), YYYY-MM-DD. */
export const STARTS_ON = sql.raw(`to_char(sp.activated_at at time zone c.time_zone, 'YYYY-MM-DD')`);

const PackageAtDoorSchema = AtDoorSchema.extend({
  dayRule: z.string(),
  startsOn: z.string().nullable(),
  validUntil: z.coerce.date().nullable(),
});
export type PackageAtDoor = z.infer<typeof PackageAtDoorSchema>;

const VisitRow = z.object({ status: z.string(), visitsUsed: z.number() });

/** Where a visit is recorded: by whom, on which scanner, online or synced from offline. */
export interface VisitInput {
  complexId: number;
  staffUserId: string;
  localDate: string;
  now: Date;
  deviceId: string | null;
  offline: boolean;
}

/** A ticket with its order, venue, holder and what it is for (the door's and the pack's). */
export const TICKET_FROM = sql.raw(`tickets t
          join orders o on o.id = t.order_id
          join complexes c on c.id = o.complex_id
          join users u on u.id = t.user_id
          left join children ch on ch.id = t.child_id
          left join event_sessions es on es.id = t.session_id
          left join scheduled_events e on e.id = es.event_id
          left join services s on s.id = t.service_id`);

/** A sold package with its order, package, rate, venue and holder. */
export const PACKAGE_FROM = sql.raw(`sold_packages sp
          join orders o on o.id = sp.order_id
          join service_packages p on p.id = sp.package_id
          join package_rates r on r.id = sp.rate_id
          join complexes c on c.id = p.complex_id
          join users u on u.id = sp.user_id
          left join children ch on ch.id = sp.child_id`);

// raw SQL below: `for update of` one table of a join, zone arithmetic (TICKET_VALID_UNTIL), a
// correlated refund state, and updates whose new status is a CASE on the old counts

/** A ticket by its QR id, its row locked until the transaction ends. */
export async function lockTicket(
  db: Db,
  qrCodeId: string,
  realAcquirers: readonly string[],
): Promise<TicketAtDoor | undefined> {
  const [row] = await queryRows(
    db,
    sql`select t.id, c.id as "complexId", c.name as "complexName", c.time_zone as "timeZone",
               coalesce(e.name, s.name, '') as title, t.status, o.status as "orderStatus",
               ${HOLDER_NAME} as "holderName", ch.birth_date::text as "childBirthDate",
               t.visits_total as "visitsTotal", t.visits_used as "visitsUsed",
               ${REFUND_STATE('t.order_line_id')} as refund,
               o.number as "orderNumber", coalesce(e.id, s.id) as "productId",
               ${DEMO_PAID('o', realAcquirers)} as "demoPaid", ${VENUE_CASHBOX('c')},
               es.starts_at as "startsAt", es.ends_at as "endsAt",
               t.visit_date::text as "visitDate", ${TICKET_VALID_UNTIL} as "validUntil",
               ${PART_NAME} as "partName", ${WAITS_FOR_LEAF} as "waitsForLeaf"
          from ${TICKET_FROM}
         where t.qr_code_id = ${qrCodeId}
         for update of t`,
    TicketAtDoorSchema,
  );
  return row;
}

/** A sold package by its id, its row locked until the transaction ends. */
export async function lockPackage(
  db: Db,
  id: string,
  realAcquirers: readonly string[],
): Promise<PackageAtDoor | undefined> {
  const [row] = await queryRows(
    db,
    sql`select sp.id, c.id as "complexId", c.name as "complexName", c.time_zone as "timeZone",
               p.name || ' · ' || r.category as title, sp.status, o.status as "orderStatus",
               ${HOLDER_NAME} as "holderName", ch.birth_date::text as "childBirthDate",
               sp.visits_total as "visitsTotal", sp.visits_used as "visitsUsed",
               ${REFUND_STATE('sp.order_line_id')} as refund,
               o.number as "orderNumber", p.id as "productId",
               ${DEMO_PAID('o', realAcquirers)} as "demoPaid", ${VENUE_CASHBOX('c')},
               p.day_rule as "dayRule", sp.valid_until as "validUntil", ${STARTS_ON} as "startsOn"
          from ${PACKAGE_FROM}
         where sp.id = ${id}
         for update of sp`,
    PackageAtDoorSchema,
  );
  return row;
}

/** One more visit of a ticket: a one-time ticket is then DEACTIVATED, a used-up one EXHAUSTED. */
export async function recordTicketVisit(
  db: Db,
  v: VisitInput & { ticketId: string },
): Promise<{ status: string; visitsUsed: number }> {
  const [row] = await queryRows(
    db,
    sql`update tickets
           set visits_used = visits_used + 1,
               status = case when visits_total = 1 then 'DEACTIVATED'
                             when visits_used + 1 >= visits_total then 'EXHAUSTED'
                             else status end
         where id = ${v.ticketId} and status = 'ACTIVE'
         returning status, visits_used as "visitsUsed"`,
    VisitRow,
  );
  if (!row) throw new Error(`ticket ${v.ticketId} is no longer active`);
  await db.execute(
    sql`insert into check_ins (ticket_id, complex_id, staff_user_id, local_date, visited_at,
                               device_id, offline)
        values (${v.ticketId}, ${v.complexId}, ${v.staffUserId}, ${v.localDate},
                ${v.now.toISOString()}, ${v.deviceId}, ${v.offline})`,
  );
  return row;
}

/**
 * One more visit of a package, at most one a day: the unique (package, day) index refuses a
 * second one even from another process. Null when today's visit is already there.
 */
export async function recordPackageVisit(
  db: Db,
  v: VisitInput & { packageId: string },
): Promise<{ status: string; visitsUsed: number } | null> {
  const inserted = await queryRows(
    db,
    sql`insert into check_ins (sold_package_id, complex_id, staff_user_id, local_date, visited_at,
                               device_id, offline)
        values (${v.packageId}, ${v.complexId}, ${v.staffUserId}, ${v.localDate},
                ${v.now.toISOString()}, ${v.deviceId}, ${v.offline})
        on conflict (sold_package_id, local_date) where not reentry do nothing
        returning id`,
    z.object({ id: z.coerce.number() }),
  );
  if (!inserted.length) return null;
  const [row] = await queryRows(
    db,
    sql`update sold_packages
           set visits_used = visits_used + 1,
               status = case when visits_used + 1 >= visits_total then 'EXHAUSTED' else status end
         where id = ${v.packageId} and status = 'ACTIVE'
         returning status, visits_used as "visitsUsed"`,
    VisitRow,
  );
  if (!row) throw new Error(`package ${v.packageId} is no longer active`);
  return row;
}

/**
 * A re-entry (the check-in list allows it): admitted again without using a visit; the
 * package's once-a-day index does not count it.
 */
export async function recordReentry(
  db: Db,
  v: VisitInput & { ticketId: string | null; packageId: string | null },
): Promise<void> {
  await db.execute(
    sql`insert into check_ins (ticket_id, sold_package_id, complex_id, staff_user_id, local_date,
                               visited_at, device_id, offline, reentry)
        values (${v.ticketId}, ${v.packageId}, ${v.complexId}, ${v.staffUserId}, ${v.localDate},
                ${v.now.toISOString()}, ${v.deviceId}, ${v.offline}, true)`,
  );
}

/** When the ticket or package was first admitted (not a re-entry) on the venue's day, if it was. */
export async function admittedOn(
  db: Db,
  target: { ticketId?: string; packageId?: string },
  localDate: string,
): Promise<Date | null> {
  const [row] = await queryRows(
    db,
    sql`select min(visited_at) as at from check_ins
         where ${target.ticketId ? sql`ticket_id = ${target.ticketId}` : sql`sold_package_id = ${target.packageId ?? null}`}
           and local_date = ${localDate} and not reentry`,
    z.object({ at: z.coerce.date().nullable() }),
  );
  return row?.at ?? null;
}
