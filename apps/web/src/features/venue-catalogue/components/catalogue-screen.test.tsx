import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RATE_IN_USE } from '@sportkarta/contract/api/venue-catalogue';
import { HttpResponse } from 'msw';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { COMPLEX, renderStaff, staffRole, startStaffSession } from '@/test/staff';
import { dialog, event, pkg, rate, type, catalogueFixtures } from '@/test/catalogue-fixture';
import { CatalogueScreen } from './catalogue-screen';

startApiServer();
startStaffSession();

const { URL, catalogue } = catalogueFixtures(COMPLEX);
const render = (path = '/staff/catalogue') =>
  renderStaff(<CatalogueScreen role={staffRole('ADMIN')} />, { path });

describe('CatalogueScreen', () => {
  it('lists events with their price in roubles and status, packages with their rates', async () => {
    answerWith('get', URL, catalogue());
    render();
    const events = await screen.findByRole('list', { name: 'События с расписанием' });
    const card = within(events).getByRole('listitem');
    expect(card).toHaveTextContent('Свободное плавание');
    expect(card).toHaveTextContent('В продаже');
    expect(card).toHaveTextContent(/700\s₽ · 60 мин · Большая чаша/);
    expect(card).toHaveTextContent('4 сеанса впереди');

    fireEvent.click(screen.getByRole('tab', { name: 'Услуги' }));
    expect(screen.getByText('Услуг пока нет')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Абонементы' }));
    const rates = screen.getByRole('list', { name: 'Тарифы абонемента «Абонемент на плавание»' });
    const [month, year] = within(rates).getAllByRole('listitem');
    expect(month).toHaveTextContent(/Месяц4\s500\s₽/);
    expect(month).toHaveTextContent('Месяц · 8 посещений');
    expect(month).not.toHaveTextContent('Снят с продажи');
    expect(year).toHaveTextContent('Снят с продажи');
    expect(year).toHaveTextContent('Покупали');
    expect(
      within(year!).getByRole('button', {
        name: 'Вернуть в продажу: Год (Абонемент на плавание)',
      }),
    ).toBeEnabled();
  });

  it('shows the loading state, then the error with a retry', async () => {
    let calls = 0;
    answerWith('get', URL, () => {
      calls += 1;
      return calls === 1
        ? apiError(500, 'INTERNAL', 'Сервер недоступен')
        : HttpResponse.json(catalogue());
    });
    render();
    expect(screen.getByRole('status', { name: 'Загружаем каталог…' })).toBeInTheDocument();
    expect(await screen.findByText('Не удалось загрузить каталог')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('list', { name: 'События с расписанием' })).toBeInTheDocument();
  });

  it('checks a new event by the contract, then sends kopecks with one key per unchanged form', async () => {
    answerWith('get', URL, catalogue());
    let posts = 0;
    answerWith('post', `${URL}/events`, async ({ request }) => {
      posts += 1;
      if (posts === 1) return apiError(503, 'UNAVAILABLE', 'Сервис временно недоступен');
      const body = (await request.json()) as { name: string; priceKopecks: number };
      return HttpResponse.json({ event: event({ id: 6, ...body }), fresh: true });
    });
    const seen = recordRequests();
    render();
    const add = await screen.findByRole('button', { name: 'Новое событие' });
    await waitFor(() => expect(add).toBeEnabled());
    fireEvent.click(add);
    type('Цена, ₽', '7 00');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog()).findByText('Укажите название')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Название')).toHaveFocus();
    expect(within(dialog()).getByLabelText('Цена, ₽')).toHaveAccessibleDescription(
      'Укажите цену в рублях, например 700 или 700,50',
    );
    expect(posts).toBe(0);

    type('Название', 'Аквааэробика');
    type('Цена, ₽', '650,50');
    type('Длительность, мин', '45');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog()).findByText('Сервис временно недоступен')).toBeInTheDocument();
    // The same form again: the same key, so a lost answer cannot make a second event.
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = seen
      .filter((r) => r.method === 'POST')
      .map((r) => r.body as Record<string, unknown>);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({
      name: 'Аквааэробика',
      placeId: 3,
      priceKopecks: 65050,
      durationMinutes: 45,
      serviceType: 'COMMERCIAL',
    });
    expect(sent[1]!.idempotencyKey).toBe(sent[0]!.idempotencyKey);
  });

  it('a new package is sent with its first rate', async () => {
    answerWith('get', URL, catalogue());
    const seen = recordRequests();
    answerWith('post', `${URL}/packages`, () => HttpResponse.json({ package: pkg, fresh: true }));
    render('/staff/catalogue?view=packages');
    const add = await screen.findByRole('button', { name: 'Новый абонемент' });
    await waitFor(() => expect(add).toBeEnabled());
    fireEvent.click(add);
    type('Название', 'Утро');
    type('Название тарифа', '10 посещений');
    type('Стоимость, ₽', '3000');
    type('Срок действия', 'MANUAL_DAYS');
    type('Дней действия', '45');
    type('Посещений', '10');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.find((r) => r.method === 'POST')?.body).toMatchObject({
      name: 'Утро',
      placeId: null,
      rates: [
        {
          category: '10 посещений',
          costKopecks: 300000,
          term: 'MANUAL_DAYS',
          manualTermDays: 45,
          visits: 10,
        },
      ],
    });
  });

  it('a change sends only what changed; archiving sends the status', async () => {
    answerWith('get', URL, catalogue());
    const seen = recordRequests();
    answerWith('patch', `${URL}/events/5`, () => HttpResponse.json(event({ priceKopecks: 90000 })));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить: Свободное плавание' }));
    expect(within(dialog()).getByLabelText('Цена, ₽')).toHaveValue('700');
    type('Цена, ₽', '900');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Снять с продажи: Свободное плавание' }));
    await waitFor(() => expect(seen.filter((r) => r.method === 'PATCH')).toHaveLength(2));
    await waitFor(() =>
      expect(seen.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
        { priceKopecks: 90000 },
        { status: 'ARCHIVED' },
      ]),
    );
  });

  it('an unchanged form says so instead of sending', async () => {
    answerWith('get', URL, catalogue());
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить: Свободное плавание' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog()).findByText('Укажите, что изменить')).toBeInTheDocument();
  });

  it('withdraws a rate and returns it; a rate bought before is not deleted, in the server’s words', async () => {
    answerWith('get', URL, catalogue());
    const seen = recordRequests();
    answerWith('patch', `${URL}/rates/:id`, () => HttpResponse.json(rate({ withdrawn: true })));
    answerWith('delete', `${URL}/rates/22`, () => apiError(409, 'RATE_IN_USE', RATE_IN_USE));
    render('/staff/catalogue?view=packages');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Снять с продажи: Месяц (Абонемент на плавание)' }),
    );
    fireEvent.click(
      screen.getByRole('button', { name: 'Вернуть в продажу: Год (Абонемент на плавание)' }),
    );
    await waitFor(() =>
      expect(seen.filter((r) => r.method === 'PATCH').map((r) => [r.url, r.body])).toEqual([
        [`${URL}/rates/21`, { withdrawn: true }],
        [`${URL}/rates/22`, { withdrawn: false }],
      ]),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Удалить: Год (Абонемент на плавание)' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Удалить' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(RATE_IN_USE);
  });

  it('a venue without places adds packages only', async () => {
    answerWith('get', URL, catalogue({ places: [], events: [] }));
    render();
    expect(await screen.findByText(/У спортобъекта нет площадок/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Новое событие' })).toBeDisabled();
    expect(screen.getByText('Событий пока нет')).toBeInTheDocument();
  });
});
