import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../src/db/client';
import { appTime } from './clock';
import type { Shop } from './orders-fixtures';

// Issue 13 tests: a section of a venue with its coach, groups and rates, written straight into
// the tables; and the venue's staff member.

export interface GroupOptions {
  name?: string;
  ageCategory?: 'ALL' | 'CHILDREN' | 'TEENS' | 'ADULTS' | 'SENIORS' | 'SPECIFIC';
  from?: number;
  to?: number;
  places?: number;
  taken?: number;
  weekdays?: number[];
  coach?: 'first' | 'second';
  /** Issue 28: the needs the group is adapted for (ADAPTATION_NEEDS codes). */
  adaptedFor?: string[];
}

export interface SectionFixture {
  complexId: number;
  sectionId: number;
  packageId: number;
  rateIds: number[];
  groupIds: number[];
  coachIds: [number, number];
}

/** The id an insert … returning id answers. */
const one = async (app: FastifyInstance, q: SQL) =>
  (await queryRows(app.db, q, z.object({ id: z.number() })))[0]!;

export async function createSection(
  app: FastifyInstance,
  shop: Shop,
  groups: GroupOptions[],
  rates: number[] = [480000, 640000],
): Promise<SectionFixture> {
  const pkg = await one(
    app,
    sql`insert into service_packages (complex_id, place_id, name, kind)
        values (${shop.complexId}, ${shop.placeId}, 'Секция плавания', 'SERVICE_PACKAGE_SECTION') returning id`,
  );
  const rateIds: number[] = [];
  for (const [i, cost] of rates.entries())
    rateIds.push(
      (
        await one(
          app,
          sql`insert into package_rates (package_id, category, cost_kopecks, term, visits, position)
              values (${pkg.id}, ${`${8 + i * 4} занятий`}, ${cost}, 'MONTH', ${8 + i * 4}, ${i}) returning id`,
        )
      ).id,
    );
  const coach = (first: string, level: string | null) =>
    one(
      app,
      sql`insert into coaches (complex_id, first_name, last_name, middle_name, sports_status_level, photos)
          values (${shop.complexId}, ${first}, 'Соколов', 'Викторович', ${level},
                  array['/media/coaches/coach-1.svg']) returning id`,
    );
  const coachIds: [number, number] = [
    (await coach('Андрей', 'MS_OF_RUSSIA')).id,
    (await coach('Борис', null)).id,
  ];
  const section = await one(
    app,
    sql`insert into sections (complex_id, place_id, sport_type_id, name, description, package_id)
        values (${shop.complexId}, ${shop.placeId}, 1, 'Секция плавания', 'Плавание для детей', ${pkg.id})
        returning id`,
  );
  const groupIds: number[] = [];
  for (const [i, g] of groups.entries()) {
    const schedule = JSON.stringify(
      (g.weekdays ?? [1, 3, 5]).map((weekday) => ({ weekday, start: '18:00', end: '19:00' })),
    );
    const row = await one(
      app,
      sql`insert into section_groups (section_id, coach_id, name, schedule, age_category,
            specific_age_from, specific_age_to, duration_minutes, places, taken, adapted_for)
          values (${section.id}, ${coachIds[g.coach === 'second' ? 1 : 0]}, ${g.name ?? `Группа ${i + 1}`},
            ${schedule}::jsonb, ${g.ageCategory ?? 'ALL'}, ${g.from ?? null}, ${g.to ?? null}, 60,
            ${g.places ?? 10}, ${g.taken ?? 0}, ${`{${(g.adaptedFor ?? []).join(',')}}`}::text[])
          returning id`,
    );
    groupIds.push(row.id);
  }
  return {
    complexId: shop.complexId,
    sectionId: section.id,
    packageId: pkg.id,
    rateIds,
    groupIds,
    coachIds,
  };
}

/** Makes the person staff of the venue (the staff role of issue 12). */
export async function makeStaff(app: FastifyInstance, userId: string, complexId: number) {
  await app.db.execute(
    sql`insert into venue_staff (user_id, complex_id, role, created_at)
        values (${userId}, ${complexId}, 'FRONT_DESK', ${appTime(app)}::timestamptz)`,
  );
}

export const applyUrl = (s: SectionFixture, groupId: number) =>
  `/v1/mob/place/${s.complexId}/section/${s.sectionId}/group/${groupId}/create-section-member`;
