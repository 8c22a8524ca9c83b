import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@/lib/api-error';
import { subscribeToasts, type ToastInput } from '@/ui/toast/toast-bus';
import * as api from '../api/auth-api';
import { useLoginFlow } from './use-login-flow';

vi.mock('../api/auth-api', () => ({
  sendLoginCode: vi.fn(),
  confirmLoginCode: vi.fn(),
  getDemoCode: vi.fn(),
  startDemoSession: vi.fn(),
}));
const login = vi.fn();
vi.mock('@/lib/session', () => ({ useSession: () => ({ login }) }));

const SENT = {
  sent: true as const,
  codeLength: 6,
  expiresInSeconds: 180,
  resendAfterSeconds: 180,
  attempts: 3,
  demoCodeAvailable: true,
};
const SESSION = { accessToken: 'tok', agreementsRequired: [] } as never;
const wrong = (left: number) =>
  new ApiError({
    status: 400,
    code: 'VALIDATION_ERROR',
    message: `Неверный код. Осталось попыток: ${left}`,
  });

describe('useLoginFlow', () => {
  it('phone → code (demo code shown) → three wrong codes → new code → signed in', async () => {
    vi.mocked(api.sendLoginCode).mockResolvedValue(SENT);
    vi.mocked(api.getDemoCode).mockResolvedValue('111111');
    const toasts: ToastInput[] = [];
    const off = subscribeToasts((t) => toasts.push(t));
    const { result } = renderHook(() => useLoginFlow());
    act(() => result.current.setDigits('9991234567'));
    await act(() => result.current.requestCode());
    expect(api.sendLoginCode).toHaveBeenCalledWith('+79991234567');
    expect(result.current.step).toBe('code');
    expect(result.current.demoCode).toBe('111111');

    vi.mocked(api.confirmLoginCode)
      .mockRejectedValueOnce(wrong(2))
      .mockRejectedValueOnce(wrong(1))
      .mockRejectedValueOnce(
        new ApiError({
          status: 400,
          code: 'VALIDATION_ERROR',
          message: 'Неверный код. Попытки закончились, запросите новый код',
        }),
      );
    await act(() => result.current.confirm('000000'));
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
    vi.mocked(api.confirmLoginCode).mockResolvedValueOnce(SESSION);
    await act(() => result.current.confirm('111111'));
    expect(login).toHaveBeenCalledWith(SESSION, { redirect: true });
    off();
  });

  it('asks for the agreements of a first sign-in before returning', async () => {
    vi.mocked(api.startDemoSession).mockResolvedValue({
      accessToken: 'tok',
      agreementsRequired: ['CONSENT'],
    } as never);
    const { result } = renderHook(() => useLoginFlow());
    await act(() => result.current.demo());
    expect(login).toHaveBeenLastCalledWith(expect.anything(), { redirect: false });
    expect(result.current.step).toBe('agreements');
    expect(result.current.required).toEqual(['CONSENT']);
  });
});
