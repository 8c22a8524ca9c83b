import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';

// Issue 12: the tickets a person bought (for themself or their children), with what they are
// for, where, and until when they are valid (a session's end; a service's day, in the venue's
// time zone).

const TicketRowSchema = z.object({
  qrCodeId: z.string(),
  orderId: z.string(),
  orderNumber: z.number(),
  orderStatus: z.string(),
  kind: z.enum(['EVENT', 'SERVICE']),
  status: z.string(),
  title: z.string(),
  complexId: z.number(),
  complexName: z.string(),
  placeName: z.string().nullable(),
  timeZone: z.string(),
  visitDate: z.string().nullable(),
  startsAt: z.coerce.date().nullable(),
  endsAt: z.coerce.date().nullable(),
  visitsTotal: z.number().nullable(),
  visitsUsed: z.number(),
  childId: z.string().nullable(),
  holderName: z.string(),
  validUntil: z.coerce.date(),
  createdAt: z.coerce.date(),
});
export type TicketRow = z.infer<typeof TicketRowSchema>;

/** Who a purchase is for: the child's first name, else the buyer's name (aliases ch and u). */
export const HOLDER_NAME = sql.raw(
  `coalesce(ch.first_name, nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), '')`,
);

/** A ticket is good until its session ends, or until its day ends in the venue's zone. */
export const TICKET_VALID_UNTIL = sql.raw(
  `coalesce(es.ends_at, ((t.visit_date + 1)::timestamp at time zone c.time_zone))`,
);

/** Where a refund of the purchase's order line stands: none, in progress, or done. */
export const RefundStateSchema = z.enum(['NONE', 'PENDING', 'DONE']);
export type RefundState = z.infer<typeof RefundStateSchema>;

/** The refund state of an order line (a column expression; `line` names the line's id). */
export const REFUND_STATE = (line: string) =>
  sql.raw(`(select case when bool_or(r.status = 'succeeded') then 'DONE'
                       when bool_or(r.status in ('created', 'pending')) then 'PENDING'
                       else 'NONE' end
              from refund_lines rl join refunds r on r.id = rl.refund_id
             where rl.order_line_id = ${line})`);

export async function findTickets(
  db: Db,
  userId: string,
  filter: { kind?: 'EVENT' | 'SERVICE'; qrCodeId?: string },
): Promise<TicketRow[]> {
  // raw SQL: zone arithmetic on the visit day, a correlated refund state and nine joins
  return queryRows(
    db,
    sql`select t.qr_code_id as "qrCodeId", t.order_id as "orderId", o.number::int as "orderNumber",
               o.status as "orderStatus",
               case when t.session_id is not null then 'EVENT' else 'SERVICE' end as kind,
               t.status, coalesce(e.name, s.name, '') as title, c.id as "complexId",
               c.name as "complexName", p.name as "placeName", c.time_zone as "timeZone",
               t.visit_date::text as "visitDate", es.starts_at as "startsAt", es.ends_at as "endsAt",
               t.visits_total as "visitsTotal", t.visits_used as "visitsUsed",
               t.child_id as "childId",
               ${HOLDER_NAME} as "holderName", ${TICKET_VALID_UNTIL} as "validUntil",
               t.created_at as "createdAt"
          from tickets t
          join orders o on o.id = t.order_id
          join complexes c on c.id = o.complex_id
          join users u on u.id = t.user_id
          left join event_sessions es on es.id = t.session_id
          left join scheduled_events e on e.id = es.event_id
          left join services s on s.id = t.service_id
          left join places p on p.id = coalesce(e.place_id, s.place_id)
          left join children ch on ch.id = t.child_id
         where t.user_id = ${userId}
           ${filter.kind === 'EVENT' ? sql`and t.session_id is not null` : sql``}
           ${filter.kind === 'SERVICE' ? sql`and t.session_id is null` : sql``}
           ${filter.qrCodeId ? sql`and t.qr_code_id = ${filter.qrCodeId}` : sql``}
         order by coalesce(es.starts_at, t.visit_date::timestamp at time zone c.time_zone) desc,
                  t.created_at desc, t.qr_code_id
         limit 500`,
    TicketRowSchema,
  );
}
