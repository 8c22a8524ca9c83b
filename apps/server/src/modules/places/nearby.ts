import { EARTH_DIAMETER_M, type LatLon } from '@sportkarta/contract/config/map';
import {
  accessMask,
  distanceFrom,
  unitVector,
  venueMatcher,
  type GeoTree,
  type VenueIndex,
} from '../venue-index';
import type { PlaceSearch } from './filters';

// Nearest-first search over the in-memory venue index (the list's fast path, docs/api-places.md).
// Same filters and the same great-circle distance as the SQL path (search-repository.ts).

/** One match: its index position and great-circle distance in metres (spec §9 sphere). */
export interface NearbyHit {
  pos: number;
  distance: number;
}

const some = <T>(list: T[]): T[] | null => (list.length ? list : null);

/**
 * The filters of a search but the radius (the walk checks it) and, when the walk goes through
 * the chosen sports' own trees (`inSportTrees`), but the sport types, which every venue of
 * those trees has; null when only the venue's presence is left to check.
 */
function makeMatcher(
  index: VenueIndex,
  s: PlaceSearch,
  inSportTrees: boolean,
): ((i: number) => boolean) | null {
  return venueMatcher(index, {
    sportTypes: inSportTrees ? null : some(s.sportTypes),
    categories: some(s.categories),
    benefits: some(s.benefits),
    access: accessMask(s.accessibility),
    highRating: s.highRating,
    hasServices: s.hasServices,
  });
}

/**
 * Straight-line distances within this of one another are not told apart while collecting: the
 * 3-D coordinates carry rounding of ~1e-16, and the page's order and its radius are decided
 * afterwards by the haversine itself (the same formula as the SQL path), so the walk keeps a
 * few extra candidates rather than lose one. 1e-12 of the Earth's radius is ~6 µm.
 */
const CHORD_SLACK = 1e-12;

/** The squared chord a great-circle distance in metres spans on the unit sphere (c = 2 sin(d / D)). */
function chordSquared(metres: number): number {
  const half = metres / EARTH_DIAMETER_M;
  if (!(half < Math.PI / 2)) return Infinity;
  const c = 2 * Math.sin(half) + CHORD_SLACK;
  return c * c;
}

/** A squared chord, loosened by the slack (see CHORD_SLACK). */
const loosened = (c2: number): number => (Math.sqrt(c2) + CHORD_SLACK) ** 2;

/**
 * The `want` smallest squared chords seen (a max-heap): its top is the `want`-th nearest match
 * so far, beyond which nothing can make the page. One per process, reused by every search
 * (searches are synchronous, so one runs at a time) — a typed array per request was a
 * noticeable part of the route's cost.
 */
class NearestChords {
  private heap = new Float64Array(64);
  private want = 0;
  private size = 0;

  reset(want: number): void {
    if (this.heap.length < want) this.heap = new Float64Array(want);
    this.want = want;
    this.size = 0;
  }

  /** Whether `want` have been seen (only then is `top` a cutoff). */
  get full(): boolean {
    return this.size >= this.want;
  }

  /** The largest of the kept values (call only when size > 0). */
  get top(): number {
    return this.heap[0]!;
  }

  add(d: number): void {
    const { heap } = this;
    if (this.size < this.want) {
      let i = this.size++;
      while (i > 0) {
        const up = (i - 1) >> 1;
        if (heap[up]! >= d) break;
        heap[i] = heap[up]!;
        i = up;
      }
      heap[i] = d;
      return;
    }
    if (d >= heap[0]!) return;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= this.size) break;
      if (child + 1 < this.size && heap[child + 1]! > heap[child]!) child += 1;
      if (heap[child]! <= d) break;
      heap[i] = heap[child]!;
      i = child;
    }
    heap[i] = d;
  }
}

/**
 * Shortest possible squared chord from the origin (ox, oy, oz) to any venue in node k's box: the
 * squared distance to the box in 3-D, every venue's point lying inside it.
 */
function boxBound(box: Float64Array, k: number, ox: number, oy: number, oz: number): number {
  const b = 6 * k;
  const dx = ox < box[b]! ? box[b]! - ox : ox > box[b + 1]! ? ox - box[b + 1]! : 0;
  const dy = oy < box[b + 2]! ? box[b + 2]! - oy : oy > box[b + 3]! ? oy - box[b + 3]! : 0;
  const dz = oz < box[b + 4]! ? box[b + 4]! - oz : oz > box[b + 5]! ? oz - box[b + 5]! : 0;
  return dx * dx + dy * dy + dz * dz;
}

/** A copy of `a` twice as long (the scratch arrays below grow, never shrink). */
function doubled<T extends Float64Array | Int32Array>(a: T): T {
  const b = new (a.constructor as new (length: number) => T)(2 * a.length);
  b.set(a);
  return b;
}

/** Tree nodes to visit, nearest possible first (a binary min-heap); reused like NearestChords. */
class NodeQueue {
  private bounds = new Float64Array(256);
  private nodes = new Int32Array(256);
  size = 0;

  /** The smallest bound waiting (call only when size > 0). */
  get top(): number {
    return this.bounds[0]!;
  }

  push(bound: number, node: number): void {
    if (this.size === this.nodes.length) {
      this.bounds = doubled(this.bounds);
      this.nodes = doubled(this.nodes);
    }
    const { bounds, nodes } = this;
    let i = this.size++;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (bounds[up]! <= bound) break;
      bounds[i] = bounds[up]!;
      nodes[i] = nodes[up]!;
      i = up;
    }
    bounds[i] = bound;
    nodes[i] = node;
  }

  /** Removes and answers the node with the smallest bound. */
  pop(): number {
    const { bounds, nodes } = this;
    const first = nodes[0]!;
    const n = --this.size;
    if (n === 0) return first;
    const lastBound = bounds[n]!;
    const lastNode = nodes[n]!;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= n) break;
      if (child + 1 < n && bounds[child + 1]! < bounds[child]!) child += 1;
      if (bounds[child]! >= lastBound) break;
      bounds[i] = bounds[child]!;
      nodes[i] = nodes[child]!;
      i = child;
    }
    bounds[i] = lastBound;
    nodes[i] = lastNode;
    return first;
  }
}

/** Venues the walk kept (position and squared chord), reused like NearestChords. */
class Candidates {
  pos = new Int32Array(256);
  chord2 = new Float64Array(256);
  size = 0;

  push(i: number, c2: number): void {
    if (this.size === this.pos.length) {
      this.pos = doubled(this.pos);
      this.chord2 = doubled(this.chord2);
    }
    this.pos[this.size] = i;
    this.chord2[this.size++] = c2;
  }
}

const nearest = new NearestChords();
const queue = new NodeQueue();
const candidates = new Candidates();

/** What a walk needs besides the tree: the filters, the origin in 3-D and the radius. */
interface Walk {
  matches: ((i: number) => boolean) | null;
  o: LatLon;
  ox: number;
  oy: number;
  oz: number;
  radius: number;
  want: number;
}

function walkOf(index: VenueIndex, s: PlaceSearch, o: LatLon, want: number): Walk {
  const { x, y, z } = unitVector(o.lat, o.lon);
  return {
    matches: makeMatcher(index, s, s.sportTypes.length > 0),
    o,
    ox: x,
    oy: y,
    oz: z,
    radius: s.radius ?? Infinity,
    want,
  };
}

/**
 * The first `want` venues matching `s` (which must have an origin), nearest first (ties by id),
 * within the radius when one is set. A search by sport walks each chosen sport's own tree and
 * merges (a venue with two chosen sports is found in both, kept once); otherwise the tree of
 * every venue.
 */
export function searchNearby(index: VenueIndex, s: PlaceSearch, want: number): NearbyHit[] {
  const o = s.origin;
  if (!o) throw new Error('searchNearby needs an origin');
  const walk = walkOf(index, s, o, want);
  if (s.sportTypes.length === 0)
    return nearestFirst(index, walkTree(index, index.tree, walk), want);
  const trees = s.sportTypes.flatMap((id) => index.sportTrees.get(id) ?? []);
  // One sport (the usual search): its tree's matches are the answer, no merging.
  if (trees.length === 1) return nearestFirst(index, walkTree(index, trees[0]!, walk), want);
  const seen = new Set<number>();
  const hits: NearbyHit[] = [];
  for (const tree of trees) {
    for (const h of walkTree(index, tree, walk)) {
      if (!seen.has(h.pos)) hits.push(h);
      seen.add(h.pos);
    }
  }
  return nearestFirst(index, hits, want);
}

/** Below this many hits an insertion sort beats Array#sort with its comparator calls. */
const SMALL_SORT = 48;

/** The first `want` hits by distance, ties by id (sorts `hits` in place). */
function nearestFirst(index: VenueIndex, hits: NearbyHit[], want: number): NearbyHit[] {
  const { ids } = index;
  if (hits.length > SMALL_SORT) {
    return hits.sort((a, b) => a.distance - b.distance || ids[a.pos]! - ids[b.pos]!).slice(0, want);
  }
  // A page's worth of hits (the usual case): no comparator closure, no calls per comparison.
  for (let k = 1; k < hits.length; k++) {
    const h = hits[k]!;
    const id = ids[h.pos]!;
    let j = k - 1;
    for (; j >= 0; j--) {
      const g = hits[j]!;
      if (g.distance < h.distance || (g.distance === h.distance && ids[g.pos]! < id)) break;
      hits[j + 1] = g;
    }
    hits[j + 1] = h;
  }
  if (hits.length > want) hits.length = want;
  return hits;
}

/**
 * The tree's matches within the radius that can make the first `want`, ties included (so the
 * caller's order by distance and id is exact), with their great-circle distances. Visits nodes
 * nearest box first and stops once no box left can hold a venue closer than the `want`-th match
 * found; chords decide what to keep, the haversine what the page shows.
 */
function walkTree(index: VenueIndex, tree: GeoTree, walk: Walk): NearbyHit[] {
  const { matches, ox, oy, oz, radius, want } = walk;
  const { ux, uy, uz } = index.points;
  const { present } = index.cards;
  const { positions, start, end, right, box } = tree;
  const radiusLimit = chordSquared(radius);
  // Farther than this (the radius, or the `want`-th nearest match so far): never on the page.
  let limit = radiusLimit;
  nearest.reset(want);
  queue.size = 0;
  candidates.size = 0;
  if (right.length > 0) queue.push(boxBound(box, 0, ox, oy, oz), 0);
  while (queue.size > 0 && queue.top <= limit) {
    const k = queue.pop();
    const r = right[k]!;
    if (r >= 0) {
      const near = boxBound(box, k + 1, ox, oy, oz);
      if (near <= limit) queue.push(near, k + 1);
      const far = boxBound(box, r, ox, oy, oz);
      if (far <= limit) queue.push(far, r);
      continue;
    }
    for (let p = start[k]!; p < end[k]!; p++) {
      const i = positions[p]!;
      if (present[i] !== 1 || (matches !== null && !matches(i))) continue;
      const dx = ux[i]! - ox;
      const dy = uy[i]! - oy;
      const dz = uz[i]! - oz;
      const c2 = dx * dx + dy * dy + dz * dz;
      if (c2 > limit) continue;
      candidates.push(i, c2);
      nearest.add(c2);
      if (nearest.full) limit = Math.min(radiusLimit, loosened(nearest.top));
    }
  }
  const dist = distanceFrom(index, walk.o);
  const hits: NearbyHit[] = [];
  for (let c = 0; c < candidates.size; c++) {
    if (candidates.chord2[c]! > limit) continue;
    const i = candidates.pos[c]!;
    const d = dist(i);
    if (d <= radius) hits.push({ pos: i, distance: d });
  }
  return hits;
}
