import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';

// Issue 25: a venue's sold package for its front desk, and what happened to it — read from
// the rows that exist (the package, its freezes, its check-ins, the desk's audit entries, the
// refunds of its order line); nothing here writes.

// raw SQL: names over joins, the audit's JSON and the refunds of one order line

const OwnerRow = z.object({ userId: z.string() });

/** Who holds a sold package of this venue (its buyer); undefined — none here. */
export async function venuePackageOwner(
  db: Db,
  complexId: number,
  id: string,
): Promise<string | undefined> {
  const [row] = await queryRows(
    db,
    sql`select sp.user_id as "userId"
          from sold_packages sp join service_packages p on p.id = sp.package_id
         where sp.id = ${id} and p.complex_id = ${complexId}`,
    OwnerRow,
  );
  return row?.userId;
}

const PERSON = (alias: string) =>
  sql.raw(
    `coalesce(nullif(trim(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, '')), ''), ${alias}.phone, '')`,
  );

const HappeningRow = z.object({
  kind: z.enum([
    'SOLD',
    'ACTIVATED',
    'DESK_ACTIVATED',
    'FROZEN',
    'VISIT',
    'REFUND_ASKED',
    'REFUNDED',
  ]),
  at: z.coerce.date(),
  who: z.string(),
  detail: z.string().nullable(),
  status: z.string().nullable(),
});
export type HappeningRow = z.infer<typeof HappeningRow>;

/** The package's sale, activation, freezes, visits, desk activations and refunds. */
export function packageHappenings(db: Db, id: string): Promise<HappeningRow[]> {
  return queryRows(
    db,
    sql`select 'SOLD' as kind, coalesce(o.paid_at, sp.created_at) as at, ${PERSON('u')} as who,
               null::text as detail, null::text as status
          from sold_packages sp join orders o on o.id = sp.order_id join users u on u.id = o.user_id
         where sp.id = ${id}
        union all
        select 'ACTIVATED', sp.activated_at, ${PERSON('u')},
               to_char(sp.activated_at at time zone c.time_zone, 'YYYY-MM-DD'), null
          from sold_packages sp join users u on u.id = sp.user_id
          join service_packages p on p.id = sp.package_id join complexes c on c.id = p.complex_id
         where sp.id = ${id} and sp.activated_at is not null and sp.activation_key is null
        union all
        select 'DESK_ACTIVATED', a.at, a.actor_name, a.after->>'startDate', null
          from staff_audit a
         where a.object_type = 'package' and a.object_id = ${id} and a.kind = 'PACKAGE_ACTIVATE'
        union all
        select 'FROZEN', f.created_at, coalesce(${PERSON('u')}, ''), null, null
          from package_freezes f left join users u on u.id = f.created_by
         where f.sold_package_id = ${id}
        union all
        select 'VISIT', ci.visited_at, coalesce(${PERSON('su')}, ''),
               concat_ws(', ', case when ci.reentry then 'повторный вход' end,
                               case when ci.offline then 'без сети' end), null
          from check_ins ci left join users su on su.id = ci.staff_user_id
         where ci.sold_package_id = ${id}
        union all
        select 'REFUND_ASKED', r.created_at, coalesce(${PERSON('ru')}, ''), r.note, r.status
          from sold_packages sp
          join refund_lines rl on rl.order_line_id = sp.order_line_id
          join refunds r on r.id = rl.refund_id
          left join users ru on ru.id = r.requested_by
         where sp.id = ${id}
        union all
        select 'REFUNDED', r.finished_at, '', null, r.status
          from sold_packages sp
          join refund_lines rl on rl.order_line_id = sp.order_line_id
          join refunds r on r.id = rl.refund_id
         where sp.id = ${id} and r.status = 'succeeded' and r.finished_at is not null
        order by at`,
    HappeningRow,
  );
}
