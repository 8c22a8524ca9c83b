import { useEffect, useRef } from 'react';
import type { LayerGroup, Marker } from 'leaflet';
import type { MapView } from '@sportkarta/contract/api/map';
import { LOADER_DELAY_MS } from '@sportkarta/contract/config/timings';
import { plural } from '@/i18n/ru';
import { ruDiscoveryMap } from '@/i18n/ru-discovery-map';
import { useDelayedFlag } from '@/ui/delayed';
import { L } from '@/ui/map/leaflet';
import { useLeafletMap } from '@/ui/map/map-context';
import { clusterIcon, pinIcon } from '@/ui/map/map-icons';
import { syncMarkers, type MarkerSpec } from '@/ui/map/sync-markers';
import { useMapViewport } from '@/ui/map/use-map-viewport';
import { showToast } from '@/ui/toast/toast-bus';
import { usePlacesMap } from '../api/get-places-map';
import type { MapFilterQuery } from '../model/map-query';

const t = ruDiscoveryMap;

/** Ours (the spec names none): one request after a pan or pinch settles, not one per frame. */
export const VIEWPORT_DEBOUNCE_MS = 250;
/** A tapped cluster zooms in this many levels around itself. */
const CLUSTER_ZOOM_STEP = 2;

export type MapPoint = MapView['points'][number];

export interface VenuesLayerProps {
  filters: MapFilterQuery;
  onSelect: (point: MapPoint) => void;
}

export function clusterLabel(count: number): string {
  return `${t.clusterOf} ${count} ${plural(count, t.venuesForms)}`;
}

/** Marker specs for one answer; keys are stable so unchanged markers are kept (syncMarkers). */
export function venueMarkerSpecs(
  view: MapView,
  onPoint: (point: MapPoint) => void,
  onCluster: (lat: number, lon: number) => void,
): MarkerSpec[] {
  const clusters = view.clusters.map((c) => ({
    key: `c:${c.lat}:${c.lon}:${c.count}`,
    create: () => {
      const marker = L.marker([c.lat, c.lon], {
        icon: clusterIcon(c.count, 'venue', clusterLabel(c.count)),
        keyboard: true,
      });
      marker.on('click', () => onCluster(c.lat, c.lon));
      return marker;
    },
  }));
  const points = view.points.map((p) => ({
    key: `p:${p.id}:${p.lat}:${p.lon}`,
    create: () => {
      const marker = L.marker([p.lat, p.lon], {
        icon: pinIcon('venue', p.name),
        keyboard: true,
        title: p.name,
      });
      marker.on('click', () => onPoint(p));
      return marker;
    },
  }));
  return [...clusters, ...points];
}

/**
 * The venues of the viewport from GET /v1/mob/places/map: server clusters as count bubbles (a
 * tap zooms in), points as pins (a tap selects). The previous answer stays drawn until the
 * next one arrives; a viewport left before its answer is aborted by TanStack Query.
 */
export function VenuesLayer({ filters, onSelect }: VenuesLayerProps) {
  const map = useLeafletMap();
  const viewport = useMapViewport(VIEWPORT_DEBOUNCE_MS);
  const query = usePlacesMap(viewport && { ...viewport, ...filters });
  const groupRef = useRef<LayerGroup | null>(null);
  const markers = useRef(new Map<string, Marker>());
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    const group = L.layerGroup().addTo(map);
    groupRef.current = group;
    const current = markers.current;
    return () => {
      group.remove();
      current.clear();
      groupRef.current = null;
    };
  }, [map]);

  useEffect(() => {
    const group = groupRef.current;
    if (!group || !query.data) return;
    const zoomTo = (lat: number, lon: number) =>
      map.setView([lat, lon], Math.min(map.getZoom() + CLUSTER_ZOOM_STEP, map.getMaxZoom()));
    syncMarkers(
      group,
      markers.current,
      venueMarkerSpecs(query.data, (p) => onSelectRef.current(p), zoomTo),
    );
  }, [map, query.data]);

  useEffect(() => {
    if (query.isError) showToast({ type: 'error', message: t.venuesError, key: 'places-map' });
  }, [query.isError]);

  const slow = useDelayedFlag(query.isFetching, LOADER_DELAY_MS);
  return slow ? (
    <div className="sk-map-status" role="status">
      {t.loadingVenues}
    </div>
  ) : null;
}
