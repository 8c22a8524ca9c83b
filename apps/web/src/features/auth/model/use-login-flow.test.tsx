import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { subscribeToasts, type ToastInput } from '@/ui/toast/toast-bus';
import { useLoginFlow } from './use-login-flow';

startApiServer();
const login = vi.fn<(...args: unknown[]) => Promise<void>>();
const returnToSaved = vi.fn();
vi.mock('@/lib/session', () => ({ useSession: () => ({ login, returnToSaved }) }));

const PHONE = '+79991234567';
const SENT = {
  sent: true as const,
  codeLength: 6,
  expiresInSeconds: 180,
  resendAfterSeconds: 180,
  attempts: 3,
  demoCodeAvailable: true,
};
const USER = {
  id: '6f1c1f8e-1b7e-4d39-9a53-0e0c1f0a1b2c',
  firstName: '',
  lastName: '',
  middleName: '',
  birthDate: null,
  gender: null,
  email: '',
  phone: PHONE,
  photo: null,
  inn: '',
  loginMethod: 'PHONE',
  isDemo: false,
};
const session = (agreementsRequired: string[] = []) => ({
  accessToken: 'tok',
  tokenType: 'Bearer',
  expiresAt: '2026-12-01T00:00:00.000Z',
  user: USER,
  agreementsRequired,
});
const wrongCode = (message: string) => apiError(400, 'VALIDATION_ERROR', message);

function renderFlow(afterSignIn?: () => Promise<void>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useLoginFlow({ afterSignIn }), { wrapper });
}

beforeEach(() => {
  login.mockReset().mockResolvedValue(undefined);
  returnToSaved.mockReset();
});

describe('useLoginFlow', () => {
  it('phone → code (demo code shown) → three wrong codes → new code → signed in', async () => {
    answerWith('post', '/v1/mobile/user/registration', SENT);
    answerWith('get', '/v1/mobile/user/registration/demo-code', ({ request }) =>
      Response.json({
        phone: new URL(request.url).searchParams.get('phone'),
        code: '111111',
        sentAt: '2026-11-24T10:00:00.000Z',
      }),
    );
    const answers = [
      wrongCode('Неверный код. Осталось попыток: 2'),
      wrongCode('Неверный код. Осталось попыток: 1'),
      wrongCode('Неверный код. Попытки закончились, запросите новый код'),
    ];
    answerWith('put', '/v1/mobile/user/registration', () => answers.shift() ?? wrongCode('?'));
    const seen = recordRequests();
    const toasts: ToastInput[] = [];
    const off = subscribeToasts((t) => toasts.push(t));
    const { result } = renderFlow();
    act(() => result.current.setDigits('9991234567'));
    await act(() => result.current.requestCode());
    expect(seen.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', '/v1/mobile/user/registration', { phone: PHONE }],
      ['GET', '/v1/mobile/user/registration/demo-code?phone=%2B79991234567', undefined],
    ]);
    expect(result.current.step).toBe('code');
    expect(result.current.demoCode).toBe('111111');

    await act(() => result.current.confirm('000000'));
    expect(seen.at(-1)).toEqual({
      method: 'PUT',
      url: '/v1/mobile/user/registration',
      body: { phone: PHONE, code: '000000' },
    });
    expect(result.current.attemptsLeft).toBe(2);
    expect(result.current.exhausted).toBe(false);
    await act(() => result.current.confirm('000001'));
    await act(() => result.current.confirm('000002'));
    expect(result.current.exhausted).toBe(true);
    expect(toasts.map((t) => [t.type, t.message])).toEqual([
      ['error', 'Неверный код. Осталось попыток: 2'],
      ['error', 'Неверный код. Осталось попыток: 1'],
      ['error', 'Неверный код. Попытки закончились, запросите новый код'],
    ]);
    // One key: each new error replaces the previous toast instead of stacking.
    expect(new Set(toasts.map((t) => t.key))).toEqual(new Set(['login-flow']));

    await act(() => result.current.requestCode());
    expect(result.current.exhausted).toBe(false);
    expect(result.current.attemptsLeft).toBe(3);
    answerWith('put', '/v1/mobile/user/registration', session());
    await act(() => result.current.confirm('111111'));
    expect(login).toHaveBeenCalledWith(session(), { redirect: true });
    off();
  });

  it('stays busy until the session is in', async () => {
    answerWith('put', '/v1/mobile/user/registration', session());
    let signedIn = () => {};
    login.mockReturnValue(new Promise<void>((resolve) => (signedIn = resolve)));
    const { result } = renderFlow();
    act(() => result.current.setDigits('9991234567'));
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.confirm('111111');
    });
    await waitFor(() => expect(result.current.busy).toBe(true));
    await waitFor(() => expect(login).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(result.current.busy).toBe(true);
    await act(async () => {
      signedIn();
      await done;
    });
    await waitFor(() => expect(result.current.busy).toBe(false));
  });

  it('asks for the agreements of a first sign-in before returning', async () => {
    answerWith('post', '/v1/demo-user', session(['CONSENT']));
    const { result } = renderFlow();
    await act(() => result.current.demo());
    expect(login).toHaveBeenLastCalledWith(expect.objectContaining({ accessToken: 'tok' }), {
      redirect: false,
    });
    expect(result.current.step).toBe('agreements');
    expect(result.current.required).toEqual(['CONSENT']);
  });

  it('issue 24: a code sign-in goes where the page says (the role choice), after the agreements too', async () => {
    answerWith('put', '/v1/mobile/user/registration', session(['CONSENT']));
    const after = vi.fn().mockResolvedValue(undefined);
    const { result } = renderFlow(after);
    act(() => result.current.setDigits('9991234567'));
    await act(() => result.current.confirm('111111'));
    expect(login).toHaveBeenLastCalledWith(expect.anything(), { redirect: false });
    expect(after).not.toHaveBeenCalled();
    act(() => result.current.agreed());
    expect(after).toHaveBeenCalledTimes(1);
    expect(returnToSaved).not.toHaveBeenCalled();
  });

  it('issue 24: the demo login goes on like a code sign-in — to the role choice, after the agreements too', async () => {
    answerWith('post', '/v1/demo-user', session());
    const after = vi.fn().mockResolvedValue(undefined);
    const { result } = renderFlow(after);
    await act(() => result.current.demo());
    expect(login).toHaveBeenLastCalledWith(expect.anything(), { redirect: false });
    expect(after).toHaveBeenCalledTimes(1);
    answerWith('post', '/v1/demo-user', session(['CONSENT']));
    await act(() => result.current.demo());
    expect(after).toHaveBeenCalledTimes(1);
    act(() => result.current.agreed());
    expect(after).toHaveBeenCalledTimes(2);
    expect(returnToSaved).not.toHaveBeenCalled();
  });
});
