import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import {
  HOLDER_NAME,
  REFUND_STATE,
  TICKET_VALID_UNTIL,
  type RefundState,
} from '../purchases/repository';

// Issue 12: what the door needs to know about a scanned ticket or package, locked for the
// visit, and the visit itself.

interface AtDoor {
  id: string;
  complexId: number;
  complexName: string;
  timeZone: string;
  title: string;
  status: string;
  orderStatus: string;
  holderName: string;
  childBirthDate: string | null;
  visitsTotal: number | null;
  visitsUsed: number;
  refund: RefundState;
}

export interface TicketAtDoor extends AtDoor {
  startsAt: Date | null;
  endsAt: Date | null;
  visitDate: string | null;
  validUntil: Date;
}

export interface PackageAtDoor extends AtDoor {
  dayRule: string;
  validUntil: Date | null;
}

const asDate = (v: Date | string | null) => (v === null ? null : new Date(v));

/** Staff of which venues the person is (none: not staff at all). */
export async function staffVenues(db: Db, userId: string): Promise<number[]> {
  const rows = await queryRows<{ complexId: number }>(
    db,
    sql`select complex_id as "complexId" from venue_staff where user_id = ${userId}`,
  );
  return rows.map((r) => r.complexId);
}

/** A ticket by its QR id, its row locked until the transaction ends. */
export async function lockTicket(db: Db, qrCodeId: string): Promise<TicketAtDoor | undefined> {
  const [row] = await queryRows<TicketAtDoor>(
    db,
    sql`select t.id, c.id as "complexId", c.name as "complexName", c.time_zone as "timeZone",
               coalesce(e.name, s.name, '') as title, t.status, o.status as "orderStatus",
               ${HOLDER_NAME} as "holderName", ch.birth_date::text as "childBirthDate",
               t.visits_total as "visitsTotal", t.visits_used as "visitsUsed",
               ${REFUND_STATE('t.order_line_id')} as refund,
               es.starts_at as "startsAt", es.ends_at as "endsAt",
               t.visit_date::text as "visitDate", ${TICKET_VALID_UNTIL} as "validUntil"
          from tickets t
          join orders o on o.id = t.order_id
          join complexes c on c.id = o.complex_id
          join users u on u.id = t.user_id
          left join children ch on ch.id = t.child_id
          left join event_sessions es on es.id = t.session_id
          left join scheduled_events e on e.id = es.event_id
          left join services s on s.id = t.service_id
         where t.qr_code_id = ${qrCodeId}
         for update of t`,
  );
  if (!row) return undefined;
  return {
    ...row,
    startsAt: asDate(row.startsAt),
    endsAt: asDate(row.endsAt),
    validUntil: new Date(row.validUntil),
  };
}

/** A sold package by its id, its row locked until the transaction ends. */
export async function lockPackage(db: Db, id: string): Promise<PackageAtDoor | undefined> {
  const [row] = await queryRows<PackageAtDoor>(
    db,
    sql`select sp.id, c.id as "complexId", c.name as "complexName", c.time_zone as "timeZone",
               p.name || ' · ' || r.category as title, sp.status, o.status as "orderStatus",
               ${HOLDER_NAME} as "holderName", ch.birth_date::text as "childBirthDate",
               sp.visits_total as "visitsTotal", sp.visits_used as "visitsUsed",
               ${REFUND_STATE('sp.order_line_id')} as refund,
               p.day_rule as "dayRule", sp.valid_until as "validUntil"
          from sold_packages sp
          join orders o on o.id = sp.order_id
          join service_packages p on p.id = sp.package_id
          join package_rates r on r.id = sp.rate_id
          join complexes c on c.id = p.complex_id
          join users u on u.id = sp.user_id
          left join children ch on ch.id = sp.child_id
         where sp.id = ${id}
         for update of sp`,
  );
  return row && { ...row, validUntil: asDate(row.validUntil) };
}

/** One more visit of a ticket: a one-time ticket is then DEACTIVATED, a used-up one EXHAUSTED. */
export async function recordTicketVisit(
  db: Db,
  v: { ticketId: string; complexId: number; staffUserId: string; localDate: string; now: Date },
): Promise<{ status: string; visitsUsed: number }> {
  const [row] = await queryRows<{ status: string; visitsUsed: number }>(
    db,
    sql`update tickets
           set visits_used = visits_used + 1,
               status = case when visits_total = 1 then 'DEACTIVATED'
                             when visits_used + 1 >= visits_total then 'EXHAUSTED'
                             else status end
         where id = ${v.ticketId} and status = 'ACTIVE'
         returning status, visits_used as "visitsUsed"`,
  );
  if (!row) throw new Error(`ticket ${v.ticketId} is no longer active`);
  await db.execute(
    sql`insert into check_ins (ticket_id, complex_id, staff_user_id, local_date, visited_at)
        values (${v.ticketId}, ${v.complexId}, ${v.staffUserId}, ${v.localDate}, ${v.now.toISOString()})`,
  );
  return row;
}

/**
 * One more visit of a package, at most one a day: the unique (package, day) index refuses a
 * second one even from another process. Null when today's visit is already there.
 */
export async function recordPackageVisit(
  db: Db,
  v: { packageId: string; complexId: number; staffUserId: string; localDate: string; now: Date },
): Promise<{ status: string; visitsUsed: number } | null> {
  const inserted = await queryRows<{ id: number }>(
    db,
    sql`insert into check_ins (sold_package_id, complex_id, staff_user_id, local_date, visited_at)
        values (${v.packageId}, ${v.complexId}, ${v.staffUserId}, ${v.localDate}, ${v.now.toISOString()})
        on conflict (sold_package_id, local_date) do nothing
        returning id`,
  );
  if (!inserted.length) return null;
  const [row] = await queryRows<{ status: string; visitsUsed: number }>(
    db,
    sql`update sold_packages
           set visits_used = visits_used + 1,
               status = case when visits_used + 1 >= visits_total then 'EXHAUSTED' else status end
         where id = ${v.packageId} and status = 'ACTIVE'
         returning status, visits_used as "visitsUsed"`,
  );
  if (!row) throw new Error(`package ${v.packageId} is no longer active`);
  return row;
}
