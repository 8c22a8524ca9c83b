import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LOADER_DELAY_MS, SKELETON_MIN_MS } from '@sportkarta/contract/config/timings';
import { answerCached, answerWith, startApiServer } from '@/test/api-server';
import { newsQueryKey } from '../api/get-news';
import { NewsFeed } from './news-feed';

startApiServer();

const item = {
  id: 'a',
  title: 'Новость',
  date: '2026-11-21',
  summary: 'Анонс',
  text: 'Текст',
  image: '/media/a.jpg',
  imageAlt: 'Фото',
};

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function renderFeed(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NewsFeed />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

// The page's timers are fake; the fake API's I/O (immediates) stays real so answers arrive.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(() => vi.useRealTimers());

describe('news loading timings (spec §9)', () => {
  it('keeps the skeleton at least 150 ms even when the answer is instant', async () => {
    answerWith('get', '/news.json', [item]);
    await answerCached(renderFeed(), newsQueryKey);
    await advance(10);
    expect(screen.getByTestId('news-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await advance(SKELETON_MIN_MS);
    expect(screen.queryByTestId('news-skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('article')).toBeInTheDocument();
  });

  it('adds the visible loader only after the 1 s loader delay', async () => {
    answerWith('get', '/news.json', () => new Promise<never>(() => {}));
    renderFeed();
    await advance(LOADER_DELAY_MS - 1);
    expect(document.querySelector('.sk-news-loading-note')).toBeNull();
    await advance(1);
    expect(document.querySelector('.sk-news-loading-note')).toHaveTextContent('Загружаем новости…');
  });
});
