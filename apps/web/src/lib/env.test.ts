import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('applies defaults and trims the trailing slash of the API base', () => {
    expect(parseEnv({})).toEqual({
      VITE_API_BASE_URL: '',
      VITE_METRICA_ID: '',
      VITE_UNLEASH_CLIENT_KEY: 'sportkarta-web',
    });
    expect(parseEnv({ VITE_API_BASE_URL: 'https://api.sportkarta.ru/' }).VITE_API_BASE_URL).toBe(
      'https://api.sportkarta.ru',
    );
  });

  it('fails loudly on a malformed value', () => {
    expect(() => parseEnv({ VITE_API_BASE_URL: 'api.sportkarta.ru' })).toThrow(/VITE_API_BASE_URL/);
    expect(() => parseEnv({ VITE_METRICA_ID: 'abc' })).toThrow(/VITE_METRICA_ID/);
  });
});
