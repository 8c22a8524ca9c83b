import { MAP_CLUSTER_RADIUS } from '@sportkarta/contract/config/map';
import { describe, expect, it } from 'vitest';
import { clusterVenues, worldPx, type ClusterQuery } from '../src/modules/map/cluster';
import { buildVenueIndex, mercatorX, type VenueRow } from '../src/modules/venue-index/venue-index';

// The clustering itself, without HTTP: cell borders and the points cap.

const row = (id: number, lat: number, lon: number): VenueRow => ({
  id,
  lat,
  lon,
  sportTypeIds: [],
  categoryIds: [],
});
const query = (zoom: number, over: Partial<ClusterQuery> = {}): ClusterQuery => ({
  bbox: { west: 37, south: 55, east: 38.5, north: 56.5 },
  zoom,
  radiusPx: MAP_CLUSTER_RADIUS,
  pointsOnlyZoom: 17,
  maxPoints: 2000,
  sportTypes: null,
  categories: null,
  ...over,
});

describe('clusterVenues', () => {
  it('keeps two venues 10 px apart together when a cell border runs between them', () => {
    // The x of the cell border nearest 37.6° at zoom 10, back to a longitude.
    const scale = worldPx(10) / MAP_CLUSTER_RADIUS;
    const borderLon = (Math.round(mercatorX(37.6) * scale) / scale) * 360 - 180;
    const tenPxLon = (10 / worldPx(10)) * 360;
    const index = buildVenueIndex([
      row(1, 55.75, borderLon - tenPxLon / 2),
      row(2, 55.75, borderLon + tenPxLon / 2),
    ]);
    const result = clusterVenues(index, query(10));
    expect(result.points).toEqual([]);
    expect(result.clusters).toEqual([{ lat: 55.75, lon: expect.closeTo(borderLon, 9), count: 2 }]);
  });

  it('caps the points-only answer at maxPoints', () => {
    const rows = Array.from({ length: 2500 }, (_, i) =>
      row(i + 1, 55.75 + (i % 50) * 1e-5, 37.6 + Math.floor(i / 50) * 1e-5),
    );
    const index = buildVenueIndex(rows);
    expect(clusterVenues(index, query(18)).points).toHaveLength(2000);
    expect(clusterVenues(index, query(18, { maxPoints: 10 })).points).toHaveLength(10);
  });

  it('counts a thousand venues of one block as one cluster at city zoom', () => {
    const rows = Array.from({ length: 1000 }, (_, i) => row(i + 1, 55.75 + (i % 10) * 1e-4, 37.6));
    const result = clusterVenues(buildVenueIndex(rows), query(10));
    expect(result.clusters.map((c) => c.count)).toEqual([1000]);
  });
});
