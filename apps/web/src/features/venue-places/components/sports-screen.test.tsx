import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { VenuePlaces } from '@sportkarta/contract/api/venue-places';
import { HttpResponse } from 'msw';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { COMPLEX, renderStaff, staffRole, startStaffSession } from '@/test/staff';
import { SportsScreen } from './sports-screen';

startApiServer();
startStaffSession();

const URL = `/v1/mob/staff/complexes/${COMPLEX}/places`;
const SPORTS = `/v1/mob/staff/complexes/${COMPLEX}/sports`;
const dictionary = [
  'Плавание',
  'Аквааэробика',
  'Теннис',
  'Футбол',
  'Баскетбол',
  'Волейбол',
  'Бокс',
  'Йога',
  'Фитнес',
  'Бег',
  'Гимнастика',
  'Хоккей',
  'Фигурное катание',
].map((name, i) => ({ id: i + 1, name }));
const places = (over: Partial<VenuePlaces> = {}): VenuePlaces => ({
  complexId: COMPLEX,
  sportTypeIds: [1, 2],
  places: [
    {
      id: 3,
      name: 'Большая чаша',
      description: '',
      sportTypeIds: [1],
      position: 0,
      usedBy: [],
    },
  ],
  sportTypes: dictionary,
  ...over,
});
const render = () =>
  renderStaff(<SportsScreen role={staffRole('ADMIN')} />, { path: '/staff/sports' });

describe('SportsScreen', () => {
  it('shows the venue’s sports (searchable) and each place’s among them', async () => {
    answerWith('get', URL, places());
    render();
    const venue = await screen.findByRole('group', { name: /Виды спорта спортобъекта/ });
    expect(within(venue).getByRole('checkbox', { name: 'Плавание' })).toBeChecked();
    expect(within(venue).getByRole('checkbox', { name: 'Теннис' })).not.toBeChecked();
    fireEvent.change(within(venue).getByLabelText('Найти вид спорта'), {
      target: { value: 'тен' },
    });
    expect(within(venue).getAllByRole('checkbox')).toHaveLength(1);
    const place = screen.getByRole('group', { name: /Виды спорта площадки «Большая чаша»/ });
    expect(within(place).getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  });

  it('saves the venue’s sports with the places changed; a sport taken away leaves the places', async () => {
    let held = places();
    answerWith('get', URL, () => HttpResponse.json(held));
    answerWith('put', SPORTS, () => {
      held = places({
        sportTypeIds: [2, 3],
        places: [{ ...places().places[0]!, sportTypeIds: [3] }],
      });
      return HttpResponse.json(held);
    });
    const seen = recordRequests();
    render();
    const venue = await screen.findByRole('group', { name: /Виды спорта спортобъекта/ });
    fireEvent.click(within(venue).getByRole('checkbox', { name: 'Плавание' }));
    fireEvent.click(within(venue).getByRole('checkbox', { name: 'Теннис' }));
    const place = screen.getByRole('group', { name: /Виды спорта площадки «Большая чаша»/ });
    expect(within(place).queryByRole('checkbox', { name: 'Плавание' })).toBeNull();
    fireEvent.click(within(place).getByRole('checkbox', { name: 'Теннис' }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(seen.find((r) => r.method === 'PUT')?.body).toEqual({
        sportTypeIds: [2, 3],
        places: [{ placeId: 3, sportTypeIds: [3] }],
      }),
    );
    expect(await screen.findByText('Изменений нет')).toBeInTheDocument();
  });

  it('asks for one sport at least, and shows the server’s refusal', async () => {
    answerWith('get', URL, places({ sportTypeIds: [1] }));
    answerWith('put', SPORTS, () => apiError(400, 'VALIDATION_ERROR', 'Неизвестный вид спорта: 9'));
    render();
    const venue = await screen.findByRole('group', { name: /Виды спорта спортобъекта/ });
    fireEvent.click(within(venue).getByRole('checkbox', { name: 'Плавание' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Выберите хотя бы один вид спорта');
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    fireEvent.click(within(venue).getByRole('checkbox', { name: 'Бокс' }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Неизвестный вид спорта: 9')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    answerWith('get', URL, () => apiError(500, 'INTERNAL', 'Сервер недоступен'));
    render();
    expect(
      await screen.findByText('Не удалось загрузить виды спорта и площадки'),
    ).toBeInTheDocument();
  });
});
