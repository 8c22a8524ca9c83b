import { lowerBoundX, matchesFilter, type VenueFilter, type VenueIndex } from './venue-index';

// Grid clustering like the app's marker clusterer (spec §9: radius 80 px). Venues are binned in
// cells of `radius` pixels of Web Mercator at the zoom; cells are global, so clusters stay put
// while the map pans. A second pass merges a cell into a bigger neighbour whose centroid is
// within the radius, so a tight group on a cell border is not split in two.

export interface Bbox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface ClusterQuery extends VenueFilter {
  bbox: Bbox;
  zoom: number;
  radiusPx: number;
  /** From this zoom on every venue is its own point (nothing left worth grouping). */
  pointsOnlyZoom: number;
  /** Most single points one answer carries at the points-only zooms. */
  maxPoints: number;
}

export interface ClusterResult {
  clusters: { lat: number; lon: number; count: number }[];
  /** Positions in the index of the venues shown alone. */
  points: number[];
}

interface Cell {
  cx: number;
  cy: number;
  n: number;
  sx: number;
  sy: number;
  slat: number;
  slon: number;
  first: number;
  done: boolean;
}

/** Pixel size of the whole world at a zoom (256 px tiles). */
export function worldPx(zoom: number): number {
  return 256 * 2 ** zoom;
}

const cellKey = (cx: number, cy: number): number => cx * 2 ** 24 + cy;

/** Calls `visit(i)` for every venue inside the box that passes the filter, in x order. */
function forEachInBox(index: VenueIndex, q: ClusterQuery, visit: (i: number) => boolean): void {
  const { west, south, east, north } = q.bbox;
  for (let i = lowerBoundX(index, (west + 180) / 360); i < index.size; i++) {
    const lon = index.lon[i]!;
    if (lon > east) break;
    const lat = index.lat[i]!;
    if (lon < west || lat < south || lat > north || !matchesFilter(index, i, q)) continue;
    if (!visit(i)) break;
  }
}

function binIntoCells(index: VenueIndex, q: ClusterQuery): Map<number, Cell> {
  const scale = worldPx(q.zoom) / q.radiusPx;
  const cells = new Map<number, Cell>();
  forEachInBox(index, q, (i) => {
    const cx = Math.floor(index.x[i]! * scale);
    const cy = Math.floor(index.y[i]! * scale);
    const key = cellKey(cx, cy);
    let cell = cells.get(key);
    if (!cell) {
      cell = { cx, cy, n: 0, sx: 0, sy: 0, slat: 0, slon: 0, first: i, done: false };
      cells.set(key, cell);
    }
    cell.n += 1;
    cell.sx += index.x[i]!;
    cell.sy += index.y[i]!;
    cell.slat += index.lat[i]!;
    cell.slon += index.lon[i]!;
    return true;
  });
  return cells;
}

/** Biggest cells first absorb neighbouring cells whose centroid is within the radius. */
function mergeNeighbours(cells: Map<number, Cell>, q: ClusterQuery): Cell[] {
  const px = worldPx(q.zoom);
  const maxDist2 = (q.radiusPx / px) ** 2;
  const sorted = [...cells.values()].sort((a, b) => b.n - a.n || a.cx - b.cx || a.cy - b.cy);
  const groups: Cell[] = [];
  for (const cell of sorted) {
    if (cell.done) continue;
    cell.done = true;
    const group = { ...cell };
    const mx = cell.sx / cell.n;
    const my = cell.sy / cell.n;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const other = cells.get(cellKey(cell.cx + dx, cell.cy + dy));
        if (!other || other.done) continue;
        const d2 = (other.sx / other.n - mx) ** 2 + (other.sy / other.n - my) ** 2;
        if (d2 > maxDist2) continue;
        other.done = true;
        group.n += other.n;
        group.slat += other.slat;
        group.slon += other.slon;
      }
    }
    groups.push(group);
  }
  return groups;
}

export function clusterVenues(index: VenueIndex, q: ClusterQuery): ClusterResult {
  if (q.zoom >= q.pointsOnlyZoom) {
    const points: number[] = [];
    forEachInBox(index, q, (i) => {
      points.push(i);
      return points.length < q.maxPoints;
    });
    return { clusters: [], points };
  }
  const result: ClusterResult = { clusters: [], points: [] };
  for (const g of mergeNeighbours(binIntoCells(index, q), q)) {
    if (g.n === 1) result.points.push(g.first);
    else result.clusters.push({ lat: g.slat / g.n, lon: g.slon / g.n, count: g.n });
  }
  return result;
}
