import { IonApp } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Friend, FriendRequest } from '@sportkarta/contract/api/friends';
import { createQueryClient } from '@/lib/query-client';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { FriendsView } from './friends-view';

startApiServer();

const KATYA: Friend = {
  id: '00000000-0000-4000-8000-00000000f002',
  firstName: 'Екатерина',
  lastName: 'Волкова',
  photo: '/v1/photos/x.jpg',
  since: '2026-11-16T09:00:00.000Z',
};
const ASKING: FriendRequest = {
  id: '00000000-0000-4000-8000-0000000000a1',
  status: 'PENDING',
  via: 'INVITE',
  createdAt: '2026-11-24T09:00:00.000Z',
  person: {
    id: '00000000-0000-4000-8000-00000000f003',
    firstName: 'Артём',
    lastName: 'Лебедев',
    photo: null,
  },
};

function answerLists(over: { incoming?: FriendRequest[] } = {}) {
  answerWith('get', '/v1/friends', { friends: [KATYA] });
  answerWith('get', '/v1/friends/requests/incoming', { requests: over.incoming ?? [ASKING] });
  answerWith('get', '/v1/friends/requests/outgoing', { requests: [] });
  answerWith('get', '/v1/friends/settings', {
    inviteCode: 'K7Q2MP4XHZ9A',
    invitePath: '/invite/K7Q2MP4XHZ9A',
    findableByPhone: false,
  });
}

const renderView = (entry = '/tabs/profile/friends') =>
  render(
    <IonApp>
      <QueryClientProvider client={createQueryClient()}>
        <IonReactMemoryRouter initialEntries={[entry]}>
          <FriendsView />
        </IonReactMemoryRouter>
      </QueryClientProvider>
    </IonApp>,
  );

describe('FriendsView', () => {
  it('shows friends with name and photo, the tabs with their counts', async () => {
    answerLists();
    renderView();
    const list = await screen.findByRole('list', { name: 'Мои друзья' });
    const [row] = within(list).getAllByRole('listitem');
    expect(within(row!).getByRole('heading')).toHaveTextContent('Екатерина Волкова');
    expect(row!.querySelector('img')).toHaveAttribute('src', '/v1/photos/x.jpg');
    expect(await screen.findByRole('tab', { name: 'Входящие (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Друзья (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Исходящие' })).toBeInTheDocument();
  });

  it('opens on the tab of ?tab= and accepts a request', async () => {
    answerLists();
    answerWith('post', '/v1/friends/requests/incoming', { ...ASKING, status: 'ACCEPTED' });
    const seen = recordRequests();
    renderView('/tabs/profile/friends?tab=incoming');
    const list = await screen.findByRole('list', { name: 'Входящие заявки' });
    expect(within(list).getByText(/по приглашению/)).toBeInTheDocument();
    fireEvent.click(within(list).getByRole('button', { name: 'Принять заявку: Артём Лебедев' }));
    await waitFor(() =>
      expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
        requestId: ASKING.id,
        accept: true,
      }),
    );
  });

  it('removes a friend only after the confirmation', async () => {
    answerLists();
    answerWith('delete', '/v1/friends', () => new Response(null, { status: 204 }));
    const seen = recordRequests();
    renderView();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Удалить из друзей: Екатерина Волкова' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Удалить из друзей?' });
    expect(seen.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(seen.find((r) => r.method === 'DELETE')?.url).toBe(`/v1/friends?friendId=${KATYA.id}`),
    );
  });

  it('sends a request by a masked phone number and shows the server’s refusal', async () => {
    answerLists({ incoming: [] });
    answerWith('put', '/v1/friends/requests/outgoing', () =>
      apiError(404, 'NOT_FOUND', 'По этому номеру никого не нашли.'),
    );
    const seen = recordRequests();
    renderView();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Найти по номеру телефона' }));
    const send = screen.getByRole('button', { name: 'Отправить заявку' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Телефон друга'), '9161234567');
    expect(screen.getByLabelText('Телефон друга')).toHaveValue('+7 (916) 123 45 67');
    await user.click(send);
    await waitFor(() =>
      expect(seen.find((r) => r.method === 'PUT')?.body).toEqual({ phone: '+79161234567' }),
    );
  });

  it('turns on being found by my number', async () => {
    answerLists();
    answerWith('put', '/v1/friends/settings', {
      inviteCode: 'K7Q2MP4XHZ9A',
      invitePath: '/invite/K7Q2MP4XHZ9A',
      findableByPhone: true,
    });
    renderView();
    const toggle = await screen.findByRole('switch', { name: /Находить меня по номеру телефона/ });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
  });
});
