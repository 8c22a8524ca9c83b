import { IonApp, IonRouterOutlet } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSelectedCategoriesForTests } from '@/features/categories/model/selected-categories';
import {
  chooseAddress,
  getFilterModel,
  resetFilterStoreForTests,
  updateFilter,
} from '@/features/places/model/filter-store';
import { getLocationState, resetLocation } from '@/lib/geo-location';
import { createQueryClient } from '@/lib/query-client';
import { answerWith, recordRequests, startApiServer, type SeenRequest } from '@/test/api-server';
import { showToast } from '@/ui/toast/toast-bus';
import PlacesFilterPage from './places-filter-page';

startApiServer();
const geo = vi.hoisted(() => ({ getCurrentPosition: vi.fn() }));
vi.mock('@capacitor/geolocation', () => ({ Geolocation: geo }));
vi.mock('@/ui/toast/toast-bus', () => ({ showToast: vi.fn(), subscribeToasts: vi.fn() }));

const META = { api_version: '3.0', code: 200, issue_date: '20260101' };
const SUGGESTIONS = {
  meta: META,
  result: {
    total: 2,
    items: [
      {
        id: 's1',
        type: 'street',
        name: 'Тверская улица',
        address_name: 'Тверская улица',
        full_name: 'Москва, Тверская улица',
        point: { lat: 55.7616, lon: 37.6094 },
      },
      {
        id: 'd1',
        type: 'adm_div',
        name: 'Тверской район',
        full_name: 'Москва, Тверской район',
        point: { lat: 55.77, lon: 37.6 },
      },
    ],
  },
};

let seen: SeenRequest[] = [];

function renderPage() {
  return render(
    <IonApp>
      <QueryClientProvider client={createQueryClient()}>
        <IonReactMemoryRouter initialEntries={['/tabs/filter']}>
          <IonRouterOutlet>
            <Route path="/tabs/filter" element={<PlacesFilterPage />} />
            <Route path="/tabs/places" element={<p>Список площадок</p>} />
          </IonRouterOutlet>
        </IonReactMemoryRouter>
      </QueryClientProvider>
    </IonApp>,
  );
}

beforeEach(() => {
  localStorage.clear();
  resetLocation();
  resetFilterStoreForTests();
  resetSelectedCategoriesForTests();
  answerWith('get', '/v1/sportTypes', [
    { id: 1, name: 'Плавание' },
    { id: 2, name: 'Футбол' },
  ]);
  answerWith('get', '/favouriteCategories.json', {
    categories: [{ id: 5, name: 'Бассейн', icon: 'water', checked: true }],
  });
  answerWith('get', '/v1/geocoder/suggests', SUGGESTIONS);
  seen = recordRequests();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(showToast).mockClear();
});

describe('places filter page', () => {
  it('chooses sports, a distance, switches and benefits, and resets them', async () => {
    renderPage();
    const sports = await screen.findByRole('group', { name: 'Виды спорта' });
    fireEvent.click(within(sports).getByRole('button', { name: 'Футбол' }));
    expect(within(sports).getByRole('button', { name: 'Футбол' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const distance = screen.getByRole('radiogroup', { name: 'Расстояние' });
    expect(within(distance).getByRole('radio', { name: 'Любое' })).toBeChecked();
    expect(
      within(distance)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Любое', '+5 км', '+10 км', '+25 км', '+50 км']);
    fireEvent.click(within(distance).getByRole('radio', { name: '+10 км' }));
    fireEvent.click(screen.getByRole('switch', { name: /Высокий рейтинг/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Детям' }));
    expect(getFilterModel()).toMatchObject({
      sportTypes: [2],
      distanceKm: 10,
      highRating: true,
      hasServices: false,
      benefits: ['CHILDREN'],
    });
    expect(screen.getByRole('switch', { name: /Средняя оценка 4,5 и выше/ })).toBeChecked();

    fireEvent.click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(getFilterModel()).toMatchObject({
      sportTypes: [],
      distanceKm: null,
      highRating: false,
      benefits: [],
    });
    expect(within(distance).getByRole('radio', { name: 'Любое' })).toBeChecked();
  });

  it('chooses accessibility features (issue 28): labelled toggles with a hint, reset clears them', async () => {
    renderPage();
    const access = await screen.findByRole('group', { name: 'Доступная среда' });
    expect(
      within(access)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Вход без ступеней',
      'Лифт',
      'Доступная раздевалка',
      'Доступный туалет',
      'Подъёмник в бассейн',
      'Индукционная петля',
      'Тактильные указатели',
      'Адаптивные группы',
    ]);
    expect(
      screen.getByText('Площадки, где есть всё выбранное — так, как заявила сама площадка'),
    ).toBeVisible();
    const lift = within(access).getByRole('button', { name: 'Лифт' });
    fireEvent.click(within(access).getByRole('button', { name: 'Вход без ступеней' }));
    fireEvent.click(lift);
    expect(lift).toHaveAttribute('aria-pressed', 'true');
    expect(getFilterModel().accessibility).toEqual(['STEP_FREE_ENTRANCE', 'LIFT']);
    fireEvent.click(lift);
    expect(lift).toHaveAttribute('aria-pressed', 'false');
    expect(getFilterModel().accessibility).toEqual(['STEP_FREE_ENTRANCE']);
    fireEvent.click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(getFilterModel().accessibility).toEqual([]);
    expect(within(access).getByRole('button', { name: 'Вход без ступеней' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('suggests addresses as one types and picks one as the search centre and a recent address', async () => {
    renderPage();
    const input = await screen.findByRole('combobox', { name: 'Адрес' });
    fireEvent.change(input, { target: { value: 'Тверская' } });
    const option = await screen.findByRole('option', { name: /Тверская улица/ });
    expect(seen.map((request) => request.url)).toContainEqual(
      expect.stringContaining(
        '/v1/geocoder/suggests?q=%D0%A2%D0%B2%D0%B5%D1%80%D1%81%D0%BA%D0%B0%D1%8F',
      ),
    );
    fireEvent.click(option);
    expect(getFilterModel().recentAddresses[0]).toEqual({
      text: 'Тверская улица',
      point: { lat: 55.7616, lon: 37.6094 },
    });
    expect(getLocationState()).toMatchObject({
      status: 'success',
      address: 'Тверская улица',
      location: [37.6094, 55.7616],
    });
    expect(screen.getByText('Поиск рядом с адресом: Тверская улица')).toBeInTheDocument();
    const recent = screen.getByRole('list', { name: 'Недавние адреса' });
    expect(within(recent).getByRole('button', { name: 'Тверская улица' })).toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('picks a suggestion with the keyboard', async () => {
    renderPage();
    const input = await screen.findByRole('combobox', { name: 'Адрес' });
    fireEvent.change(input, { target: { value: 'Тверск' } });
    await screen.findByRole('option', { name: /Тверской район/ });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: /Тверской район/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(getLocationState().address).toBe('Тверской район');
  });

  it('raises a geocoder meta.error as an error toast (spec §8)', async () => {
    answerWith('get', '/v1/geocoder/suggests', {
      meta: { ...META, code: 400, error: { type: 'paramsError', message: 'x' } },
    });
    renderPage();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Адрес' }), {
      target: { value: 'Тверская' },
    });
    expect(await screen.findByText('Не удалось получить подсказки адресов')).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', message: 'Не удалось получить подсказки адресов' }),
    );
  });

  it('reuses a recent address and goes back to the device location with «Моё местоположение»', async () => {
    chooseAddress({ text: 'Арбат, 1', point: { lat: 55.752, lon: 37.598 } });
    chooseAddress({ text: 'Тверская улица', point: { lat: 55.7616, lon: 37.6094 } });
    geo.getCurrentPosition.mockResolvedValue({ coords: { latitude: 55.7, longitude: 37.5 } });
    renderPage();
    const recent = await screen.findByRole('list', { name: 'Недавние адреса' });
    expect(
      within(recent)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Тверская улица', 'Арбат, 1']);
    fireEvent.click(within(recent).getByRole('button', { name: 'Арбат, 1' }));
    expect(getLocationState().address).toBe('Арбат, 1');
    expect(getFilterModel().recentAddresses[0]?.text).toBe('Арбат, 1');

    fireEvent.click(screen.getByRole('button', { name: 'Моё местоположение' }));
    await waitFor(() => expect(getLocationState().location).toEqual([37.5, 55.7]));
    expect(getLocationState().address).toBeNull();
    expect(screen.getByText('Поиск рядом с вами')).toBeInTheDocument();
  });

  it('«Показать» returns to the list', async () => {
    updateFilter({ hasServices: true });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Показать' }));
    expect(await screen.findByText('Список площадок')).toBeInTheDocument();
  });
});
