import type { MapConfig } from '@sportkarta/contract/api/map';
import { MAP_ZOOM_MAX } from '@sportkarta/contract/config/map';
import type { AppConfig } from '../../config';

// Tile layer of GET /v1/mapConfig (issue 4: OpenStreetMap by default with attribution; 2GIS
// tiles when a key is set). integrations.md §4: OSM has no subdomains and requires attribution;
// 2GIS raster tiles live on tile0…tile4 and take the key in the URL (it reaches browsers).

export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION =
  '<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">© участники OpenStreetMap</a>';
export const DGIS_TILE_URL = 'https://tile{s}.maps.2gis.com/v2/tiles/online_hd/{z}/{x}/{y}.png';
export const DGIS_SUBDOMAINS = ['0', '1', '2', '3', '4'];
export const DGIS_ATTRIBUTION =
  '<a href="https://2gis.ru" target="_blank" rel="noopener noreferrer">© 2ГИС</a>';
/** Leaflet's own default for a custom template with {s}. */
const LEAFLET_SUBDOMAINS = ['a', 'b', 'c'];

export function buildMapConfig(config: AppConfig): MapConfig {
  const { url, attribution } = config.mapTiles;
  if (url) {
    return {
      tileUrl: url,
      subdomains: url.includes('{s}') ? LEAFLET_SUBDOMAINS : [],
      attribution: attribution ?? OSM_ATTRIBUTION,
      maxZoom: MAP_ZOOM_MAX,
    };
  }
  if (config.dgis.key) {
    return {
      tileUrl: `${DGIS_TILE_URL}?key=${encodeURIComponent(config.dgis.key)}`,
      subdomains: DGIS_SUBDOMAINS,
      attribution: attribution ?? DGIS_ATTRIBUTION,
      maxZoom: MAP_ZOOM_MAX,
    };
  }
  return {
    tileUrl: OSM_TILE_URL,
    subdomains: [],
    attribution: attribution ?? OSM_ATTRIBUTION,
    maxZoom: MAP_ZOOM_MAX,
  };
}
