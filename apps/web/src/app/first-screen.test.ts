import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiBaseOverride } from '@/lib/api-base';
import { recordRequests, startApiServer } from '@/test/api-server';
import { startFirstScreen } from './first-screen';
import { isMainTabPath } from './first-screen-copy';

startApiServer();
vi.mock('@/pages/main-page', () => ({ default: () => null }));

const ITEM = {
  id: 'lyzhnye-trassy-2026',
  title: 'Лыжные трассы открыты',
  date: '2026-11-20',
  summary: 'Анонс',
  text: 'Текст',
  image: '/media/news/lyzhnye-trassy-2026.svg',
  imageAlt: 'Лыжник',
};

function newsData(client: QueryClient) {
  return vi.waitFor(() => {
    const data = client.getQueryData(['news']);
    if (!data) throw new Error('ещё нет');
    return data;
  });
}

afterEach(() => {
  setApiBaseOverride(null);
  window.__skEarlyNews = undefined;
});

describe('isMainTabPath (spec §2.1: /, /tabs and /tabs/main show the main tab)', () => {
  it.each(['/', '/tabs', '/tabs/', '/tabs/main', '/tabs/main/'])('%s is the main tab', (path) => {
    expect(isMainTabPath(path)).toBe(true);
  });
  it.each(['/tabs/places', '/tabs/main/news', '/user/login'])('%s is not', (path) => {
    expect(isMainTabPath(path)).toBe(false);
  });
});

describe('startFirstScreen (issue 2 §8: news.json asked for by index.html)', () => {
  it('the early answer becomes the news query, without a second request', async () => {
    const client = new QueryClient();
    const seen = recordRequests();
    window.__skEarlyNews = Promise.resolve([ITEM]);
    startFirstScreen(client, '/tabs/main');
    expect(await newsData(client)).toEqual([ITEM]);
    expect(seen).toEqual([]);
    expect(window.__skEarlyNews).toBeUndefined();
  });

  it('an invalid or failed early answer is not used: the page asks again itself', async () => {
    // Factories: a rejected promise made before its turn would be an unhandled rejection.
    const seen = recordRequests();
    const answers = [() => Promise.resolve([{ id: 1 }]), () => Promise.reject(new Error('503'))];
    for (const early of answers) {
      const client = new QueryClient();
      window.__skEarlyNews = early();
      startFirstScreen(client, '/tabs/main');
      await vi.waitFor(() => expect(client.getQueryState(['news'])?.status).toBe('error'));
      expect(client.getQueryData(['news'])).toBeUndefined();
    }
    expect(seen).toEqual([]);
  });

  it('is ignored when the API lives elsewhere (dev-settings override)', async () => {
    const client = new QueryClient();
    setApiBaseOverride('https://api.example.ru');
    window.__skEarlyNews = Promise.resolve([ITEM]);
    startFirstScreen(client, '/tabs/main');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client.getQueryData(['news'])).toBeUndefined();
  });
});
