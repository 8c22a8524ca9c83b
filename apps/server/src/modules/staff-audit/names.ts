import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  coaches,
  placeParts,
  places,
  sections,
  servicePackages,
  sportTypes,
} from '../../db/schema';

// Issue 25: the audit entries of the sections editor give a section's sport, place and package,
// a group's section and coach, and a layout part's group, by id; the log answers their names beside them, read now
// (what a thing is called today), not stored in the entry.

/** The fields read by name: the sport types (shared) and the venue's own things. */
const NAMED_FIELDS = [
  'sportTypeId',
  'placeId',
  'packageId',
  'sectionId',
  'coachId',
  'parentId',
] as const;
type NamedField = (typeof NAMED_FIELDS)[number];
/** Field → id → name, as the audit entry answers it. */
export type IdNames = Record<string, Record<string, string>>;

type Sides = { before: unknown; after: unknown };
/** The ids an entry's `before` and `after` give in the field. */
const idsIn = (e: Sides, field: NamedField): number[] =>
  [e.before, e.after].flatMap((side) => {
    const v =
      side !== null && typeof side === 'object' ? (side as Record<string, unknown>)[field] : null;
    return typeof v === 'number' && Number.isSafeInteger(v) ? [v] : [];
  });

type Named = { id: number; name: string };
const LOOKUPS: Record<NamedField, (db: Db, complexId: number, ids: number[]) => Promise<Named[]>> =
  {
    sportTypeId: (db, _complexId, ids) =>
      db
        .select({ id: sportTypes.id, name: sportTypes.name })
        .from(sportTypes)
        .where(inArray(sportTypes.id, ids)),
    placeId: (db, complexId, ids) =>
      db
        .select({ id: places.id, name: places.name })
        .from(places)
        .where(and(inArray(places.id, ids), eq(places.complexId, complexId))),
    packageId: (db, complexId, ids) =>
      db
        .select({ id: servicePackages.id, name: servicePackages.name })
        .from(servicePackages)
        .where(and(inArray(servicePackages.id, ids), eq(servicePackages.complexId, complexId))),
    sectionId: (db, complexId, ids) =>
      db
        .select({ id: sections.id, name: sections.name })
        .from(sections)
        .where(and(inArray(sections.id, ids), eq(sections.complexId, complexId))),
    coachId: async (db, complexId, ids) => {
      const rows = await db
        .select({ id: coaches.id, lastName: coaches.lastName, firstName: coaches.firstName })
        .from(coaches)
        .where(and(inArray(coaches.id, ids), eq(coaches.complexId, complexId)));
      // As the venue's screens name a coach: last name, first name.
      return rows.map((c) => ({ id: c.id, name: `${c.lastName} ${c.firstName}` }));
    },
    // A part's group in the layout editor's moves (PART_UPDATE).
    parentId: (db, complexId, ids) =>
      db
        .select({ id: placeParts.id, name: placeParts.name })
        .from(placeParts)
        .innerJoin(places, eq(places.id, placeParts.placeId))
        .where(and(inArray(placeParts.id, ids), eq(places.complexId, complexId))),
  };

/** Each entry's names of the ids its `before` and `after` give (undefined when none). */
export async function namesOfEntries(
  db: Db,
  complexId: number,
  entries: Sides[],
): Promise<(IdNames | undefined)[]> {
  const found = new Map<NamedField, Map<number, string>>();
  for (const field of NAMED_FIELDS) {
    const ids = [...new Set(entries.flatMap((e) => idsIn(e, field)))];
    const rows = ids.length ? await LOOKUPS[field](db, complexId, ids) : [];
    found.set(field, new Map(rows.map((r) => [r.id, r.name])));
  }
  return entries.map((e) => {
    const names: IdNames = {};
    for (const field of NAMED_FIELDS)
      for (const id of idsIn(e, field)) {
        const name = found.get(field)!.get(id);
        if (name !== undefined) (names[field] ??= {})[String(id)] = name;
      }
    return Object.keys(names).length ? names : undefined;
  });
}
