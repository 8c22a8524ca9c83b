import type { PlaceFilter } from '@sportkarta/contract/api/places';

/**
 * The map mode of /tabs/places (issue 4): venues of the current filters as clusters and
 * points from GET /v1/mob/places/map, the person's location, and the events of the events
 * filter. Loaded lazily by the places page so Leaflet stays out of the list's chunk.
 */
export interface PlacesMapPanelProps {
  /** The same filters the list sends to POST /v1/mob/places. */
  filters: PlaceFilter[];
}

export default function PlacesMapPanel(_props: PlacesMapPanelProps) {
  return null;
}
