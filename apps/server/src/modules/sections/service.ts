import type {
  Coach,
  CoachDetail,
  CoachGroups,
  Section,
  SectionGroup,
  SectionGroupDetail,
  SectionGroups,
  SectionGroupsFilter,
  SectionList,
} from '@sportkarta/contract/api/sections';
import { ADAPTATION_NEEDS, ageFits } from '@sportkarta/contract/api/sections';
import { inEnumOrder } from '@sportkarta/contract/enums';
import type { Rate } from '@sportkarta/contract/api/catalogue';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { findVenue, packagesOf } from '../catalogue/repository';
import { VENUE_NOT_FOUND } from '../catalogue/service';
import {
  coachesOf,
  coachesByIds,
  findCoach,
  findSection,
  findGroups,
  ownMembers,
  sectionsOf,
  type CoachRow,
  type GroupRow,
  type OwnMemberRow,
  type SectionRow,
} from './repository';

// Issue 13: what a visitor sees of a venue's sections, groups and coaches (spec §7.1 "Sections
// and coaches"); a signed-in person also sees their own and their children's applications.

export const SECTION_NOT_FOUND = 'Секция не найдена';
export const GROUP_NOT_FOUND = 'Группа не найдена';
export const COACH_NOT_FOUND = 'Тренер не найден';

export const toSection = (r: SectionRow): Section => ({
  id: r.id,
  complexId: r.complexId,
  placeId: r.placeId,
  name: r.name,
  description: r.description,
  sportName: r.sportName,
  targetGroup: r.targetGroup as Section['targetGroup'],
  ageFrom: r.ageFrom,
  ageTo: r.ageTo,
  groups: r.groups,
  coaches: r.coaches,
  minPriceKopecks: r.minPriceKopecks,
  adaptedFor: inEnumOrder(ADAPTATION_NEEDS, r.adaptedFor),
});

export const toCoach = (r: CoachRow): Coach => ({
  id: r.id,
  photos: r.photos,
  sportsStatus: r.sportsStatus as Coach['sportsStatus'],
  sportsStatusLevel: r.sportsStatusLevel as Coach['sportsStatusLevel'],
  firstName: r.firstName,
  lastName: r.lastName,
  secondName: r.secondName,
  middleName: r.middleName,
  about: r.about,
  experienceYears: r.experienceYears,
});

export const toGroup = (g: GroupRow, members: readonly OwnMemberRow[] = []): SectionGroup => ({
  id: g.id,
  sectionId: g.sectionId,
  coachId: g.coachId,
  name: g.name,
  sectionGroupSchedule: g.schedule,
  ageCategory: g.ageCategory as SectionGroup['ageCategory'],
  specificAgeFrom: g.specificAgeFrom,
  specificAgeTo: g.specificAgeTo,
  duration: g.durationMinutes,
  places: g.places,
  freePlaces: Math.max(g.places - g.taken, 0),
  adaptedFor: inEnumOrder(ADAPTATION_NEEDS, g.adaptedFor),
  sectionGroupMemberList: members
    .filter((m) => m.groupId === g.id)
    .map((m) => ({ id: m.id, childId: m.childId, status: m.status })),
});

async function venue(db: Db, complexId: number) {
  const v = await findVenue(db, complexId);
  if (!v) throw new HttpError('NOT_FOUND', VENUE_NOT_FOUND);
  return v;
}

async function section(db: Db, complexId: number, sectionId: number): Promise<SectionRow> {
  const s = await findSection(db, complexId, sectionId);
  if (!s) throw new HttpError('NOT_FOUND', SECTION_NOT_FOUND);
  return s;
}

/** Groups under their coaches, coaches in name order (spec §3 coach-groups entries). */
async function byCoach(
  db: Db,
  groups: readonly GroupRow[],
  members: readonly OwnMemberRow[],
): Promise<CoachGroups[]> {
  const coaches = await coachesByIds(db, [...new Set(groups.map((g) => g.coachId))]);
  return coaches.map((c) => ({
    coaches: toCoach(c),
    sectionGroupList: groups.filter((g) => g.coachId === c.id).map((g) => toGroup(g, members)),
  }));
}

const matches = (g: GroupRow, f: SectionGroupsFilter): boolean =>
  (f.age === null || f.age === undefined || ageFits(toGroup(g), f.age)) &&
  (!f.weekdays?.length || g.schedule.some((s) => f.weekdays!.includes(s.weekday))) &&
  (f.coachId === null || f.coachId === undefined || g.coachId === f.coachId);

/** GET /v1/mob/public/place/{complexId}/section */
export async function listSections(db: Db, complexId: number): Promise<SectionList> {
  await venue(db, complexId);
  return { sections: (await sectionsOf(db, complexId)).map(toSection) };
}

/**
 * GET …/section/{sectionId}/group (everything, with the person's applications) and
 * POST …/section/{sectionId}/sectionGroups (filtered by age, weekdays, coach).
 */
export async function sectionGroups(
  db: Db,
  a: { complexId: number; sectionId: number; userId: string | null; filter: SectionGroupsFilter },
): Promise<SectionGroups> {
  const s = await section(db, a.complexId, a.sectionId);
  const groups = (await findGroups(db, { sectionId: s.id })).filter((g) => matches(g, a.filter));
  const members = a.userId
    ? await ownMembers(
        db,
        a.userId,
        groups.map((g) => g.id),
      )
    : [];
  return {
    section: toSection(s),
    timeZone: s.timeZone,
    coachGroups: await byCoach(db, groups, members),
  };
}

/** The rates of a section's package (spec §3 Rate), in the package's order. */
export async function sectionRates(db: Db, packageId: number | null): Promise<Rate[]> {
  if (packageId === null) return [];
  const [pkg] = await packagesOf(db, { packageId });
  return (pkg?.rates ?? []).map((r) => ({ ...r, term: r.term as Rate['term'] }));
}

/** GET /v1/mob/public/place/{complexId}/sectionGroup/{groupId} */
export async function groupDetail(
  db: Db,
  a: { complexId: number; groupId: number; userId: string | null },
): Promise<SectionGroupDetail> {
  const [g] = await findGroups(db, { ids: [a.groupId], complexId: a.complexId });
  if (!g) throw new HttpError('NOT_FOUND', GROUP_NOT_FOUND);
  const s = await section(db, a.complexId, g.sectionId);
  const [coach] = await coachesByIds(db, [g.coachId]);
  const members = a.userId ? await ownMembers(db, a.userId, [g.id]) : [];
  return {
    group: toGroup(g, members),
    coach: toCoach(coach!),
    section: toSection(s),
    timeZone: s.timeZone,
    packageId: s.packageId,
    rates: await sectionRates(db, s.packageId),
  };
}

/** GET /v1/mob/public/coaches/{id}: the coach and their groups. */
export async function coachDetail(db: Db, id: number): Promise<CoachDetail> {
  const coach = await findCoach(db, id);
  if (!coach) throw new HttpError('NOT_FOUND', COACH_NOT_FOUND);
  const groups = await findGroups(db, { coachId: id });
  const sections = [...new Map(groups.map((g) => [g.sectionId, g.sectionName])).entries()].map(
    ([sectionId, name]) => ({ id: sectionId, name }),
  );
  return {
    coaches: toCoach(coach),
    sectionGroupList: groups.map((g) => toGroup(g)),
    complexId: coach.complexId,
    complexName: coach.complexName,
    timeZone: coach.timeZone,
    sections,
  };
}

/** GET /v1/mob/public/place/{placeId}/coaches */
export async function venueCoaches(db: Db, complexId: number): Promise<{ coaches: Coach[] }> {
  await venue(db, complexId);
  return { coaches: (await coachesOf(db, complexId)).map(toCoach) };
}
