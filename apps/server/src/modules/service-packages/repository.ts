import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { HOLDER_NAME, REFUND_STATE, RefundStateSchema } from '../purchases/repository';

// Issue 12: a person's purchased packages (for themself and their children), and the three
// things they do with one: activate (here), freeze, unfreeze (purchases/freeze-repository.ts). Each change
// is one UPDATE guarded by the status it leaves, so a double tap or two devices cannot apply it
// twice.

const SoldPackageRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  rateName: z.string(),
  term: z.string(),
  termDays: z.number().nullable(),
  complexId: z.number(),
  complexName: z.string(),
  timeZone: z.string(),
  dayRule: z.string(),
  status: z.string(),
  orderStatus: z.string(),
  refund: RefundStateSchema,
  childId: z.string().nullable(),
  holderName: z.string(),
  visitsTotal: z.number().nullable(),
  visitsUsed: z.number(),
  activatedAt: z.coerce.date().nullable(),
  validUntil: z.coerce.date().nullable(),
  frozenAt: z.coerce.date().nullable(),
  freezeDays: z.number(),
  freezeTimes: z.number(),
  freezeDaysUsed: z.number(),
  freezesUsed: z.number(),
  orderId: z.string(),
  orderNumber: z.number(),
  createdAt: z.coerce.date(),
  /** Issue 25: the front desk's activation request key (null — activated by the visitor). */
  activationKey: z.string().nullable(),
  startsOn: z.string().nullable(),
});
export type SoldPackageRow = z.infer<typeof SoldPackageRowSchema>;

const MovedRow = z.object({ id: z.string() });

// raw SQL: a correlated refund state and the holder's name over six joins
export function findPackages(db: Db, userId: string, id?: string): Promise<SoldPackageRow[]> {
  return queryRows(
    db,
    sql`select sp.id, p.name, r.category as "rateName", r.term, r.manual_term_days as "termDays",
               c.id as "complexId", c.name as "complexName", c.time_zone as "timeZone",
               p.day_rule as "dayRule", sp.status, o.status as "orderStatus",
               ${REFUND_STATE('sp.order_line_id')} as refund,
               sp.child_id as "childId", ${HOLDER_NAME} as "holderName",
               sp.visits_total as "visitsTotal", sp.visits_used as "visitsUsed",
               sp.activated_at as "activatedAt", sp.valid_until as "validUntil",
               sp.frozen_at as "frozenAt", r.freeze_days as "freezeDays",
               r.freeze_times as "freezeTimes", sp.freeze_days_used as "freezeDaysUsed",
               sp.freezes_used as "freezesUsed", sp.order_id as "orderId",
               o.number::int as "orderNumber", sp.created_at as "createdAt",
               sp.activation_key as "activationKey",
               to_char(sp.activated_at at time zone c.time_zone, 'YYYY-MM-DD') as "startsOn"
          from sold_packages sp
          join orders o on o.id = sp.order_id
          join service_packages p on p.id = sp.package_id
          join package_rates r on r.id = sp.rate_id
          join complexes c on c.id = p.complex_id
          join users u on u.id = sp.user_id
          left join children ch on ch.id = sp.child_id
         where sp.user_id = ${userId} and o.status in ('payed', 'complete', 'returned')
           ${id ? sql`and sp.id = ${id}` : sql``}
         order by sp.created_at desc, sp.id
         limit 200`,
    SoldPackageRowSchema,
  );
}

/** The validity's end for a rate's term from the activation day, in the venue's zone. */
const TERM_END = sql.raw(`case r.term
    when 'LIMITLESS' then null
    when 'MANUAL_DAYS' then ((d.day + r.manual_term_days)::timestamp at time zone c.time_zone)
    when 'WEEK' then ((d.day + 7)::timestamp at time zone c.time_zone)
    when 'MONTH' then ((d.day + interval '1 month')::timestamp at time zone c.time_zone)
    when 'TWO_MONTHS' then ((d.day + interval '2 months')::timestamp at time zone c.time_zone)
    when 'THREE_MONTHS' then ((d.day + interval '3 months')::timestamp at time zone c.time_zone)
    when 'SIX_MONTHS' then ((d.day + interval '6 months')::timestamp at time zone c.time_zone)
    when 'YEAR' then ((d.day + interval '1 year')::timestamp at time zone c.time_zone)
  end`);

/**
 * CREATED → ACTIVE: valid from today (the venue's day) for the rate's term — or, at the front
 * desk (issue 25), from a later day `startDay`: the term then runs from that day's start and
 * the door refuses the package before it (`startsOn`). `key` is the desk's request key.
 */
export async function activatePackage(
  db: Db,
  id: string,
  now: Date,
  desk?: { startDay: string; key: string },
): Promise<boolean> {
  const at = now.toISOString();
  const start = desk?.startDay ?? null;
  // raw SQL: the term's end is zone arithmetic on the venue's day, joined in by a lateral
  const rows = await queryRows(
    db,
    sql`update sold_packages sp
           set status = 'ACTIVE', valid_until = ${TERM_END}, activation_key = ${desk?.key ?? null},
               activated_at = greatest(${at}::timestamptz, d.day::timestamp at time zone c.time_zone)
          from package_rates r, service_packages p, complexes c,
               lateral (select coalesce(${start}::date,
                                        (${at}::timestamptz at time zone c.time_zone)::date) as day) d
         where sp.id = ${id} and sp.status = 'CREATED'
           and r.id = sp.rate_id and p.id = sp.package_id and c.id = p.complex_id
        returning sp.id`,
    MovedRow,
  );
  return rows.length === 1;
}
