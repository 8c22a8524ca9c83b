import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { closeFreezes } from './freeze-repository';

// Issue 12: statuses that time moves (docs/api-purchases.md "Statuses"), written down by the
// sweeper (sweeper.ts). Each is one UPDATE guarded by the status it leaves: safe in several
// processes. `now` is an ISO timestamp; each answers how many rows it moved.

const MovedRow = z.object({ id: z.string() });

/** Runs one guarded UPDATE … RETURNING id; answers how many rows it moved. */
const moved = async (db: Db, update: SQL): Promise<number> =>
  (await queryRows(db, update, MovedRow)).length;

/** ACTIVE tickets whose session has ended or whose day is over in the venue's zone → OUTDATED. */
export async function outdateTickets(db: Db, now: string): Promise<number> {
  return moved(
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
}

/**
 * A freeze whose allowed days have run out ends by itself: the validity moves by those days, and
 * the freeze's row closes with them (not early) in the same statement.
 */
export async function endFreezes(db: Db, now: string): Promise<number> {
  // The CTE reads sold_packages as before this statement's update: the days left then.
  const ended = sql`select sp.id, greatest(r.freeze_days - sp.freeze_days_used, 0) as days,
                           null::date as ended_on
                      from done join sold_packages sp on sp.id = done.id
                      join package_rates r on r.id = sp.rate_id`;
  return moved(
    db,
    sql`with done as (
          update sold_packages sp
             set status = 'ACTIVE', frozen_at = null,
                 freeze_days_used = greatest(sp.freeze_days_used, r.freeze_days),
                 valid_until = sp.valid_until
                   + make_interval(days => greatest(r.freeze_days - sp.freeze_days_used, 0))
            from package_rates r
           where r.id = sp.rate_id and sp.status = 'FREEZED'
             and sp.frozen_at + make_interval(days => r.freeze_days - sp.freeze_days_used) <= ${now}::timestamptz
          returning sp.id
        ), closed as (${closeFreezes(ended)})
        select id from done`,
  );
}

/** ACTIVE packages past their validity → OUTDATED. */
export async function outdatePackages(db: Db, now: string): Promise<number> {
  return moved(
    db,
    sql`update sold_packages set status = 'OUTDATED'
         where status = 'ACTIVE' and valid_until <= ${now}::timestamptz
        returning id`,
  );
}
