import type {
  Contact,
  Photo,
  PlaceAccessFeature,
  PlaceBenefit,
} from '@sportkarta/contract/api/places';
import { EARTH_RADIUS_M, type LatLon } from '@sportkarta/contract/config/map';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { complexes, placeOwners, places, policyFiles, sportTypes, users } from '../src/db/schema';

// Venues the places and ratings tests insert themselves: the demo seed of venues belongs to
// another part of the project and must not change these tests' answers. Each test works
// around its own far-away point (the seed is in Moscow) and with sport type ids of its own.

/** Sport types only these tests use (ids far above any seeded one). */
export const TEST_SPORTS = {
  swimming: { id: 90_001, name: 'Тестовое плавание' },
  football: { id: 90_002, name: 'Тестовый футбол' },
  tennis: { id: 90_003, name: 'Тестовый теннис' },
} as const;

/** A minimal valid PDF (one empty page). */
export const TEST_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Points go round in a cycle of this many, so latitudes stay valid however many tests ask. */
const ORIGINS = 40;
let nextOrigin = 0;
/**
 * A fresh point per test, 3° of latitude (≈ 333 km) from the previous one, in the Pacific far
 * from every seeded Moscow venue. Any 40 calls in a row give 40 different points: a suite has
 * its own database, and suites of one worker share this module (the server project does not
 * isolate its files), so the counter runs on from one suite into the next.
 */
export function freshOrigin(): LatLon {
  nextOrigin = (nextOrigin % ORIGINS) + 1;
  return { lat: -45 + nextOrigin * 3, lon: -150 + (nextOrigin % 7) * 0.5 };
}

/** The point `northM` metres due north: its great-circle distance is exactly northM (§9 sphere). */
export function northOf(o: LatLon, northM: number): LatLon {
  return { lat: o.lat + ((northM / EARTH_RADIUS_M) * 180) / Math.PI, lon: o.lon };
}

/** A point `eastM` metres along the parallel (the great-circle distance is a little shorter). */
export function eastOf(o: LatLon, eastM: number): LatLon {
  const dLon = eastM / (EARTH_RADIUS_M * Math.cos((o.lat * Math.PI) / 180));
  return { lat: o.lat, lon: o.lon + (dLon * 180) / Math.PI };
}

export async function ensureSportTypes(app: FastifyInstance): Promise<void> {
  await app.db
    .insert(sportTypes)
    .values(Object.values(TEST_SPORTS).map((s, i) => ({ ...s, sortOrder: 9000 + i })))
    .onConflictDoNothing();
}

export interface TestOwner {
  id: string;
  visitPolicyId: string;
  paybackPolicyId: string;
}

export async function createOwner(app: FastifyInstance): Promise<TestOwner> {
  const [owner] = await app.db
    .insert(placeOwners)
    .values({ name: 'ГБУ «Тестовый спорт»', inn: '7701234567' })
    .returning({ id: placeOwners.id });
  if (!owner) throw new Error('owner insert');
  const files = await app.db
    .insert(policyFiles)
    .values([
      { ownerId: owner.id, kind: 'VISIT', title: 'Правила посещения', pdf: TEST_PDF },
      { ownerId: owner.id, kind: 'PAYBACK', title: 'Правила возврата', pdf: TEST_PDF },
    ])
    .returning({ id: policyFiles.id, kind: policyFiles.kind });
  const id = (kind: string) => files.find((f) => f.kind === kind)?.id ?? '';
  return { id: owner.id, visitPolicyId: id('VISIT'), paybackPolicyId: id('PAYBACK') };
}

export interface ComplexFixture {
  name?: string;
  placeName?: string;
  address?: string;
  at: LatLon;
  sportTypeIds?: number[];
  categoryIds?: number[];
  benefits?: PlaceBenefit[];
  /** Issue 28 (a test may store an unknown code: the API leaves it out). */
  accessibility?: (PlaceAccessFeature | string)[];
  hasServices?: boolean;
  moderation?: 'NEW' | 'APPROVED' | 'DISMISSED' | 'ARCHIVE';
  ratingAvg?: number | null;
  ratingCount?: number;
  photos?: Photo[];
  contacts?: Contact[];
  districtId?: string | null;
}

/** Inserts a complex with one place (a hall) and answers its id. */
export async function createComplex(
  app: FastifyInstance,
  ownerId: string,
  f: ComplexFixture,
): Promise<number> {
  const [row] = await app.db
    .insert(complexes)
    .values({
      ownerId,
      name: f.name ?? 'Тестовый комплекс',
      placeName: f.placeName ?? 'Большой зал',
      address: f.address ?? 'Тестовая улица, 1',
      lat: f.at.lat,
      lon: f.at.lon,
      sportTypeIds: f.sportTypeIds ?? [],
      categoryIds: f.categoryIds ?? [],
      benefits: f.benefits ?? [],
      accessibility: f.accessibility ?? [],
      hasServices: f.hasServices ?? false,
      moderation: f.moderation ?? 'APPROVED',
      ratingAvg: f.ratingAvg ?? null,
      ratingCount: f.ratingCount ?? 0,
      photos: f.photos ?? [],
      contacts: f.contacts ?? [],
      districtId: f.districtId ?? null,
    })
    .returning({ id: complexes.id });
  if (!row) throw new Error('complex insert');
  await app.db.insert(places).values({
    complexId: row.id,
    name: f.placeName ?? 'Большой зал',
    sportTypeIds: f.sportTypeIds ?? [],
  });
  return row.id;
}

export async function setUserName(
  app: FastifyInstance,
  userId: string,
  firstName: string | null,
  lastName: string | null,
): Promise<void> {
  await app.db.update(users).set({ firstName, lastName }).where(eq(users.id, userId));
}
