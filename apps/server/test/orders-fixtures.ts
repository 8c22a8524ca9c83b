import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { queryRows } from '../src/db/client';
import { createComplex, createOwner, freshOrigin, TEST_PDF } from './places-fixtures';

// A venue with something to sell, written straight into the catalogue tables (issue 10 tests).

const NumId = z.object({ id: z.number() });

export interface ShopOptions {
  provider?: 'YOOKASSA' | 'SBERBANK' | null;
  feeBasisPoints?: number;
  /** Both policies (VISIT and PAYBACK): the agreements become required. */
  policies?: boolean;
}

export interface Shop {
  ownerId: string;
  complexId: number;
  placeId: number;
}

export async function createShop(app: FastifyInstance, o: ShopOptions = {}): Promise<Shop> {
  const owner = await createOwner(app);
  const complexId = await createComplex(app, owner.id, { at: freshOrigin(), hasServices: true });
  const [place] = await queryRows(
    app.db,
    sql`select id from places where complex_id = ${complexId}`,
    NumId,
  );
  const provider = o.provider === undefined ? 'YOOKASSA' : o.provider;
  await app.db.execute(
    sql`insert into cashbox_accounts (owner_id, provider, fee_basis_points)
        values (${owner.id}, ${provider}, ${o.feeBasisPoints ?? 0})
        on conflict (owner_id) do update set provider = excluded.provider,
          fee_basis_points = excluded.fee_basis_points`,
  );
  if (o.policies === false)
    await app.db.execute(sql`delete from policy_files where owner_id = ${owner.id}`);
  else if (o.policies === true)
    for (const kind of ['VISIT', 'PAYBACK'])
      await app.db.execute(
        sql`insert into policy_files (owner_id, kind, title, pdf)
            values (${owner.id}, ${kind}, ${kind === 'VISIT' ? 'Правила посещения' : 'Правила возврата'}, ${TEST_PDF})
            on conflict (owner_id, kind, version) do nothing`,
      );
  return { ownerId: owner.id, complexId, placeId: place!.id };
}

export interface EventOptions {
  priceKopecks?: number;
  capacity?: number;
  sold?: number;
  startsAt: Date;
  salesOpenAt?: Date | null;
  audience?: 'ONLY_USER' | 'USER_AND_CHILDREN';
  targetGroup?: string;
  ageFrom?: number | null;
  ageTo?: number | null;
}

/** A scheduled event with one session; answers the session id. */
export async function createSession(
  app: FastifyInstance,
  shop: Shop,
  o: EventOptions,
): Promise<number> {
  const [event] = await queryRows(
    app.db,
    sql`insert into scheduled_events (complex_id, place_id, name, service_type, price_kopecks,
          duration_minutes, audience, target_group, age_from, age_to)
        values (${shop.complexId}, ${shop.placeId}, 'Свободное плавание', 'GROUP',
          ${o.priceKopecks ?? 50000}, 60, ${o.audience ?? 'USER_AND_CHILDREN'},
          ${o.targetGroup ?? 'ALL'}, ${o.ageFrom ?? null}, ${o.ageTo ?? null})
        returning id`,
    NumId,
  );
  const ends = new Date(o.startsAt.getTime() + 3_600_000);
  const [session] = await queryRows(
    app.db,
    sql`insert into event_sessions (event_id, starts_at, ends_at, capacity, sold, sales_open_at)
        values (${event!.id}, ${o.startsAt.toISOString()}, ${ends.toISOString()}, ${o.capacity ?? 20},
          ${o.sold ?? 0}, ${o.salesOpenAt ? o.salesOpenAt.toISOString() : null})
        returning id::int as id`,
    NumId,
  );
  return session!.id;
}

export interface ServiceOptions {
  priceKopecks?: number;
  dayRule?: 'ANY_DAY' | 'ON_WEEKDAYS' | 'ON_WEEKENDS';
  dailyCapacity?: number | null;
  perPersonDailyLimit?: number;
  visitQuota?: number | null;
  audience?: 'ONLY_USER' | 'USER_AND_CHILDREN';
  status?: 'ACTIVE' | 'ARCHIVED';
}

export async function createService(
  app: FastifyInstance,
  shop: Shop,
  o: ServiceOptions = {},
): Promise<number> {
  const [row] = await queryRows(
    app.db,
    sql`insert into services (complex_id, place_id, name, service_type, price_kopecks, visit_quota,
          day_rule, daily_capacity, per_person_daily_limit, audience, status)
        values (${shop.complexId}, ${shop.placeId}, 'Тренажёрный зал', 'COMMERCIAL',
          ${o.priceKopecks ?? 35000}, ${o.visitQuota === undefined ? 1 : o.visitQuota},
          ${o.dayRule ?? 'ANY_DAY'}, ${o.dailyCapacity ?? null}, ${o.perPersonDailyLimit ?? 4},
          ${o.audience ?? 'USER_AND_CHILDREN'}, ${o.status ?? 'ACTIVE'})
        returning id`,
    NumId,
  );
  return row!.id;
}

/** A package with one rate; answers the rate id. */
export async function createRate(
  app: FastifyInstance,
  shop: Shop,
  o: { costKopecks?: number; visits?: number | null } = {},
): Promise<number> {
  const [pkg] = await queryRows(
    app.db,
    sql`insert into service_packages (complex_id, name) values (${shop.complexId}, 'Абонемент в бассейн')
        returning id`,
    NumId,
  );
  const [rate] = await queryRows(
    app.db,
    sql`insert into package_rates (package_id, category, cost_kopecks, term, visits)
        values (${pkg!.id}, 'Месяц', ${o.costKopecks ?? 400000}, 'MONTH', ${o.visits === undefined ? 8 : o.visits})
        returning id`,
    NumId,
  );
  return rate!.id;
}

/** A child of the person, with a birth date (the age rules read it). */
export async function createChild(
  app: FastifyInstance,
  parentId: string,
  birthDate: string,
): Promise<string> {
  const [row] = await queryRows(
    app.db,
    sql`insert into children (parent_id, first_name, last_name, birth_date, gender)
        values (${parentId}, 'Маша', 'Иванова', ${birthDate}, 'F') returning id`,
    z.object({ id: z.string() }),
  );
  return row!.id;
}

export async function countRows(
  app: FastifyInstance,
  query: ReturnType<typeof sql>,
): Promise<number> {
  const [row] = await queryRows(app.db, query, z.object({ n: z.coerce.number() }));
  return row?.n ?? 0;
}
