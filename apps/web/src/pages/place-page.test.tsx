import { setClock } from '@sportkarta/contract/clock';
import { IonApp, IonRouterOutlet } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import type { PlaceDetail } from '@sportkarta/contract/api/places';
import { resetLocation } from '@/lib/geo-location';
import { createQueryClient } from '@/lib/query-client';
import { useSession } from '@/lib/session';
import { answerWith, apiError, startApiServer } from '@/test/api-server';
import { showToast } from '@/ui/toast/toast-bus';
import PlacePage from './place-page';

startApiServer();
vi.mock('@/lib/session', () => ({ useSession: vi.fn() }));
const openAuthRequired = vi.fn();
vi.mock('@/ui/auth-required-modal', () => ({ useAuthRequired: () => openAuthRequired }));
vi.mock('@/ui/toast/toast-bus', () => ({ showToast: vi.fn(), subscribeToasts: vi.fn() }));
const clipboard = vi.hoisted(() => ({ write: vi.fn() }));
vi.mock('@capacitor/clipboard', () => ({ Clipboard: clipboard }));
const geo = vi.hoisted(() => ({ getCurrentPosition: vi.fn() }));
vi.mock('@capacitor/geolocation', () => ({ Geolocation: geo }));

const DETAIL: PlaceDetail = {
  id: 124,
  name: 'Бассейн «Атлант»',
  placeName: 'Бассейн 25 м',
  address: 'Москва, Ломоносовский проспект, 85',
  lat: 55.692314,
  lon: 37.536063,
  favorite: false,
  sportTypes: [{ id: 1, name: 'Плавание' }],
  rating: 4.14,
  ratingCount: 7,
  hasServices: true,
  benefits: ['CHILDREN'],
  description: 'Плавательный бассейн.',
  accessibility: ['STEP_FREE_ENTRANCE', 'POOL_HOIST'],
  district: 'Ломоносовский',
  timeZone: 'Europe/Moscow',
  photos: [{ url: '/media/places/pool-1.svg', alt: 'Дорожки бассейна' }],
  contacts: [
    { kind: 'PHONE', value: '+7 499 531-80-40' },
    { kind: 'E_MAIL', value: 'info@atlant.ru' },
    { kind: 'WEB_SITE', value: 'https://atlant.ru' },
  ],
  hours: [
    { weekday: 1, start: '07:00', end: '22:00' },
    { weekday: 6, start: '09:00', end: '21:00' },
  ],
  categories: [1],
  places: [{ id: 1, name: 'Детский бассейн', sportTypes: [], description: '' }],
  owner: {
    id: '0b6f0d55-8a0c-4d53-8d3e-2b1f5b0f6a01',
    name: 'ГБУ «Спортивная школа № 4»',
    inn: '7710316763',
    visitPolicy: {
      id: '0b6f0d55-8a0c-4d53-8d3e-2b1f5b0f6a02',
      title: 'Правила посещения',
      url: '/v1/mob/policy/public/file/a/b',
    },
    paybackPolicy: null,
  },
  ratingSummary: { average: 4.14, count: 7, distribution: [0, 0, 1, 4, 2] },
  myRating: null,
};
const RATINGS = { summary: DETAIL.ratingSummary, items: [] };

function renderPage(id = '124') {
  return render(
    <IonApp>
      <QueryClientProvider client={createQueryClient()}>
        <IonReactMemoryRouter initialEntries={[`/tabs/places/${id}`]}>
          <IonRouterOutlet>
            <Route path="/tabs/places/:id" element={<PlacePage />} />
          </IonRouterOutlet>
        </IonReactMemoryRouter>
      </QueryClientProvider>
    </IonApp>,
  );
}

/** The fake API: the venue (or what `detail` answers instead) and its ratings. */
function answer(detail: () => Response = () => HttpResponse.json(DETAIL)) {
  answerWith('get', '/v1/mob/public/place/:id', detail);
  answerWith('get', '/v1/getratinglist/:id', RATINGS);
}

beforeEach(() => {
  resetLocation();
  geo.getCurrentPosition.mockRejectedValue(new Error('denied'));
  vi.mocked(useSession).mockReturnValue({ status: 'logged-out' } as ReturnType<typeof useSession>);
});
afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

/** The API client logs each failed call; a test that fails one on purpose keeps it quiet. */
const quietly = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('PlacePage', () => {
  it('shows the venue: address, contacts as links, hours from Monday, policies, no sales buttons', async () => {
    // 00:30 on Wednesday in Moscow, still Tuesday in UTC: «сегодня» follows the venue's zone.
    setClock('2026-11-25T00:30:00+03:00');
    answer();
    renderPage();
    expect(await screen.findByTestId('place-skeleton')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Бассейн «Атлант»' }),
    ).toBeVisible();
    expect(screen.getByText('Москва, Ломоносовский проспект, 85')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /\+7 499 531-80-40/ })).toHaveAttribute(
      'href',
      'tel:+74995318040',
    );
    expect(screen.getByRole('link', { name: /info@atlant.ru/ })).toHaveAttribute(
      'href',
      'mailto:info@atlant.ru',
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('Понедельник07:00–22:00');
    expect(rows[1]).toHaveTextContent('ВторникВыходной');
    expect(rows[2]).toHaveTextContent('СредасегодняВыходной');
    expect(within(screen.getByRole('table')).getAllByText('сегодня')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Правила посещения' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Правила возврата' })).toBeNull();
    expect(screen.getByRole('link', { name: 'На карте' })).toHaveAttribute(
      'href',
      '/tabs/places/124/map',
    );
    expect(screen.getByRole('link', { name: 'Открыть фото 1 из 1' })).toHaveAttribute(
      'href',
      '/places/124/photo-slider?photo=1',
    );
    expect(screen.getByText('Детям')).toBeInTheDocument();
    // Issue 28: what the venue declares, as a list under its heading, in the contract's order.
    const access = screen.getByRole('region', { name: 'Доступная среда' });
    expect(
      within(access)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Вход без ступеней', 'Подъёмник в бассейн']);
    expect(within(access).getByText(/Со слов площадки/)).toBeVisible();
    // Services, packages and sections come with a later issue: no way to them yet.
    expect(screen.queryByText(/Услуги|Абонемент|Секции/)).toBeNull();
    // Location refused: no distance.
    await waitFor(() => expect(geo.getCurrentPosition).toHaveBeenCalled());
    expect(screen.queryByTestId('place-distance')).toBeNull();
  });

  it('copies the address with the spec §2.4 toast', async () => {
    answer();
    clipboard.write.mockResolvedValue(undefined);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Скопировать адрес' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'success', message: 'Адрес скопирован' }),
      ),
    );
    expect(clipboard.write).toHaveBeenCalledWith({ string: DETAIL.address });
  });

  it('a venue that declares no accessibility has no such block', async () => {
    answer(() => HttpResponse.json({ ...DETAIL, accessibility: [] }));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Бассейн «Атлант»' }),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Доступная среда' })).toBeNull();
  });

  it('shows the distance when the location is known', async () => {
    geo.getCurrentPosition.mockResolvedValue({ coords: { latitude: 55.75, longitude: 37.62 } });
    answer();
    renderPage();
    expect(await screen.findByTestId('place-distance')).toHaveTextContent(/^\d+,\d км от вас$/);
  });

  it('a visitor who taps «Оценить» gets the auth-required modal (spec §6)', async () => {
    answer();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Оценить' }));
    expect(openAuthRequired).toHaveBeenCalledTimes(1);
  });

  it('an unknown venue is «Площадка не найдена»', async () => {
    quietly();
    answer(() => apiError(404, 'NOT_FOUND', 'Не найдено'));
    renderPage('999');
    expect(await screen.findByRole('heading', { name: 'Площадка не найдена' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'К списку площадок' })).toHaveAttribute(
      'href',
      '/tabs/places',
    );
  });

  it('a failure offers «Повторить», which loads the venue', async () => {
    let fail = true;
    quietly();
    answer(() => (fail ? HttpResponse.error() : HttpResponse.json(DETAIL)));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить площадку');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Бассейн «Атлант»' }),
    ).toBeVisible();
  });
});
