import { IonApp } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { deleteAccount, endSession, getSessions } from '@/features/profile/api/security-api';
import { logout as clearLocalSession } from '@/lib/logout';
import SecurityPage from './security-page';

vi.mock('@/features/profile/api/security-api', () => ({
  sessionsQueryKey: ['user', 'sessions'],
  getSessions: vi.fn(),
  endSession: vi.fn(),
  deleteAccount: vi.fn(),
}));
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

describe('/tabs/profile/security', () => {
  it('ends another session with «Завершить»', async () => {
    vi.mocked(getSessions).mockResolvedValue([
      { ...other, id: '22222222-2222-4222-8222-222222222222', userAgent: null, current: true },
      other,
    ]);
    vi.mocked(endSession).mockResolvedValue(undefined);
    renderPage();
    expect(await screen.findByText('Firefox на Linux')).toBeInTheDocument();
    expect(screen.getByText('Это устройство')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Завершить' })[1]!);
    await waitFor(() => expect(endSession).toHaveBeenCalledWith(other.id));
    expect(sessionLogout).not.toHaveBeenCalled();
  });

  it('deletes the account only after the confirmation, then logs out', async () => {
    vi.mocked(getSessions).mockResolvedValue([]);
    vi.mocked(deleteAccount).mockResolvedValue(undefined);
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Удалить аккаунт' }));
    expect(deleteAccount).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(deleteAccount).toHaveBeenCalled());
    await waitFor(() => expect(clearLocalSession).toHaveBeenCalled());
  });
});
