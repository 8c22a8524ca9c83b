import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { NewsItem } from '@sportkarta/contract';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { NewsFeed } from './news-feed';
import { NewsList } from './news-list';

startApiServer();

function newsItem(n: number, extra: Partial<NewsItem> = {}): NewsItem {
  return {
    id: `news-${n}`,
    title: `Новость номер ${n}`,
    date: '2026-11-21',
    summary: `Анонс новости ${n}`,
    text: 'Первый абзац.\n\nВторой абзац.',
    image: `/media/news/${n}.jpg`,
    imageAlt: `Фото к новости ${n}`,
    ...extra,
  };
}

function renderWithQuery(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('NewsFeed', () => {
  it('shows a skeleton, then the newest items with date, image and a link to all news', async () => {
    const seen = recordRequests();
    answerWith(
      'get',
      '/news.json',
      [1, 2, 3, 4, 5].map((n) => newsItem(n)),
    );
    renderWithQuery(<NewsFeed limit={3} />);

    expect(screen.getByTestId('news-skeleton')).toBeInTheDocument();
    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(3);
    expect(screen.queryByTestId('news-skeleton')).not.toBeInTheDocument();

    const first = articles[0]!;
    expect(within(first).getByRole('heading', { name: 'Новость номер 1' })).toBeInTheDocument();
    expect(within(first).getByText('21 ноября 2026')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Фото к новости 1' })).toHaveAttribute(
      'src',
      '/media/news/1.jpg',
    );
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/tabs/main/news/news-1');
    expect(screen.getByRole('link', { name: 'Все новости' })).toHaveAttribute(
      'href',
      '/tabs/main/news',
    );
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /news.json']);
  });

  it('shows an error with «Повторить» that loads the news again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen = recordRequests();
    answerWith('get', '/news.json', () => apiError(503, 'UNAVAILABLE'));
    renderWithQuery(<NewsFeed />);

    expect(await screen.findByText('Не удалось загрузить новости')).toBeInTheDocument();
    answerWith('get', '/news.json', [newsItem(7)]);
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));

    expect(await screen.findByRole('heading', { name: 'Новость номер 7' })).toBeInTheDocument();
    expect(screen.queryByText('Не удалось загрузить новости')).not.toBeInTheDocument();
    expect(seen).toHaveLength(2);
  });

  it('says so when there is no news', async () => {
    answerWith('get', '/news.json', []);
    renderWithQuery(<NewsFeed />);
    expect(await screen.findByText('Новостей пока нет')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Все новости' })).not.toBeInTheDocument();
  });
});

describe('NewsList', () => {
  it('lists every item', async () => {
    answerWith(
      'get',
      '/news.json',
      [1, 2, 3, 4, 5, 6].map((n) => newsItem(n)),
    );
    renderWithQuery(<NewsList />);
    expect(await screen.findAllByRole('article')).toHaveLength(6);
  });
});
