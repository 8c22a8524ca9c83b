import type { Layer, Marker } from 'leaflet';

/** Something a layer can add and remove markers in bulk (LayerGroup, MarkerClusterGroup). */
export interface MarkerHost {
  addLayer(layer: Layer): unknown;
  removeLayer(layer: Layer): unknown;
  addLayers?(layers: Layer[]): unknown;
  removeLayers?(layers: Layer[]): unknown;
}

export interface MarkerSpec {
  /** Stable identity: a marker whose key stays is neither removed nor re-created. */
  key: string;
  create: () => Marker;
}

/**
 * Brings `host` to exactly the markers of `next`, touching only what changed: panning the map
 * over many venues must not rebuild hundreds of DOM nodes on every answer (issue 4: smooth
 * with 100k venues). Returns how many were added and removed (for tests and tuning).
 */
export function syncMarkers(
  host: MarkerHost,
  current: Map<string, Marker>,
  next: readonly MarkerSpec[],
): { added: number; removed: number } {
  const wanted = new Set(next.map((s) => s.key));
  const stale: Marker[] = [];
  for (const [key, marker] of current) {
    if (!wanted.has(key)) {
      stale.push(marker);
      current.delete(key);
    }
  }
  const fresh: Marker[] = [];
  for (const spec of next) {
    if (current.has(spec.key)) continue;
    const marker = spec.create();
    current.set(spec.key, marker);
    fresh.push(marker);
  }
  if (host.removeLayers) host.removeLayers(stale);
  else stale.forEach((m) => host.removeLayer(m));
  if (host.addLayers) host.addLayers(fresh);
  else fresh.forEach((m) => host.addLayer(m));
  return { added: fresh.length, removed: stale.length };
}
