import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { HOLDER_NAME, REFUND_STATE, type RefundState } from '../purchases/repository';

// Issue 12: a person's purchased packages (for themself and their children), and the three
// things they do with one: activate, freeze, unfreeze. Each change is one UPDATE guarded by the
// status it leaves, so a double tap or two devices cannot apply it twice.

export interface SoldPackageRow {
  id: string;
  name: string;
  rateName: string;
  term: string;
  termDays: number | null;
  complexId: number;
  complexName: string;
  timeZone: string;
  dayRule: string;
  status: string;
  orderStatus: string;
  refund: RefundState;
  childId: string | null;
  holderName: string;
  visitsTotal: number | null;
  visitsUsed: number;
  activatedAt: Date | null;
  validUntil: Date | null;
  frozenAt: Date | null;
  freezeDays: number;
  freezeTimes: number;
  freezeDaysUsed: number;
  freezesUsed: number;
  orderId: string;
  orderNumber: number;
  createdAt: Date;
}

const asDate = (v: Date | string | null) => (v === null ? null : new Date(v));

export async function findPackages(db: Db, userId: string, id?: string): Promise<SoldPackageRow[]> {
  const rows = await queryRows<SoldPackageRow>(
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
               o.number::int as "orderNumber", sp.created_at as "createdAt"
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
  );
  return rows.map((r) => ({
    ...r,
    activatedAt: asDate(r.activatedAt),
    validUntil: asDate(r.validUntil),
    frozenAt: asDate(r.frozenAt),
    createdAt: new Date(r.createdAt),
  }));
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

/** CREATED → ACTIVE: valid from today (the venue's day) for the rate's term. */
export async function activatePackage(db: Db, id: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update sold_packages sp
           set status = 'ACTIVE', activated_at = ${at}::timestamptz, valid_until = ${TERM_END}
          from package_rates r, service_packages p, complexes c,
               lateral (select (${at}::timestamptz at time zone c.time_zone)::date as day) d
         where sp.id = ${id} and sp.status = 'CREATED'
           and r.id = sp.rate_id and p.id = sp.package_id and c.id = p.complex_id
        returning sp.id`,
  );
  return rows.length === 1;
}

/** ACTIVE → FREEZED, counting one more freeze. */
export async function freezePackage(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update sold_packages set status = 'FREEZED', frozen_at = ${now.toISOString()}::timestamptz,
               freezes_used = freezes_used + 1
         where id = ${id} and status = 'ACTIVE' returning id`,
  );
  return rows.length === 1;
}

/** FREEZED → ACTIVE: the validity moves by the frozen days, which are counted as used. */
export async function unfreezePackage(db: Db, id: string, days: number): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update sold_packages
           set status = 'ACTIVE', frozen_at = null, freeze_days_used = freeze_days_used + ${days},
               valid_until = valid_until + make_interval(days => ${days})
         where id = ${id} and status = 'FREEZED' returning id`,
  );
  return rows.length === 1;
}
