import { IonApp } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { SessionInfo } from '@sportkarta/contract/api/auth';
import { logout as clearLocalSession } from '@/lib/logout';
import { answerWith, recordRequests, startApiServer, type SeenRequest } from '@/test/api-server';
import SecurityPage from './security-page';

startApiServer();
vi.mock('@/lib/logout', () => ({ logout: vi.fn() }));
const sessionLogout = vi.fn();
vi.mock('@/lib/session', () => ({
  useSession: () => ({ status: 'logged-in', logout: sessionLogout }),
}));

const other = {
  id: '11111111-1111-4111-8111-111111111111',
  createdAt: '2026-11-20T10:00:00Z',
  lastSeenAt: '2026-11-21T10:00:00Z',
  expiresAt: '2026-12-20T10:00:00Z',
  userAgent: 'Firefox на Linux',
  current: false,
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <IonApp>
      <QueryClientProvider client={client}>
        <IonReactMemoryRouter initialEntries={['/tabs/profile/security']}>
          <SecurityPage />
        </IonReactMemoryRouter>
      </QueryClientProvider>
    </IonApp>,
  );
}

/** The API at its boundary: the sessions list, ending a session, deleting the account. */
function fakeApi(sessions: SessionInfo[]): SeenRequest[] {
  let list = sessions;
  answerWith('get', '/v1/sessions', () => HttpResponse.json({ sessions: list }));
  answerWith('delete', '/v1/sessions/:id', ({ params }) => {
    list = list.filter((s) => s.id !== params.id);
    return new HttpResponse(null, { status: 204 });
  });
  answerWith('post', '/v1/mobile/user/deleteRegistration', {});
  return recordRequests();
}

const calls = (seen: SeenRequest[], method: string, path: string) =>
  seen.filter((request) => request.method === method && request.url === path).length;

describe('/tabs/profile/security', () => {
  afterEach(() => vi.restoreAllMocks());

  it('ends another session with «Завершить», and the list is asked again', async () => {
    const seen = fakeApi([
      { ...other, id: '22222222-2222-4222-8222-222222222222', userAgent: null, current: true },
      other,
    ]);
    renderPage();
    expect(await screen.findByText('Firefox на Linux')).toBeInTheDocument();
    expect(screen.getByText('Это устройство')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Завершить' })[1]!);
    await waitFor(() => expect(screen.queryByText('Firefox на Linux')).not.toBeInTheDocument());
    expect(calls(seen, 'DELETE', `/v1/sessions/${other.id}`)).toBe(1);
    expect(calls(seen, 'GET', '/v1/sessions')).toBe(2);
    expect(sessionLogout).not.toHaveBeenCalled();
  });

  it('deletes the account only after the confirmation, then logs out', async () => {
    const seen = fakeApi([]);
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Удалить аккаунт' }));
    const deletions = () => calls(seen, 'POST', '/v1/mobile/user/deleteRegistration');
    expect(deletions()).toBe(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(deletions()).toBe(1));
    await waitFor(() => expect(clearLocalSession).toHaveBeenCalled());
  });
});
