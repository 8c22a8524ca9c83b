import type { PlaceSummary, SportType } from '@sportkarta/contract/api/places';
import type { Db } from '../../db/client';
import { cardAt, type VenueIndex, type VenueIndexStore } from '../venue-index';
import { roundRating } from '../ratings/service';
import type { PlaceSearch } from './filters';
import { searchNearby } from './nearby';
import { favoriteIdsAmong } from './repository';
import { benefitsOf } from './summary';

// The list's fast path (docs/api-places.md): a search with a point and no text is answered from
// the in-memory venue index (modules/venue-index, shared with the map); the database is asked only for the signed-in
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

/** At most this many venues' card bytes are kept per index (about 0.5 KB each). */
const CARD_CACHE_MAX = 50_000;
const cardCache = new WeakMap<VenueIndex, Map<number, Buffer>>();

/**
 * Venue i's card as JSON bytes without its opening brace, favorite and distance (which each
 * page sets). A card cannot change within one index version, so the bytes are built once and
 * kept with the index: a page is then the search plus a concatenation, not 20 objects put
 * through JSON.stringify and UTF-8 encoding on every request.
 */
function cardTail(index: VenueIndex, i: number): Buffer {
  let cache = cardCache.get(index);
  if (!cache) cardCache.set(index, (cache = new Map()));
  let bytes = cache.get(i);
  if (bytes) return bytes;
  const v = cardAt(index.cards, i)!;
  const card: Omit<PlaceSummary, 'favorite' | 'distance'> = {
    id: index.ids[i]!,
    name: v.name,
    placeName: v.placeName,
    address: v.address,
    lat: index.lat[i]!,
    lon: index.lon[i]!,
    photo: v.photo,
    sportTypes: sportTypesOf(index, i),
    rating: roundRating(v.ratingAvg),
    ratingCount: v.ratingCount,
    hasServices: v.hasServices,
    benefits: benefitsOf(v.benefits),
  };
  bytes = Buffer.from(`,${JSON.stringify(card).slice(1)}`);
  if (cache.size >= CARD_CACHE_MAX) cache.clear();
  cache.set(i, bytes);
  return bytes;
}

const FAVORITE = Buffer.from('{"favorite":true,"distance":');
const NOT_FAVORITE = Buffer.from('{"favorite":false,"distance":');
const ITEMS_OPEN = Buffer.from('{"items":[');
const COMMA = Buffer.from(',');

/**
 * One page as the JSON text of a PlacesPage (the route sends these bytes as they are; tests
 * parse them). The same shape and order as the SQL path.
 */
export async function placesPageFromIndex(
  db: Db,
  store: VenueIndexStore,
  search: PlaceSearch,
  page: number,
  size: number,
  userId: string | null,
): Promise<Buffer> {
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
  const parts: Buffer[] = [ITEMS_OPEN];
  shown.forEach((h, n) => {
    if (n > 0) parts.push(COMMA);
    const distance = Math.round(h.distance * 10) / 10;
    parts.push(
      favorites.has(index.ids[h.pos]!) ? FAVORITE : NOT_FAVORITE,
      Buffer.from(String(distance), 'latin1'),
      cardTail(index, h.pos),
    );
  });
  parts.push(Buffer.from(`],"page":${page},"size":${size},"hasMore":${hits.length > size}}`));
  return Buffer.concat(parts);
}
