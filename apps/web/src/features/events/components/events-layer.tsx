import { useMemo } from 'react';
import type { SportEvent } from '@sportkarta/contract/api/events';
import { plural } from '@/i18n/ru';
import { ruDiscoveryMap } from '@/i18n/ru-discovery-map';
import { ClientClusterLayer, type ClusterItem } from '@/ui/map/client-cluster-layer';
import { groupEventsByPlace } from '../lib/format-event';
import { selectEventMarker } from '../model/events-state';

const t = ruDiscoveryMap;

const eventsCount = (n: number) => `${n} ${plural(n, t.eventsForms)}`;

/**
 * Events of the events filter as their own pins (a star, another colour than venues): one pin
 * per place, with the number of its events; client-side clusters (radius 80) when they crowd.
 */
export function EventsLayer({
  events,
  onSelect,
}: {
  events: readonly SportEvent[];
  /** Called after a pin was tapped (the page closes other cards). */
  onSelect?: () => void;
}) {
  const items = useMemo<ClusterItem[]>(
    () =>
      groupEventsByPlace(events).map((place) => ({
        key: `event-place:${place.placeId}`,
        lat: place.lat,
        lon: place.lon,
        badge: place.eventIds.length,
        label: `${t.eventsButton}: ${place.name}, ${eventsCount(place.eventIds.length)}`,
        onSelect: () => {
          selectEventMarker(place.eventIds);
          onSelect?.();
        },
      })),
    [events, onSelect],
  );
  return (
    <ClientClusterLayer
      items={items}
      variant="event"
      pane="sk-events"
      clusterLabel={(n) => `${t.eventsClusterOf} ${n} ${plural(n, t.eventPlacesForms)}`}
    />
  );
}
