import type { z } from 'zod';
import { ADAPTATION_NEEDS } from '@sportkarta/contract/api/sections';
import {
  placesBelowTaken,
  type CreateGroupRequestSchema,
  type CreateSectionRequestSchema,
  type EditorGroup,
  type EditorSection,
  type Lesson,
  type SectionEditor,
  type UpdateGroupRequest,
  type UpdateSectionRequest,
} from '@sportkarta/contract/api/venue-sections-editor';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { offerFreedPlaces } from '../sections/waitlist';
import { venueOf } from '../venue-catalogue/repository';
import {
  checkPlace,
  createOnce,
  mergedAudience,
  patchOnce,
  type Actor,
  type CatalogueDeps,
} from '../venue-catalogue/service';
import { coachView } from './coaches';
import {
  coachesOf,
  groupsOf,
  insertGroup,
  insertSection,
  sectionPackageOf,
  sectionsOf,
  sportTypeExists,
  updateGroup,
  updateSection,
  type GroupRow,
  type SectionRow,
} from './repository';

// Issue 25: the venue's administrator makes and changes its sections, groups and coaches
// (docs/venue-side.md "Sections editor"). The writes go through the catalogue editor's
// once-per-key creation and audited change (venue-catalogue/service.ts). A group's places
// never go below the places its applications hold (409); more places are offered to the
// waiting list in the same transaction. Nothing is deleted: ARCHIVED hides it from visitors.

export const SECTION_NOT_FOUND = 'Секция не найдена';
export const GROUP_NOT_FOUND = 'Группа не найдена';
export const COACH_NOT_HERE = 'Тренер не найден среди тренеров этого спортобъекта';
export const PACKAGE_NOT_SECTION = 'Абонемент секции не найден среди абонементов спортобъекта';
export const SPORT_NOT_FOUND = 'Вид спорта не найден';

type SectionInput = z.output<typeof CreateSectionRequestSchema>;
type GroupInput = z.output<typeof CreateGroupRequestSchema>;

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** The group's lesson length (the longest of its week). */
const durationOf = (schedule: Lesson[]) =>
  Math.max(...schedule.map((l) => minutes(l.end) - minutes(l.start)));
const byWeekday = (schedule: Lesson[]) =>
  [...schedule].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));
const needs = (a: string[]) => ADAPTATION_NEEDS.filter((n) => a.includes(n));

const status = (s: string) => (s === 'ARCHIVED' ? 'ARCHIVED' : 'ACTIVE');

function groupView(g: GroupRow): EditorGroup {
  return {
    id: g.id,
    sectionId: g.sectionId,
    name: g.name,
    coachId: g.coachId,
    schedule: g.schedule,
    targetGroup: g.ageCategory,
    ageFrom: g.specificAgeFrom,
    ageTo: g.specificAgeTo,
    durationMinutes: g.durationMinutes,
    places: g.places,
    taken: g.taken,
    adaptedFor: g.adaptedFor,
    status: status(g.status),
  };
}

function sectionView(s: SectionRow, groups: GroupRow[]): EditorSection {
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    sportTypeId: s.sportTypeId,
    placeId: s.placeId,
    targetGroup: s.targetGroup,
    ageFrom: s.ageFrom,
    ageTo: s.ageTo,
    packageId: s.packageId,
    requiredDocuments: s.requiredDocuments,
    adaptedFor: s.adaptedFor,
    status: status(s.status),
    groups: groups.filter((g) => g.sectionId === s.id).map(groupView),
  };
}

/** GET …/section-editor (catalogue.edit): sections with their groups, and coaches. */
export async function sectionEditor(db: Db, complexId: number): Promise<SectionEditor> {
  const venue = await venueOf(db, complexId);
  if (!venue) throw new HttpError('NOT_FOUND', 'Спортобъект не найден');
  const groups = await groupsOf(db, { complexId });
  return {
    complexId,
    timeZone: venue.timeZone,
    sections: (await sectionsOf(db, { complexId })).map((s) => sectionView(s, groups)),
    coaches: (await coachesOf(db, { complexId })).map(coachView),
  };
}

/** The section's references must be the venue's own (else 400). */
async function checkSectionRefs(
  db: Db,
  complexId: number,
  p: { placeId?: number | null; packageId?: number | null; sportTypeId?: number | null },
) {
  await checkPlace(db, complexId, p.placeId);
  if (p.packageId != null && !(await sectionPackageOf(db, complexId, p.packageId)))
    throw new HttpError('VALIDATION_ERROR', PACKAGE_NOT_SECTION);
  if (p.sportTypeId != null && !(await sportTypeExists(db, p.sportTypeId)))
    throw new HttpError('VALIDATION_ERROR', SPORT_NOT_FOUND);
}

async function checkCoach(db: Db, complexId: number, coachId: number | undefined) {
  if (coachId === undefined) return;
  if ((await coachesOf(db, { complexId, coachId })).length === 0)
    throw new HttpError('VALIDATION_ERROR', COACH_NOT_HERE);
}

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

// ---- sections ------------------------------------------------------------------------------

export async function createSection(
  deps: CatalogueDeps,
  a: Actor & { body: SectionInput },
): Promise<{ section: EditorSection; fresh: boolean }> {
  const { idempotencyKey, ...fields } = a.body;
  const find = async (db: Db) =>
    (await sectionsOf(db, { complexId: a.complexId, key: idempotencyKey }))[0];
  if (!(await find(deps.db))) await checkSectionRefs(deps.db, a.complexId, fields);
  const values = { ...fields, adaptedFor: needs(fields.adaptedFor) };
  const { row, fresh } = await createOnce(deps, a, {
    find,
    insert: (tx) => insertSection(tx, { ...values, complexId: a.complexId, idempotencyKey }),
    same: (r) => r.name === fields.name,
    conflict: 'Этот ключ запроса уже использован для другой секции',
    kind: 'SECTION_CREATE',
    objectType: 'section',
    after: values,
  });
  return { section: sectionView(row, []), fresh };
}

const sectionFields = (r: SectionRow) => ({
  name: r.name,
  description: r.description,
  sportTypeId: r.sportTypeId,
  placeId: r.placeId,
  targetGroup: r.targetGroup,
  ageFrom: r.ageFrom,
  ageTo: r.ageTo,
  packageId: r.packageId,
  requiredDocuments: r.requiredDocuments.join(','),
  adaptedFor: r.adaptedFor.join(','),
  status: r.status,
});

/** Lists compare as sets: the same kinds in another order change nothing. */
const listPatch = (next: string[] | undefined, current: string[]) =>
  next === undefined ? undefined : sameSet(next, current) ? current.join(',') : next.join(',');
const listOf = (v: string | undefined) =>
  v === undefined ? undefined : v === '' ? [] : v.split(',');

export async function updateSectionOf(
  deps: CatalogueDeps,
  a: Actor & { sectionId: number; body: UpdateSectionRequest },
): Promise<EditorSection> {
  const p = a.body;
  await patchOnce(deps, a, {
    lock: async (tx) =>
      (await sectionsOf(tx, { complexId: a.complexId, sectionId: a.sectionId, lock: true }))[0],
    notFound: SECTION_NOT_FOUND,
    plan: async (tx, row) => {
      await checkSectionRefs(tx, a.complexId, p);
      return {
        current: sectionFields(row),
        next: {
          ...p,
          ...mergedAudience(row, p),
          requiredDocuments: listPatch(p.requiredDocuments, row.requiredDocuments),
          adaptedFor: listPatch(p.adaptedFor && needs(p.adaptedFor), row.adaptedFor),
        },
      };
    },
    write: (tx, set) =>
      updateSection(tx, a.sectionId, {
        ...set,
        requiredDocuments: listOf(set.requiredDocuments),
        adaptedFor: listOf(set.adaptedFor),
      }),
    kind: 'SECTION_UPDATE',
    objectType: 'section',
    objectId: a.sectionId,
  });
  const [row] = await sectionsOf(deps.db, { complexId: a.complexId, sectionId: a.sectionId });
  return sectionView(
    row!,
    await groupsOf(deps.db, { complexId: a.complexId, sectionId: a.sectionId }),
  );
}

// ---- groups --------------------------------------------------------------------------------

export async function createGroup(
  deps: CatalogueDeps,
  a: Actor & { sectionId: number; body: GroupInput },
): Promise<{ group: EditorGroup; fresh: boolean }> {
  const { idempotencyKey, ...fields } = a.body;
  const section = (
    await sectionsOf(deps.db, { complexId: a.complexId, sectionId: a.sectionId })
  )[0];
  if (!section) throw new HttpError('NOT_FOUND', SECTION_NOT_FOUND);
  const find = async (db: Db) =>
    (
      await groupsOf(db, { complexId: a.complexId, sectionId: a.sectionId, key: idempotencyKey })
    )[0];
  if (!(await find(deps.db))) await checkCoach(deps.db, a.complexId, fields.coachId);
  const schedule = byWeekday(fields.schedule);
  const values = {
    sectionId: a.sectionId,
    name: fields.name,
    coachId: fields.coachId,
    schedule,
    ageCategory: fields.targetGroup,
    specificAgeFrom: fields.ageFrom,
    specificAgeTo: fields.ageTo,
    durationMinutes: durationOf(schedule),
    places: fields.places,
    adaptedFor: needs(fields.adaptedFor),
  };
  const { row, fresh } = await createOnce(deps, a, {
    find,
    insert: (tx) => insertGroup(tx, { ...values, idempotencyKey }),
    same: (r) => r.name === fields.name && r.coachId === fields.coachId,
    conflict: 'Этот ключ запроса уже использован для другой группы',
    kind: 'GROUP_CREATE',
    objectType: 'group',
    after: values,
  });
  return { group: groupView(row), fresh };
}

const groupFields = (g: GroupRow) => ({
  name: g.name,
  coachId: g.coachId,
  schedule: JSON.stringify(g.schedule),
  ageCategory: g.ageCategory,
  specificAgeFrom: g.specificAgeFrom,
  specificAgeTo: g.specificAgeTo,
  places: g.places,
  adaptedFor: g.adaptedFor.join(','),
  status: g.status,
});

export async function updateGroupOf(
  deps: CatalogueDeps,
  a: Actor & { groupId: number; body: UpdateGroupRequest },
): Promise<EditorGroup> {
  const p = a.body;
  const one = (db: Db, lock?: boolean) =>
    groupsOf(db, { complexId: a.complexId, groupId: a.groupId, lock }).then((r) => r[0]);
  let morePlaces = false;
  await patchOnce(deps, a, {
    lock: (tx) => one(tx, true),
    notFound: GROUP_NOT_FOUND,
    plan: async (tx, row) => {
      await checkCoach(tx, a.complexId, p.coachId);
      if (p.places !== undefined && p.places < row.taken)
        throw new HttpError('CONFLICT', placesBelowTaken(row.taken));
      morePlaces = p.places !== undefined && p.places > row.places;
      const audience = mergedAudience(
        { targetGroup: row.ageCategory, ageFrom: row.specificAgeFrom, ageTo: row.specificAgeTo },
        p,
      );
      return {
        current: groupFields(row),
        next: {
          name: p.name,
          coachId: p.coachId,
          schedule: p.schedule && JSON.stringify(byWeekday(p.schedule)),
          ageCategory: audience.targetGroup,
          specificAgeFrom: audience.ageFrom,
          specificAgeTo: audience.ageTo,
          places: p.places,
          adaptedFor: listPatch(p.adaptedFor && needs(p.adaptedFor), row.adaptedFor),
          status: p.status,
        },
      };
    },
    write: async (tx, set) => {
      const schedule =
        set.schedule === undefined ? undefined : (JSON.parse(set.schedule) as Lesson[]);
      await updateGroup(tx, a.groupId, {
        ...set,
        schedule,
        durationMinutes: schedule && durationOf(schedule),
        adaptedFor: listOf(set.adaptedFor),
      });
      // More places: the waiting list takes them now, in this transaction.
      if (morePlaces) await offerFreedPlaces(tx, a.groupId, a.now);
    },
    kind: 'GROUP_UPDATE',
    objectType: 'group',
    objectId: a.groupId,
  });
  return groupView((await one(deps.db))!);
}
