import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

// Issue 14 "Data": a fresh demo person has proposed two venues — one accepted weeks ago, one
// still waiting — so «Мои заявки» shows proposals beside the child's section applications.

const DAY_MS = 86_400_000;

const DEMO_PROPOSALS = [
  {
    name: 'Хоккейная коробка у школы № 1260',
    address: 'Москва, улица Профсоюзная, 93',
    lat: 55.6625,
    lon: 37.5254,
    sportTypeIds: [9],
    status: 'NEW',
    daysAgo: 3,
  },
  {
    name: 'Воркаут-площадка в парке «Сокольники»',
    address: 'Москва, Сокольнический Вал, 1, стр. 1',
    lat: 55.7928,
    lon: 37.6766,
    sportTypeIds: [17],
    status: 'APPROVED',
    daysAgo: 20,
  },
] as const;

export async function insertDemoProposals(db: Db, userId: string, now: Date): Promise<void> {
  for (const p of DEMO_PROPOSALS) {
    const created = new Date(now.getTime() - p.daysAgo * DAY_MS).toISOString();
    await db.execute(
      sql`insert into place_proposals (user_id, name, address, lat, lon, sport_type_ids, status, created_at)
          values (${userId}, ${p.name}, ${p.address}, ${p.lat}, ${p.lon},
                  array[${sql.join(
                    p.sportTypeIds.map((id) => sql`${id}`),
                    sql`, `,
                  )}]::int[], ${p.status}, ${created})`,
    );
  }
}
