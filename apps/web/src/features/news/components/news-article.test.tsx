import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { answerWith, startApiServer } from '@/test/api-server';
import { NewsArticle } from './news-article';

startApiServer();

const item = {
  id: 'katok-gorky',
  title: 'Открылся каток в парке Горького',
  date: '2026-11-21',
  summary: 'Анонс',
  text: 'Каток открылся в субботу.\n\nВход по билетам из приложения.\n  \nПрокат коньков работает ежедневно.',
  image: '/media/news/katok.jpg',
  imageAlt: 'Каток в парке Горького',
};

function renderArticle(id: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NewsArticle id={id} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => answerWith('get', '/news.json', [item]));

describe('NewsArticle', () => {
  it('shows the image, date, title and one paragraph per blank-line block', async () => {
    const { container } = renderArticle('katok-gorky');
    expect(await screen.findByRole('heading', { level: 1, name: item.title })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Каток в парке Горького' })).toBeInTheDocument();
    expect(screen.getByText('21 ноября 2026')).toBeInTheDocument();
    const paragraphs = container.querySelectorAll('.sk-news-article__paragraph');
    expect(Array.from(paragraphs, (p) => p.textContent)).toEqual([
      'Каток открылся в субботу.',
      'Вход по билетам из приложения.',
      'Прокат коньков работает ежедневно.',
    ]);
  });

  it('is a keyboard stop named by its title, so the text-only page can be scrolled', async () => {
    renderArticle('katok-gorky');
    const article = await screen.findByRole('article', { name: item.title });
    expect(article).toHaveAttribute('tabindex', '0');
    article.focus();
    expect(article).toHaveFocus();
  });

  it('shows the not-found state with a way back to the main tab for an unknown id', async () => {
    renderArticle('no-such-news');
    expect(await screen.findByText('Новость не найдена')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти на главную' })).toHaveAttribute(
      'href',
      '/tabs/main',
    );
  });
});
