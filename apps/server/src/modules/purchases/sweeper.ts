import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { queryRows, type Db } from '../../db/client';
import { runPeriodically } from '../../lib/periodic';

// Issue 12: statuses that time moves (docs/api-purchases.md "Statuses"). Reading already
// computes them from the clock; this writes them down, so check-in, refunds and reports see the
// same state. Each step is one UPDATE guarded by the status it leaves: safe in several processes.

/** ACTIVE tickets whose session has ended or whose day is over in the venue's zone → OUTDATED. */
async function outdateTickets(db: Db, now: string): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update tickets t set status = 'OUTDATED'
         where t.status = 'ACTIVE'
           and (exists (select 1 from event_sessions es
                         where es.id = t.session_id and es.ends_at <= ${now}::timestamptz)
             or (t.session_id is null and t.visit_date is not null and exists (
                   select 1 from orders o join complexes c on c.id = o.complex_id
                    where o.id = t.order_id
                      and ((t.visit_date + 1)::timestamp at time zone c.time_zone) <= ${now}::timestamptz)))
        returning t.id`,
  );
  return rows.length;
}

/** A freeze whose allowed days have run out ends by itself; the validity moves by those days. */
async function endFreezes(db: Db, now: string): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update sold_packages sp
           set status = 'ACTIVE', frozen_at = null, freeze_days_used = r.freeze_days,
               valid_until = sp.valid_until + make_interval(days => r.freeze_days - sp.freeze_days_used)
          from package_rates r
         where r.id = sp.rate_id and sp.status = 'FREEZED'
           and sp.frozen_at + make_interval(days => r.freeze_days - sp.freeze_days_used) <= ${now}::timestamptz
        returning sp.id`,
  );
  return rows.length;
}

/** ACTIVE packages past their validity → OUTDATED. */
async function outdatePackages(db: Db, now: string): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update sold_packages set status = 'OUTDATED'
         where status = 'ACTIVE' and valid_until <= ${now}::timestamptz
        returning id`,
  );
  return rows.length;
}

export async function sweepPurchases(
  db: Db,
  now: Date,
): Promise<{ tickets: number; unfrozen: number; packages: number }> {
  const at = now.toISOString();
  const tickets = await outdateTickets(db, at);
  const unfrozen = await endFreezes(db, at);
  const packages = await outdatePackages(db, at);
  return { tickets, unfrozen, packages };
}

export function registerPurchasesSweeper(app: FastifyInstance, config: AppConfig): void {
  runPeriodically(app, 'сроки билетов и абонементов', config.sweepSeconds * 1000, () =>
    sweepPurchases(app.db, app.clock.now()),
  );
}
