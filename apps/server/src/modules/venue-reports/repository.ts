import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';

// Issue 25: the venue's reports — read-only sums over orders, their lines, refunds, check-ins
// and section groups, one venue at a time, over days of the venue's own time zone.

// raw SQL: days and hours in the venue's zone (`at time zone c.time_zone`), grouped sums with
// `filter`, and a period bound computed from the zone in the database

export interface Period {
  complexId: number;
  from: string;
  to: string;
}

const num = z.coerce.number();

/** `col` falls on the days from…to (both included) of the venue `c`. */
const inPeriod = (
  col: SQL,
  p: Period,
) => sql`${col} >= (${p.from}::date::timestamp at time zone c.time_zone)
  and ${col} < ((${p.to}::date + 1)::timestamp at time zone c.time_zone)`;
const localDay = (col: SQL) => sql`(${col} at time zone c.time_zone)::date::text`;

// A sale: an order paid (or free and issued) in the period, even if refunded later — the
// refunds report shows the money that went back.
const SOLD = (p: Period) => sql`o.complex_id = ${p.complexId}
  and o.status in ('payed', 'complete', 'returned') and ${inPeriod(sql`o.paid_at`, p)}`;

const SalesDayRow = z.object({
  date: z.string(),
  orders: num,
  subtotalKopecks: num,
  feeKopecks: num,
  totalKopecks: num,
});

export function salesByDay(db: Db, p: Period) {
  return queryRows(
    db,
    sql`select ${localDay(sql`o.paid_at`)} as date, count(*) as orders,
               sum(o.subtotal_kopecks) as "subtotalKopecks", sum(o.fee_kopecks) as "feeKopecks",
               sum(o.total_kopecks) as "totalKopecks"
          from orders o join complexes c on c.id = o.complex_id
         where ${SOLD(p)}
         group by 1 order by 1`,
    SalesDayRow,
  );
}

export function salesByProduct(db: Db, p: Period) {
  return queryRows(
    db,
    sql`select l.kind, l.title, sum(l.quantity) as quantity, sum(l.amount_kopecks) as "amountKopecks"
          from order_lines l join orders o on o.id = l.order_id
          join complexes c on c.id = o.complex_id
         where ${SOLD(p)}
         group by l.kind, l.title order by "amountKopecks" desc, l.title, l.kind`,
    z.object({ kind: z.string(), title: z.string(), quantity: num, amountKopecks: num }),
  );
}

export function salesByProvider(db: Db, p: Period) {
  return queryRows(
    db,
    sql`select case when o.total_kopecks = 0 then null else o.provider end as provider,
               count(*) as orders, sum(o.total_kopecks) as "totalKopecks"
          from orders o join complexes c on c.id = o.complex_id
         where ${SOLD(p)}
         group by 1 order by "totalKopecks" desc, 1`,
    z.object({ provider: z.string().nullable(), orders: num, totalKopecks: num }),
  );
}

/** Refunds of the venue's orders the acquirer finished (succeeded) in the period. */
export function refundsDone(db: Db, p: Period) {
  const at = sql`coalesce(r.finished_at, r.updated_at)`;
  return queryRows(
    db,
    sql`select ${localDay(at)} as date, a.provider, count(*) as refunds,
               sum(r.amount_kopecks) as "amountKopecks"
          from refunds r join orders o on o.id = r.order_id
          join payment_attempts a on a.id = r.attempt_id
          join complexes c on c.id = o.complex_id
         where o.complex_id = ${p.complexId} and r.status = 'succeeded' and ${inPeriod(at, p)}
         group by 1, 2 order by 1, 2`,
    z.object({ date: z.string(), provider: z.string(), refunds: num, amountKopecks: num }),
  );
}

/** Refunds asked for in the period that the acquirer has not finished yet. */
export async function refundsPending(db: Db, p: Period): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`select count(*) as n from refunds r join orders o on o.id = r.order_id
          join complexes c on c.id = o.complex_id
         where o.complex_id = ${p.complexId} and r.status in ('created', 'pending')
           and ${inPeriod(sql`r.created_at`, p)}`,
    z.object({ n: num }),
  );
  return row?.n ?? 0;
}

/** Visits let in at the venue's doors on the period's days, by the hour of the venue's day. */
export function checkInsByHour(db: Db, p: Period) {
  return queryRows(
    db,
    sql`select extract(hour from ci.visited_at at time zone c.time_zone)::int as hour,
               count(*) as "checkIns", count(*) filter (where ci.reentry) as reentries
          from check_ins ci join complexes c on c.id = ci.complex_id
         where ci.complex_id = ${p.complexId}
           and ci.local_date between ${p.from}::date and ${p.to}::date
         group by 1 order by 1`,
    z.object({ hour: num, checkIns: num, reentries: num }),
  );
}

export async function checkInDays(db: Db, p: Period): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`select count(distinct ci.local_date) as n from check_ins ci
         where ci.complex_id = ${p.complexId}
           and ci.local_date between ${p.from}::date and ${p.to}::date`,
    z.object({ n: num }),
  );
  return row?.n ?? 0;
}

/** The venue's active groups of active sections with their places and members now. */
export function groupPlaces(db: Db, complexId: number) {
  return queryRows(
    db,
    sql`select g.id, s.name as "sectionName", g.name as "groupName", g.places,
               (select count(*) from section_members m
                 where m.group_id = g.id and m.status = 'APPROVED') as accepted,
               (select count(*) from section_members m
                 where m.group_id = g.id and m.status = 'NEW') as waiting
          from section_groups g join sections s on s.id = g.section_id
         where s.complex_id = ${complexId} and s.status = 'ACTIVE' and g.status = 'ACTIVE'
         order by s.name, g.name, g.id`,
    z.object({
      id: z.number(),
      sectionName: z.string(),
      groupName: z.string(),
      places: num,
      accepted: num,
      waiting: num,
    }),
  );
}
