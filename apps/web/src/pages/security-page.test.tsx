import { IonApp } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { SessionInfo } from '@sportkarta/contract/api/auth';
import { logout as clearLocalSession } from '@/lib/logout';
import SecurityPage from './security-page';

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
function fakeApi(sessions: SessionInfo[]) {
  let list = sessions;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/v1/sessions')
      return Response.json({ sessions: list });
    if (method === 'DELETE' && url.pathname.startsWith('/v1/sessions/')) {
      list = list.filter((s) => !url.pathname.endsWith(s.id));
      return new Response(null, { status: 204 });
    }
    if (method === 'POST' && url.pathname === '/v1/mobile/user/deleteRegistration')
      return Response.json({});
    return new Response('{}', { status: 404 });
  });
}

const calls = (fetchMock: ReturnType<typeof fakeApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(url), 'http://x').pathname === path,
  ).length;

describe('/tabs/profile/security', () => {
  afterEach(() => vi.restoreAllMocks());

  it('ends another session with «Завершить», and the list is asked again', async () => {
    const fetchMock = fakeApi([
      { ...other, id: '22222222-2222-4222-8222-222222222222', userAgent: null, current: true },
      other,
    ]);
    renderPage();
    expect(await screen.findByText('Firefox на Linux')).toBeInTheDocument();
    expect(screen.getByText('Это устройство')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Завершить' })[1]!);
    await waitFor(() => expect(screen.queryByText('Firefox на Linux')).not.toBeInTheDocument());
    expect(calls(fetchMock, 'DELETE', `/v1/sessions/${other.id}`)).toBe(1);
    expect(calls(fetchMock, 'GET', '/v1/sessions')).toBe(2);
    expect(sessionLogout).not.toHaveBeenCalled();
  });

  it('deletes the account only after the confirmation, then logs out', async () => {
    const fetchMock = fakeApi([]);
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Удалить аккаунт' }));
    const deletions = () => calls(fetchMock, 'POST', '/v1/mobile/user/deleteRegistration');
    expect(deletions()).toBe(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(deletions()).toBe(1));
    await waitFor(() => expect(clearLocalSession).toHaveBeenCalled());
  });
});
