import { GroupMembershipStatusSchema } from '@sportkarta/contract/enums';
import { sql, type SQL } from 'drizzle-orm';
import { GroupScheduleItemSchema } from '@sportkarta/contract/api/sections';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { MEMBER_NAME, waitingPositionOf } from './member-sql-repository';

// Issue 13: sections, groups, coaches and applications. Applicants to a group queue on its row
// lock (lockGroup), the trigger of migration 0010 counts places, and its check constraint
// refuses one too many: two parents never share the last place. One application per member
// and group is also the unique indexes'.

/** `column in (ids)` for a non-empty list of integer ids. */
const inIds = (column: SQL, ids: readonly number[]): SQL =>
  sql`${column} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

const SectionRowSchema = z.object({
  id: z.number(),
  complexId: z.number(),
  placeId: z.number().nullable(),
  name: z.string(),
  description: z.string(),
  sportName: z.string().nullable(),
  targetGroup: z.string(),
  ageFrom: z.number().nullable(),
  ageTo: z.number().nullable(),
  packageId: z.number().nullable(),
  groups: z.number(),
  coaches: z.number(),
  minPriceKopecks: z.number().nullable(),
  adaptedFor: z.array(z.string()),
  timeZone: z.string(),
});
export type SectionRow = z.infer<typeof SectionRowSchema>;

const SECTION_COLUMNS = sql`s.id, s.complex_id as "complexId", s.place_id as "placeId", s.name,
  s.description, st.name as "sportName", s.target_group as "targetGroup", s.age_from as "ageFrom",
  s.age_to as "ageTo", s.package_id as "packageId", c.time_zone as "timeZone",
  (select count(*)::int from section_groups g where g.section_id = s.id and g.status = 'ACTIVE') as groups,
  (select count(distinct g.coach_id)::int from section_groups g
    where g.section_id = s.id and g.status = 'ACTIVE') as coaches,
  (select min(r.cost_kopecks)::int from package_rates r
    where r.package_id = s.package_id and r.withdrawn_at is null) as "minPriceKopecks",
  array(select s.adapted_for[i] from generate_subscripts(s.adapted_for, 1) i
    union select unnest(g.adapted_for) from section_groups g
      where g.section_id = s.id and g.status = 'ACTIVE') as "adaptedFor"`;
const SECTION_FROM = sql`sections s join complexes c on c.id = s.complex_id and c.moderation = 'APPROVED'
  left join sport_types st on st.id = s.sport_type_id`;

export function sectionsOf(db: Db, complexId: number): Promise<SectionRow[]> {
  return queryRows(
    db,
    sql`select ${SECTION_COLUMNS} from ${SECTION_FROM}
         where s.complex_id = ${complexId} and s.status = 'ACTIVE' order by s.name, s.id`,
    SectionRowSchema,
  );
}

export async function findSection(
  db: Db,
  complexId: number,
  sectionId: number,
): Promise<SectionRow | undefined> {
  const [row] = await queryRows(
    db,
    sql`select ${SECTION_COLUMNS} from ${SECTION_FROM}
         where s.id = ${sectionId} and s.complex_id = ${complexId} and s.status = 'ACTIVE'`,
    SectionRowSchema,
  );
  return row;
}

const CoachRowSchema = z.object({
  id: z.number(),
  complexId: z.number(),
  photos: z.array(z.string()),
  sportsStatus: z.string(),
  sportsStatusLevel: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  secondName: z.string().nullable(),
  middleName: z.string().nullable(),
  about: z.string(),
  experienceYears: z.number().nullable(),
});
export type CoachRow = z.infer<typeof CoachRowSchema>;

const COACH_COLUMNS = sql`k.id, k.complex_id as "complexId", k.photos, k.sports_status as "sportsStatus",
  k.sports_status_level as "sportsStatusLevel", k.first_name as "firstName", k.last_name as "lastName",
  k.second_name as "secondName", k.middle_name as "middleName", k.about,
  k.experience_years as "experienceYears"`;

/** Coaches by a condition on k (coach). */
function coachesWhere(db: Db, where: SQL): Promise<CoachRow[]> {
  return queryRows(
    db,
    sql`select ${COACH_COLUMNS} from coaches k where ${where}
         order by k.last_name, k.first_name, k.id`,
    CoachRowSchema,
  );
}

/** The coaches with these ids, by name (none for no ids). */
export function coachesByIds(db: Db, ids: readonly number[]): Promise<CoachRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return coachesWhere(db, inIds(sql`k.id`, ids));
}

/** Coaches of a venue who lead at least one active group. */
export function coachesOf(db: Db, complexId: number): Promise<CoachRow[]> {
  return coachesWhere(
    db,
    sql`k.complex_id = ${complexId}
        and exists (select 1 from section_groups g join sections s on s.id = g.section_id
                     where g.coach_id = k.id and g.status = 'ACTIVE' and s.status = 'ACTIVE')`,
  );
}

export async function findCoach(
  db: Db,
  id: number,
): Promise<(CoachRow & { complexName: string; timeZone: string }) | undefined> {
  const [row] = await queryRows(
    db,
    sql`select ${COACH_COLUMNS}, c.name as "complexName", c.time_zone as "timeZone"
          from coaches k join complexes c on c.id = k.complex_id and c.moderation = 'APPROVED'
         where k.id = ${id}`,
    CoachRowSchema.extend({ complexName: z.string(), timeZone: z.string() }),
  );
  return row;
}

const GroupRowSchema = z.object({
  id: z.number(),
  sectionId: z.number(),
  sectionName: z.string(),
  complexId: z.number(),
  coachId: z.number(),
  name: z.string(),
  schedule: z.array(GroupScheduleItemSchema),
  ageCategory: z.string(),
  specificAgeFrom: z.number().nullable(),
  specificAgeTo: z.number().nullable(),
  durationMinutes: z.number(),
  places: z.number(),
  taken: z.number(),
  adaptedFor: z.array(z.string()),
});
export type GroupRow = z.infer<typeof GroupRowSchema>;

const GROUP_COLUMNS = sql`g.id, g.section_id as "sectionId", s.name as "sectionName",
  s.complex_id as "complexId", g.coach_id as "coachId", g.name, g.schedule,
  g.age_category as "ageCategory", g.specific_age_from as "specificAgeFrom",
  g.specific_age_to as "specificAgeTo", g.duration_minutes as "durationMinutes", g.places, g.taken,
  g.adapted_for as "adaptedFor"`;

/** Which groups: every condition given holds. */
export interface GroupFilter {
  ids?: readonly number[];
  sectionId?: number;
  complexId?: number;
  coachId?: number;
  /**
   * Groups with a free place at a venue whose owner sells through one of these providers (the
   * demo copy's applications, modules/sections/demo.ts).
   */
  openSellingThrough?: readonly string[];
}

function groupConditions(f: GroupFilter): SQL[] {
  const where: SQL[] = [];
  if (f.ids) where.push(inIds(sql`g.id`, f.ids));
  if (f.sectionId !== undefined) where.push(sql`g.section_id = ${f.sectionId}`);
  if (f.complexId !== undefined) where.push(sql`s.complex_id = ${f.complexId}`);
  if (f.coachId !== undefined) where.push(sql`g.coach_id = ${f.coachId}`);
  if (f.openSellingThrough) {
    where.push(sql`g.taken < g.places and exists (
      select 1 from complexes c join cashbox_accounts a on a.owner_id = c.owner_id
       where c.id = s.complex_id and a.provider in (${sql.join(
         f.openSellingThrough.map((p) => sql`${p}`),
         sql`, `,
       )}))`);
  }
  return where;
}

/**
 * Groups by the filter, in name order: only active ones of active sections unless `any` (an
 * application keeps showing its group after the group is archived); `firstVenues` orders them by
 * venue instead and takes that many. No groups for an empty list of ids.
 */
export function findGroups(
  db: Db,
  filter: GroupFilter,
  opts: { any?: boolean; firstVenues?: number } = {},
): Promise<GroupRow[]> {
  if (filter.ids?.length === 0) return Promise.resolve([]);
  const live = opts.any ? sql`true` : sql`g.status = 'ACTIVE' and s.status = 'ACTIVE'`;
  const order =
    opts.firstVenues === undefined
      ? sql`order by g.name, g.id`
      : sql`order by s.complex_id, s.id, g.id limit ${opts.firstVenues}`;
  const where = sql.join([live, ...groupConditions(filter)], sql` and `);
  return queryRows(
    db,
    sql`select ${GROUP_COLUMNS} from section_groups g join sections s on s.id = g.section_id
         where ${where} ${order}`,
    GroupRowSchema,
  );
}

const OwnMemberRowSchema = z.object({
  id: z.string(),
  groupId: z.number(),
  childId: z.string().nullable(),
  status: GroupMembershipStatusSchema,
});
export type OwnMemberRow = z.infer<typeof OwnMemberRowSchema>;

/** The person's and their children's applications to these groups. */
export function ownMembers(
  db: Db,
  userId: string,
  groupIds: readonly number[],
): Promise<OwnMemberRow[]> {
  if (groupIds.length === 0) return Promise.resolve([]);
  return queryRows(
    db,
    sql`select m.id, m.group_id as "groupId", m.child_id as "childId", m.status
          from section_members m
         where m.user_id = ${userId} and ${inIds(sql`m.group_id`, groupIds)}
           and m.status <> 'WITHDRAWN'`,
    OwnMemberRowSchema,
  );
}

/**
 * The group row locked for an application: every applicant to a group waits here for the one
 * before, so "already applied" and "full" are decided on committed rows. The trigger of
 * migration 0010 moves `taken` with the application; its check refuses a place too many.
 */
export async function lockGroup(
  db: Db,
  groupId: number,
): Promise<{ places: number; taken: number } | undefined> {
  const [row] = await queryRows(
    db,
    sql`select places, taken from section_groups where id = ${groupId} for update`,
    z.object({ places: z.number(), taken: z.number() }),
  );
  return row;
}

export async function hasMember(
  db: Db,
  groupId: number,
  who: { userId: string; childId: string | null },
): Promise<boolean> {
  const rows = await queryRows(
    db,
    who.childId === null
      ? sql`select id from section_members
             where group_id = ${groupId} and user_id = ${who.userId} and child_id is null
               and status <> 'WITHDRAWN'`
      : sql`select id from section_members
             where group_id = ${groupId} and child_id = ${who.childId} and status <> 'WITHDRAWN'`,
    z.object({ id: z.string() }),
  );
  return rows.length > 0;
}

/**
 * The application, or undefined when this member already has one in the group. `waiting`: at the
 * end of the full group's waiting list (issue 25; the caller holds the group row's lock).
 */
export async function insertMember(
  db: Db,
  m: {
    groupId: number;
    userId: string;
    childId: string | null;
    rateId: number | null;
    now: Date;
    waiting: boolean;
  },
): Promise<string | undefined> {
  const queued = m.waiting ? sql`nextval('section_members_waiting_seq')` : sql`null`;
  const [row] = await queryRows(
    db,
    sql`insert into section_members (group_id, user_id, child_id, rate_id, created_at, waiting_no)
        values (${m.groupId}, ${m.userId}, ${m.childId}, ${m.rateId}, ${m.now.toISOString()}, ${queued})
        on conflict do nothing returning id`,
    z.object({ id: z.string() }),
  );
  return row?.id;
}

const MembershipRowSchema = z.object({
  id: z.string(),
  userId: z.string(),
  status: GroupMembershipStatusSchema,
  reason: z.string().nullable(),
  childId: z.string().nullable(),
  memberName: z.string(),
  /** Raw SQL may answer a timestamptz as text on one engine. */
  createdAt: z.coerce.date(),
  decidedAt: z.coerce.date().nullable(),
  complexId: z.number(),
  complexName: z.string(),
  timeZone: z.string(),
  groupId: z.number(),
  rateId: z.number().nullable(),
  packageId: z.number().nullable(),
  paidPackageId: z.string().nullable(),
  waitingPosition: z.number().nullable(),
});
export type MembershipRow = z.infer<typeof MembershipRowSchema>;

const MEMBERSHIP_SELECT = sql`select m.id, m.user_id as "userId", m.status, m.reason,
    m.child_id as "childId", m.created_at as "createdAt", m.decided_at as "decidedAt",
    ${MEMBER_NAME} as "memberName",
    ${waitingPositionOf('m')} as "waitingPosition",
    s.complex_id as "complexId", c.name as "complexName", c.time_zone as "timeZone",
    m.group_id as "groupId",
    m.rate_id as "rateId", s.package_id as "packageId",
    (select sp.id from order_lines ol join sold_packages sp on sp.order_line_id = ol.id
      where ol.section_member_id = m.id and sp.status not in ('REFUNDED', 'CANCELED')
      order by sp.created_at desc limit 1) as "paidPackageId"
  from section_members m
  join section_groups g on g.id = m.group_id
  join sections s on s.id = g.section_id
  join complexes c on c.id = s.complex_id
  join users u on u.id = m.user_id
  left join children ch on ch.id = m.child_id`;

/** Which applications: every condition given holds. */
export interface MembershipFilter {
  id?: string;
  userId?: string;
  complexId?: number;
  status?: MembershipRow['status'] | undefined;
}

/** Applications by the filter, newest first. */
export async function findMemberships(db: Db, f: MembershipFilter): Promise<MembershipRow[]> {
  const where: SQL[] = [];
  if (f.id !== undefined) where.push(sql`m.id = ${f.id}`);
  if (f.userId !== undefined) where.push(sql`m.user_id = ${f.userId}`);
  if (f.complexId !== undefined) where.push(sql`s.complex_id = ${f.complexId}`);
  if (f.status) where.push(sql`m.status = ${f.status}`);
  return queryRows(
    db,
    sql`${MEMBERSHIP_SELECT} where ${sql.join([sql`true`, ...where], sql` and `)}
         order by m.created_at desc, m.id`,
    MembershipRowSchema,
  );
}

/** The application row locked for a decision or a payment. */
export async function lockMember(db: Db, memberId: string): Promise<MembershipRow | undefined> {
  await db.execute(sql`select id from section_members where id = ${memberId} for update`);
  const [row] = await findMemberships(db, { id: memberId });
  return row;
}

export async function decideMember(
  db: Db,
  d: {
    memberId: string;
    status: 'APPROVED' | 'DISMISSED';
    reason: string | null;
    by: string;
    now: Date;
  },
): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`update section_members set status = ${d.status}, reason = ${d.reason},
               decided_at = ${d.now.toISOString()}, decided_by = ${d.by}
         where id = ${d.memberId} and status = 'NEW' returning id`,
    z.object({ id: z.string() }),
  );
  return rows.length > 0;
}

/** The applicant takes a NEW application back (issue 28); false when it is no longer NEW. */
export async function withdrawMember(
  db: Db,
  w: { memberId: string; userId: string; now: Date },
): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`update section_members set status = 'WITHDRAWN',
               decided_at = ${w.now.toISOString()}, decided_by = ${w.userId}
         where id = ${w.memberId} and user_id = ${w.userId} and status = 'NEW' returning id`,
    z.object({ id: z.string() }),
  );
  return rows.length > 0;
}

export async function ownerOfChild(
  db: Db,
  childId: string,
): Promise<{ parentId: string; birthDate: string; name: string } | undefined> {
  const [row] = await queryRows(
    db,
    sql`select parent_id as "parentId", birth_date::text as "birthDate",
               first_name || ' ' || last_name as name from children
         where id = ${childId} and removed_at is null`,
    z.object({ parentId: z.string(), birthDate: z.string(), name: z.string() }),
  );
  return row;
}

export async function birthDateOfUser(db: Db, userId: string): Promise<string | null> {
  const [row] = await queryRows(
    db,
    sql`select birth_date::text as "birthDate" from users where id = ${userId}`,
    z.object({ birthDate: z.string().nullable() }),
  );
  return row?.birthDate ?? null;
}
