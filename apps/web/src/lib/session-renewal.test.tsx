import { setClock } from '@sportkarta/contract/clock';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { SessionProvider, useSession } from './session';
import { renewSessionIfDue } from './session-renewal';
import { clearToken, getToken, setToken } from './session-token';

startApiServer();

const USER = {
  id: '6f1c1f8e-1b7e-4d39-9a53-0e0c1f0a1b2c',
  firstName: 'Анна',
  lastName: 'Демидова',
  middleName: '',
  birthDate: '1990-05-01',
  gender: 'F',
  email: '',
  phone: '+70000000000',
  photo: null,
  inn: '',
  loginMethod: 'PHONE',
  isDemo: false,
};

// Monday 10:00 in Moscow; the renewal rule is the token's age, so any moment would do.
const NOW = '2026-11-23T10:00:00+03:00';
const HOUR = 3_600_000;

/** A JWT as the server signs it (only `iat` matters to the app; the signature is the server's). */
function jwt(issuedAgoMs: number, sid: string): string {
  const b64 = (v: unknown) =>
    btoa(JSON.stringify(v)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const iat = Math.floor((new Date(NOW).getTime() - issuedAgoMs) / 1000);
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: USER.id, sid, iat })}.c2ln`;
}

function renewed(token: string) {
  return {
    accessToken: token,
    tokenType: 'Bearer',
    expiresAt: '2026-12-23T07:00:00.000Z',
    user: USER,
    agreementsRequired: [],
  };
}

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SessionProvider>{children}</SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => useSession(), { wrapper });
}

const renewals = (seen: ReturnType<typeof recordRequests>) =>
  seen.filter((r) => r.method === 'POST' && r.url === '/mobile/restore-session/');

async function bringBack() {
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeEach(async () => {
  setClock(NOW);
  await clearToken();
  answerWith('get', '/v1/userInfo', USER);
});

describe('the session slides while the app is used (issue 28)', () => {
  it('a token a day old is renewed at start through POST /mobile/restore-session/', async () => {
    const old = jwt(25 * HOUR, 'old');
    const fresh = jwt(0, 'new');
    await setToken(old);
    const seen = recordRequests();
    answerWith('post', '/mobile/restore-session/', renewed(fresh));
    const { result } = setup();
    await waitFor(() => expect(getToken()).toBe(fresh));
    expect(result.current.status).toBe('logged-in');
    expect(renewals(seen)).toHaveLength(1);
  });

  it('a fresh token is not renewed; brought back a day later, it is', async () => {
    const first = jwt(HOUR, 'first');
    await setToken(first);
    const seen = recordRequests();
    const { result } = setup();
    await waitFor(() => expect(result.current.status).toBe('logged-in'));
    await bringBack();
    expect(renewals(seen)).toHaveLength(0);

    const fresh = jwt(0, 'next');
    answerWith('post', '/mobile/restore-session/', renewed(fresh));
    setClock(new Date(new Date(NOW).getTime() + 24 * HOUR));
    await bringBack();
    await waitFor(() => expect(getToken()).toBe(fresh));
    expect(renewals(seen)).toHaveLength(1);
  });

  it('a session at its cap (409) keeps its token and is not asked again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const capped = jwt(40 * HOUR, 'capped');
    await setToken(capped);
    const seen = recordRequests();
    answerWith('post', '/mobile/restore-session/', () =>
      apiError(409, 'CONFLICT', 'Сессию нельзя продлить: войдите снова, когда она истечёт'),
    );
    const { result } = setup();
    await waitFor(() => expect(renewals(seen)).toHaveLength(1));
    // The refusal is answered (the call under way is shared, so this waits for it).
    await act(() => renewSessionIfDue());
    await bringBack();
    await bringBack();
    expect(renewals(seen)).toHaveLength(1);
    expect(getToken()).toBe(capped);
    expect(result.current.status).toBe('logged-in');
  });
});
