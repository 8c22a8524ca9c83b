import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import {
  HOLDER_NAME,
  REFUND_STATE,
  RefundStateSchema,
  TICKET_VALID_UNTIL,
} from '../purchases/repository';
import { DEMO_PAID } from '../auth/demo-seal-repository';
import { PACKAGE_FROM, STARTS_ON, TICKET_FROM } from './repository';

// Issue 24: what an offline scanner keeps for a venue's day — the tickets of that day's and
// later sessions and service days, and the packages still valid, with today's first admission
// of each. Used, refunded, used-up and other days' ones stay in (pretix keeps every position):
// the device then refuses them with the server's reason and text, or lets them back in where
// the list allows re-entry.

/**
 * Orders whose codes the door answers for: paid ones, and those returned or canceled since, so
 * that the device refuses them in the server's words («Билет возвращён»), not as unknown.
 */
const PACK_ORDER_STATUSES = ['payed', 'complete', 'returned', 'canceled'].map((s) => sql`${s}`);

// raw SQL: zone arithmetic on the venue's day, correlated refund states and first admissions

const PackRowSchema = z.object({
  qrCodeId: z.string(),
  title: z.string(),
  holderName: z.string(),
  childBirthDate: z.string().nullable(),
  startsAt: z.coerce.date().nullable(),
  endsAt: z.coerce.date().nullable(),
  product: z.enum(['EVENT', 'SERVICE', 'PACKAGE']),
  productId: z.number().nullable(),
  visitsTotal: z.number().nullable(),
  visitsUsed: z.number(),
  status: z.string(),
  dayRule: z.string().nullable(),
  startsOn: z.string().nullable(),
  usedAt: z.coerce.date().nullable(),
  refund: RefundStateSchema,
  orderStatus: z.string(),
  validUntil: z.coerce.date().nullable(),
  visitDate: z.string().nullable(),
  /** Bought by a demo person or paid through the emulators (the demo seal, issue 26). */
  demoPaid: z.boolean(),
});
export type PackRow = z.infer<typeof PackRowSchema>;

export async function packTickets(
  db: Db,
  complexId: number,
  day: string,
  realAcquirers: readonly string[],
): Promise<PackRow[]> {
  return queryRows(
    db,
    sql`select t.qr_code_id as "qrCodeId", coalesce(e.name, s.name, '') as title,
               ${HOLDER_NAME} as "holderName", ch.birth_date::text as "childBirthDate",
               es.starts_at as "startsAt", es.ends_at as "endsAt",
               case when es.id is null then 'SERVICE' else 'EVENT' end as product,
               coalesce(e.id, s.id) as "productId",
               t.visits_total as "visitsTotal", t.visits_used as "visitsUsed", t.status,
               null::text as "dayRule", null::text as "startsOn",
               (select min(ci.visited_at) from check_ins ci
                 where ci.ticket_id = t.id and ci.local_date = ${day} and not ci.reentry) as "usedAt",
               ${REFUND_STATE('t.order_line_id')} as refund, o.status as "orderStatus",
               ${TICKET_VALID_UNTIL} as "validUntil", t.visit_date::text as "visitDate",
               ${DEMO_PAID('o', realAcquirers)} as "demoPaid"
          from ${TICKET_FROM}
         where o.complex_id = ${complexId}
           and o.status in (${sql.join(PACK_ORDER_STATUSES, sql`, `)})
           and ((es.starts_at at time zone c.time_zone)::date >= ${day}::date
                or t.visit_date >= ${day}::date)
         order by es.starts_at nulls last, t.qr_code_id`,
    PackRowSchema,
  );
}

export async function packPackages(
  db: Db,
  complexId: number,
  day: string,
  realAcquirers: readonly string[],
): Promise<PackRow[]> {
  return queryRows(
    db,
    sql`select 'pkg:' || sp.id as "qrCodeId", p.name || ' · ' || r.category as title,
               ${HOLDER_NAME} as "holderName", ch.birth_date::text as "childBirthDate",
               null::timestamptz as "startsAt", null::timestamptz as "endsAt",
               'PACKAGE' as product, p.id as "productId",
               sp.visits_total as "visitsTotal", sp.visits_used as "visitsUsed", sp.status,
               p.day_rule as "dayRule", ${STARTS_ON} as "startsOn",
               (select min(ci.visited_at) from check_ins ci
                 where ci.sold_package_id = sp.id and ci.local_date = ${day} and not ci.reentry) as "usedAt",
               ${REFUND_STATE('sp.order_line_id')} as refund, o.status as "orderStatus",
               sp.valid_until as "validUntil", null::text as "visitDate",
               ${DEMO_PAID('o', realAcquirers)} as "demoPaid"
          from ${PACKAGE_FROM}
         where p.complex_id = ${complexId}
           and o.status in (${sql.join(PACK_ORDER_STATUSES, sql`, `)})
           and (sp.valid_until is null
                or sp.valid_until > (${day}::date::timestamp at time zone c.time_zone))
         order by sp.id`,
    PackRowSchema,
  );
}
