import type { LatLon } from '@sportkarta/contract/config/map';

/**
 * «Проложить маршрут»: on a phone the geo: URI lets the person pick their maps app; on the web
 * Yandex Maps opens with a route from "my location" (empty start) to the venue.
 */
export function routeUrl(to: LatLon, name: string, native: boolean): string {
  const point = `${to.lat},${to.lon}`;
  return native
    ? `geo:${point}?q=${point}(${encodeURIComponent(name)})`
    : `https://yandex.ru/maps/?rtext=~${point}`;
}
