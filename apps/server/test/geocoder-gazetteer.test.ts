import {
  GeocoderResponseSchema,
  LOCATION_RANGE_MESSAGE,
  type GeocoderResponse,
} from '@sportkarta/contract/api/geocoder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGazetteer } from './geocoder-fixtures';
import { createTestApp, ENGINES, engineTitle, type TestApp } from './test-app';

describe.each(ENGINES)('embedded geocoder ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine.name, { env: { SEED_DEMO_DATA: 'false' } });
      await t.app.ready();
      await insertGazetteer(t.app.db);
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    const get = async (path: string): Promise<GeocoderResponse> => {
      const res = await t.app.inject({ method: 'GET', url: `/v1/geocoder/${path}` });
      expect(res.statusCode, res.body).toBe(200);
      return GeocoderResponseSchema.parse(res.json());
    };
    const q = (s: string) => encodeURIComponent(s);

    it('suggests in the 2GIS shape, streets before their buildings', async () => {
      const answer = await get(`suggests?q=${q('тверск')}`);
      expect(answer.meta).toEqual({
        api_version: expect.any(String),
        code: 200,
        issue_date: expect.stringMatching(/^\d{8}$/),
      });
      const items = answer.result!.items;
      expect(answer.result!.total).toBe(items.length);
      expect(items.length).toBeLessThanOrEqual(10);
      expect(items[0]).toEqual({
        id: 'street:tverskaya-ulitsa',
        type: 'street',
        name: 'Тверская улица',
        full_name: 'Москва, Тверская улица',
        point: { lat: 55.7616, lon: 37.609 },
      });
      expect(items.map((i) => i.id)).toEqual([
        'street:tverskaya-ulitsa',
        'street:1-ya-tverskaya-yamskaya-ulitsa',
        'building:tverskaya-ulitsa-13',
      ]);
    });

    it('puts the district before the street of the same name', async () => {
      const items = (await get(`suggests?q=${q('Арбат')}`)).result!.items;
      expect(items.map((i) => i.type)).toEqual(['adm_div', 'street', 'building']);
    });

    it('orders equal matches by closeness to location (lon,lat)', async () => {
      const near = (await get(`suggests?q=${q('бассейн чайка')}&location=37.2,55.99`)).result!;
      expect(near.items.map((i) => i.id)).toEqual(['attraction:2', 'attraction:1']);
      expect(near.items[0]!.address_name).toBe('Зеленоград, корпус 1');
      const centre = (await get(`suggests?q=${q('Бассейн «Чайка»')}&location=37.6,55.74`)).result!;
      expect(centre.items.map((i) => i.id)).toEqual(['attraction:1', 'attraction:2']);
    });

    it('answers «Тверская 7» with a building on the street’s point', async () => {
      const items = (await get(`geocode?q=${q('Тверская 7')}`)).result!.items;
      expect(items[0]).toEqual({
        id: 'street:tverskaya-ulitsa/7',
        type: 'building',
        name: 'Тверская улица, 7',
        full_name: 'Москва, Тверская улица, 7',
        address_name: 'Тверская улица, 7',
        point: { lat: 55.7616, lon: 37.609 },
      });
    });

    it('prefers the gazetteer’s own building row when there is one', async () => {
      for (const text of ['тверская ул, д. 13', 'Тверская улица 13']) {
        const items = (await get(`geocode?q=${q(text)}`)).result!.items;
        expect(items[0]).toMatchObject({
          id: 'building:tverskaya-ulitsa-13',
          type: 'building',
          point: { lat: 55.7618, lon: 37.6083 },
        });
        expect(items.filter((i) => i.id === 'building:tverskaya-ulitsa-13')).toHaveLength(1);
      }
    });

    it('matches a building with a корпус however it is typed', async () => {
      for (const text of ['Арбат 104к1', 'ул. Арбат, д. 104, корп. 1', 'арбат 104 к 1']) {
        const items = (await get(`geocode?q=${q(text)}`)).result!.items;
        expect(items[0]?.id, text).toBe('building:ulitsa-arbat-104-korp-1');
      }
      const other = (await get(`geocode?q=${q('Арбат 104 стр 2')}`)).result!.items;
      expect(other[0]).toMatchObject({
        id: 'street:ulitsa-arbat/104с2',
        name: 'улица Арбат, 104с2',
      });
    });

    it('reverse-geocodes to the nearest building and its district', async () => {
      const items = (await get('geocode?lat=55.7619&lon=37.6084')).result!.items;
      expect(items.map((i) => [i.type, i.id])).toEqual([
        ['building', 'building:tverskaya-ulitsa-13'],
        ['adm_div', 'adm_div:arbat'],
      ]);
    });

    it.each([
      ['suggests?q=zzzqqqxxx', 'no match'],
      ['geocode?q=zzzqqqxxx', 'no match'],
      ['geocode?lat=0&lon=0', 'a point far from Moscow'],
    ])('answers 2GIS’s itemNotFound for %s (%s)', async (path) => {
      const answer = await get(path);
      expect(answer).toEqual({
        meta: {
          api_version: expect.any(String),
          code: 404,
          issue_date: expect.stringMatching(/^\d{8}$/),
          error: { type: 'itemNotFound', message: 'Results not found' },
        },
      });
    });

    it('treats LIKE wildcards typed by a person as characters', async () => {
      expect((await get(`suggests?q=${q('%_%')}`)).meta.code).toBe(404);
    });

    it.each([
      'suggests',
      'suggests?q=',
      'suggests?q=%20%20',
      `suggests?q=${'a'.repeat(201)}`,
      'suggests?q=x&location=abc',
      'suggests?q=x&location=200,100',
      'geocode',
      'geocode?lat=55.7',
      'geocode?lat=95&lon=37',
      'geocode?lat=abc&lon=37',
    ])('answers 400 in Russian for %s', async (path) => {
      const res = await t.app.inject({ method: 'GET', url: `/v1/geocoder/${path}` });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/[а-яё]/i);
    });

    it('refuses a point off the globe in the route schema, naming the field', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v1/geocoder/suggests?q=x&location=200,100',
      });
      expect(res.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message: `Проверьте правильность заполнения полей. Поле «Точка поиска»: ${LOCATION_RANGE_MESSAGE}`,
      });
    });
  });
});
