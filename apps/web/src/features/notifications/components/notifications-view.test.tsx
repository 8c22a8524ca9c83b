import { IonApp } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '@sportkarta/contract/api/notifications';
import { createQueryClient } from '@/lib/query-client';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { unreadCountKey } from '../api/notifications-key';
import { NotificationsView } from './notifications-view';

startApiServer();

const LIST = '/service/v1/notify/notifications';
const notice = (over: Partial<Notification>): Notification => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'ORDER_PAID',
  title: 'Заказ оплачен',
  body: 'Заказ № 100001 оплачен.',
  link: '/tabs/profile/orders/1',
  createdAt: '2026-11-25T08:00:00.000Z',
  viewed: false,
  ...over,
});

const renderView = (client = createQueryClient()) =>
  render(
    <IonApp>
      <QueryClientProvider client={client}>
        <IonReactMemoryRouter initialEntries={['/tabs/profile/notification']}>
          <NotificationsView />
        </IonReactMemoryRouter>
      </QueryClientProvider>
    </IonApp>,
  );

describe('NotificationsView', () => {
  it('shows the list, unread marked «Новое», and marks what was seen viewed', async () => {
    const unread = notice({});
    const read = notice({
      id: '00000000-0000-4000-8000-000000000002',
      kind: 'REFUND_FINISHED',
      title: 'Деньги возвращены',
      viewed: true,
      link: null,
    });
    answerWith('get', LIST, { notifications: [unread, read], total: 2, unread: 1 });
    answerWith('post', '/service/v1/notify/setViewed', { count: 0 });
    const seen = recordRequests();
    const client = createQueryClient();
    renderView(client);

    const list = await screen.findByRole('list', { name: 'Список уведомлений' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => within(i).getByRole('heading').textContent)).toEqual([
      'Заказ оплачен',
      'Деньги возвращены',
    ]);
    expect(within(items[0]!).getByText('Новое')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Новое')).toBeNull();
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/tabs/profile/orders/1');

    // Only the unread one is sent, once; the badge takes the answer.
    await waitFor(() => expect(seen.some((r) => r.url.endsWith('/setViewed'))).toBe(true));
    await waitFor(() => expect(client.getQueryData(unreadCountKey)).toEqual({ count: 0 }));
    const posts = seen.filter((r) => r.url.endsWith('/setViewed'));
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ ids: [unread.id] });
    // It stays marked until the next visit.
    expect(within(items[0]!).getByText('Новое')).toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    answerWith('get', LIST, { notifications: [], total: 0, unread: 0 });
    renderView();
    expect(await screen.findByText('Уведомлений пока нет')).toBeInTheDocument();
  });

  it('shows the server’s Russian message and retries', async () => {
    let calls = 0;
    answerWith('get', LIST, () => {
      calls += 1;
      return calls === 1
        ? apiError(503, 'SERVICE_UNAVAILABLE', 'Сервис временно недоступен')
        : Response.json({ notifications: [notice({ viewed: true })], total: 1, unread: 0 });
    });
    renderView();
    expect(await screen.findByText('Не удалось загрузить уведомления')).toBeInTheDocument();
    expect(screen.getByText('Сервис временно недоступен')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Заказ оплачен')).toBeInTheDocument();
  });
});
