import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { showToast } from '@/ui/toast/toast-bus';
import { ApiError, apiRequest, buildUrl, timeoutFor } from './api-client';
import { setApiBaseOverride } from './api-base';
import { onLogout } from './logout';
import { clearToken, getToken, setToken } from './session-token';

vi.mock('@/ui/toast/toast-bus', () => ({ showToast: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await clearToken();
  setApiBaseOverride(null);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
  vi.mocked(showToast).mockClear();
});

describe('apiRequest', () => {
  it('sends to the configured base with the Bearer token and query parameters', async () => {
    setApiBaseOverride('https://api.example.ru/');
    await setToken('abc');
    fetchMock.mockResolvedValue(json(200, { ok: true }));

    const answer = await apiRequest({
      url: '/v1/events',
      method: 'GET',
      query: { sportTypes: '1,2', page: 0, x: undefined },
    });

    expect(answer).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.example.ru/v1/events?sportTypes=1%2C2&page=0');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer abc');
  });

  it('sends no Authorization header without a token and serialises a JSON body', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await apiRequest({ url: '/v1/rating', method: 'POST', body: { value: 5 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/v1/rating');
    const headers = new Headers(init?.headers);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"value":5}');
  });

  it.each([
    { url: '', method: 'GET' },
    { url: '/v1/version', method: '' },
    { url: '   ', method: 'POST' },
  ])('rejects a call with an empty url or method before fetching (%o)', async (req) => {
    await expect(apiRequest(req as never)).rejects.toMatchObject({ code: 'INVALID_REQUEST' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns a non-2xx answer into ApiError with the server code and Russian message', async () => {
    fetchMock.mockResolvedValue(
      json(404, { code: 'PLACE_NOT_FOUND', message: 'Площадка не найдена' }),
    );
    const error = await apiRequest({ url: '/v1/mob/public/place/7', method: 'GET' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'PLACE_NOT_FOUND',
      message: 'Площадка не найдена',
    });
    expect((error as ApiError).body).toEqual({
      code: 'PLACE_NOT_FOUND',
      message: 'Площадка не найдена',
    });
    expect(console.error).toHaveBeenCalled();
  });

  it('uses a Russian fallback when the error body has no message', async () => {
    fetchMock.mockResolvedValue(new Response('oops', { status: 502 }));
    await expect(apiRequest({ url: '/v1/version', method: 'GET' })).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_ERROR',
      message: expect.stringContaining('Сервер вернул ошибку'),
    });
  });

  it('reports a network failure as status 0 «Нет соединения с сервером»', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest({ url: '/v1/version', method: 'GET' })).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Нет соединения с сервером',
    });
  });

  it('says the action needs the network when the device is offline (issue 15)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(
      apiRequest({ url: '/v1/favorites', method: 'POST', body: {} }),
    ).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message:
        'Нет соединения с интернетом: для этого действия нужна сеть. Попробуйте ещё раз, когда связь появится.',
    });
  });

  it('aborts after 30 s by default and 60 s for the long calls of spec §9', async () => {
    expect(timeoutFor('GET', '/v1/version')).toBe(30_000);
    expect(timeoutFor('GET', '/v1/events?sportTypes=1')).toBe(60_000);
    expect(timeoutFor('POST', '/v1/addEvent')).toBe(60_000);
    expect(timeoutFor('POST', '/v1/updEvent')).toBe(60_000);
    expect(timeoutFor('POST', '/v1/addPlace')).toBe(60_000);

    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const slow = apiRequest({ url: '/v1/events', method: 'GET' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    let settled = false;
    void slow.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await slow).toMatchObject({
      status: 0,
      code: 'TIMEOUT',
      message: expect.stringContaining('Сервер не ответил вовремя'),
    });
  });

  it('honours a per-call timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const call = apiRequest({ url: '/v1/version', method: 'GET', timeoutMs: 1_000 }).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await call).toMatchObject({ code: 'TIMEOUT' });
  });

  it('passes a caller cancellation through untouched and unlogged', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const controller = new AbortController();
    const call = apiRequest({ url: '/v1/version', method: 'GET', signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    controller.abort();
    expect(await call).toMatchObject({ name: 'AbortError' });
    expect(console.error).not.toHaveBeenCalled();
  });

  it('validates the answer with a schema', async () => {
    const schema = z.object({ build: z.number() });
    fetchMock.mockResolvedValueOnce(json(200, { build: 260 }));
    await expect(apiRequest({ url: '/v1/version', method: 'GET', schema })).resolves.toEqual({
      build: 260,
    });
    fetchMock.mockResolvedValueOnce(json(200, { build: 'x' }));
    await expect(apiRequest({ url: '/v1/version', method: 'GET', schema })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('reads text and empty answers', async () => {
    fetchMock.mockResolvedValueOnce(new Response('token-123', { status: 200 }));
    await expect(apiRequest({ url: '/v1/jwt', method: 'GET', responseType: 'text' })).resolves.toBe(
      'token-123',
    );
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiRequest({ url: '/v1/friends', method: 'DELETE' })).resolves.toBeUndefined();
  });
});

describe('the 401 rule (spec §8)', () => {
  it('notifies and logs out when the request token is still the stored token', async () => {
    await setToken('t1');
    const loggedOut = vi.fn();
    const off = onLogout(loggedOut);
    fetchMock.mockResolvedValue(json(401, { code: 'UNAUTHORIZED', message: 'Нужна авторизация' }));

    await expect(apiRequest({ url: '/v1/userInfo', method: 'GET' })).rejects.toMatchObject({
      status: 401,
    });

    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'notify',
        header: 'Авторизация в приложении',
        message: 'Время сессии истекло, пожалуйста, авторизуйтесь снова',
      }),
    );
    expect(getToken()).toBeNull();
    expect(loggedOut).toHaveBeenCalledTimes(1);
    off();
  });

  it('does nothing when the token changed while the request was in flight', async () => {
    await setToken('old');
    const loggedOut = vi.fn();
    const off = onLogout(loggedOut);
    fetchMock.mockImplementation(async () => {
      await setToken('new'); // a fresh login finished meanwhile
      return json(401, {});
    });

    await expect(apiRequest({ url: '/v1/userInfo', method: 'GET' })).rejects.toMatchObject({
      status: 401,
    });

    expect(showToast).not.toHaveBeenCalled();
    expect(getToken()).toBe('new');
    expect(loggedOut).not.toHaveBeenCalled();
    off();
  });

  it('does nothing for a call that was already retried', async () => {
    await setToken('t1');
    fetchMock.mockResolvedValue(json(401, {}));
    await expect(
      apiRequest({ url: '/v1/userInfo', method: 'GET', retried: true }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(showToast).not.toHaveBeenCalled();
    expect(getToken()).toBe('t1');
  });

  it('does nothing for a visitor without a token', async () => {
    fetchMock.mockResolvedValue(json(401, {}));
    await expect(apiRequest({ url: '/v1/userInfo', method: 'GET' })).rejects.toMatchObject({
      status: 401,
    });
    expect(showToast).not.toHaveBeenCalled();
  });
});

describe('buildUrl', () => {
  it('keeps absolute addresses and appends to an existing query', () => {
    expect(buildUrl('https://x.ru/a?b=1', { c: true })).toBe('https://x.ru/a?b=1&c=true');
  });
});
