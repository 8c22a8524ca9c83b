import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';

// Issue 12 and 25: a package's freezes. Every change of the freeze state moves the counters of
// sold_packages (freezes_used, freeze_days_used) and opens or closes a row of package_freezes
// (migration 0045) together — one transaction or one statement — so the counters are always the
// row count and the sum of `days`. The places that end a freeze: the holder's unfreeze (here, called by service-packages),
// the sweeper when the allowance runs out (purchases/expiry-repository.ts) and a refund
// (payments/refund-repository.ts); each closes the row through `closeFreezes`.

// raw SQL: the venue's day of a moment and started days are zone and interval arithmetic

const MovedRow = z.object({ id: z.string() });

/** Joins the package's venue (`c`) to a sold package `sp`. */
export const PACKAGE_VENUE = sql.raw(
  'join service_packages p on p.id = sp.package_id join complexes c on c.id = p.complex_id',
);

/** The venue's day (`c.time_zone`) of the moment `at`. */
export const venueDay = (at: string): SQL =>
  sql`(${at}::timestamptz at time zone c.time_zone)::date`;

/**
 * Days the running freeze of `sp` (rate `r`) costs at `at`: started days (an hour costs a day),
 * no more than the allowance left.
 */
export const frozenDaysAt = (at: string): SQL =>
  sql`least(greatest(1, ceil(extract(epoch from (${at}::timestamptz - sp.frozen_at)) / 86400))::int,
            greatest(r.freeze_days - sp.freeze_days_used, 0))`;

/**
 * Closes the running freeze rows of the packages `ended` selects as (id, days, ended_on):
 * `ended_on` — the day the holder ended it early, null when it ran its course.
 */
export const closeFreezes = (ended: SQL): SQL =>
  sql`update package_freezes f set days = e.days, ended_on = e.ended_on
        from (${ended}) e
       where f.sold_package_id = e.id and f.days is null`;

/**
 * ACTIVE → FREEZED, one more freeze counted, and its row opened: from the venue's day today,
 * planned through the allowance left (at least that day).
 */
export async function freezePackage(
  db: Db,
  a: { id: string; now: Date; userId: string },
): Promise<boolean> {
  const at = a.now.toISOString();
  return db.transaction(async (tx) => {
    const moved = await queryRows(
      tx,
      sql`update sold_packages set status = 'FREEZED', frozen_at = ${at}::timestamptz,
                 freezes_used = freezes_used + 1
           where id = ${a.id} and status = 'ACTIVE' returning id`,
      MovedRow,
    );
    if (moved.length !== 1) return false;
    await tx.execute(
      sql`insert into package_freezes (sold_package_id, starts_on, ends_on, created_at, created_by)
          select sp.id, d.day, d.day + greatest(r.freeze_days - sp.freeze_days_used, 1) - 1,
                 ${at}::timestamptz, ${a.userId}
            from sold_packages sp join package_rates r on r.id = sp.rate_id ${PACKAGE_VENUE},
                 lateral (select ${venueDay(at)} as day) d
           where sp.id = ${a.id}`,
    );
    return true;
  });
}

/**
 * FREEZED → ACTIVE by the holder: the frozen days are counted as used, the validity moves by
 * them, and the row is closed as ended early today.
 */
export async function unfreezePackage(db: Db, a: { id: string; now: Date }): Promise<boolean> {
  const at = a.now.toISOString();
  const rows = await queryRows(
    db,
    sql`with ended as (
          select sp.id, ${frozenDaysAt(at)} as days, ${venueDay(at)} as ended_on
            from sold_packages sp join package_rates r on r.id = sp.rate_id ${PACKAGE_VENUE}
           where sp.id = ${a.id} and sp.status = 'FREEZED'
        ), closed as (${closeFreezes(sql`select id, days, ended_on from ended`)})
        update sold_packages sp
           set status = 'ACTIVE', frozen_at = null, freeze_days_used = sp.freeze_days_used + e.days,
               valid_until = sp.valid_until + make_interval(days => e.days)
          from ended e
         where sp.id = e.id and sp.status = 'FREEZED'
        returning sp.id`,
    MovedRow,
  );
  return rows.length === 1;
}

const FreezeRow = z.object({
  at: z.coerce.date(),
  startsOn: z.string(),
  endsOn: z.string(),
  endedOn: z.string().nullable(),
  days: z.number(),
  running: z.boolean(),
});
export type FreezeRow = z.infer<typeof FreezeRow>;

/** Every freeze of a package, newest first; a running one's `days` — as of `now`. */
export function packageFreezes(db: Db, id: string, now: Date): Promise<FreezeRow[]> {
  const at = now.toISOString();
  return queryRows(
    db,
    sql`select f.created_at as at, to_char(f.starts_on, 'YYYY-MM-DD') as "startsOn",
               to_char(f.ends_on, 'YYYY-MM-DD') as "endsOn",
               to_char(f.ended_on, 'YYYY-MM-DD') as "endedOn",
               coalesce(f.days, case when sp.status = 'FREEZED' then ${frozenDaysAt(at)} end, 0)::int
                 as days,
               f.days is null as running
          from package_freezes f
          join sold_packages sp on sp.id = f.sold_package_id
          join package_rates r on r.id = sp.rate_id
         where f.sold_package_id = ${id}
         order by f.created_at desc, f.id desc`,
    FreezeRow,
  );
}
