import { IonApp } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createQueryClient } from '@/lib/query-client';
import { useSession, type SessionValue } from '@/lib/session';
import ProfilePage from './profile-page';

// useOptionalSession: the chosen venue role (lib/staff-role) reads it; no session → no role.
vi.mock('@/lib/session', () => ({ useSession: vi.fn(), useOptionalSession: vi.fn() }));
const session = (over: Partial<SessionValue>): SessionValue => ({
  status: 'logged-out',
  role: 'UNLOGINED',
  user: null,
  login: vi.fn(),
  logout: vi.fn().mockResolvedValue(true),
  reloadUser: vi.fn(),
  returnToSaved: vi.fn(),
  ...over,
});

function renderPage() {
  return render(
    <IonApp>
      <QueryClientProvider client={createQueryClient()}>
        <IonReactMemoryRouter initialEntries={['/tabs/profile']}>
          <ProfilePage />
        </IonReactMemoryRouter>
      </QueryClientProvider>
    </IonApp>,
  );
}

/** Where a menu row leads: the address its <ion-item> links to (its `href`, from `routerLink`). */
const linkOf = (text: HTMLElement): string | undefined =>
  (text.closest('ion-item') as (HTMLElement & { href?: string }) | null)?.href;

describe('Профиль tab', () => {
  it('offers a visitor the sign-in prompt and «О приложении» only (dev settings are hidden)', async () => {
    vi.mocked(useSession).mockReturnValue(session({}));
    renderPage();
    expect(screen.getByRole('button', { name: 'Перейти к авторизации' })).toBeInTheDocument();
    expect(linkOf(await screen.findByText('О приложении'))).toBe('/tabs/profile/about');
    // Issue 28: reached by seven taps on the version in «О приложении» (about-page.test.tsx).
    expect(screen.queryByText('Настройки разработчика')).toBeNull();
    expect(screen.queryByText('Редактировать профиль')).toBeNull();
    expect(screen.queryByText('Выйти')).toBeNull();
  });

  it('shows a signed-in person with the masked phone and the menu; «Выйти» logs out', async () => {
    const logout = vi.fn().mockResolvedValue(true);
    vi.mocked(useSession).mockReturnValue(
      session({
        status: 'logged-in',
        role: 'LOGINED',
        logout,
        user: {
          id: '6f1c1f8e-1b7e-4d39-9a53-0e0c1f0a1b2c',
          firstName: 'Анна',
          lastName: 'Демидова',
          middleName: '',
          birthDate: null,
          gender: 'F',
          email: '',
          phone: '+79991234567',
          photo: '/v1/photos/abc.jpg',
          inn: '',
          loginMethod: 'PHONE',
          isDemo: false,
        },
      }),
    );
    renderPage();
    expect(screen.getByRole('heading', { name: 'Демидова Анна' })).toBeInTheDocument();
    expect(screen.getByText('+7 (999) 123 45 67')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Фотография профиля' })).toHaveAttribute(
      'src',
      '/v1/photos/abc.jpg',
    );
    for (const [label, href] of [
      ['Редактировать профиль', '/tabs/profile/edit'],
      ['Дети', '/tabs/profile/children'],
      ['Справка для налогового вычета', '/tabs/profile/nalog'],
      ['Безопасность', '/tabs/profile/security'],
    ] as const) {
      expect(linkOf(await screen.findByText(label))).toBe(href);
    }
    fireEvent.click(await screen.findByText('Выйти'));
    expect(logout).toHaveBeenCalled();
  });
});
