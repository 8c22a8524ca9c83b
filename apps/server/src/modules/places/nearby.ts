import { EARTH_DIAMETER_M, type LatLon } from '@sportkarta/contract/config/map';
import {
  accessMask,
  distanceFrom,
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

const DEG = Math.PI / 180;

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
 * The `want` smallest distances seen (a max-heap): its top is the `want`-th nearest match so
 * far, beyond which nothing can make the page.
 */
class NearestDistances {
  private readonly heap: Float64Array;
  private size = 0;

  constructor(private readonly want: number) {
    this.heap = new Float64Array(want);
  }

  /** The `want`-th smallest distance so far (Infinity until there are `want`). */
  get cutoff(): number {
    return this.size < this.want ? Infinity : this.heap[0]!;
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
 * Shortest possible distance from the origin to any venue in node k's box, a little under (so
 * rounding never prunes a venue at exactly the page's or the radius's distance). The haversine
 * h = sin²(Δφ/2) + cos φ₁ cos φ₂ sin²(Δλ/2) is at least either term; inside the box Δφ and Δλ
 * (the shorter way round) are at least the gaps to its edges, and cos φ₂ at least the cosine
 * of its farthest-from-equator latitude.
 */
function boxBound(tree: GeoTree, k: number, o: LatLon, cosO: number): number {
  const { box } = tree;
  const minLat = box[4 * k]!;
  const maxLat = box[4 * k + 1]!;
  const minLon = box[4 * k + 2]!;
  const maxLon = box[4 * k + 3]!;
  const dLat = o.lat < minLat ? minLat - o.lat : o.lat > maxLat ? o.lat - maxLat : 0;
  let dLon = 0;
  if (o.lon < minLon || o.lon > maxLon) {
    const east = (((minLon - o.lon) % 360) + 360) % 360;
    const west = (((o.lon - maxLon) % 360) + 360) % 360;
    dLon = Math.min(east, west);
  }
  const farLat = Math.max(Math.abs(minLat), Math.abs(maxLat));
  const sLat = Math.sin((dLat * DEG) / 2);
  const sLon = Math.sin((dLon * DEG) / 2);
  const h = Math.max(sLat * sLat, cosO * Math.cos(farLat * DEG) * sLon * sLon);
  return EARTH_DIAMETER_M * Math.asin(Math.min(1, Math.sqrt(h))) * (1 - 1e-9) - 1e-6;
}

/** Tree nodes to visit, nearest possible distance first (a binary min-heap). */
class NodeQueue {
  private readonly bounds: number[] = [];
  private readonly nodes: number[] = [];

  get size(): number {
    return this.nodes.length;
  }

  /** The smallest bound waiting (call only when size > 0). */
  get top(): number {
    return this.bounds[0]!;
  }

  push(bound: number, node: number): void {
    const { bounds, nodes } = this;
    let i = nodes.length;
    bounds.push(bound);
    nodes.push(node);
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
    const lastBound = bounds.pop()!;
    const lastNode = nodes.pop()!;
    const n = nodes.length;
    if (n === 0) return first;
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

/**
 * The first `want` venues matching `s` (which must have an origin), nearest first (ties by id),
 * within the radius when one is set. A search by sport walks each chosen sport's own tree and
 * merges (a venue with two chosen sports is found in both, kept once); otherwise the tree of
 * every venue.
 */
export function searchNearby(index: VenueIndex, s: PlaceSearch, want: number): NearbyHit[] {
  const o = s.origin;
  if (!o) throw new Error('searchNearby needs an origin');
  const bySport = s.sportTypes.length > 0;
  const walk = { matches: makeMatcher(index, s, bySport), o, radius: s.radius ?? Infinity, want };
  if (!bySport) return nearestFirst(index, walkTree(index, index.tree, walk), want);
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

/** The first `want` hits by distance, ties by id (sorts `hits` in place). */
function nearestFirst(index: VenueIndex, hits: NearbyHit[], want: number): NearbyHit[] {
  const { ids } = index;
  return hits.sort((a, b) => a.distance - b.distance || ids[a.pos]! - ids[b.pos]!).slice(0, want);
}

/**
 * The tree's matches within the radius that can make the first `want`, ties included (so the
 * caller's order by distance and id is exact). Visits nodes nearest box first and stops once
 * no box left can hold a venue closer than the `want`-th match found.
 */
function walkTree(
  index: VenueIndex,
  tree: GeoTree,
  walk: { matches: ((i: number) => boolean) | null; o: LatLon; radius: number; want: number },
): NearbyHit[] {
  const { matches, o, radius, want } = walk;
  const dist = distanceFrom(index, o);
  const { present } = index.cards;
  const { positions, start, end, right } = tree;
  const cosO = Math.cos(o.lat * DEG);
  const hits: NearbyHit[] = [];
  // Farther than the `want`-th nearest match seen so far: can never make the page.
  const nearest = new NearestDistances(want);
  const queue = new NodeQueue();
  if (right.length > 0) queue.push(boxBound(tree, 0, o, cosO), 0);
  while (queue.size > 0 && queue.top <= Math.min(radius, nearest.cutoff)) {
    const k = queue.pop();
    if (right[k]! >= 0) {
      const near = boxBound(tree, k + 1, o, cosO);
      if (near <= radius && near <= nearest.cutoff) queue.push(near, k + 1);
      const far = boxBound(tree, right[k]!, o, cosO);
      if (far <= radius && far <= nearest.cutoff) queue.push(far, right[k]!);
      continue;
    }
    for (let p = start[k]!; p < end[k]!; p++) {
      const i = positions[p]!;
      if (present[i] !== 1 || (matches !== null && !matches(i))) continue;
      const d = dist(i);
      if (d > radius || d > nearest.cutoff) continue;
      hits.push({ pos: i, distance: d });
      nearest.add(d);
    }
  }
  // Ties at the cutoff stay, so the caller's order by distance and id is exact.
  const cutoff = nearest.cutoff;
  return hits.filter((h) => h.distance <= cutoff);
}
