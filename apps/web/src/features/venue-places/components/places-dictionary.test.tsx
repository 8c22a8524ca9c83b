import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { VenuePlace, VenuePlaces } from '@sportkarta/contract/api/venue-places';
import { HttpResponse } from 'msw';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { COMPLEX, renderStaff, startStaffSession } from '@/test/staff';
import { PlacesDictionary } from './places-dictionary';

startApiServer();
startStaffSession();

const BASE = `/v1/mob/staff/complexes/${COMPLEX}`;
const place = (id: number, name: string, over: Partial<VenuePlace> = {}): VenuePlace => ({
  id,
  name,
  description: '',
  sportTypeIds: [],
  position: id - 3,
  usedBy: [],
  ...over,
});
const data = (): VenuePlaces => ({
  complexId: COMPLEX,
  sportTypeIds: [1, 2],
  places: [
    place(3, 'Большая чаша', {
      description: 'Шесть дорожек',
      sportTypeIds: [1],
      usedBy: ['события (2)'],
    }),
    place(4, 'Малый зал'),
  ],
  sportTypes: [
    { id: 1, name: 'Плавание' },
    { id: 2, name: 'Йога' },
    { id: 3, name: 'Теннис' },
  ],
});
const render = () =>
  renderStaff(<PlacesDictionary complexId={COMPLEX} />, { path: '/staff/catalogue?view=places' });

describe('PlacesDictionary', () => {
  beforeEach(() => {
    answerWith('get', `${BASE}/places`, data());
  });

  it('lists the places with their description, sports and what uses them', async () => {
    render();
    const list = await screen.findByRole('list', { name: 'Площадки спортобъекта' });
    const [pool, hall] = within(list).getAllByRole('listitem');
    expect(pool).toHaveTextContent('Шесть дорожек');
    expect(pool).toHaveTextContent('Плавание');
    expect(pool).toHaveTextContent('Используется: события (2)');
    expect(hall).toHaveTextContent('Виды спорта не выбраны');
    expect(screen.getByRole('button', { name: 'Выше: Большая чаша' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ниже: Малый зал' })).toBeDisabled();
  });

  it('adds a place with one key for a retry, and asks for a name', async () => {
    answerWith('post', `${BASE}/places`, () => apiError(500, 'INTERNAL', 'Сервер недоступен'));
    const seen = recordRequests();
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Добавить площадку' }));
    const form = screen.getByRole('form', { name: 'Новая площадка' });
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить площадку' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Укажите название');
    fireEvent.change(within(form).getByLabelText('Название'), { target: { value: ' Корт ' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Йога' }));
    expect(within(form).queryByRole('checkbox', { name: 'Теннис' })).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить площадку' }));
    expect(await within(form).findByText('Сервер недоступен')).toBeInTheDocument();
    answerWith('post', `${BASE}/places`, () =>
      HttpResponse.json({ place: place(5, 'Корт', { sportTypeIds: [2] }), fresh: true }),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить площадку' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Новая площадка' })).toBeNull());
    const posts = seen.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.body).toMatchObject({ name: 'Корт', description: '', sportTypeIds: [2] });
    expect((posts[0]!.body as { idempotencyKey: string }).idempotencyKey).toBe(
      (posts[1]!.body as { idempotencyKey: string }).idempotencyKey,
    );
  });

  it('renames (only what changed), moves down, and shows a refused removal', async () => {
    answerWith('patch', `${BASE}/places/3`, () => HttpResponse.json(place(3, 'Чаша')));
    answerWith('delete', `${BASE}/places/3`, () =>
      apiError(
        409,
        'CONFLICT',
        'Площадку «Большая чаша» нельзя удалить: с ней связаны события (2). Перенесите их на другую площадку',
      ),
    );
    const seen = recordRequests();
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить: Большая чаша' }));
    const form = screen.getByRole('form', { name: 'Площадка «Большая чаша»' });
    fireEvent.change(within(form).getByLabelText('Название'), { target: { value: 'Чаша' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(seen.find((r) => r.method === 'PATCH')?.body).toEqual({ name: 'Чаша' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Ниже: Большая чаша' }));
    await waitFor(() =>
      expect(seen.filter((r) => r.method === 'PATCH')[1]?.body).toEqual({ position: 1 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Удалить: Большая чаша' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText(/нельзя удалить: с ней связаны события/)).toBeInTheDocument();
  });
});
