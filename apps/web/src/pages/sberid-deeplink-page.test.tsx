import { IonApp } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { getAgreements } from '@/features/auth/api/auth-api';
import { finishSberIdLogin, takeSberIdReturn } from '@/features/auth/api/sberid-api';
import SberIdDeeplinkPage from './sberid-deeplink-page';

vi.mock('@/features/auth/api/auth-api', () => ({
  getAgreements: vi.fn(),
  agreementsQueryKey: ['agreements'],
}));
vi.mock('@/features/auth/api/sberid-api', () => ({
  finishSberIdLogin: vi.fn(),
  takeSberIdReturn: vi.fn(),
}));
const login = vi.fn();
vi.mock('@/lib/session', () => ({ useSession: () => ({ login }) }));

const renderAt = (url: string) =>
  render(
    <IonApp>
      <IonReactMemoryRouter initialEntries={[url]}>
        <SberIdDeeplinkPage />
      </IonReactMemoryRouter>
    </IonApp>,
  );

describe('/deeplink/sberID', () => {
  it('without state and code says so and posts nothing', () => {
    renderAt('/deeplink/sberID');
    expect(
      screen.getByText('Сбер ID не вернул код авторизации. Попробуйте войти ещё раз.'),
    ).toBeInTheDocument();
    expect(finishSberIdLogin).not.toHaveBeenCalled();
  });

  it('posts state and code, signs in with the token', async () => {
    vi.mocked(takeSberIdReturn).mockResolvedValue('/tabs/profile');
    vi.mocked(finishSberIdLogin).mockResolvedValue('jwt-token');
    vi.mocked(getAgreements).mockResolvedValue([]);
    renderAt('/deeplink/sberID?state=s1&code=c1');
    await waitFor(() => expect(finishSberIdLogin).toHaveBeenCalledWith('s1', 'c1', []));
    await waitFor(() =>
      expect(login).toHaveBeenCalledWith({ accessToken: 'jwt-token' }, { redirect: false }),
    );
  });
});
