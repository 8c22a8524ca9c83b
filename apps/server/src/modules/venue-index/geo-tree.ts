// A k-d tree over the venues' points on the unit sphere (x, y, z), for the list's nearest-first
// search (modules/places/nearby.ts). Each node holds a contiguous run of `positions` and its
// bounding box in 3-D; a search visits nodes in order of their shortest possible straight-line
// (chord) distance, so it touches about as many venues as the page needs whatever the density
// around the point — a fixed grid visited thousands of venues in a crowded cell, more as the
// set grew. On the unit sphere the chord c and the great-circle angle θ are tied by
// c = 2 sin(θ / 2), so ordering by chord is ordering by distance, and a box's nearest point is
// plain arithmetic — no sine or arcsine per node or per venue (issue 27: the latitude/longitude
// boxes cost four trigonometric calls a node).

/** Nodes with at most this many venues are leaves. */
const LEAF_SIZE = 16;

/** Unit vectors by index position: x = cos φ cos λ, y = cos φ sin λ, z = sin φ. */
export interface UnitPoints {
  readonly ux: Float64Array;
  readonly uy: Float64Array;
  readonly uz: Float64Array;
}

export interface GeoTree {
  /** Index positions, ordered so that every node's venues are contiguous. */
  readonly positions: Int32Array;
  /** Per node: its run [start, end) in `positions`. */
  readonly start: Int32Array;
  readonly end: Int32Array;
  /** Per node: its right child (the left one is the next node), or −1 for a leaf. */
  readonly right: Int32Array;
  /** Per node k: min x, max x, min y, max y, min z, max z at 6k … 6k + 5. */
  readonly box: Float64Array;
}

const DEG = Math.PI / 180;

/** The point on the unit sphere of a latitude and longitude in degrees. */
export function unitVector(lat: number, lon: number): { x: number; y: number; z: number } {
  const phi = lat * DEG;
  const lambda = lon * DEG;
  return {
    x: Math.cos(phi) * Math.cos(lambda),
    y: Math.cos(phi) * Math.sin(lambda),
    z: Math.sin(phi),
  };
}

/** The unit vectors of the given latitudes and longitudes (degrees). */
export function unitPoints(lat: Float64Array, lon: Float64Array): UnitPoints {
  const n = lat.length;
  const ux = new Float64Array(n);
  const uy = new Float64Array(n);
  const uz = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const { x, y, z } = unitVector(lat[i]!, lon[i]!);
    ux[i] = x;
    uy[i] = y;
    uz[i] = z;
  }
  return { ux, uy, uz };
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
export function buildGeoTree(points: UnitPoints, subset?: Int32Array): GeoTree {
  const axes = [points.ux, points.uy, points.uz];
  const positions = subset ? Int32Array.from(subset) : new Int32Array(points.ux.length);
  const n = positions.length;
  if (!subset) for (let i = 0; i < n; i++) positions[i] = i;
  // A node above LEAF_SIZE splits into halves of at least LEAF_SIZE / 2, so there are at most
  // 2n / (LEAF_SIZE / 2) leaves and twice that many nodes.
  const capacity = Math.ceil((4 * n) / LEAF_SIZE) + 3;
  const start = new Int32Array(capacity);
  const end = new Int32Array(capacity);
  const right = new Int32Array(capacity);
  const box = new Float64Array(6 * capacity);
  let count = 0;
  const build = (lo: number, hi: number): void => {
    const k = count++;
    start[k] = lo;
    end[k] = hi;
    let widest = 0;
    let width = -1;
    for (let a = 0; a < 3; a++) {
      const values = axes[a]!;
      let min = Infinity;
      let max = -Infinity;
      for (let p = lo; p < hi; p++) {
        const v = values[positions[p]!]!;
        if (v < min) min = v;
        if (v > max) max = v;
      }
      box[6 * k + 2 * a] = min;
      box[6 * k + 2 * a + 1] = max;
      if (max - min > width) {
        width = max - min;
        widest = a;
      }
    }
    if (hi - lo <= LEAF_SIZE) {
      right[k] = -1;
      return;
    }
    // Split across the box's longest side.
    const mid = (lo + hi) >>> 1;
    select(positions, axes[widest]!, lo, hi, mid);
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
    box: box.slice(0, 6 * count),
  };
}
