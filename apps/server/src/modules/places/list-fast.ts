import type { PlaceSummary, PlacesPage, SportType } from '@sportkarta/contract/api/places';
import type { Db } from '../../db/client';
import type { VenueIndexStore } from '../map/index-store';
import { cardAt } from '../map/venue-cards';
import type { VenueIndex } from '../map/venue-index';
import { roundRating } from '../ratings/service';
import type { PlaceSearch } from './filters';
import { searchNearby, type NearbyHit } from './nearby';
import { favoriteIdsAmong } from './repository';
import { benefitsOf } from './summary';

// The list's fast path (docs/api-places.md): a search with a point and no text is answered from
// the in-memory venue index the map keeps; the database is asked only for the signed-in
// caller's favourite flags of the page. The answer has the SQL path's shape and order.

/** Whether the in-memory index can answer: nearest first without a text search. */
export const usesIndex = (s: PlaceSearch): boolean => s.origin !== null && s.query === null;

function sportTypesOf(index: VenueIndex, pos: number): SportType[] {
  const found: (SportType & { order: number })[] = [];
  for (let k = index.sportOffsets[pos]!; k < index.sportOffsets[pos + 1]!; k++) {
    const t = index.sportTypes.get(index.sportValues[k]!);
    if (t && !found.includes(t)) found.push(t);
  }
  found.sort((a, b) => a.order - b.order);
  return found.map((t) => ({ id: t.id, name: t.name }));
}

function summaryOf(index: VenueIndex, hit: NearbyHit, favorite: boolean): PlaceSummary {
  const i = hit.pos;
  const v = cardAt(index.cards, i)!;
  return {
    id: index.ids[i]!,
    name: v.name,
    placeName: v.placeName,
    address: v.address,
    lat: index.lat[i]!,
    lon: index.lon[i]!,
    favorite,
    distance: Math.round(hit.distance * 10) / 10,
    photo: v.photo,
    sportTypes: sportTypesOf(index, i),
    rating: roundRating(v.ratingAvg),
    ratingCount: v.ratingCount,
    hasServices: v.hasServices,
    benefits: benefitsOf(v.benefits),
  };
}

export async function placesPageFromIndex(
  db: Db,
  store: VenueIndexStore,
  search: PlaceSearch,
  page: number,
  size: number,
  userId: string | null,
): Promise<PlacesPage> {
  const index = await store.get();
  const hits = searchNearby(index, search, (page + 1) * size + 1).slice(page * size);
  const shown = hits.slice(0, size);
  const favorites = userId
    ? await favoriteIdsAmong(
        db,
        userId,
        shown.map((h) => index.ids[h.pos]!),
      )
    : new Set<number>();
  return {
    items: shown.map((h) => summaryOf(index, h, favorites.has(index.ids[h.pos]!))),
    page,
    size,
    hasMore: hits.length > size,
  };
}
