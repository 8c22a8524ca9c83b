import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/ui/toast/toast-bus';
import { watchConnection } from './offline';

vi.mock('@/ui/toast/toast-bus', () => ({ showToast: vi.fn() }));

const LOST =
  'Нет соединения с интернетом. Попробуйте воспользоваться другой сетью — мобильной или wi-fi.';

afterEach(() => vi.mocked(showToast).mockClear());

describe('offline toast (spec §2.3)', () => {
  it('shows the error toast once per drop and a notice when the connection returns', () => {
    const stop = watchConnection();
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('offline'));
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledWith({ type: 'error', message: LOST, key: 'offline' });

    window.dispatchEvent(new Event('online'));
    expect(showToast).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'success', key: 'offline' }),
    );

    window.dispatchEvent(new Event('offline'));
    expect(showToast).toHaveBeenCalledTimes(3);
    stop();
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('offline'));
    expect(showToast).toHaveBeenCalledTimes(3);
  });

  it('warns at once when the app starts without a connection', () => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const stop = watchConnection();
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', message: LOST }),
    );
    stop();
    onLine.mockRestore();
  });
});
