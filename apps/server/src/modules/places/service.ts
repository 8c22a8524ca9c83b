import {
  type AddPlaceInputSchema,
  type PlaceDetail,
  type CheckedPlaceFilter,
  type PlaceSummary,
  type PlacesPage,
  type SportType,
} from '@sportkarta/contract/api/places';
import type { LatLon } from '@sportkarta/contract/config/map';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { HttpError, PLACE_NOT_FOUND } from '../../errors';
import { getCategoriesFile } from '../static-files/service';
import { getRatingSummary, myRatingValue, roundRating } from '../ratings/service';
import type { VenueIndexStore } from '../venue-index';
import { toPlaceSearch, type PlaceSearch } from './filters';
import { guestPageFromIndex, placesPageFromIndex, usesIndex } from './list-fast';
import {
  approvedComplexExists,
  findApprovedComplex,
  findDistrictName,
  findOwner,
  findPolicyFile,
  insertProposal,
  isFavorite,
  listPlaceUnits,
  listPolicyRefs,
  listSportTypes,
  sportTypesByIds,
  toggleFavorite as toggleFavoriteRow,
  type ComplexRow,
} from './repository';
import { listFavoritePlaces, searchPlaces, type SummaryRow } from './search-repository';
import { ownerOf, POLICY_NOT_FOUND, policyFileName } from './owner';
import { accessibilityOf, benefitsOf } from './summary';

function toSummary(r: SummaryRow): PlaceSummary {
  return {
    id: r.id,
    name: r.name,
    placeName: r.place_name,
    address: r.address,
    lat: r.lat,
    lon: r.lon,
    favorite: r.favorite,
    distance: r.distance === null ? null : Math.round(r.distance * 10) / 10,
    photo: r.photo ?? null,
    sportTypes: r.sport_types,
    rating: roundRating(r.rating_avg),
    ratingCount: r.rating_count,
    hasServices: r.has_services,
    benefits: benefitsOf(r.benefits),
  };
}

/**
 * POST /v1/mob/places: one page as the JSON text of a PlacesPage, nearest first with a point,
 * by name without one. Nearest first without a search text comes from the in-memory venue
 * index (list-fast.ts); a text search or a list by name runs in SQL.
 */
export async function getPlacesPage(
  db: Db,
  store: VenueIndexStore,
  filters: readonly CheckedPlaceFilter[],
  page: number,
  size: number,
  userId: string | null,
): Promise<Buffer> {
  const search = toPlaceSearch(filters);
  if (usesIndex(search)) return placesPageFromIndex(db, store, search, page, size, userId);
  return Buffer.from(JSON.stringify(await getPlacesPageSql(db, search, page, size, userId)));
}

/**
 * A guest's nearest-first page without waiting, when the venue index is at hand
 * (list-fast.ts); undefined when getPlacesPage has to answer (a text search, a list by name,
 * no index yet).
 */
export function guestPlacesPage(
  store: VenueIndexStore,
  filters: readonly CheckedPlaceFilter[],
  page: number,
  size: number,
): Buffer | undefined {
  const search = toPlaceSearch(filters);
  return usesIndex(search) ? guestPageFromIndex(store, search, page, size) : undefined;
}

/** The same page from PostgreSQL (a text search, a list by name; tests compare both paths). */
export async function getPlacesPageSql(
  db: Db,
  search: PlaceSearch,
  page: number,
  size: number,
  userId: string | null,
): Promise<PlacesPage> {
  const rows = await searchPlaces(db, search, { page, size }, userId);
  return {
    items: rows.slice(0, size).map(toSummary),
    page,
    size,
    hasMore: rows.length > size,
  };
}

export async function getFavorites(
  db: Db,
  userId: string,
  origin: LatLon | null,
): Promise<{ items: PlaceSummary[] }> {
  return { items: (await listFavoritePlaces(db, userId, origin)).map(toSummary) };
}

export async function toggleFavorite(db: Db, userId: string, placeId: number) {
  if (!(await approvedComplexExists(db, placeId))) {
    throw new HttpError('NOT_FOUND', PLACE_NOT_FOUND);
  }
  return { placeId, favorite: await toggleFavoriteRow(db, userId, placeId) };
}

function pick(types: Map<number, SportType>, ids: readonly number[]): SportType[] {
  return ids.flatMap((id) => {
    const t = types.get(id);
    return t ? [t] : [];
  });
}

async function loadSportTypes(db: Db, c: ComplexRow, unitIds: number[][]) {
  const ids = [...new Set([...c.sportTypeIds, ...unitIds.flat()])];
  const rows = await sportTypesByIds(db, ids);
  return new Map(rows.map((t) => [t.id, { id: t.id, name: t.name }]));
}

/** GET /v1/mob/public/place/{id}: the whole venue, with the caller's favourite and mark. */
export async function getPlaceDetail(
  db: Db,
  id: number,
  userId: string | null,
): Promise<PlaceDetail> {
  const c = await findApprovedComplex(db, id);
  if (!c) throw new HttpError('NOT_FOUND', PLACE_NOT_FOUND);
  const [units, owner, policies, district, summary, myRating, favorite] = await Promise.all([
    listPlaceUnits(db, id),
    findOwner(db, c.ownerId),
    listPolicyRefs(db, c.ownerId),
    findDistrictName(db, c.districtId),
    getRatingSummary(db, id),
    myRatingValue(db, id, userId),
    userId ? isFavorite(db, userId, id) : Promise.resolve(false),
  ]);
  if (!owner) throw new Error(`complex ${id} has no owner row`);
  const types = await loadSportTypes(
    db,
    c,
    units.map((u) => u.sportTypeIds),
  );
  return {
    id: c.id,
    name: c.name,
    placeName: c.placeName,
    address: c.address,
    lat: c.lat,
    lon: c.lon,
    favorite,
    sportTypes: pick(types, c.sportTypeIds),
    rating: summary.average,
    ratingCount: summary.count,
    hasServices: c.hasServices,
    benefits: benefitsOf(c.benefits),
    description: c.description,
    accessibility: accessibilityOf(c.accessibility),
    district,
    timeZone: c.timeZone,
    photos: c.photos,
    contacts: c.contacts,
    hours: c.hours,
    categories: c.categoryIds,
    places: units.map((u) => ({
      id: u.id,
      name: u.name,
      description: u.description,
      sportTypes: pick(types, u.sportTypeIds),
    })),
    owner: ownerOf(owner, policies),
    ratingSummary: summary,
    myRating,
  };
}

/** GET /v1/mob/policy/public/file/{ownerId}/{fileId}: the PDF and a plain ASCII file name. */
export async function getPolicyFile(db: Db, ownerId: string, fileId: string) {
  const row = await findPolicyFile(db, ownerId, fileId);
  if (!row) throw new HttpError('NOT_FOUND', POLICY_NOT_FOUND);
  return { pdf: row.pdf, fileName: policyFileName(row.kind) };
}

export async function getSportTypes(db: Db): Promise<SportType[]> {
  return (await listSportTypes(db)).map((t) => ({ id: t.id, name: t.name }));
}

/** GET /v1/supportedCategories: the same list as favouriteCategories.json (spec §7.2). */
export const getSupportedCategories = getCategoriesFile;

/** POST /v1/addPlace: the proposal waits in moderation as NEW. */
export async function addPlace(
  db: Db,
  userId: string,
  input: z.output<typeof AddPlaceInputSchema>,
  now: Date,
): Promise<{ id: string; status: 'NEW' }> {
  const sportTypeIds = [...new Set(input.sportTypes)];
  const known = await sportTypesByIds(db, sportTypeIds);
  if (known.length !== sportTypeIds.length) {
    throw new HttpError('VALIDATION_ERROR', 'Неизвестный вид спорта');
  }
  const row = await insertProposal(db, userId, {
    name: input.name,
    address: input.address,
    lat: input.lat ?? null,
    lon: input.lon ?? null,
    sportTypeIds,
    comment: input.comment,
    contact: input.contact,
    // Compared with enrolments' times on the applications list: the app's clock, not SQL now().
    createdAt: now,
  });
  return { id: row.id, status: 'NEW' };
}
