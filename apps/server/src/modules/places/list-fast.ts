import type { PlaceSummary, SportType } from '@sportkarta/contract/api/places';
import type { Db } from '../../db/client';
import { cardAt, type VenueIndex, type VenueIndexStore } from '../venue-index';
import { roundRating } from '../ratings/service';
import type { PlaceSearch } from './filters';
import { searchNearby, type NearbyHit } from './nearby';
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

function cardCacheOf(index: VenueIndex): Map<number, Buffer> {
  let cache = cardCache.get(index);
  if (!cache) cardCache.set(index, (cache = new Map()));
  return cache;
}

/**
 * Venue i's card as the JSON bytes of its object up to its favorite flag: `{"id":…,
 * "benefits":[…],"favorite":` — the flag and the distance, which each page sets, come last
 * (key order means nothing in JSON). A card cannot change within one index version, so the
 * bytes are built once and kept with the index: a page is then the search plus one copy per
 * card, not 20 objects put through JSON.stringify and UTF-8 encoding on every request.
 */
function cardHead(index: VenueIndex, cache: Map<number, Buffer>, i: number): Buffer {
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
  bytes = Buffer.from(`${JSON.stringify(card).slice(0, -1)},"favorite":`);
  if (cache.size >= CARD_CACHE_MAX) cache.clear();
  cache.set(i, bytes);
  return bytes;
}

/** Bytes a card's flag, distance and separators may add: `false,"distance":` + a number + `},`. */
const CARD_END_MAX = 64;

/** The venues of one page, nearest first (ties by id), and whether another page follows. */
function pageHits(
  index: VenueIndex,
  search: PlaceSearch,
  page: number,
  size: number,
): { shown: NearbyHit[]; hasMore: boolean } {
  const hits = searchNearby(index, search, (page + 1) * size + 1);
  const from = page * size;
  return { shown: hits.slice(from, from + size), hasMore: hits.length > from + size };
}

/**
 * One page as the JSON text of a PlacesPage (the route sends these bytes as they are; tests
 * parse them), written into one buffer: each card's cached bytes are copied once, the rest is
 * ASCII written by hand — a Buffer#copy or #write of a few bytes is a call into C++ that
 * costs more than the bytes it moves, and a buffer per distance plus a list of parts to
 * concatenate was most of the page's cost.
 */
function pageBytes(
  index: VenueIndex,
  shown: readonly NearbyHit[],
  favorites: ReadonlySet<number>,
  page: number,
  size: number,
  hasMore: boolean,
): Buffer {
  const cache = cardCacheOf(index);
  const n = shown.length;
  const heads: Buffer[] = new Array<Buffer>(n);
  let length = ITEMS_OPEN.length + 80;
  for (let k = 0; k < n; k++) {
    const head = cardHead(index, cache, shown[k]!.pos);
    heads[k] = head;
    length += head.length + CARD_END_MAX;
  }
  const out = pageArea(length);
  let at = writeAscii(out, 0, ITEMS_OPEN);
  for (let k = 0; k < n; k++) {
    const { pos, distance } = shown[k]!;
    if (k > 0) at = writeAscii(out, at, ',');
    const head = heads[k]!;
    out.set(head, at);
    at += head.length;
    at = writeAscii(out, at, favorites.has(index.ids[pos]!) ? FAVORITE_TAIL : NOT_FAVORITE_TAIL);
    at = writeDecimetres(out, at, Math.round(distance * 10));
    at = writeAscii(out, at, '}');
  }
  at = writeAscii(out, at, `],"page":${page},"size":${size},"hasMore":${hasMore}}`);
  return usedOfPageArea(out, at);
}

const ITEMS_OPEN = '{"items":[';
const FAVORITE_TAIL = 'true,"distance":';
const NOT_FAVORITE_TAIL = 'false,"distance":';

/** Writes an ASCII string (digits, JSON punctuation) at `at`; answers the offset after it. */
function writeAscii(out: Buffer, at: number, text: string): number {
  for (let c = 0; c < text.length; c++) out[at++] = text.charCodeAt(c);
  return at;
}

/**
 * Metres with one decimal, as `String(Math.round(d * 10) / 10)` writes them (issue 27: the
 * number-to-string conversion was the page's largest cost after the copies): `tenths` is a
 * non-negative whole number of decimetres; whole metres go without a fraction.
 */
export function writeDecimetres(out: Buffer, at: number, tenths: number): number {
  const metres = Math.floor(tenths / 10);
  const tenth = tenths - metres * 10;
  let digits = 1;
  for (let rest = metres; rest >= 10; rest = Math.floor(rest / 10)) digits++;
  let rest = metres;
  for (let k = digits - 1; k >= 0; k--) {
    out[at + k] = 48 + (rest % 10);
    rest = Math.floor(rest / 10);
  }
  at += digits;
  if (tenth !== 0) {
    out[at++] = 46; // '.'
    out[at++] = 48 + tenth;
  }
  return at;
}

/**
 * Pages are written into slices of a shared slab, as Node's own Buffer pool does for small
 * buffers: a page (~10–15 KB) is above the pool's size, and an ArrayBuffer of its own per
 * request was a noticeable share of the route's time and of the external memory the
 * collector chases. A slice is never written again once handed out (the offset only moves
 * forward; a full slab is left to the collector with its last pages and a new one begun).
 */
const SLAB_BYTES = 512 * 1024;
let slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
let slabUsed = 0;

/** A writable area of at least `length` bytes for one page. */
function pageArea(length: number): Buffer {
  if (length > SLAB_BYTES / 4) return Buffer.allocUnsafe(length);
  if (slabUsed + length > SLAB_BYTES) {
    slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
    slabUsed = 0;
  }
  return slab.subarray(slabUsed, slabUsed + length);
}

/** The page's bytes: the first `used` of its area, the rest given back to the slab. */
function usedOfPageArea(area: Buffer, used: number): Buffer {
  if (area.buffer === slab.buffer) slabUsed = area.byteOffset - slab.byteOffset + ((used + 7) & ~7);
  return area.subarray(0, used);
}

const NO_FAVORITES: ReadonlySet<number> = new Set();

/**
 * One page as the JSON text of a PlacesPage. The same shape and order as the SQL path.
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
  const { shown, hasMore } = pageHits(index, search, page, size);
  const favorites = userId
    ? await favoriteIdsAmong(
        db,
        userId,
        shown.map((h) => index.ids[h.pos]!),
      )
    : NO_FAVORITES;
  return pageBytes(index, shown, favorites, page, size, hasMore);
}

/**
 * A guest's page at once, when the index is at hand (store.peek): no database and no promise
 * on the way — the list's most common request. Undefined when the page has to wait (no index
 * yet, a ttl of 0); placesPageFromIndex answers it then.
 */
export function guestPageFromIndex(
  store: VenueIndexStore,
  search: PlaceSearch,
  page: number,
  size: number,
): Buffer | undefined {
  const index = store.peek();
  if (!index) return undefined;
  const { shown, hasMore } = pageHits(index, search, page, size);
  return pageBytes(index, shown, NO_FAVORITES, page, size, hasMore);
}
