import { GeocoderResponseSchema } from '@sportkarta/contract/api/geocoder';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDgisGeocoder } from '../src/integrations/geocoder/dgis';
import { GeocoderUnavailableError } from '../src/integrations/geocoder/types';
import { createTestApp, ENGINES, engineTitle, type TestApp } from './test-app';

// A tiny fake of the 2GIS Catalog API (integrations.md §4) on a random local port.

const KEY = 'test-key';
const meta = (code: number, error?: { type: string; message: string }) => ({
  api_version: '3.0.17799',
  code,
  issue_date: '20240524',
  ...(error ? { error } : {}),
});
const ITEMS = [
  {
    id: '70000001',
    type: 'building',
    name: 'Тверская, 7',
    full_name: 'Москва, Тверская, 7',
    address_name: 'Тверская, 7',
    purpose_name: 'Жилой дом',
    point: { lat: 55.7601, lon: 37.6112 },
  },
  { id: '4504', type: 'adm_div', subtype: 'city', name: 'Москва', full_name: 'Москва' },
  { type: 'user_queries', name: 'тверская' },
  { id: 70000002, type: 'branch', name: 'Кафе «Пушкин»', point: { lat: 55.76, lon: 37.6 } },
];

interface FakeDgis {
  server: FastifyInstance;
  url: string;
  requests: { path: string; query: Record<string, string> }[];
}

async function startFakeDgis(): Promise<FakeDgis> {
  const server = Fastify();
  const requests: FakeDgis['requests'] = [];
  const handler = async (
    request: { url: string; query: unknown },
    reply: { code(c: number): { send(b: unknown): unknown } },
  ) => {
    const query = request.query as Record<string, string>;
    requests.push({ path: request.url.split('?')[0]!, query });
    if (query.key !== KEY) {
      return reply
        .code(403)
        .send({ meta: meta(403, { type: 'keyError', message: 'Key is invalid' }) });
    }
    if (query.q === 'пусто') {
      // Suggests answers HTTP 200 with meta.code 404; geocode a plain HTTP 404, both with meta.
      const status = request.url.startsWith('/3.0/suggests') ? 200 : 404;
      return reply
        .code(status)
        .send({ meta: meta(404, { type: 'itemNotFound', message: 'Results not found' }) });
    }
    if (query.q === 'сломано') return reply.code(500).send('Internal Server Error');
    if (query.q === 'медленно') await new Promise((r) => setTimeout(r, 1500));
    const items = query.lat ? ITEMS.slice(0, 1) : ITEMS;
    return reply.code(200).send({ meta: meta(200), result: { items, total: items.length } });
  };
  server.get('/3.0/suggests', handler);
  server.get('/3.0/items/geocode', handler);
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  return { server, url: address, requests };
}

describe('2GIS adapter against a fake 2GIS', () => {
  let fake: FakeDgis;
  beforeAll(async () => {
    fake = await startFakeDgis();
  });
  afterAll(async () => {
    await fake?.server.close();
  });

  it('asks suggests with key, fields and location lon,lat and maps the items', async () => {
    const dgis = createDgisGeocoder({ apiUrl: fake.url, key: KEY });
    const answer = GeocoderResponseSchema.parse(
      await dgis.suggest('тверская', { lat: 55.75, lon: 37.61 }),
    );
    expect(fake.requests.at(-1)).toEqual({
      path: '/3.0/suggests',
      query: {
        q: 'тверская',
        location: '37.61,55.75',
        fields: 'items.point,items.address_name',
        key: KEY,
      },
    });
    expect(answer.meta).toEqual(meta(200));
    expect(answer.result).toEqual({
      total: 3,
      items: [
        {
          id: '70000001',
          type: 'building',
          name: 'Тверская, 7',
          full_name: 'Москва, Тверская, 7',
          address_name: 'Тверская, 7',
          point: { lat: 55.7601, lon: 37.6112 },
        },
        { id: '4504', type: 'adm_div', name: 'Москва', full_name: 'Москва' },
        {
          id: '70000002',
          type: 'attraction',
          name: 'Кафе «Пушкин»',
          full_name: 'Кафе «Пушкин»',
          point: { lat: 55.76, lon: 37.6 },
        },
      ],
    });
  });

  it('geocodes text and points through /3.0/items/geocode', async () => {
    const dgis = createDgisGeocoder({ apiUrl: fake.url, key: KEY });
    await dgis.geocode('Тверская 7');
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/3.0/items/geocode',
      query: { q: 'Тверская 7', key: KEY },
    });
    const reverse = await dgis.reverse({ lat: 55.7601, lon: 37.6112 });
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/3.0/items/geocode',
      query: { lat: '55.7601', lon: '37.6112', fields: 'items.point,items.address_name' },
    });
    expect(reverse.result?.items.map((i) => i.id)).toEqual(['70000001']);
  });

  it('passes 2GIS’s itemNotFound on, with HTTP 200 or 404', async () => {
    const dgis = createDgisGeocoder({ apiUrl: fake.url, key: KEY });
    const expected = { meta: meta(404, { type: 'itemNotFound', message: 'Results not found' }) };
    expect(await dgis.suggest('пусто', null)).toEqual(expected);
    expect(await dgis.geocode('пусто')).toEqual(expected);
  });

  it.each([
    ['a refused key', { key: 'wrong' }, 'тверская'],
    ['a 500 without meta', {}, 'сломано'],
    ['a timeout', { timeoutMs: 200 }, 'медленно'],
    ['an unreachable host', { apiUrl: 'http://127.0.0.1:9' }, 'тверская'],
  ])('reports %s as unavailable', async (_name, opts, text) => {
    const dgis = createDgisGeocoder({ apiUrl: fake.url, key: KEY, ...opts });
    await expect(dgis.geocode(text)).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });
});

describe.each(ENGINES)('geocoder routes with DGIS_KEY ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    let fake: FakeDgis;
    let t: TestApp;
    beforeAll(async () => {
      fake = await startFakeDgis();
      t = await createTestApp(engine.name, {
        env: { SEED_DEMO_DATA: 'false', DGIS_KEY: KEY, DGIS_API_URL: fake.url },
      });
      await t.app.ready();
    });
    afterAll(async () => {
      await t?.cleanup();
      await fake?.server.close();
    });

    it('answers suggestions from 2GIS in the contract shape', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/geocoder/suggests?q=${encodeURIComponent('тверская')}&location=37.61,55.75`,
      });
      expect(res.statusCode).toBe(200);
      const answer = GeocoderResponseSchema.parse(res.json());
      expect(answer.result?.items.map((i) => i.type)).toEqual([
        'building',
        'adm_div',
        'attraction',
      ]);
      expect(fake.requests.at(-1)?.query.location).toBe('37.61,55.75');
    });

    it('answers meta.error itemNotFound as 2GIS does', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/geocoder/geocode?q=${encodeURIComponent('пусто')}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().meta).toMatchObject({ code: 404, error: { type: 'itemNotFound' } });
    });

    it('maps a 2GIS failure to 502 with a Russian message', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/geocoder/geocode?q=${encodeURIComponent('сломано')}`,
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Сервис поиска адресов недоступен, попробуйте позже',
      });
    });

    it('gives 2GIS tiles with the key in /v1/mapConfig', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/v1/mapConfig' });
      expect(res.json()).toMatchObject({
        tileUrl: `https://tile{s}.maps.2gis.com/v2/tiles/online_hd/{z}/{x}/{y}.png?key=${KEY}`,
        subdomains: ['0', '1', '2', '3', '4'],
        maxZoom: 19,
      });
    });
  });
});
