import { createContext, useContext } from 'react';
import type { Map as LeafletMap } from 'leaflet';

/** The Leaflet map of the nearest MapContainer; layers are children that use it. */
export const MapContext = createContext<LeafletMap | null>(null);

export function useLeafletMap(): LeafletMap {
  const map = useContext(MapContext);
  if (!map) throw new Error('useLeafletMap() outside <MapContainer>');
  return map;
}
