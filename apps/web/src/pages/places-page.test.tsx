import { IonApp } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import PlacesPage from './places-page';

const CATEGORIES = {
  categories: [
    { id: 1, name: 'Бассейн', icon: 'water', checked: true },
    { id: 3, name: 'Футбол', icon: 'football', checked: false },
  ],
};

const fetchMock = vi.fn<typeof fetch>();

function renderPage() {
  return render(
    <IonApp>
      <QueryClientProvider client={createQueryClient()}>
        <IonReactMemoryRouter initialEntries={['/tabs/places']}>
          <PlacesPage />
        </IonReactMemoryRouter>
      </QueryClientProvider>
    </IonApp>,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
});

describe('Поиск tab', () => {
  it('lists the sports categories with the preselected ones pressed, and remembers a change', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(CATEGORIES), { status: 200 }));
    renderPage();
    expect(
      screen.getByRole('heading', { name: 'Найдите спортивный объект рядом' }),
    ).toBeInTheDocument();

    const pool = await screen.findByRole('button', { name: 'Бассейн' });
    const football = screen.getByRole('button', { name: 'Футбол' });
    await waitFor(() => expect(pool).toHaveAttribute('aria-pressed', 'true'));
    expect(football).toHaveAttribute('aria-pressed', 'false');
    expect(fetchMock).toHaveBeenCalledWith('/favouriteCategories.json', expect.anything());

    fireEvent.click(football);
    expect(football).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Выбрано: 2')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('sk.selectedCategories')).toBe('[1,3]'));
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 500 }));
    renderPage();
    expect(await screen.findByText('Не удалось загрузить виды спорта')).toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(CATEGORIES), { status: 200 }));
    fireEvent.click(screen.getByText('Повторить'));
    expect(await screen.findByRole('button', { name: 'Футбол' })).toBeInTheDocument();
  });

  it('says so when there are no categories', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ categories: [] }), { status: 200 }));
    renderPage();
    expect(await screen.findByText('Виды спорта пока не добавлены')).toBeInTheDocument();
  });
});
