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

// Issue 25: a product changed in place (name, price in roubles sent in kopecks, the form
// waits while sending) and parts moved — up, down, to another group — by keyboard-reachable
// buttons named after the part.
describe('LayoutScreen: edits and moves', () => {
  beforeEach(() => {
    answerWith('get', `${BASE}/catalogue/events/5/products`, products);
  });

  it('changes a product’s price in place; waits while sending; shows a refusal', async () => {
    answerWith('get', `${BASE}/layouts`, layouts());
    let answer: (r: Response) => void = () => undefined;
    let calls = 0;
    answerWith('patch', `${BASE}/catalogue/events/5/products/40`, () => {
      calls += 1;
      if (calls === 1)
        return apiError(
          409,
          'CONFLICT',
          'Товар снят с продажи: его нельзя изменить. Добавьте новый товар с нужной ценой',
        );
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    const seen = recordRequests();
    render();
    const list = await screen.findByRole('list', { name: 'Товары события «Свободное плавание»' });
    expect(within(list).queryByRole('button', { name: 'Изменить: Дорожка 1 целиком' })).toBeNull();
    const edit = within(list).getByRole('button', { name: 'Изменить: Любая дорожка' });
    expect(edit).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(edit);
    expect(edit).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: 'Изменить товар «Любая дорожка»' });
    const price = within(form).getByLabelText('Цена, ₽');
    const save = within(form).getByRole('button', { name: 'Сохранить' });
    expect(price).toHaveValue('700');
    expect(save).toBeDisabled();
    fireEvent.change(price, { target: { value: '7 рублей' } });
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(save).toBeDisabled();
    fireEvent.change(price, { target: { value: '750,50' } });
    fireEvent.click(save);
    expect(await within(form).findByRole('alert')).toHaveTextContent('Товар снят с продажи');
    expect(seen.find((r) => r.method === 'PATCH')?.body).toEqual({ priceKopecks: 75050 });

    fireEvent.change(within(form).getByLabelText('Название товара'), {
      target: { value: 'Любая дорожка (утро)' },
    });
    fireEvent.click(save);
    const sending = await within(form).findByRole('button', { name: 'Сохраняем…' });
    expect(sending).toBeDisabled();
    expect(price).toBeDisabled();
    expect(seen.filter((r) => r.method === 'PATCH')[1]?.body).toEqual({
      name: 'Любая дорожка (утро)',
      priceKopecks: 75050,
    });
    answer(HttpResponse.json({ ...products.products[0]!, priceKopecks: 75050 }));
    await waitFor(() => expect(form).not.toBeInTheDocument());
    await waitFor(() => expect(edit).toHaveFocus());
  });

  it('moves lanes up and down within their group and to another group', async () => {
    answerWith(
      'get',
      `${BASE}/layouts`,
      layouts([
        part(10, null, 'Бассейн', null),
        part(20, 10, 'Взрослые', null),
        part(21, 10, 'Детские', null),
        part(11, 20, 'Дорожка 1', 4),
        part(12, 20, 'Дорожка 2', 4),
        part(13, 20, 'Дорожка 3', 4),
      ]),
    );
    answerWith('patch', `${BASE}/parts/11`, () => HttpResponse.json(part(11, 20, 'Дорожка 1', 4)));
    answerWith('patch', `${BASE}/parts/12`, () =>
      apiError(
        409,
        'CONFLICT',
        '«Дорожка 2» нельзя перенести в другую группу: на ближайших сеансах на неё продано или держат места',
      ),
    );
    const seen = recordRequests();
    render();
    const up1 = await screen.findByRole('button', { name: 'Выше: Дорожка 1' });
    expect(up1).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ниже: Дорожка 3' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Выше: Дорожка 2' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Выше: Бассейн' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ниже: Дорожка 1' }));
    await waitFor(() =>
      expect(seen.find((r) => r.url.endsWith('/parts/11'))?.body).toEqual({ position: 1 }),
    );

    const move = screen.getByRole('form', { name: 'Переместить «Дорожка 2» в группу' });
    const select = within(move).getByLabelText('Переместить в группу');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Бассейн', 'Бассейн › Детские']);
    fireEvent.change(select, { target: { value: '21' } });
    fireEvent.click(within(move).getByRole('button', { name: 'Переместить: Дорожка 2' }));
    expect(await within(move.parentElement!).findByRole('alert')).toHaveTextContent(
      'нельзя перенести в другую группу',
    );
    expect(seen.find((r) => r.url.endsWith('/parts/12'))?.body).toEqual({ parentId: 21 });
    // A group never goes under itself: «Взрослые» may only go to «Детские».
    const group = screen.getByRole('form', { name: 'Переместить «Взрослые» в группу' });
    expect(
      within(within(group).getByLabelText('Переместить в группу'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Бассейн › Детские']);
  });
});
