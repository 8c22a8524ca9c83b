import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../src/db/client';

// Issue 14 tests: a city of the tests' own (far from Moscow, in another zone) with creations
// and sessions written straight into the tables, so the seeded poster does not get in the way.

/** The id an insert … returning id answers. */
const one = async (app: FastifyInstance, q: SQL) =>
  (await queryRows(app.db, q, z.object({ id: z.number() })))[0]!;

/** Vladivostok's zone: ten hours ahead of UTC, seven of Moscow. */
export const TEST_ZONE = 'Asia/Vladivostok';
export const TEST_POINT = { latitude: 43.1155, longitude: 131.8855 };

export async function createTestCity(app: FastifyInstance): Promise<number> {
  return (
    await one(
      app,
      sql`insert into cities (name, lat, lon, time_zone)
          values ('Тестовск', ${TEST_POINT.latitude}, ${TEST_POINT.longitude}, ${TEST_ZONE})
          on conflict (name) do update set time_zone = excluded.time_zone returning id`,
    )
  ).id;
}

export interface CreationOptions {
  kind: string;
  title: string;
  sportTypeId?: number;
  status?: 'ACTIVE' | 'ARCHIVED';
  /** Session starts (ISO with offset) and their prices in kopecks. */
  sessions: { at: string; price?: number; minutes?: number }[];
}

export async function createCreation(
  app: FastifyInstance,
  cityId: number,
  o: CreationOptions,
): Promise<number> {
  const { id } = await one(
    app,
    sql`insert into creations (city_id, kind, title, description, venue_name, address, lat, lon,
                               image, age_rating, sport_type_id, status)
        values (${cityId}, ${o.kind}, ${o.title}, 'Описание', 'Площадь Борцов', 'ул. Светланская, 1',
                43.115, 131.885, '/media/creations/concert-1.svg', '12+', ${o.sportTypeId ?? null},
                ${o.status ?? 'ACTIVE'})
        returning id`,
  );
  for (const s of o.sessions)
    await app.db.execute(
      sql`insert into creation_sessions (creation_id, starts_at, ends_at, price_kopecks)
          values (${id}, ${s.at}::timestamptz,
                  ${s.at}::timestamptz + make_interval(mins => ${s.minutes ?? 90}), ${s.price ?? 50000})`,
    );
  return id;
}
