import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { getToken } from '@/lib/session-token';
import { showToast } from '@/ui/toast/toast-bus';
import { useAppStarted } from '@/ui/app-started';
import { AppStartGate } from './app-start-gate';

vi.mock('@/ui/toast/toast-bus', () => ({ showToast: vi.fn() }));

const VERSION = {
  version: '1.8.4',
  build: 260,
  minSupportedBuild: 200,
  stores: {
    ios: 'https://apps.apple.com/app/id1',
    android: 'https://play.google.com/store/apps/details?id=x',
  },
};

const fetchMock = vi.fn<typeof fetch>();

function StartedProbe() {
  return <span>{useAppStarted() ? 'запущено' : 'проверка'}</span>;
}

function renderGate(client = createQueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <AppStartGate>
        <p>приложение</p>
        <StartedProbe />
      </AppStartGate>
    </QueryClientProvider>,
  );
}

/** The app under the landing: rendered, but inert and hidden from assistive technology. */
function appHiddenUnderLanding(): boolean {
  const wrapper = screen.getByText('приложение').closest('.app-start');
  return wrapper?.hasAttribute('inert') === true && wrapper.getAttribute('aria-hidden') === 'true';
}

// The version schema is imported on demand beside the request (lib/version.ts): loaded once
// here, so that the fake clock below times the start check alone, not the module loader.
beforeAll(async () => {
  await import('@sportkarta/contract/api/version');
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  document.body.insertAdjacentHTML('afterbegin', '<div id="preloader">Спорткарта</div>');
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
  vi.mocked(showToast).mockClear();
  document.getElementById('preloader')?.remove();
});

describe('app start (spec §4)', () => {
  it('LOADING keeps the landing up; SUCCESS after about 500 ms shows the app and removes it', async () => {
    localStorage.setItem('sk.token', 'stored-token');
    fetchMock.mockResolvedValue(new Response(JSON.stringify(VERSION), { status: 200 }));
    renderGate();

    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(fetchMock).toHaveBeenCalledWith('/v1/version', expect.anything());
    expect(getToken()).toBe('stored-token');
    // LOADING: the landing stays; the app renders underneath it, inert and not yet started.
    expect(appHiddenUnderLanding()).toBe(true);
    expect(screen.queryByRole('paragraph')).not.toBeInTheDocument();
    expect(screen.getByText('проверка')).toBeInTheDocument();
    expect(document.getElementById('preloader')).not.toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(appHiddenUnderLanding()).toBe(false);
    expect(screen.getByText('запущено')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(document.getElementById('preloader')).toBeNull();
    expect(showToast).not.toHaveBeenCalled();
  });

  it('ERROR shows the toast and the error page; «Повторить» retries', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 503 }));
    renderGate();
    await act(() => vi.advanceTimersByTimeAsync(600));

    expect(showToast).toHaveBeenCalledWith({
      type: 'error',
      header: 'К сожалению, система временно недоступна',
      message: 'мы делаем все возможное, чтобы возобновить работу!',
      key: 'app-start',
    });
    expect(
      screen.getByRole('heading', { name: 'К сожалению, система временно недоступна' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('мы делаем все возможное, чтобы возобновить работу!'),
    ).toBeInTheDocument();
    expect(screen.queryByText('приложение')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(document.getElementById('preloader')).toBeNull();

    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(VERSION), { status: 200 }));
    fireEvent.click(screen.getByText('Повторить'));
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.getByText('приложение')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a logout during the check (a page got 401 under the landing) does not fail the start', async () => {
    localStorage.setItem('sk.token', 'ended-session');
    let answer!: (r: Response) => void;
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise<Response>((resolve, reject) => {
          answer = resolve;
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
        }),
    );
    fetchMock.mockResolvedValue(new Response(JSON.stringify(VERSION), { status: 200 }));
    const client = createQueryClient();
    renderGate(client);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // logout() resets every query (lib/query-client.ts), the start check's among them.
    await act(() => client.resetQueries());
    answer(new Response(JSON.stringify(VERSION), { status: 200 }));
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByText('запущено')).toBeInTheDocument();
    expect(showToast).not.toHaveBeenCalled();
  });
});
