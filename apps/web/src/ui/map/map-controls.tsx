import { useCallback, useEffect, useState } from 'react';
import { IonIcon, IonSpinner } from '@ionic/react';
import { addOutline, locateOutline, removeOutline } from 'ionicons/icons';
import { Geolocation } from '@capacitor/geolocation';
import {
  MAP_GEOLOCATION_TIMEOUT_MS,
  MAP_LOCATION_ZOOM,
  type LatLon,
} from '@sportkarta/contract/config/map';
import { ruDiscoveryMap } from '@/i18n/ru-discovery-map';
import { showToast } from '@/ui/toast/toast-bus';
import { L } from './leaflet';
import { useLeafletMap } from './map-context';
import { userIcon } from './map-icons';

const t = ruDiscoveryMap;

function useZoomLimits() {
  const map = useLeafletMap();
  const read = useCallback(
    () => ({ atMin: map.getZoom() <= map.getMinZoom(), atMax: map.getZoom() >= map.getMaxZoom() }),
    [map],
  );
  const [limits, setLimits] = useState(read);
  useEffect(() => {
    const update = () => setLimits(read());
    map.on('zoomend', update);
    return () => {
      map.off('zoomend', update);
    };
  }, [map, read]);
  return limits;
}

const USER_PANE = 'sk-user';
// Under the marker pane (600): the dot never hides a cluster's count or a pin one could tap.
const USER_PANE_Z = 590;

/** The person's position on the map (not interactive). */
function UserMarker({ point }: { point: LatLon }) {
  const map = useLeafletMap();
  useEffect(() => {
    if (!map.getPane(USER_PANE)) map.createPane(USER_PANE).style.zIndex = String(USER_PANE_Z);
    const marker = L.marker([point.lat, point.lon], {
      icon: userIcon(),
      interactive: false,
      keyboard: false,
      pane: USER_PANE,
      title: t.youAreHere,
    }).addTo(map);
    return () => {
      marker.remove();
    };
  }, [map, point.lat, point.lon]);
  return null;
}

/**
 * Zoom buttons with Russian names (real buttons: reachable by Tab, Enter/Space work) and
 * «Моё местоположение»: spec §9 — a 30 s geolocation timeout in the map component, then zoom 15
 * on the point; a failure shows the spec §8 toast.
 */
export function MapControls({ locate, userPoint }: { locate: boolean; userPoint: LatLon | null }) {
  const map = useLeafletMap();
  const { atMin, atMax } = useZoomLimits();
  const [own, setOwn] = useState<LatLon | null>(null);
  const [busy, setBusy] = useState(false);
  const point = own ?? userPoint;

  const findMe = async () => {
    setBusy(true);
    try {
      const pos = await Geolocation.getCurrentPosition({
        enableHighAccuracy: false,
        timeout: MAP_GEOLOCATION_TIMEOUT_MS,
      });
      const next = { lat: pos.coords.latitude, lon: pos.coords.longitude };
      setOwn(next);
      map.setView([next.lat, next.lon], MAP_LOCATION_ZOOM);
    } catch {
      showToast({ type: 'error', message: t.locationError, key: 'map-location' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className="sk-map__controls">
        <button
          type="button"
          className="sk-map__control"
          aria-label={t.zoomIn}
          title={t.zoomIn}
          disabled={atMax}
          onClick={() => map.zoomIn()}
        >
          <IonIcon icon={addOutline} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="sk-map__control"
          aria-label={t.zoomOut}
          title={t.zoomOut}
          disabled={atMin}
          onClick={() => map.zoomOut()}
        >
          <IonIcon icon={removeOutline} aria-hidden="true" />
        </button>
        {locate ? (
          <button
            type="button"
            className="sk-map__control sk-map__control--locate"
            aria-label={busy ? t.locating : t.myLocation}
            title={t.myLocation}
            aria-busy={busy}
            disabled={busy}
            onClick={() => void findMe()}
          >
            {busy ? (
              <IonSpinner name="crescent" aria-hidden="true" />
            ) : (
              <IonIcon icon={locateOutline} aria-hidden="true" />
            )}
          </button>
        ) : null}
      </div>
      {locate && point ? <UserMarker point={point} /> : null}
    </>
  );
}
