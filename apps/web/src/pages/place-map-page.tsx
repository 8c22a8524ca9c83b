import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { IonSpinner } from '@ionic/react';
import { IonButton } from '@/ui/ionic/button';
import { mapOutline } from 'ionicons/icons';
import type { PlaceDetail } from '@sportkarta/contract/api/places';
import { MAP_LOCATION_ZOOM } from '@sportkarta/contract/config/map';
import { LOADER_DELAY_MS } from '@sportkarta/contract/config/timings';
import { paths } from '@sportkarta/contract/routes/paths';
import { useMapConfig } from '@/features/places-map/api/get-map-config';
import { usePlaceLocation } from '@/features/places-map/api/get-place-location';
import { PlaceMapCard } from '@/features/places-map/components/place-map-card';
import { ru } from '@/i18n/ru';
import { ruDiscoveryMap } from '@/i18n/ru-discovery-map';
import { useFlag } from '@/lib/flags';
import { locationPoint, useGeoLocation } from '@/lib/geo-location';
import { AlertBanner } from '@/ui/alert-banner';
import { useDelayedFlag } from '@/ui/delayed';
import { EmptyState } from '@/ui/empty-state';
import { ClientClusterLayer } from '@/ui/map/client-cluster-layer';
import { MapContainer } from '@/ui/map/map-container';
import { PageShell } from '@/ui/page-shell';
import './place-map-page.css';

const t = ruDiscoveryMap;

function PlaceMap({ place }: { place: PlaceDetail }) {
  const config = useMapConfig();
  const location = useGeoLocation();
  const center = useMemo(() => ({ lat: place.lat, lon: place.lon }), [place.lat, place.lon]);
  const items = useMemo(
    () => [{ key: String(place.id), ...center, label: place.name, onSelect: () => undefined }],
    [place.id, place.name, center],
  );
  return (
    <div className="sk-place-map">
      <MapContainer
        tiles={config.data}
        center={center}
        zoom={MAP_LOCATION_ZOOM}
        userPoint={locationPoint(location)}
      >
        <ClientClusterLayer items={items} variant="venue" clusterLabel={() => place.name} />
        <PlaceMapCard place={place} />
      </MapContainer>
    </div>
  );
}

/** /tabs/places/{id}/map: the venue on the map with a route to it (issue 4). */
export default function PlaceMapPage() {
  const { id = '' } = useParams<{ id: string }>();
  const placeId = Number(id);
  const query = usePlaceLocation(placeId);
  const ignoreMap = useFlag('ignore-map');
  const slow = useDelayedFlag(query.isPending, LOADER_DELAY_MS);

  let body;
  if (ignoreMap) {
    body = (
      <EmptyState icon={mapOutline} title={t.mapUnavailableTitle} hint={query.data?.address} />
    );
  } else if (query.data) {
    body = <PlaceMap place={query.data} />;
  } else if (query.isError || !Number.isInteger(placeId) || placeId <= 0) {
    body = (
      <div className="page-body">
        <AlertBanner type="error" title={t.placeError}>
          {query.error ? <p>{query.error.message}</p> : null}
          <IonButton size="small" onClick={() => void query.refetch()}>
            {t.retry}
          </IonButton>
        </AlertBanner>
      </div>
    );
  } else {
    body = (
      <div className="sk-place-map sk-place-map--loading" aria-busy="true">
        {slow ? <IonSpinner name="crescent" aria-label={ru.ui.loadingDefault} /> : null}
      </div>
    );
  }

  return (
    <PageShell title={query.data?.name ?? t.placeMapTitle} backHref={paths.place(id)}>
      {body}
    </PageShell>
  );
}
