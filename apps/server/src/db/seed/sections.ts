import type { AdaptationNeed } from '@sportkarta/contract/api/sections';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../client';
import {
  coaches,
  complexes,
  packageRates,
  places,
  sectionGroups,
  sections,
  servicePackages,
} from '../schema';
import {
  COACH_ABOUT,
  COACH_POOL,
  COACH_PORTRAITS,
  SECTION_OFFERS,
  type GroupSeed,
  type SectionSeed,
} from './sections-data';

// The demo sections (issue 13): written once, when none exists. Each venue teaches what its
// places are for (at most two sections), under two or three coaches of its own; some groups are
// already full (places taken at the desk), the rest partly taken.

const MAX_SECTIONS_PER_VENUE = 2;

/** A stable pseudo-random 0..n-1 from ids, so every start makes the same choices. */
const pick = (n: number, ...keys: number[]): number =>
  Math.abs(keys.reduce((h, k) => Math.imul(h ^ k, 0x9e3779b1) >>> 0, 0x811c9dc5)) % n;

export interface PlaceRow {
  id: number;
  complexId: number;
  name: string;
  /** The venue's declared accessibility (issue 28). */
  accessibility: string[];
}

/** The places of approved venues, by id: what the demo catalogue and sections are planned on. */
export function approvedPlaces(db: Db): Promise<PlaceRow[]> {
  return db
    .select({
      id: places.id,
      complexId: places.complexId,
      name: places.name,
      accessibility: complexes.accessibility,
    })
    .from(places)
    .innerJoin(complexes, eq(complexes.id, places.complexId))
    .where(eq(complexes.moderation, 'APPROVED'))
    .orderBy(asc(places.id));
}

const addMinutes = (hhmm: string, minutes: number): string => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const t = h * 60 + m + minutes;
  return `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
};

/** Which needs an adapted demo group serves (a pool: movement first, as most such pools do). */
const ADAPTED_SETS: readonly (readonly AdaptationNeed[])[] = [
  ['MENTAL'],
  ['MOBILITY'],
  ['HEARING'],
  ['VISION', 'MOBILITY'],
  ['MENTAL', 'HEARING'],
];

/**
 * Issue 28: a venue declaring ADAPTED_GROUPS has them — the last group of its first section is
 * adapted (for one of the sets above); no other group is.
 */
function adaptedFor(place: PlaceRow, firstOfVenue: boolean, lastGroup: boolean): AdaptationNeed[] {
  if (!firstOfVenue || !lastGroup || !place.accessibility.includes('ADAPTED_GROUPS')) return [];
  if (place.name.startsWith('Бассейн')) {
    return pick(2, place.complexId) ? ['MOBILITY'] : ['MOBILITY', 'MENTAL'];
  }
  return [...ADAPTED_SETS[pick(ADAPTED_SETS.length, place.complexId, 28)]!];
}

const ageColumns = (g: GroupSeed) =>
  typeof g.age === 'string'
    ? { ageCategory: g.age, specificAgeFrom: null, specificAgeTo: null }
    : { ageCategory: 'SPECIFIC', specificAgeFrom: g.age[0], specificAgeTo: g.age[1] };

/** Which sections each venue teaches: by its places, each kind once, at most two. */
function plan(places: readonly PlaceRow[]): { place: PlaceRow; seed: SectionSeed }[] {
  const byVenue = new Map<number, { place: PlaceRow; seed: SectionSeed }[]>();
  for (const p of places) {
    const chosen = byVenue.get(p.complexId) ?? [];
    for (const seed of SECTION_OFFERS[p.name] ?? []) {
      if (chosen.length >= MAX_SECTIONS_PER_VENUE) break;
      if (!chosen.some((c) => c.seed.name === seed.name)) chosen.push({ place: p, seed });
    }
    byVenue.set(p.complexId, chosen);
  }
  return [...byVenue.values()].flat();
}

async function insertCoaches(db: Db, venues: readonly number[]): Promise<Map<number, number[]>> {
  const rows = venues.flatMap((complexId) => {
    const n = 2 + pick(2, complexId, 11);
    const start = pick(COACH_POOL.length, complexId);
    return Array.from({ length: n }, (_, i) => {
      const c = COACH_POOL[(start + i * 5) % COACH_POOL.length]!;
      const portraits = c.female ? COACH_PORTRAITS.women : COACH_PORTRAITS.men;
      const portrait = portraits[pick(portraits.length, complexId, i)]!;
      return {
        complexId,
        firstName: c.firstName,
        lastName: c.lastName,
        middleName: c.middleName,
        photos: [`/media/coaches/coach-${portrait}.svg`],
        sportsStatus: 'SPORTSMAN',
        sportsStatusLevel: c.level,
        about: COACH_ABOUT[pick(COACH_ABOUT.length, complexId, i, 3)]!,
        experienceYears: c.years,
      };
    });
  });
  const ids = await db
    .insert(coaches)
    .values(rows)
    .returning({ id: coaches.id, complexId: coaches.complexId });
  const out = new Map<number, number[]>();
  for (const r of ids) out.set(r.complexId, [...(out.get(r.complexId) ?? []), r.id]);
  return out;
}

export async function seedSections(db: Db): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(sections);
  if (n > 0) return;
  const planned = plan(await approvedPlaces(db));
  if (planned.length === 0) return;
  const coachesOf = await insertCoaches(db, [...new Set(planned.map((x) => x.place.complexId))]);
  const packages = await db
    .insert(servicePackages)
    .values(
      planned.map(({ place, seed }) => ({
        complexId: place.complexId,
        placeId: place.id,
        name: seed.name,
        description: seed.description,
        kind: 'SERVICE_PACKAGE_SECTION',
      })),
    )
    .returning({ id: servicePackages.id });
  await db.insert(packageRates).values(
    planned.flatMap(({ seed }, i) =>
      seed.rates.map((r, position) => ({
        packageId: packages[i]!.id,
        category: r.category,
        costKopecks: r.cost,
        term: r.term,
        visits: r.visits,
        position,
      })),
    ),
  );
  const made = await db
    .insert(sections)
    .values(
      planned.map(({ place, seed }, i) => ({
        complexId: place.complexId,
        placeId: place.id,
        sportTypeId: seed.sport,
        name: seed.name,
        description: seed.description,
        targetGroup: seed.target,
        packageId: packages[i]!.id,
        // Issue 24: a pool asks for the pool certificate (the roster checks it).
        requiredDocuments: place.name.startsWith('Бассейн') ? ['POOL_MEDICAL_CERTIFICATE'] : [],
      })),
    )
    .returning({ id: sections.id });
  const firstSection = new Set<number>();
  const seen = new Set<number>();
  planned.forEach(({ place }, i) => {
    if (!seen.has(place.complexId)) firstSection.add(i);
    seen.add(place.complexId);
  });
  await db.insert(sectionGroups).values(
    planned.flatMap(({ place, seed }, i) => {
      const staff = coachesOf.get(place.complexId)!;
      return seed.groups.map((g, k) => {
        // About one group in six is full; the rest have some places taken already.
        const full = pick(6, place.complexId, i, k) === 0;
        return {
          sectionId: made[i]!.id,
          coachId: staff[(i + k) % staff.length]!,
          name: g.name,
          schedule: g.days.map((weekday) => ({
            weekday,
            start: g.start,
            end: addMinutes(g.start, g.minutes),
          })),
          ...ageColumns(g),
          durationMinutes: g.minutes,
          places: g.places,
          taken: full ? g.places : pick(Math.ceil(g.places / 2), place.complexId, k, 7),
          adaptedFor: adaptedFor(place, firstSection.has(i), k === seed.groups.length - 1),
        };
      });
    }),
  );
}
