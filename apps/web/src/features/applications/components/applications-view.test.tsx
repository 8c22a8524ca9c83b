import { IonApp } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Application } from '@sportkarta/contract/api/applications';
import { createQueryClient } from '@/lib/query-client';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { ApplicationsView } from './applications-view';

startApiServer();

const LIST = '/v1/mob/user/applications';
const app = (over: Partial<Application>): Application => ({
  id: 'SECTION:1',
  kind: 'SECTION',
  status: 'SENT',
  statusLabel: 'На рассмотрении',
  title: 'Плавание для детей',
  details: 'Группа «Дельфины» · Бассейн «Чайка»',
  forWhom: 'Маша Демидова',
  childId: '0b6d2a40-1c1e-4f7a-9a57-6f0f1b2c3d4e',
  createdAt: '2026-11-24T09:00:00.000Z',
  decidedAt: null,
  reason: null,
  link: '/tabs/profile/sections',
  waitingPosition: null,
  ...over,
});

const renderView = () =>
  render(
    <IonApp>
      <QueryClientProvider client={createQueryClient()}>
        <IonReactMemoryRouter initialEntries={['/tabs/profile/applications']}>
          <ApplicationsView />
        </IonReactMemoryRouter>
      </QueryClientProvider>
    </IonApp>,
  );

describe('ApplicationsView', () => {
  it('a section application in a full group’s waiting list says its place in the queue (issue 25)', async () => {
    answerWith('get', LIST, {
      applications: [app({ waitingPosition: 2 }), app({ id: 'SECTION:2', title: 'Футбол' })],
    });
    renderView();
    const cards = await screen.findAllByRole('listitem');
    const waiting = cards.find((c) => within(c).queryByText('Плавание для детей'))!;
    expect(waiting).toHaveTextContent('Лист ожидания: 2-е место в очереди');
    const other = cards.find((c) => within(c).queryByText('Футбол'))!;
    expect(other).not.toHaveTextContent('Лист ожидания');
  });

  it('lists applications with their statuses, for whom, and filters by status', async () => {
    answerWith('get', LIST, {
      applications: [
        app({}),
        app({
          id: 'SECTION:2',
          status: 'REJECTED',
          statusLabel: 'Отклонена',
          title: 'Футбол',
          reason: 'Группа набрана',
          createdAt: '2026-11-14T09:00:00.000Z',
          decidedAt: '2026-11-16T09:00:00.000Z',
        }),
        app({
          id: 'PLACE_PROPOSAL:3',
          kind: 'PLACE_PROPOSAL',
          status: 'APPROVED',
          statusLabel: 'Одобрена',
          title: 'Воркаут-площадка',
          details: 'Москва, Сокольнический Вал, 1',
          forWhom: null,
          childId: null,
          link: null,
          createdAt: '2026-11-06T09:00:00.000Z',
        }),
      ],
    });
    renderView();
    const list = await screen.findByRole('list', { name: 'Заявки' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => within(i).getByRole('heading').textContent)).toEqual([
      'Плавание для детей',
      'Футбол',
      'Воркаут-площадка',
    ]);
    expect(within(items[0]!).getByText('На рассмотрении')).toBeInTheDocument();
    expect(
      within(items[0]!).getByText(/Для: Маша Демидова · Подана 24 ноября 2026/),
    ).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Открыть «Мои секции»' })).toHaveAttribute(
      'href',
      '/tabs/profile/sections',
    );
    expect(within(items[1]!).getByText('Причина: Группа набрана')).toBeInTheDocument();
    expect(within(items[1]!).getByText(/решение 16 ноября 2026/)).toBeInTheDocument();
    expect(within(items[2]!).getByText('Новая площадка')).toBeInTheDocument();
    expect(within(items[2]!).getByText(/Для себя/)).toBeInTheDocument();
    expect(within(items[2]!).queryByRole('link')).toBeNull();

    const filter = within(screen.getByRole('group', { name: 'Статус заявок' }));
    fireEvent.click(filter.getByRole('button', { name: 'Одобрена' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(filter.getByRole('button', { name: 'Все' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('nothing yet: a hint to enrol in a section or propose a venue', async () => {
    answerWith('get', LIST, { applications: [] });
    renderView();
    expect(await screen.findByText('Заявок пока нет')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Найти секцию' })).toHaveAttribute(
      'href',
      '/tabs/places',
    );
    // Issue 28: «…или предложите новую площадку» leads to the form.
    expect(screen.getByRole('link', { name: 'Предложить площадку' })).toHaveAttribute(
      'href',
      '/tabs/profile/applications/new-place',
    );
  });

  it('a section application under review is withdrawn after a confirmation that names it', async () => {
    const memberId = '7c1d2a40-1c1e-4f7a-9a57-6f0f1b2c3d4e';
    let withdrawn = false;
    answerWith('get', LIST, () =>
      Response.json({
        applications: [
          app({
            id: `SECTION:${memberId}`,
            ...(withdrawn ? { status: 'WITHDRAWN', statusLabel: 'Отозвана' } : {}),
          }),
          app({ id: 'SECTION:2', status: 'APPROVED', statusLabel: 'Одобрена', title: 'Футбол' }),
          app({ id: 'PLACE_PROPOSAL:3', kind: 'PLACE_PROPOSAL', title: 'Коробка', link: null }),
        ],
      }),
    );
    const seen = recordRequests();
    answerWith('post', '/v1/mob/section-members/:id/withdraw', () => {
      withdrawn = true;
      return Response.json({ id: memberId, status: 'WITHDRAWN' });
    });
    renderView();
    const list = await screen.findByRole('list', { name: 'Заявки' });
    // Only the section application under review offers it (not a decided one, not a proposal).
    expect(within(list).getAllByRole('button', { name: /Отозвать заявку/ })).toHaveLength(1);
    // The list offers proposing a venue too.
    expect(screen.getByRole('link', { name: 'Предложить площадку' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Отозвать заявку: Плавание для детей' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отозвать заявку?' });
    expect(dialog).toHaveTextContent('место в группе освободится');
    expect(dialog).toHaveTextContent('(Маша Демидова)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отозвать заявку' }));
    expect(await within(list).findByText('Отозвана')).toBeInTheDocument();
    expect(seen.map((r) => `${r.method} ${r.url}`)).toContain(
      `POST /v1/mob/section-members/${memberId}/withdraw`,
    );
    expect(within(list).queryByRole('button', { name: /Отозвать заявку/ })).toBeNull();
  });

  it('shows the server’s Russian message and retries', async () => {
    let calls = 0;
    answerWith('get', LIST, () => {
      calls += 1;
      return calls === 1
        ? apiError(503, 'SERVICE_UNAVAILABLE', 'Сервис временно недоступен')
        : Response.json({ applications: [app({})] });
    });
    renderView();
    expect(await screen.findByText('Не удалось загрузить заявки')).toBeInTheDocument();
    expect(screen.getByText('Сервис временно недоступен')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Плавание для детей')).toBeInTheDocument();
  });
});
