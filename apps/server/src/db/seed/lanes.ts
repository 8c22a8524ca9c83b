import { sql } from 'drizzle-orm';
import type { Db } from '../client';

// Issue 25: one demo pool sells by lane (docs/decisions/capacity-by-part.md). The first
// «Бассейн 25 м» gets a layout of six lanes of eight swimmers, and its «Свободное плавание»
// sells «Любая дорожка» (any lane, the event's price) and «Дорожка N» (a swimmer's own lane, a
// little dearer). One statement, once: a later start finds the layout and writes nothing.

const LANES = 6;
const PER_LANE = 8;
const OWN_LANE_EXTRA_KOPECKS = 10000;

export async function seedLanes(db: Db): Promise<void> {
  // raw SQL: ids taken from the identity first, so each part's path names itself in one insert
  await db.execute(
    sql`with target as (
          select p.id as place_id, e.id as event_id, e.price_kopecks as price
            from places p join scheduled_events e on e.place_id = p.id
           where p.name = 'Бассейн 25 м' and e.name = 'Свободное плавание'
             and not exists (select 1 from place_parts x where x.place_id = p.id)
           order by p.id, e.id limit 1
        ), root as (
          select nextval(pg_get_serial_sequence('place_parts', 'id'))::int as id, t.*
            from target t
        ), lanes as (
          select nextval(pg_get_serial_sequence('place_parts', 'id'))::int as id, n,
                 root.id as root_id, root.place_id
            from root, generate_series(1, ${LANES}::int) n
        ), parts as (
          insert into place_parts (id, place_id, parent_id, name, capacity, path, position)
          select id, place_id, null, 'Бассейн 25 м', null::int, array[id], 0 from root
          union all
          select id, place_id, root_id, 'Дорожка ' || n, ${PER_LANE}::int, array[root_id, id], n
            from lanes
        )
        insert into event_products (event_id, part_id, kind, name, price_kopecks, position)
        select event_id, id, 'ANY', 'Любая дорожка', price, 0 from root
        union all
        select r.event_id, l.id, 'ANY', 'Дорожка ' || l.n, r.price + ${OWN_LANE_EXTRA_KOPECKS}::int, l.n
          from lanes l, root r`,
  );
}

/**
 * The sessions of an event that sells parts hold what the whole place holds (the pool's 48, where
 * the catalogue's event says 30): run after every top-up of sessions, it touches only those.
 */
export async function fitLaneSessions(db: Db): Promise<void> {
  await db.execute(
    sql`update event_sessions s set capacity = r.cap
          from (select distinct p.event_id,
                       (select sum(l.capacity) from place_parts l where part.path[1] = any(l.path))::int as cap
                  from event_products p join place_parts part on part.id = p.part_id) r
         where s.event_id = r.event_id and s.capacity <> r.cap and s.sold <= r.cap`,
  );
}
