import { afterEach, describe, expect, it, vi } from 'vitest';
import { geocode, GeocoderError, getAddressSuggestions } from './geocoder';

const META = { api_version: '3.0', code: 200, issue_date: '20260101' };
const fetchMock = vi.fn<typeof fetch>();

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('geocoder client (2GIS shape)', () => {
  it('asks for suggestions near lon,lat and returns the items', async () => {
    vi.stubGlobal('fetch', fetchMock);
    const item = {
      id: '1',
      type: 'building',
      name: 'Тверская улица, 13',
      full_name: 'Москва, Тверская улица, 13',
      point: { lat: 55.76, lon: 37.61 },
    };
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ meta: META, result: { items: [item], total: 1 } })),
    );
    await expect(getAddressSuggestions('Тверская', { lat: 55.75, lon: 37.62 })).resolves.toEqual([
      item,
    ]);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('location=37.62%2C55.75');
  });

  it('raises meta.error as an error (spec §8), for suggestions and geocoding alike', async () => {
    vi.stubGlobal('fetch', fetchMock);
    const body = { meta: { ...META, code: 404, error: { type: 'itemNotFound', message: 'Нет' } } };
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(body)));
    await expect(getAddressSuggestions('ъъъ', null)).rejects.toBeInstanceOf(GeocoderError);
    await expect(geocode({ lat: 55.7, lon: 37.6 })).rejects.toMatchObject({
      type: 'itemNotFound',
      message: 'Нет',
    });
    expect(String(fetchMock.mock.calls[1]?.[0])).toContain(
      '/v1/geocoder/geocode?lat=55.7&lon=37.6',
    );
  });
});
