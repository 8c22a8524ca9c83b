import { MapConfigSchema, MapViewSchema, type MapView } from '@sportkarta/contract/api/map';
import { BBOX_MESSAGE, BBOX_TOO_LARGE_MESSAGE } from '@sportkarta/contract/api/map-view';
import { expect, it, vi } from 'vitest';
import * as mapService from '../src/modules/map/service';
import { OSM_ATTRIBUTION } from '../src/modules/map/tiles';
import { describeDiscovery, insertVenues, metresToLonDeg } from './map-fixtures';

/** A box of ±d degrees around a point, as the query parameter. */
const around = (lat: number, lon: number, d = 0.05): string =>
  [lon - d, lat - d, lon + d, lat + d].join(',');

describeDiscovery('map endpoint', (t) => {
  const view = async (query: string): Promise<MapView> => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/mob/places/map?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return MapViewSchema.parse(res.json());
  };

  it('groups three venues a few metres apart at zoom 10, shows them apart at zoom 18', async () => {
    const [a, b, c] = await insertVenues(t.app.db, [
      { name: 'Бассейн «Волна»', lat: 55.7, lon: 37.5 },
      { name: 'Зал «Олимп»', lat: 55.70001, lon: 37.50002 },
      { name: 'Корт «Сет»', lat: 55.70002, lon: 37.49999 },
    ]);
    const city = await view(`bbox=${around(55.7, 37.5)}&zoom=10`);
    expect(city.points).toEqual([]);
    expect(city.clusters).toHaveLength(1);
    expect(city.clusters[0]!.count).toBe(3);
    expect(city.clusters[0]!.lat).toBeCloseTo((55.7 + 55.70001 + 55.70002) / 3, 9);
    expect(city.clusters[0]!.lon).toBeCloseTo((37.5 + 37.50002 + 37.49999) / 3, 9);

    const street = await view(`bbox=${around(55.7, 37.5, 0.001)}&zoom=18`);
    expect(street.clusters).toEqual([]);
    expect(street.points.map((p) => p.id).sort((x, y) => x - y)).toEqual([a, b, c]);
    expect(street.points.find((p) => p.id === b)).toEqual({
      id: b,
      lat: 55.70001,
      lon: 37.50002,
      name: 'Зал «Олимп»',
    });
  });

  it('splits venues 500 m apart at zoom 14 (93 px > 80 px) and joins them at zoom 13 (47 px)', async () => {
    const lat = 55.75;
    const lon = 37.7;
    const dLon = metresToLonDeg(500, lat);
    // Hand computation: 500 m of longitude at 55.75° is 0.00799°, i.e. 0.00799 / 360 × 256 × 2^z
    // pixels — 93.1 px at zoom 14, 46.6 px at zoom 13.
    expect((dLon / 360) * 256 * 2 ** 14).toBeCloseTo(93.1, 0);
    const [west, east] = await insertVenues(t.app.db, [
      { name: 'Западный', lat, lon },
      { name: 'Восточный', lat, lon: lon + dLon },
    ]);
    const z14 = await view(`bbox=${around(lat, lon, 0.02)}&zoom=14`);
    expect(z14.clusters).toEqual([]);
    expect(z14.points.map((p) => p.id).sort((x, y) => x - y)).toEqual([west, east]);
    const z13 = await view(`bbox=${around(lat, lon, 0.02)}&zoom=13`);
    expect(z13.points).toEqual([]);
    expect(z13.clusters).toEqual([{ lat, lon: expect.closeTo(lon + dLon / 2, 9), count: 2 }]);
  });

  it('counts only approved venues inside the box that match the filters', async () => {
    const lat = 55.6;
    const lon = 37.8;
    const [swim] = await insertVenues(t.app.db, [
      { name: 'Плавание', lat, lon, sportTypeIds: [1], categoryIds: [7] },
      { name: 'Футбол', lat: lat + 0.0001, lon, sportTypeIds: [2], categoryIds: [8] },
      { name: 'Оба', lat: lat + 0.0002, lon, sportTypeIds: [1, 2], categoryIds: [8] },
      { name: 'На модерации', lat, lon: lon + 0.0001, sportTypeIds: [1], moderation: 'NEW' },
      { name: 'Вне области', lat: lat + 0.2, lon, sportTypeIds: [1] },
    ]);
    const box = `bbox=${around(lat, lon, 0.05)}`;
    const all = await view(`${box}&zoom=10`);
    expect(all.clusters.map((c) => c.count)).toEqual([3]);
    expect(all.points).toEqual([]);
    const swimming = await view(`${box}&zoom=10&sportTypes=1`);
    expect(swimming.clusters.map((c) => c.count)).toEqual([2]);
    const both = await view(`${box}&zoom=10&sportTypes=1,2&categories=7`);
    expect(both.clusters).toEqual([]);
    expect(both.points).toEqual([{ id: swim, lat, lon, name: 'Плавание' }]);
    const none = await view(`${box}&zoom=10&sportTypes=999`);
    expect(none).toEqual({ clusters: [], points: [] });
  });

  it("applies the list's rating, services, benefits and distance filters too", async () => {
    const lat = 55.55;
    const lon = 37.3;
    const east = (m: number) => lon + metresToLonDeg(m, lat);
    const [best, average, noServices, near] = await insertVenues(t.app.db, [
      {
        name: 'Всё есть',
        lat,
        lon: east(3000),
        ratingAvg: 4.8,
        hasServices: true,
        benefits: ['CHILDREN', 'STUDENTS'],
      },
      { name: 'Средний рейтинг', lat, lon: east(3050), ratingAvg: 4.2, hasServices: true },
      { name: 'Без услуг', lat, lon: east(3100), ratingAvg: 4.9, benefits: ['CHILDREN'] },
      { name: 'Рядом', lat, lon: east(1000), ratingAvg: 4.6, hasServices: true },
    ]);
    // Zoom 17: every venue is its own point, so the ids tell which passed the filters.
    const ids = async (filters: string): Promise<number[]> => {
      const answer = await view(`bbox=${around(lat, lon + 0.03, 0.02)}&zoom=17${filters}`);
      return answer.points.map((p) => p.id).sort((x, y) => x - y);
    };
    const sorted = (xs: (number | undefined)[]) => xs.map(Number).sort((x, y) => x - y);
    expect(await ids('')).toEqual(sorted([best, average, noServices, near]));
    expect(await ids('&highRating=true')).toEqual(sorted([best, noServices, near]));
    expect(await ids('&highRating=true&hasServices=true')).toEqual(sorted([best, near]));
    expect(await ids('&benefits=CHILDREN,STUDENTS')).toEqual([best]);
    expect(await ids('&highRating=false&hasServices=false&benefits=CHILDREN')).toEqual(
      sorted([best, noServices]),
    );
    // 2 km around the point: only «Рядом» (1 km away); the radius needs both coordinates.
    expect(await ids(`&latitude=${lat}&longitude=${lon}&radius=2000`)).toEqual([near]);
    expect(await ids(`&latitude=${lat}&radius=2000`)).toHaveLength(4);
  });

  it.each([
    ['west > east', 'bbox=37.9,55.5,37.3,56&zoom=10'],
    ['south > north', 'bbox=37.3,56,37.9,55.5&zoom=10'],
    ['latitude out of range', 'bbox=37.3,55.5,37.9,95&zoom=10'],
    ['huge numbers', `bbox=${'9'.repeat(400)},1,2,3&zoom=10`],
    ['not numbers', 'bbox=a,b,c,d&zoom=10'],
    ['three numbers', 'bbox=1,2,3&zoom=10'],
    ['no bbox', 'zoom=10'],
    ['no zoom', 'bbox=37.3,55.5,37.9,56'],
    ['zoom above 19', 'bbox=37.3,55.5,37.9,56&zoom=20'],
    ['box too large for the zoom', 'bbox=37.3,55.5,37.9,56&zoom=15'],
    ['bad sport types', 'bbox=37.3,55.5,37.9,56&zoom=10&sportTypes=1;2'],
    ['an unknown benefit', 'bbox=37.3,55.5,37.9,56&zoom=10&benefits=CHILDREN,ADULTS'],
    ['a flag that is not true or false', 'bbox=37.3,55.5,37.9,56&zoom=10&highRating=1'],
    ['a negative radius', 'bbox=37.3,55.5,37.9,56&zoom=10&latitude=55&longitude=37&radius=-1'],
  ])('answers 400 in Russian for %s', async (_name, query) => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/mob/places/map?${query}` });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/[а-яё]/i);
  });

  it('refuses a bad box in the route schema, before the service runs', async () => {
    const service = vi.spyOn(mapService, 'getMapViewJson');
    try {
      const message = async (query: string) =>
        (await t.app.inject({ method: 'GET', url: `/v1/mob/places/map?${query}` })).json()
          .message as string;
      const field = 'Проверьте правильность заполнения полей. Поле «Область карты»';
      expect(await message('bbox=37.9,55.5,37.3,56&zoom=10')).toBe(`${field}: ${BBOX_MESSAGE}`);
      expect(await message('bbox=37.3,55.5,37.9,56&zoom=15')).toBe(
        `${field}: ${BBOX_TOO_LARGE_MESSAGE}`,
      );
      expect(service).not.toHaveBeenCalled();
      await view('bbox=37.3,55.5,37.9,56&zoom=10');
      expect(service).toHaveBeenCalledTimes(1);
    } finally {
      service.mockRestore();
    }
  });

  it('gives the OpenStreetMap tile layer with its attribution by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/mapConfig' });
    expect(res.statusCode).toBe(200);
    expect(MapConfigSchema.parse(res.json())).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      subdomains: [],
      attribution: OSM_ATTRIBUTION,
      maxZoom: 19,
    });
    expect(OSM_ATTRIBUTION).toContain('https://www.openstreetmap.org/copyright');
    expect(OSM_ATTRIBUTION).toContain('© участники OpenStreetMap');
  });
});
