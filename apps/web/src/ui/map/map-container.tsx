import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIonViewDidEnter } from '@ionic/react';
import type { Map as LeafletMap } from 'leaflet';
import type { MapConfig } from '@sportkarta/contract/api/map';
import {
  DEFAULT_MAP_CENTER,
  MAP_ZOOM_DEFAULT,
  MAP_ZOOM_MAX,
  type LatLon,
} from '@sportkarta/contract/config/map';
import { ruDiscoveryMap } from '@/i18n/ru-discovery-map';
import { L } from './leaflet';
import { MapContext } from './map-context';
import { MapControls } from './map-controls';

export interface MapContainerProps {
  /** Tile layer from GET /v1/mapConfig; without it the map shows its grey background. */
  tiles?: MapConfig | null;
  center?: LatLon;
  zoom?: number;
  /** Accessible name of the map region. */
  label?: string;
  /** Shows «Моё местоположение» and the person's position (default true). */
  locate?: boolean;
  /** Where the app last placed the person (its location store), drawn until they ask again. */
  userPoint?: LatLon | null;
  className?: string;
  /** Layers (use useLeafletMap) and overlays positioned over the map. */
  children?: ReactNode;
}

/**
 * The map container of spec §2.3: Leaflet with the configured tiles and their attribution,
 * zoom default 9 / max 19 (§9), Russian zoom buttons and «Моё местоположение». Layers come as
 * children and are mounted once the map exists.
 */
export function MapContainer({
  tiles,
  center = DEFAULT_MAP_CENTER,
  zoom = MAP_ZOOM_DEFAULT,
  label = ruDiscoveryMap.mapLabel,
  locate = true,
  userPoint = null,
  className,
  children,
}: MapContainerProps) {
  const canvasRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const initial = useRef({ center, zoom });

  useEffect(() => {
    const el = canvasRef.current;
    if (!el) return;
    let created: LeafletMap | null = null;
    const create = () => {
      created = L.map(el, {
        center: [initial.current.center.lat, initial.current.center.lon],
        zoom: initial.current.zoom,
        maxZoom: MAP_ZOOM_MAX,
        zoomControl: false,
        attributionControl: false,
      });
      L.control.attribution({ prefix: false, position: 'bottomright' }).addTo(created);
      setMap(created);
    };
    // Inside an Ionic page the box can be 0×0 when this runs: a tabs page Ionic re-creates
    // behind a full-screen route (/filter/events) mounts hidden. A Leaflet map laid out at 0×0
    // keeps a wrong pixel origin and never reports a viewport, so the map is created only once
    // its box has a size, and re-measured whenever the box changes (rotation, keyboard).
    const hasSize = () => el.clientWidth > 0 && el.clientHeight > 0;
    if (typeof ResizeObserver === 'undefined') {
      create();
      return () => {
        created?.remove();
        setMap(null);
      };
    }
    if (hasSize()) create();
    const observer = new ResizeObserver(() => {
      if (!hasSize()) return;
      if (created) created.invalidateSize();
      else create();
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      created?.remove();
      setMap(null);
    };
  }, []);

  // Ionic keeps pages alive while hidden; a page shown again must re-measure too.
  useIonViewDidEnter(() => {
    map?.invalidateSize();
  }, [map]);

  useEffect(() => {
    if (!map || !tiles) return;
    const layer = L.tileLayer(tiles.tileUrl, {
      subdomains: tiles.subdomains.length ? tiles.subdomains : 'abc',
      attribution: tiles.attribution,
      maxZoom: Math.min(tiles.maxZoom, MAP_ZOOM_MAX),
    }).addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, tiles]);

  return (
    <div className={['sk-map', className].filter(Boolean).join(' ')}>
      <div ref={canvasRef} className="sk-map__canvas" role="region" aria-label={label} />
      {map ? (
        <MapContext.Provider value={map}>
          <MapControls locate={locate} userPoint={userPoint} />
          {children}
        </MapContext.Provider>
      ) : null}
    </div>
  );
}
