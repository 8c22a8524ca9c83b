import { IonApp, IonRouterOutlet } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import type { PlaceSummary } from '@sportkarta/contract/api/places';
import { createQueryClient } from '@/lib/query-client';
import { useSession } from '@/lib/session';
import { HttpResponse } from 'msw';
import { answerWith, recordRequests, startApiServer } from '@/test/api-server';
import FavoritesPage from './favorites-page';

startApiServer();
vi.mock('@/lib/session', () => ({ useSession: vi.fn() }));
vi.mock('@/ui/auth-required-modal', () => ({
  useAuthRequired: () => vi.fn(),
  AuthPlaceholder: ({ title }: { title: string }) => <p>Вход: {title}</p>,
}));
vi.mock('@/ui/toast/toast-bus', () => ({ showToast: vi.fn(), subscribeToasts: vi.fn() }));

const venue = (id: number, name: string): PlaceSummary => ({
  id,
  name,
  placeName: 'Бассейн',
  address: `Москва, улица ${id}`,
  lat: 55.75,
  lon: 37.62,
  favorite: true,
  distance: null,
  photo: null,
  sportTypes: [{ id: 1, name: 'Плавание' }],
  rating: 4.5,
  ratingCount: 2,
  hasServices: false,
  benefits: [],
});

function renderPage(status: 'logged-in' | 'logged-out') {
  vi.mocked(useSession).mockReturnValue({ status } as ReturnType<typeof useSession>);
  render(
    <IonApp>
      <QueryClientProvider client={createQueryClient()}>
        <IonReactMemoryRouter initialEntries={['/tabs/profile/favorites']}>
          <IonRouterOutlet>
            <Route path="/tabs/profile/favorites" element={<FavoritesPage />} />
          </IonRouterOutlet>
        </IonReactMemoryRouter>
      </QueryClientProvider>
    </IonApp>,
  );
}

afterEach(() => vi.clearAllMocks());

describe('FavoritesPage', () => {
  it('asks a visitor to sign in and fetches nothing', async () => {
    const seen = recordRequests();
    renderPage('logged-out');
    expect(await screen.findByText('Вход: Избранные площадки')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('lists the favourites as links to the venue; the heart removes one at once', async () => {
    let favourites = [venue(1, 'Лужники'), venue(2, 'Олимпийский')];
    answerWith('get', '/v1/placeFavorites', () => HttpResponse.json({ items: favourites }));
    answerWith('put', '/v1/placeFavorites/:id', ({ params }) => {
      favourites = favourites.filter((v) => v.id !== Number(params.id));
      return HttpResponse.json({ placeId: Number(params.id), favorite: false });
    });
    renderPage('logged-in');
    const link = await screen.findByRole('link', { name: /Лужники/ });
    expect(link).toHaveAttribute('href', '/tabs/places/1');
    const hearts = screen.getAllByRole('button', { name: 'Удалить из избранного' });
    fireEvent.click(hearts[0]!);
    await waitFor(() => expect(screen.queryByRole('link', { name: /Лужники/ })).toBeNull());
    expect(screen.getByRole('link', { name: /Олимпийский/ })).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    answerWith('get', '/v1/placeFavorites', { items: [] });
    renderPage('logged-in');
    expect(await screen.findByRole('heading', { name: 'В избранном пока пусто' })).toBeVisible();
  });
});
