import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { logout as ruleLogout } from './logout';
import { SessionProvider, isUserRelatedKey, savedLocation, useSession } from './session';
import { clearToken, getToken, setToken } from './session-token';
import { HttpResponse } from 'msw';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';

startApiServer();

const USER = {
  id: '6f1c1f8e-1b7e-4d39-9a53-0e0c1f0a1b2c',
  firstName: 'Анна',
  lastName: 'Демидова',
  middleName: '',
  birthDate: '1990-05-01',
  gender: 'F',
  email: 'anna@example.ru',
  phone: '+70000000000',
  photo: null,
  inn: '',
  loginMethod: 'PHONE',
  isDemo: true,
};

function setup(initial: { pathname: string; state?: unknown } = { pathname: '/tabs/profile' }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[initial]}>
        <SessionProvider>{children}</SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
  const hook = renderHook(() => ({ session: useSession(), location: useLocation() }), { wrapper });
  return { client, ...hook };
}

beforeEach(async () => {
  await clearToken();
});
afterEach(() => vi.restoreAllMocks());

/** The API client logs each failed call; a test that fails one on purpose keeps it quiet. */
const quietly = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('SessionProvider (spec §4 Session)', () => {
  it('is logged out with no token and never asks the server', () => {
    const seen = recordRequests();
    const { result } = setup();
    expect(result.current.session.status).toBe('logged-out');
    expect(result.current.session.role).toBe('UNLOGINED');
    expect(result.current.session.user).toBeNull();
    expect(seen).toEqual([]);
  });

  it('goes unknown → logged in when the stored token loads a user with an id', async () => {
    await setToken('t1');
    let resolve: () => void = () => undefined;
    const answered = new Promise<void>((r) => (resolve = r));
    answerWith('get', '/v1/userInfo', async () => {
      await answered;
      return HttpResponse.json(USER);
    });
    const { result } = setup();
    expect(result.current.session.status).toBe('unknown');
    expect(result.current.session.role).toBe('UNKNOWN');
    await act(async () => resolve());
    await waitFor(() => expect(result.current.session.status).toBe('logged-in'));
    expect(result.current.session.role).toBe('LOGINED');
    expect(result.current.session.user?.firstName).toBe('Анна');
  });

  it('treats an empty user id on load as an error: logged out with an empty user', async () => {
    await setToken('t1');
    answerWith('get', '/v1/userInfo', { ...USER, id: '' });
    const { result } = setup();
    await waitFor(() => expect(result.current.session.status).toBe('logged-out'));
    expect(result.current.session.user).toBeNull();
  });

  it('offline with the profile saved earlier (issue 12): still logged in as that person', async () => {
    quietly();
    await setToken('t1');
    answerWith('get', '/v1/userInfo', () => HttpResponse.error());
    const { client, result } = setup();
    // What lib/offline-queries puts back at start.
    act(() => client.setQueryData(['user'], USER, { updatedAt: 1 }));
    await waitFor(() => expect(client.getQueryState(['user'])?.status).toBe('error'));
    expect(result.current.session.status).toBe('logged-in');
    expect(result.current.session.user?.id).toBe(USER.id);
  });

  it('a server error on load is no offline case: logged out', async () => {
    quietly();
    await setToken('t1');
    answerWith('get', '/v1/userInfo', () => apiError(503, 'UNAVAILABLE'));
    const { client, result } = setup();
    act(() => client.setQueryData(['user'], USER, { updatedAt: 1 }));
    await waitFor(() => expect(result.current.session.status).toBe('logged-out'));
  });

  it('login stores the token, resets user-related queries, reloads the user, returns to `from`', async () => {
    const { result, client } = setup({
      pathname: '/user/login',
      state: { from: { pathname: '/tabs/places', search: '?q=1', hash: '' } },
    });
    client.setQueryData(['events', 1], 'old events');
    client.setQueryData(['news'], 'news stays');
    const seen = recordRequests();
    answerWith('get', '/v1/userInfo', USER);
    await act(() => result.current.session.login({ accessToken: 'new-token' }));
    expect(getToken()).toBe('new-token');
    expect(client.getQueryData(['events', 1])).toBeUndefined();
    expect(client.getQueryData(['news'])).toBe('news stays');
    expect(seen.map((r) => `${r.method} ${r.url}`)).toContain('GET /v1/userInfo');
    await waitFor(() => expect(result.current.session.status).toBe('logged-in'));
    expect(result.current.location.pathname).toBe('/tabs/places');
    expect(result.current.location.search).toBe('?q=1');
  });

  it('logout revokes the session on the server, clears the token, marks logged out', async () => {
    await setToken('t1');
    answerWith('get', '/v1/userInfo', USER);
    const { result } = setup();
    await waitFor(() => expect(result.current.session.status).toBe('logged-in'));
    const seen = recordRequests();
    answerWith('delete', '/v1/sessions/current', () => new HttpResponse(null, { status: 204 }));
    let ok = false;
    await act(async () => {
      ok = await result.current.session.logout();
    });
    expect(ok).toBe(true);
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual(['DELETE /v1/sessions/current']);
    expect(getToken()).toBeNull();
    expect(result.current.session.status).toBe('logged-out');
  });

  it("logout first drops the person's requests still on their way (no 401 after the session ends)", async () => {
    await setToken('t1');
    answerWith('get', '/v1/userInfo', USER);
    const { result, client } = setup();
    await waitFor(() => expect(result.current.session.status).toBe('logged-in'));
    // A request of the person's (a notifications key) that has not come back yet.
    let sent: AbortSignal | undefined;
    const pending = client.fetchQuery({
      queryKey: ['notifications', 'count'],
      queryFn: ({ signal }) => {
        sent = signal;
        return new Promise<never>((_, reject) =>
          signal.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      },
    });
    pending.catch(() => undefined);
    const seen = recordRequests();
    answerWith('delete', '/v1/sessions/current', () => new HttpResponse(null, { status: 204 }));
    await act(async () => {
      await result.current.session.logout();
    });
    expect(sent?.aborted).toBe(true);
    await expect(pending).rejects.toThrow();
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual(['DELETE /v1/sessions/current']);
  });

  it('when the server logout fails, keeps the session and reloads the user', async () => {
    await setToken('t1');
    answerWith('get', '/v1/userInfo', USER);
    const { result } = setup();
    await waitFor(() => expect(result.current.session.status).toBe('logged-in'));
    quietly();
    answerWith('delete', '/v1/sessions/current', () => apiError(503, 'UNAVAILABLE'));
    answerWith('get', '/v1/userInfo', { ...USER, firstName: 'Анна-Мария' });
    let ok = true;
    await act(async () => {
      ok = await result.current.session.logout();
    });
    expect(ok).toBe(false);
    expect(getToken()).toBe('t1');
    await waitFor(() => expect(result.current.session.user?.firstName).toBe('Анна-Мария'));
  });

  it('follows the 401 rule: lib/logout marks logged out', async () => {
    await setToken('t1');
    answerWith('get', '/v1/userInfo', USER);
    const { result } = setup();
    await waitFor(() => expect(result.current.session.status).toBe('logged-in'));
    await act(() => ruleLogout());
    expect(result.current.session.status).toBe('logged-out');
  });
});

describe('helpers', () => {
  it('matches user-related query keys of spec §4', () => {
    for (const key of ['user', 'events', 'services', 'notifications', 'visitorPermit', 'sold']) {
      expect(isUserRelatedKey([key])).toBe(true);
    }
    expect(isUserRelatedKey(['purchasesService', 3])).toBe(true);
    expect(isUserRelatedKey(['news'])).toBe(false);
    expect(isUserRelatedKey(['places', 1])).toBe(false);
  });

  it('returns to the saved location, never to the login route, else the main tab', () => {
    expect(savedLocation({ from: { pathname: '/tabs/places', search: '', hash: '' } })).toBe(
      '/tabs/places',
    );
    expect(savedLocation({ from: { pathname: '/user/login' } })).toBe('/tabs/main');
    expect(savedLocation(null)).toBe('/tabs/main');
  });
});
