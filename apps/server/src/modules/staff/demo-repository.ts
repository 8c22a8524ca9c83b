import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';

// Issue 24: a demo copy's own venue — hidden from visitors (moderation NEW), owned by a demo
// organisation, with one free service to buy and scan — so the venue's side can be tried
// from a demo login without acting on a real venue.

/** The demo organisation every demo copy's venue belongs to. */
export const DEMO_VENUE_OWNER_ID = '00000000-0000-4000-8000-00000000a524';

// raw SQL: data-modifying CTEs write the organisation, the venue, its place, its service and
// the grant in one statement (a demo login waits for it; foreign keys are checked at its end)

export async function insertDemoVenue(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`with o as (
          insert into place_owners (id, name, inn)
          values (${DEMO_VENUE_OWNER_ID}, 'Демо-организация', '7700000000')
          on conflict (id) do nothing
        ), c as (
          insert into complexes (owner_id, name, place_name, address, lat, lon, moderation, has_services)
          values (${DEMO_VENUE_OWNER_ID}, 'Демо-спортобъект', 'Зал', 'Москва, демонстрационный адрес',
                  55.751, 37.618, 'NEW', true)
          returning id
        ), p as (
          insert into places (complex_id, name) select id, 'Зал' from c returning id, complex_id
        ), s as (
          insert into services (complex_id, place_id, name, service_type, price_kopecks, visit_quota)
          select complex_id, id, 'Свободное посещение (демо)', 'COMMERCIAL', 0, 1 from p
          returning complex_id
        )
        insert into venue_staff (user_id, complex_id, role, created_at)
        select ${userId}, complex_id, 'ADMIN', ${now.toISOString()}::timestamptz from s
        returning complex_id as id`,
    z.object({ id: z.number() }),
  );
  return row!.id;
}

/** Removes the venues of expired demo copies (their orders first: orders keep a venue). */
export async function deleteDemoVenues(db: Db, userIds: readonly string[]): Promise<void> {
  if (!userIds.length) return;
  const ids = sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const venues = sql`select vs.complex_id from venue_staff vs join complexes c on c.id = vs.complex_id
                      where vs.user_id in (${ids}) and c.owner_id = ${DEMO_VENUE_OWNER_ID}`;
  await db.execute(sql`delete from orders where complex_id in (${venues})`);
  await db.execute(sql`delete from complexes where id in (${venues})`);
}
