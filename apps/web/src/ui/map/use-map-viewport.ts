import { useEffect, useState } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import { useDebouncedValue } from '../use-debounced-value';
import { useLeafletMap } from './map-context';

export interface MapViewport {
  /** "west,south,east,north", rounded so tiny jitters reuse the cached answer. */
  bbox: string;
  zoom: number;
}

// 4 decimals ≈ 11 m: finer than a pixel at any zoom the venues layer asks for.
const BBOX_DECIMALS = 4;
const clampLon = (v: number) => Math.max(-180, Math.min(180, v));
const clampLat = (v: number) => Math.max(-90, Math.min(90, v));

/** The viewport, or null while the map has no size yet (a 0×0 box has no area to ask for). */
export function readViewport(map: LeafletMap): MapViewport | null {
  const size = map.getSize();
  if (size.x <= 0 || size.y <= 0) return null;
  const b = map.getBounds();
  const parts = [
    clampLon(b.getWest()),
    clampLat(b.getSouth()),
    clampLon(b.getEast()),
    clampLat(b.getNorth()),
  ].map((v) => v.toFixed(BBOX_DECIMALS));
  return { bbox: parts.join(','), zoom: Math.round(map.getZoom()) };
}

/**
 * The map's viewport, updated `debounceMs` after the last pan or zoom ends, so a fling or a
 * pinch produces one request instead of one per frame.
 */
export function useMapViewport(debounceMs: number): MapViewport | null {
  const map = useLeafletMap();
  const [viewport, setViewport] = useState<MapViewport | null>(() => readViewport(map));
  useEffect(() => {
    const onMove = () => {
      const next = readViewport(map);
      setViewport((prev) =>
        prev && next && prev.bbox === next.bbox && prev.zoom === next.zoom ? prev : next,
      );
    };
    map.on('moveend', onMove);
    // The first measurement may have been taken at 0×0 (see MapContainer): re-read on resize,
    // and once now, in case the map got its size between the first render and this effect.
    map.on('resize', onMove);
    onMove();
    return () => {
      map.off('moveend', onMove);
      map.off('resize', onMove);
    };
  }, [map]);
  return useDebouncedValue(viewport, debounceMs);
}
