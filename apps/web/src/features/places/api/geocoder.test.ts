import { describe, expect, it } from 'vitest';
import { answerWith, recordRequests, startApiServer } from '@/test/api-server';
import { geocode, GeocoderError, getAddressSuggestions } from './geocoder';

startApiServer();

const META = { api_version: '3.0', code: 200, issue_date: '20260101' };

describe('geocoder client (2GIS shape)', () => {
  it('asks for suggestions near lon,lat and returns the items', async () => {
    const item = {
      id: '1',
      type: 'building',
      name: 'Тверская улица, 13',
      full_name: 'Москва, Тверская улица, 13',
      point: { lat: 55.76, lon: 37.61 },
    };
    answerWith('get', '/v1/geocoder/suggests', { meta: META, result: { items: [item], total: 1 } });
    const seen = recordRequests();
    await expect(getAddressSuggestions('Тверская', { lat: 55.75, lon: 37.62 })).resolves.toEqual([
      item,
    ]);
    expect(seen[0]?.url).toContain('location=37.62%2C55.75');
  });

  it('raises meta.error as an error (spec §8), for suggestions and geocoding alike', async () => {
    const body = { meta: { ...META, code: 404, error: { type: 'itemNotFound', message: 'Нет' } } };
    answerWith('get', '/v1/geocoder/suggests', body);
    answerWith('get', '/v1/geocoder/geocode', body);
    const seen = recordRequests();
    await expect(getAddressSuggestions('ъъъ', null)).rejects.toBeInstanceOf(GeocoderError);
    await expect(geocode({ lat: 55.7, lon: 37.6 })).rejects.toMatchObject({
      type: 'itemNotFound',
      message: 'Нет',
    });
    expect(seen[1]?.url).toBe('/v1/geocoder/geocode?lat=55.7&lon=37.6');
  });
});
