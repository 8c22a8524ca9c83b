import { IonApp } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { SBERID_RETURN_KEY } from '@/features/auth/api/sberid-return';
import { storage } from '@/lib/storage';
import { answerWith, recordRequests, startApiServer } from '@/test/api-server';
import SberIdDeeplinkPage from './sberid-deeplink-page';

startApiServer();
const login = vi.fn();
vi.mock('@/lib/session', () => ({ useSession: () => ({ login }) }));

const agreement = (accepted: boolean) => ({
  agreement: 'CONSENT',
  version: 1,
  title: 'Согласие на обработку персональных данных',
  text: 'Текст согласия',
  url: null,
  publishedAt: '2026-01-01T00:00:00.000Z',
  accepted,
});

const renderAt = (url: string) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <IonApp>
        <IonReactMemoryRouter initialEntries={[url]}>
          <SberIdDeeplinkPage />
        </IonReactMemoryRouter>
      </IonApp>
    </QueryClientProvider>,
  );
};

afterEach(() => login.mockReset());

describe('/deeplink/sberID', () => {
  it('without state and code says so and posts nothing', () => {
    const seen = recordRequests();
    renderAt('/deeplink/sberID');
    expect(
      screen.getByText('Сбер ID не вернул код авторизации. Попробуйте войти ещё раз.'),
    ).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('posts state and code, signs in with the token', async () => {
    await storage.set(SBERID_RETURN_KEY, '/tabs/profile');
    answerWith('post', '/v1/auth/sberID/callback', () => HttpResponse.text('jwt-token'));
    answerWith('get', '/v1/agreements', { agreements: [agreement(true)] });
    const seen = recordRequests();
    renderAt('/deeplink/sberID?state=s1&code=c1');
    await waitFor(() =>
      expect(login).toHaveBeenCalledWith({ accessToken: 'jwt-token' }, { redirect: false }),
    );
    await waitFor(() =>
      expect(seen.map((r) => [r.method, r.url])).toContainEqual(['GET', '/v1/agreements']),
    );
    expect(seen[0]).toEqual({
      method: 'POST',
      url: '/v1/auth/sberID/callback',
      body: { state: 's1', code: 'c1', agreements: [] },
    });
    expect(await storage.get(SBERID_RETURN_KEY)).toBeNull();
  });

  it('asks for the agreements not yet accepted', async () => {
    answerWith('post', '/v1/auth/sberID/callback', () => HttpResponse.text('jwt-token'));
    answerWith('get', '/v1/agreements', { agreements: [agreement(false)] });
    renderAt('/deeplink/sberID?state=s1&code=c1');
    expect(await screen.findByRole('button', { name: 'Принять и продолжить' })).toBeDisabled();
  });
});
