import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { COMPLEX, renderStaff, staffRole, startStaffSession } from '@/test/staff';
import { LayoutScreen } from './layout-screen';
import { layoutFixtures } from './layout-screen.fixture';

startApiServer();
startStaffSession();

const { BASE, part, layouts, catalogue, products } = layoutFixtures(COMPLEX);
const render = () =>
  renderStaff(<LayoutScreen role={staffRole('ADMIN')} events={catalogue.events} />, {
    path: '/staff/layouts',
  });

describe('LayoutScreen', () => {
  beforeEach(() => {
    answerWith('get', `${BASE}/catalogue/events/5/products`, products);
  });

  it('draws the layout as a tree and the event’s products', async () => {
    answerWith('get', `${BASE}/layouts`, layouts());
    render();
    const tree = await screen.findByRole('list', { name: 'Схема площадки «Бассейн»' });
    expect(within(tree).getByText('Бассейн')).toBeInTheDocument();
    const lanes = within(tree).getByRole('list', { name: 'Бассейн' });
    expect(within(lanes).getAllByRole('listitem')).toHaveLength(2);
    expect(within(lanes).getAllByRole('listitem')[0]).toHaveTextContent(
      'Продаётся — удалить нельзя',
    );
    expect(screen.getByRole('button', { name: 'Удалить: Дорожка 2' })).toBeEnabled();
    const list = await screen.findByRole('list', { name: 'Товары события «Свободное плавание»' });
    const [any, whole] = within(list).getAllByRole('listitem');
    expect(any).toHaveTextContent(/Любая дорожка700\s₽Бассейн · Одно место/);
    expect(whole).toHaveTextContent('Снят с продажи');
  });

  it('shows the empty place and makes its layout', async () => {
    answerWith('get', `${BASE}/layouts`, layouts([]));
    answerWith('post', `${BASE}/places/3/parts`, () =>
      HttpResponse.json({ part: part(10, null, 'Большая чаша', null), fresh: true }),
    );
    const seen = recordRequests();
    render();
    expect(await screen.findByText('Схемы нет')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Создать схему' }));
    await waitFor(() =>
      expect(seen.find((r) => r.method === 'POST')?.body).toMatchObject({
        parentId: null,
        name: 'Большая чаша',
        capacity: null,
      }),
    );
  });

  it('adds a lane, changes a lane’s places, adds a product in kopecks; a refusal is shown', async () => {
    answerWith('get', `${BASE}/layouts`, layouts());
    answerWith('post', `${BASE}/places/3/parts`, () =>
      HttpResponse.json({ part: part(13, 10, 'Дорожка 3', 6), fresh: true }),
    );
    answerWith('patch', `${BASE}/parts/11`, () =>
      apiError(
        409,
        'CONFLICT',
        'На ближайших сеансах продано больше мест, чем останется: сначала верните билеты',
      ),
    );
    answerWith('post', `${BASE}/catalogue/events/5/products`, () =>
      HttpResponse.json({ product: products.products[0], fresh: true }),
    );
    const seen = recordRequests();
    render();
    const places = await screen.findByLabelText('Мест в новой части в «Бассейн»');
    fireEvent.change(places, { target: { value: '0' } });
    expect(screen.getByText('Целое число от 1 до 10 000')).toBeInTheDocument();
    fireEvent.change(places, { target: { value: '6' } });
    fireEvent.click(
      within(screen.getByRole('form', { name: 'Добавить в «Бассейн»' })).getByRole('button', {
        name: 'Добавить',
      }),
    );
    await waitFor(() =>
      expect(seen.find((r) => r.url.endsWith('/places/3/parts'))?.body).toMatchObject({
        parentId: 10,
        name: 'Дорожка 3',
        capacity: 6,
      }),
    );

    const lane = screen.getByLabelText('Мест на «Дорожка 1»');
    const save = screen.getByRole('button', { name: 'Сохранить вместимость: Дорожка 1' });
    expect(save).toBeDisabled();
    fireEvent.change(lane, { target: { value: '2' } });
    fireEvent.click(save);
    expect(await screen.findByText(/продано больше мест/)).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'PATCH')?.body).toEqual({ capacity: 2 });

    const form = await screen.findByRole('form', { name: 'Новый товар' });
    fireEvent.change(within(form).getByLabelText('Цена, ₽'), { target: { value: '750,50' } });
    fireEvent.change(within(form).getByLabelText('Что покупают'), { target: { value: 'WHOLE' } });
    fireEvent.change(within(form).getByLabelText('Часть'), { target: { value: '12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить товар' }));
    await waitFor(() =>
      expect(
        seen.find((r) => r.url.endsWith('/products') && r.method === 'POST')?.body,
      ).toMatchObject({
        partId: 12,
        kind: 'WHOLE',
        name: 'Дорожка 2',
        priceKopecks: 75050,
      }),
    );
  });
});
