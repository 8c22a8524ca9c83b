import { useCallback, useEffect, useMemo, useState } from 'react';
import { IonIcon } from '@ionic/react';
import { IonButton } from '@/ui/ionic/button';
import { mapOutline, optionsOutline, star } from 'ionicons/icons';
import type { PlaceFilter } from '@sportkarta/contract/api/places';
import { formatFieldDate } from '@sportkarta/contract/config/formats';
import { paths } from '@sportkarta/contract/routes/paths';
import { clearEventSelection, useEventsState } from '@/features/events/model/events-state';
import { EventCard } from '@/features/events/components/event-card';
import { EventsLayer } from '@/features/events/components/events-layer';
import { useMapConfig } from '@/features/places-map/api/get-map-config';
import { VenueCard } from '@/features/places-map/components/venue-card';
import { VenuesLayer, type MapPoint } from '@/features/places-map/components/venues-layer';
import { mapFilterQuery } from '@/features/places-map/model/map-query';
import { plural } from '@/i18n/ru';
import { ruDiscoveryMap } from '@/i18n/ru-discovery-map';
import { useFlag } from '@/lib/flags';
import { locationPoint, useGeoLocation } from '@/lib/geo-location';
import { EmptyState } from '@/ui/empty-state';
import { MapContainer } from '@/ui/map/map-container';
import { showToast } from '@/ui/toast/toast-bus';
import './places-map-panel.css';

const t = ruDiscoveryMap;

/**
 * The map mode of /tabs/places (issue 4): venues of the current filters as clusters and
 * points from GET /v1/mob/places/map, the person's location, and the events of the events
 * filter. Loaded lazily by the places page so Leaflet stays out of the list's chunk.
 */
export interface PlacesMapPanelProps {
  /** The same filters the list sends to POST /v1/mob/places. */
  filters: PlaceFilter[];
}

function EventsFilterButton() {
  const { selectedPeriod, events, loading } = useEventsState();
  const period =
    selectedPeriod.kind === 'date'
      ? formatFieldDate(selectedPeriod.date)
      : t.periods[selectedPeriod.kind];
  const count = loading ? '' : ` · ${events.length} ${plural(events.length, t.eventsForms)}`;
  // The visible text stays short (period and count) so it fits a 320 px phone; the star in
  // the events' colour says what it is, the accessible name says it in full.
  return (
    <IonButton
      className="sk-places-map-panel__events"
      size="small"
      color="light"
      routerLink={paths.eventsFilter}
      aria-label={`${t.eventsFilterOpen}: ${period}${count}`}
    >
      <IonIcon slot="start" icon={star} aria-hidden="true" className="sk-places-map-panel__star" />
      {period}
      {count}
      <IonIcon slot="end" icon={optionsOutline} aria-hidden="true" />
    </IonButton>
  );
}

function PlacesMap({ filters }: PlacesMapPanelProps) {
  const config = useMapConfig();
  const location = useGeoLocation();
  const mapFilters = useMemo(() => mapFilterQuery(filters), [filters]);
  const { events, error: eventsError } = useEventsState();
  const [venue, setVenue] = useState<MapPoint | null>(null);

  const closeVenue = useCallback(() => setVenue(null), []);
  const selectVenue = useCallback((point: MapPoint) => {
    clearEventSelection();
    setVenue(point);
  }, []);
  useEffect(() => {
    if (config.isError) showToast({ type: 'error', message: t.tilesError, key: 'map-config' });
  }, [config.isError]);
  useEffect(() => {
    if (eventsError) showToast({ type: 'error', message: t.eventsError, key: 'map-events' });
  }, [eventsError]);

  return (
    <div className="sk-places-map-panel">
      <MapContainer tiles={config.data} userPoint={locationPoint(location)}>
        <VenuesLayer filters={mapFilters} onSelect={selectVenue} />
        {/* One card at a time: tapping an event pin replaces the venue card. */}
        <EventsLayer events={events} onSelect={closeVenue} />
        <div className="sk-places-map-panel__top">
          <EventsFilterButton />
        </div>
        {venue ? <VenueCard point={venue} onClose={closeVenue} /> : null}
        <EventCard events={events} />
      </MapContainer>
    </div>
  );
}

export default function PlacesMapPanel({ filters }: PlacesMapPanelProps) {
  // spec §2.3: the "ignore map" flag hides the map; the list stays available.
  const ignoreMap = useFlag('ignore-map');
  if (ignoreMap) {
    return (
      <EmptyState icon={mapOutline} title={t.mapUnavailableTitle} hint={t.mapUnavailableHint} />
    );
  }
  return <PlacesMap filters={filters} />;
}
