import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { HttpResponse } from 'msw';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { getToken } from '@/lib/session-token';
import { versionQueryKey } from '@/lib/version';
import {
  answerCached,
  answerWith,
  apiError,
  recordRequests,
  startApiServer,
  type SeenRequest,
} from '@/test/api-server';
import { holdToasts, releaseToasts, showToast } from '@/ui/toast/toast-bus';
import { useAppStarted } from '@/ui/app-started';
import { AppStartGate } from './app-start-gate';

startApiServer();
vi.mock('@/ui/toast/toast-bus', () => ({
  showToast: vi.fn(),
  holdToasts: vi.fn(),
  releaseToasts: vi.fn(),
}));

const VERSION = {
  version: '1.8.4',
  build: 260,
  minSupportedBuild: 200,
  stores: {
    ios: 'https://apps.apple.com/app/id1',
    android: 'https://play.google.com/store/apps/details?id=x',
  },
};

let seen: SeenRequest[] = [];

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

/** Turns the real event loop (the fake API's I/O) until the start check's query has failed. */
async function answerFailed(client: QueryClient): Promise<void> {
  await act(async () => {
    while (client.getQueryState(versionQueryKey)?.status !== 'error') {
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
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

// The gate's timers are fake; the fake API's I/O (immediates) stays real so answers arrive.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  seen = recordRequests();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  document.body.insertAdjacentHTML('afterbegin', '<div id="preloader">Спорткарта</div>');
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.mocked(showToast).mockClear();
  vi.mocked(holdToasts).mockClear();
  vi.mocked(releaseToasts).mockClear();
  document.getElementById('preloader')?.remove();
});

describe('app start (spec §4)', () => {
  it('LOADING keeps the landing up; SUCCESS after about 500 ms shows the app and removes it', async () => {
    localStorage.setItem('sk.token', 'stored-token');
    answerWith('get', '/v1/version', VERSION);
    const client = createQueryClient();
    renderGate(client);
    // The answer is in at once; the landing still stays until the delay.
    await answerCached(client, versionQueryKey);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(seen.map((request) => request.url)).toEqual(['/v1/version']);
    expect(getToken()).toBe('stored-token');
    // LOADING: the landing stays; the app renders underneath it, inert and not yet started.
    expect(appHiddenUnderLanding()).toBe(true);
    expect(screen.queryByRole('paragraph')).not.toBeInTheDocument();
    expect(screen.getByText('проверка')).toBeInTheDocument();
    expect(document.getElementById('preloader')).not.toBeNull();
    // Toasts raised meanwhile (a page's 401 under the landing) wait for it to go.
    expect(holdToasts).toHaveBeenCalledTimes(1);
    expect(releaseToasts).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(appHiddenUnderLanding()).toBe(false);
    expect(screen.getByText('запущено')).toBeInTheDocument();
    expect(releaseToasts).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(document.getElementById('preloader')).toBeNull();
    expect(showToast).not.toHaveBeenCalled();
  });

  it('with no network the app starts all the same (issue 12: saved tickets), no error page', async () => {
    answerWith('get', '/v1/version', () => HttpResponse.error());
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const client = createQueryClient();
    renderGate(client);
    await answerFailed(client);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.getByText('запущено')).toBeInTheDocument();
    expect(showToast).not.toHaveBeenCalled();
  });

  it('the network failing while the device says it is online is a start error', async () => {
    answerWith('get', '/v1/version', () => HttpResponse.error());
    const client = createQueryClient();
    renderGate(client);
    await answerFailed(client);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(
      screen.getByRole('heading', { name: 'К сожалению, система временно недоступна' }),
    ).toBeInTheDocument();
  });

  it('ERROR shows the toast and the error page; «Повторить» retries', async () => {
    const answers = [apiError(503, 'UNAVAILABLE'), HttpResponse.json(VERSION)];
    answerWith('get', '/v1/version', () => answers.shift());
    const client = createQueryClient();
    renderGate(client);
    await answerFailed(client);
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
    expect(releaseToasts).toHaveBeenCalled();
    expect(screen.queryByText('приложение')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(document.getElementById('preloader')).toBeNull();

    fireEvent.click(screen.getByText('Повторить'));
    await answerCached(client, versionQueryKey);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.getByText('приложение')).toBeInTheDocument();
    expect(seen).toHaveLength(2);
  });

  it('a logout during the check (a page got 401 under the landing) does not fail the start', async () => {
    localStorage.setItem('sk.token', 'ended-session');
    // The first check hangs until the test lets it answer; later ones answer at once.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    answerWith('get', '/v1/version', async () => {
      if (seen.length === 1) await held;
      return HttpResponse.json(VERSION);
    });
    const client = createQueryClient();
    renderGate(client);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(seen).toHaveLength(1);
    // logout() resets every query (lib/query-client.ts), the start check's among them.
    await act(() => client.resetQueries());
    answer();
    await answerCached(client, versionQueryKey);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(seen).toHaveLength(2);
    expect(screen.getByText('запущено')).toBeInTheDocument();
    expect(showToast).not.toHaveBeenCalled();
  });
});
