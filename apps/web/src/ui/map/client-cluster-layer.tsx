import { useEffect, useRef } from 'react';
import type { Marker, MarkerCluster } from 'leaflet';
import { MAP_CLUSTER_RADIUS } from '@sportkarta/contract/config/map';
import { L } from './leaflet';
import { useLeafletMap } from './map-context';
import { clusterIcon, pinIcon, type MarkerVariant } from './map-icons';
import { syncMarkers } from './sync-markers';

export interface ClusterItem {
  key: string;
  lat: number;
  lon: number;
  /** Accessible name of the marker. */
  label: string;
  /** Number drawn on the pin (e.g. events at one place). */
  badge?: number;
  onSelect: () => void;
}

export interface ClientClusterLayerProps {
  items: readonly ClusterItem[];
  variant: MarkerVariant;
  /** Accessible name of a group: receives the number of markers in it. */
  clusterLabel: (count: number) => string;
  /**
   * A pane of its own drawn above the ordinary markers (e.g. events over venue clusters);
   * created on first use.
   */
  pane?: string;
}

// Leaflet's markerPane is 600 and tooltips 650: a raised pane sits between them.
const RAISED_PANE_Z = 620;

/**
 * Client-side clustering (leaflet.markercluster, radius 80 — spec §9) for the small sets the
 * browser holds whole: events, a venue's own map. The venues layer clusters on the server.
 */
export function ClientClusterLayer({
  items,
  variant,
  clusterLabel,
  pane,
}: ClientClusterLayerProps) {
  const map = useLeafletMap();
  const groupRef = useRef<L.MarkerClusterGroup | null>(null);
  const markers = useRef(new Map<string, Marker>());
  const handlers = useRef(new Map<string, ClusterItem>());
  const labelRef = useRef(clusterLabel);
  useEffect(() => {
    labelRef.current = clusterLabel;
  }, [clusterLabel]);

  useEffect(() => {
    if (pane && !map.getPane(pane)) map.createPane(pane).style.zIndex = String(RAISED_PANE_Z);
    const group = L.markerClusterGroup({
      clusterPane: pane ?? 'markerPane',
      maxClusterRadius: MAP_CLUSTER_RADIUS,
      showCoverageOnHover: false,
      spiderfyOnMaxZoom: true,
      iconCreateFunction: (cluster: MarkerCluster) => {
        const count = cluster.getChildCount();
        return clusterIcon(count, variant, labelRef.current(count));
      },
    });
    group.addTo(map);
    groupRef.current = group;
    const current = markers.current;
    return () => {
      group.remove();
      current.clear();
      groupRef.current = null;
    };
  }, [map, variant, pane]);

  useEffect(() => {
    const group = groupRef.current;
    if (!group) return;
    handlers.current = new Map(items.map((i) => [i.key, i]));
    // The key carries what the pin draws, so a changed badge re-creates just that marker.
    const specs = items.map((item) => ({
      key: `${item.key}|${item.badge ?? ''}|${item.lat},${item.lon}`,
      create: () => {
        const marker = L.marker([item.lat, item.lon], {
          icon: pinIcon(variant, item.label, item.badge),
          keyboard: true,
          title: item.label,
          pane: pane ?? 'markerPane',
        });
        marker.on('click', () => handlers.current.get(item.key)?.onSelect());
        return marker;
      },
    }));
    syncMarkers(group, markers.current, specs);
  }, [items, variant, pane]);

  return null;
}
