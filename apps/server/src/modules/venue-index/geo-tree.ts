// A k-d tree over the venue index's latitudes and longitudes, for the list's nearest-first
// search (modules/places/nearby.ts). Each node holds a contiguous run of `positions` and its
// bounding box; a search visits nodes in order of their shortest possible distance, so it
// touches about as many venues as the page needs whatever the density around the point —
// a fixed grid visited thousands of venues in a crowded cell, more as the set grew.

/** Nodes with at most this many venues are leaves. */
const LEAF_SIZE = 16;

export interface GeoTree {
  /** Index positions, ordered so that every node's venues are contiguous. */
  readonly positions: Int32Array;
  /** Per node: its run [start, end) in `positions`. */
  readonly start: Int32Array;
  readonly end: Int32Array;
  /** Per node: its right child (the left one is the next node), or −1 for a leaf. */
  readonly right: Int32Array;
  /** Per node k: min lat, max lat, min lon, max lon at 4k … 4k + 3. */
  readonly box: Float64Array;
}

/** Reorders positions[lo, hi) so that the k-th (absolute) holds its value by `key`, smaller before. */
function select(positions: Int32Array, key: Float64Array, lo: number, hi: number, k: number) {
  let l = lo;
  let h = hi - 1;
  while (l < h) {
    const pivot = key[positions[(l + h) >>> 1]!]!;
    let i = l;
    let j = h;
    while (i <= j) {
      while (key[positions[i]!]! < pivot) i++;
      while (key[positions[j]!]! > pivot) j--;
      if (i <= j) {
        const t = positions[i]!;
        positions[i++] = positions[j]!;
        positions[j--] = t;
      }
    }
    if (k <= j) h = j;
    else if (k >= i) l = i;
    else return;
  }
}

/** A tree over the given index positions (by default every one). */
export function buildGeoTree(lat: Float64Array, lon: Float64Array, subset?: Int32Array): GeoTree {
  const positions = subset ? Int32Array.from(subset) : new Int32Array(lat.length);
  const n = positions.length;
  if (!subset) for (let i = 0; i < n; i++) positions[i] = i;
  // A node above LEAF_SIZE splits into halves of at least LEAF_SIZE / 2, so there are at most
  // 2n / (LEAF_SIZE / 2) leaves and twice that many nodes.
  const capacity = Math.ceil((4 * n) / LEAF_SIZE) + 3;
  const start = new Int32Array(capacity);
  const end = new Int32Array(capacity);
  const right = new Int32Array(capacity);
  const box = new Float64Array(4 * capacity);
  let count = 0;
  const build = (lo: number, hi: number): void => {
    const k = count++;
    start[k] = lo;
    end[k] = hi;
    let minLat = Infinity;
    let maxLat = -Infinity;
    let minLon = Infinity;
    let maxLon = -Infinity;
    for (let p = lo; p < hi; p++) {
      const i = positions[p]!;
      minLat = Math.min(minLat, lat[i]!);
      maxLat = Math.max(maxLat, lat[i]!);
      minLon = Math.min(minLon, lon[i]!);
      maxLon = Math.max(maxLon, lon[i]!);
    }
    box.set([minLat, maxLat, minLon, maxLon], 4 * k);
    if (hi - lo <= LEAF_SIZE) {
      right[k] = -1;
      return;
    }
    // Split across the longer side (a degree of longitude shrinks with cos(latitude)).
    const midLat = ((minLat + maxLat) / 2) * (Math.PI / 180);
    const byLat = maxLat - minLat >= (maxLon - minLon) * Math.cos(midLat);
    const mid = (lo + hi) >>> 1;
    select(positions, byLat ? lat : lon, lo, hi, mid);
    build(lo, mid);
    right[k] = count;
    build(mid, hi);
  };
  if (n > 0) build(0, n);
  return {
    positions,
    start: start.slice(0, count),
    end: end.slice(0, count),
    right: right.slice(0, count),
    box: box.slice(0, 4 * count),
  };
}
