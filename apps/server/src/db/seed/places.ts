import type {
  Contact,
  PlaceAccessFeature,
  PlaceBenefit,
  Photo,
  WorkingHours,
} from '@sportkarta/contract/api/places';
import { districtId, OKRUGS } from './districts-data';
import { STREETS, type StreetSeed } from './geo-data';
import { OWNER_NAMES, innFor, kppFor, sportListYearsFor } from './owners-data';
import {
  COMPLEX_KINDS,
  COMPLEX_NAMES,
  SCENE_ALTS,
  SCENE_VARIANTS,
  type ComplexKind,
} from './places-data';
import { createRng, stableUuid, type Rng } from './prng';
import { RATERS, RATING_COMMENTS } from './ratings-data';
import { SECTION_OFFERS } from './sections-data';
import { categoriesOf } from './sport-types-data';

// Issue 4 "Data": at least 300 believable Moscow venues. Everything here is a pure function of
// a fixed PRNG seed, so ids, names and coordinates are the same on every start and machine.

export const DEMO_COMPLEX_COUNT = 320;
const SEED = 20_260_401;
/** Ratings are dated back from this day, so they too are stable. */
const RATINGS_UNTIL = Date.UTC(2026, 10, 1);

export interface DemoUnit {
  id: number;
  complexId: number;
  name: string;
  description: string;
  sportTypeIds: number[];
  position: number;
}

export interface DemoComplex {
  id: number;
  ownerId: string;
  name: string;
  placeName: string;
  description: string;
  street: string;
  house: string;
  address: string;
  districtId: string;
  lat: number;
  lon: number;
  sportTypeIds: number[];
  categoryIds: number[];
  benefits: PlaceBenefit[];
  accessibility: PlaceAccessFeature[];
  hasServices: boolean;
  photos: Photo[];
  contacts: Contact[];
  hours: WorkingHours[];
  ratingAvg: number | null;
  ratingCount: number;
}

export interface DemoRating {
  id: string;
  complexId: number;
  userId: string;
  value: number;
  comment: string;
  createdAt: Date;
}

export interface DemoPlaces {
  owners: { id: string; name: string; inn: string; kpp: string; sportListYears: number[] }[];
  complexes: DemoComplex[];
  units: DemoUnit[];
  raters: { id: string; firstName: string; lastName: string; gender: 'M' | 'F' }[];
  ratings: DemoRating[];
}

export const ownerUuid = (index: number): string => stableUuid(`owner:${index}`);

/** Indices of OWNER_NAMES: the okrugs' ЦФКиС (6–14), «Зеленоград» (15), «Олимп» (16). */
const OKRUG_OWNER: Readonly<Record<string, number>> = {
  cao: 6,
  sao: 7,
  svao: 8,
  vao: 9,
  yuvao: 10,
  yuao: 11,
  yuzao: 12,
  zao: 13,
  szao: 14,
  zelao: 15,
};
const OKRUG_OF = new Map(OKRUGS.flatMap((o) => o.districts.map((d) => [d, o.id] as const)));

/** A district sports centre runs venues of its own okrug only (New Moscow: «Олимп»). */
function localOwner(index: number, district: string): number {
  if (index < 6 || index > 15) return index;
  return OKRUG_OWNER[OKRUG_OF.get(district) ?? ''] ?? 16;
}

function pickKind(rng: Rng): ComplexKind {
  const total = COMPLEX_KINDS.reduce((s, k) => s + k.weight, 0);
  let r = rng.next() * total;
  for (const kind of COMPLEX_KINDS) {
    r -= kind.weight;
    if (r < 0) return kind;
  }
  return COMPLEX_KINDS[0]!;
}

function houseNumber(rng: Rng): string {
  const n = rng.int(1, 120);
  if (rng.chance(0.2)) return `${n}, корп. ${rng.int(1, 4)}`;
  if (rng.chance(0.15)) return `${n}, стр. ${rng.int(1, 3)}`;
  return String(n);
}

const digits = (rng: Rng, n: number): string =>
  Array.from({ length: n }, () => rng.int(0, 9)).join('');
const phone = (rng: Rng, code: string): string =>
  `+7 ${code} ${rng.int(2, 9)}${digits(rng, 2)}-${digits(rng, 2)}-${digits(rng, 2)}`;

function contactsFor(rng: Rng, slug: string): Contact[] {
  const list: Contact[] = [{ kind: 'PRIMARY_ORGANIZATION_PHONE', value: phone(rng, '495') }];
  if (rng.chance(0.5)) list.push({ kind: 'PHONE', value: phone(rng, rng.pick(['499', '916'])) });
  if (rng.chance(0.85)) list.push({ kind: 'WEB_SITE', value: `https://${slug}.ru` });
  if (rng.chance(0.6)) list.push({ kind: 'VKONTAKTE', value: `https://vk.com/${slug}` });
  if (rng.chance(0.45))
    list.push({ kind: 'TELEGRAM', value: `https://t.me/${slug.replace(/-/g, '_')}` });
  if (rng.chance(0.7)) list.push({ kind: 'E_MAIL', value: `info@${slug}.ru` });
  return list;
}

const days = (from: number, to: number, start: string, end: string): WorkingHours[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ weekday: from + i, start, end }));

function hoursFor(rng: Rng, school: boolean): WorkingHours[] {
  if (school) return [...days(1, 5, '17:00', '22:00'), ...days(6, 7, '09:00', '21:00')];
  const variant = rng.int(0, 3);
  if (variant === 0) return days(1, 7, '07:00', '23:00');
  if (variant === 1) return [...days(1, 5, '07:00', '22:00'), ...days(6, 7, '09:00', '21:00')];
  if (variant === 2) return [...days(1, 5, '06:30', '23:00'), ...days(6, 7, '08:00', '22:00')];
  return days(1, 6, '08:00', '21:00'); // Sunday off
}

function benefitsFor(rng: Rng, stateOwned: boolean): PlaceBenefit[] {
  const k = stateOwned ? 1.4 : 0.6;
  const odds: [PlaceBenefit, number][] = [
    ['CHILDREN', 0.45],
    ['PENSIONERS', 0.35],
    ['STUDENTS', 0.3],
    ['LARGE_FAMILIES', 0.3],
    ['DISABLED', 0.25],
  ];
  return odds.filter(([, p]) => rng.chance(Math.min(0.95, p * k))).map(([b]) => b);
}

/**
 * Issue 28: what a venue declares for people with disabilities. About two venues in five
 * declare something (more of the state-owned ones, which the city's «доступная среда» programme
 * refits); a step-free entrance and a toilet most often, a hearing loop rarely, a pool hoist only
 * with a pool, adapted groups only where the venue teaches sections. Its own PRNG per venue, so
 * the other demo data stay as they were.
 */
function accessibilityFor(
  id: number,
  stateOwned: boolean,
  units: readonly { name: string }[],
): PlaceAccessFeature[] {
  const rng = createRng(SEED + id * 7_919);
  if (!rng.chance(stateOwned ? 0.55 : 0.3)) return [];
  const pool = units.some((u) => u.name.startsWith('Бассейн'));
  const sections = units.some((u) => (SECTION_OFFERS[u.name]?.length ?? 0) > 0);
  const odds: [PlaceAccessFeature, number][] = [
    ['STEP_FREE_ENTRANCE', 0.9],
    ['LIFT', 0.35],
    ['ACCESSIBLE_CHANGING_ROOM', 0.6],
    ['ACCESSIBLE_TOILET', 0.75],
    ['POOL_HOIST', pool ? 0.6 : 0],
    ['HEARING_LOOP', 0.15],
    ['TACTILE_GUIDANCE', 0.3],
    ['ADAPTED_GROUPS', sections ? 0.45 : 0],
  ];
  const declared = odds.filter(([, p]) => rng.chance(p)).map(([a]) => a);
  return declared.length ? declared : ['STEP_FREE_ENTRANCE'];
}

function photosFor(rng: Rng, kind: ComplexKind): Photo[] {
  const count = rng.int(1, 4);
  return Array.from({ length: count }, (_, i) => {
    const scene = kind.scenes[i % kind.scenes.length]!;
    const variant = rng.int(1, SCENE_VARIANTS);
    return { url: `/media/places/${scene}-${variant}.svg`, alt: SCENE_ALTS[scene] ?? '' };
  });
}

/** Name and a web slug that are unique among the demo venues. */
function nameFor(rng: Rng, kind: ComplexKind, used: Set<string>): { name: string; slug: string } {
  for (;;) {
    if (kind.prefix === null) {
      const n = rng.int(1001, 2099);
      const name = `Стадион школы № ${n}`;
      if (!used.has(name)) return { name, slug: `sch${n}` };
      continue;
    }
    const base = rng.pick(COMPLEX_NAMES);
    const name = `${kind.prefix} «${base}»`;
    if (used.has(name)) continue;
    const prefixSlug = districtId(kind.prefix).split('-')[0];
    return { name, slug: `${districtId(base)}-${prefixSlug}` };
  }
}

function ratingsFor(rng: Rng, complexId: number, raterIds: string[]): DemoRating[] {
  if (rng.chance(0.12)) return [];
  const quality = 3 + rng.next() * 2.2;
  const people = rng.shuffle(raterIds).slice(0, rng.int(1, 9));
  return people.map((userId) => {
    const value = Math.max(1, Math.min(5, Math.round(quality + (rng.next() - 0.5) * 2.2)));
    return {
      id: stableUuid(`rating:${complexId}:${userId}`),
      complexId,
      userId,
      value,
      comment: rng.pick(RATING_COMMENTS[value - 1]!),
      createdAt: new Date(RATINGS_UNTIL - rng.int(1, 400) * 86_400_000 - rng.int(0, 86_399) * 1000),
    };
  });
}

function buildComplex(rng: Rng, id: number, street: StreetSeed, used: Set<string>) {
  const kind = pickKind(rng);
  const { name, slug } = nameFor(rng, kind, used);
  used.add(name);
  const [main, ...rest] = kind.units;
  const units = [main!, ...rng.shuffle(rest).slice(0, rng.int(0, Math.min(3, rest.length)))];
  const sportTypeIds = [...new Set(units.flatMap((u) => u.sports))].sort((a, b) => a - b);
  const ownerIndex = localOwner(rng.pick(kind.owners), street.district);
  const house = houseNumber(rng);
  // Along and near the street's point: ±~450 m north–south, ±~500 m east–west.
  const lat = +(street.lat + (rng.next() - 0.5) * 0.008).toFixed(6);
  const lon = +(street.lon + (rng.next() - 0.5) * 0.016).toFixed(6);
  const district = street.district;
  const complex: DemoComplex = {
    id,
    ownerId: ownerUuid(ownerIndex),
    name,
    placeName: main!.name,
    description: `${kind.about} Находится в районе ${district}: ${street.name}, ${house}.`,
    street: street.name,
    house,
    address: `Москва, ${street.name}, ${house}`,
    districtId: districtId(district),
    lat,
    lon,
    sportTypeIds,
    categoryIds: categoriesOf(sportTypeIds),
    benefits: benefitsFor(rng, ownerIndex < 20),
    accessibility: accessibilityFor(id, ownerIndex < 20, units),
    hasServices: rng.chance(0.7),
    photos: photosFor(rng, kind),
    contacts: contactsFor(rng, slug),
    hours: hoursFor(rng, kind.prefix === null),
    ratingAvg: null,
    ratingCount: 0,
  };
  return { complex, units };
}

export function buildDemoPlaces(): DemoPlaces {
  const rng = createRng(SEED);
  const raters = RATERS.map((r, i) => ({ id: stableUuid(`rater:${i}`), ...r }));
  const raterIds = raters.map((r) => r.id);
  const used = new Set<string>();
  const complexes: DemoComplex[] = [];
  const units: DemoUnit[] = [];
  const ratings: DemoRating[] = [];
  // Every street gets a venue first (so every district has one), then the rest at random.
  const streets = [
    ...STREETS,
    ...Array.from({ length: DEMO_COMPLEX_COUNT - STREETS.length }, () => rng.pick(STREETS)),
  ];
  streets.forEach((street, i) => {
    const id = i + 1;
    const built = buildComplex(rng, id, street, used);
    built.units.forEach((u, position) =>
      units.push({
        id: units.length + 1,
        complexId: id,
        name: u.name,
        description: u.description,
        sportTypeIds: [...u.sports],
        position,
      }),
    );
    const mine = ratingsFor(rng, id, raterIds);
    if (mine.length > 0) {
      built.complex.ratingCount = mine.length;
      built.complex.ratingAvg = mine.reduce((s, r) => s + r.value, 0) / mine.length;
    }
    ratings.push(...mine);
    complexes.push(built.complex);
  });
  const owners = OWNER_NAMES.map((name, i) => ({
    id: ownerUuid(i),
    name,
    inn: innFor(i),
    kpp: kppFor(i),
    sportListYears: sportListYearsFor(i),
  }));
  return { owners, complexes, units, raters, ratings };
}
