import { IonApp } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlaceFilter, PlaceSummary } from '@sportkarta/contract/api/places';
import { resetFilterStoreForTests, updateFilter } from '@/features/places/model/filter-store';
import { resetSelectedCategoriesForTests } from '@/features/categories/model/selected-categories';
import { resetLocation } from '@/lib/geo-location';
import { createQueryClient } from '@/lib/query-client';
import { useSession } from '@/lib/session';
import {
  answerWith,
  apiError,
  recordRequests,
  startApiServer,
  type SeenRequest,
} from '@/test/api-server';
import { showToast } from '@/ui/toast/toast-bus';
import PlacesPage from './places-page';

startApiServer();
const geo = vi.hoisted(() => ({ getCurrentPosition: vi.fn() }));
vi.mock('@capacitor/geolocation', () => ({ Geolocation: geo }));
// jsdom does not upgrade Ionic's searchbar (no properties, no ionInput): a stand-in that keeps
// the props the page passes; the real one (and its debounce) is covered by e2e/places-list.
vi.mock('@/ui/ionic/searchbar', () => ({
  IonSearchbar: (props: {
    placeholder?: string;
    debounce?: number;
    'aria-label'?: string;
    onIonInput?: (event: { detail: { value: string } }) => void;
  }) => (
    <input
      type="search"
      aria-label={props['aria-label']}
      placeholder={props.placeholder}
      data-debounce={props.debounce}
      onChange={(event) => props.onIonInput?.({ detail: { value: event.target.value } })}
    />
  ),
}));
vi.mock('@/lib/session', () => ({ useSession: vi.fn() }));
vi.mock('@/ui/auth-required-modal', () => ({ useAuthRequired: () => vi.fn() }));
vi.mock('@/ui/toast/toast-bus', () => ({ showToast: vi.fn(), subscribeToasts: vi.fn() }));
vi.mock('./places-map-panel', () => ({
  default: ({ filters }: { filters: PlaceFilter[] }) => <p>Карта: {filters.length} фильтров</p>,
}));

const CATEGORIES = { categories: [{ id: 1, name: 'Бассейн', icon: 'water', checked: true }] };

function place(id: number, name: string, distance: number | null): PlaceSummary {
  return {
    id,
    name,
    placeName: 'Бассейн',
    address: `Москва, улица ${id}`,
    lat: 55.75,
    lon: 37.62,
    favorite: false,
    distance,
    photo: null,
    sportTypes: [],
    rating: 4.56,
    ratingCount: 12,
    hasServices: true,
    benefits: [],
  };
}

const listOf = (...items: PlaceSummary[]) => ({ items, page: 0, size: 20, hasMore: false });
let seen: SeenRequest[] = [];

function placesBodies(): PlaceFilter[][] {
  return seen
    .filter((request) => request.url.startsWith('/v1/mob/places'))
    .map((request) => request.body as PlaceFilter[]);
}

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
  localStorage.clear();
  sessionStorage.clear();
  resetLocation();
  resetFilterStoreForTests();
  resetSelectedCategoriesForTests();
  geo.getCurrentPosition.mockResolvedValue({ coords: { latitude: 55.75, longitude: 37.62 } });
  vi.mocked(useSession).mockReturnValue({ status: 'logged-in' } as ReturnType<typeof useSession>);
  answerWith('get', '/favouriteCategories.json', CATEGORIES);
  answerWith(
    'post',
    '/v1/mob/places',
    listOf(place(1, 'Лужники', 350), place(2, 'Олимпийский', 2400)),
  );
  seen = recordRequests();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(showToast).mockClear();
});

describe('Поиск tab list', () => {
  it('lists places nearest first from the device location, once', async () => {
    renderPage();
    expect(screen.getByTestId('places-skeleton')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Площадки, ближайшие сначала' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Лужники',
      'Олимпийский',
    ]);
    expect(within(cards[0]!).getByText('350 м')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('2,4 км')).toBeInTheDocument();
    expect(within(cards[0]!).getByLabelText('Рейтинг 4,6 из 5, оценок: 12')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', '/tabs/places/1');
    const heart = within(cards[1]!).getByRole('button', {
      name: 'Добавить «Олимпийский» в избранное',
    });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    answerWith('put', '/v1/placeFavorites/:id', ({ params }) =>
      HttpResponse.json({ placeId: Number(params.id), favorite: true }),
    );
    fireEvent.click(heart);
    // The toggle reaches the cached list: the same card's heart is now pressed.
    await waitFor(() =>
      expect(within(cards[1]!).getByRole('button', { name: /«Олимпийский»/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(seen.map((request) => [request.method, request.url])).toContainEqual([
      'PUT',
      '/v1/placeFavorites/2',
    ]);
    expect(screen.getByText('Рядом с вами')).toBeInTheDocument();
    expect(placesBodies()).toEqual([
      [
        { field: 'categories', values: [1] },
        { field: 'latitude', values: [55.75] },
        { field: 'longitude', values: [37.62] },
      ],
    ]);
  });

  it('shows the location error as a toast and still lists places', async () => {
    geo.getCurrentPosition.mockRejectedValue(new Error('denied'));
    renderPage();
    expect(await screen.findByText('Лужники')).toBeInTheDocument();
    expect(screen.getByText('Ошибка получения данных о вашем местоположении')).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'error',
        message: 'Ошибка получения данных о вашем местоположении',
      }),
    );
    expect(placesBodies()).toEqual([[{ field: 'categories', values: [1] }]]);
  });

  it('counts active filters on the filter button and offers a reset when nothing matches', async () => {
    updateFilter({ sportTypes: [2], highRating: true });
    answerWith('post', '/v1/mob/places', listOf());
    renderPage();
    expect(await screen.findByText('Площадки не найдены')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Фильтры, включено: 2' })).toHaveAttribute(
      'href',
      '/tabs/filter',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    expect(await screen.findByRole('link', { name: 'Фильтры' })).toBeInTheDocument();
    await waitFor(() => expect(placesBodies()).toHaveLength(2));
    expect(placesBodies()[1]?.[0]).toEqual({ field: 'categories', values: [1] });
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    answerWith('post', '/v1/mob/places', () => apiError(500, 'X', 'Сбой'));
    renderPage();
    expect(await screen.findByText('Не удалось загрузить площадки')).toBeInTheDocument();
    answerWith('post', '/v1/mob/places', listOf(place(3, 'Динамо', 900)));
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Динамо')).toBeInTheDocument();
  });

  it('switches to the map with the same filters', async () => {
    renderPage();
    await screen.findByText('Лужники');
    fireEvent.click(screen.getByRole('button', { name: 'Карта' }));
    expect(await screen.findByText('Карта: 3 фильтров')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Карта' })).toHaveAttribute('aria-pressed', 'true');
    // Remembered for the session: a re-created page opens on the map again.
    expect(sessionStorage.getItem('sk.placesMode')).toBe('map');
  });

  it('sends the search text from the searchbar, debounced by the spec 300 ms', async () => {
    renderPage();
    await screen.findByText('Лужники');
    const search = screen.getByRole('searchbox', { name: 'Поиск площадок' });
    expect(search).toHaveAttribute('placeholder', 'Название или адрес');
    const searched = () =>
      placesBodies().some((body) => body.some((filter) => filter.field === 'query'));
    // The debounce runs on the test's time: 299 ms after typing nothing is sent, at 300 it is.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(search, { target: { value: 'лужники' } });
    await vi.advanceTimersByTimeAsync(299);
    expect(searched()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await waitFor(() =>
      expect(placesBodies().at(-1)).toContainEqual({ field: 'query', values: ['лужники'] }),
    );
  });

  it('keeps the skeleton while loading and adds a visible loader after 1 s (spec §9)', async () => {
    let answer: (response: Response) => void = () => undefined;
    answerWith(
      'post',
      '/v1/mob/places',
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    renderPage();
    const skeleton = await screen.findByTestId('places-skeleton');
    expect(within(skeleton).getByText('Загружаем площадки…')).toHaveClass('sk-visually-hidden');
    await waitFor(
      () =>
        expect(within(skeleton).getByText('Загружаем площадки…')).not.toHaveClass(
          'sk-visually-hidden',
        ),
      { timeout: 3000 },
    );
    answer(HttpResponse.json(listOf(place(1, 'Лужники', 350))));
    expect(await screen.findByText('Лужники')).toBeInTheDocument();
  });
});
