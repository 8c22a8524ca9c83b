import { CapacitorHttp, Capacitor } from '@capacitor/core';
import { LONG_REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '@sportkarta/contract/config/timings';
import { ru } from '@/i18n/ru';
import { showToast } from '@/ui/toast/toast-bus';
import { getApiBase } from './api-base';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { reportError } from './error-reporter';
import { logout } from './logout';
import { errorFromResponse, toStandardError } from './native-error';
import { getToken } from './session-token';

export { ApiError, isApiError } from './api-error';
// Issue 28: the app shell's API-address strip reads the override here, so that `api-base` stays
// inside this first-screen chunk instead of becoming a chunk of its own.
export { getApiBaseOverride, setApiBaseOverride } from './api-base';
export { toStandardError } from './native-error';

/**
 * What checks an answer: a zod schema, or on the first screen a light check without zod
 * (@sportkarta/contract/first-screen-checks, issue 27) — both have this `safeParse`.
 */
export interface ResponseCheck<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
export type QueryParams = Record<string, string | number | boolean | undefined>;

export interface ApiRequest<T = unknown> {
  /** Relative to the API base address (spec §7), e.g. '/v1/version' or '/news.json'. */
  url: string;
  method: HttpMethod;
  /** JSON-serialised unless it is FormData / Blob (multipart uploads of spec §7.2). */
  body?: unknown;
  query?: QueryParams;
  /** Defaults: 30 s, or 60 s for the long calls of spec §9 (LONG_TIMEOUT_URLS). */
  timeoutMs?: number;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  responseType?: 'json' | 'text' | 'blob';
  /**
   * Validates the answer; a mismatch rejects with INVALID_RESPONSE. May be a promise of the
   * schema (a dynamic import started beside the request), so that a screen's first chunk need
   * not hold its schemas.
   */
  schema?: ResponseCheck<T> | PromiseLike<ResponseCheck<T>>;
  /** spec §8: set on a repeat of a call so the 401 rule does not fire twice. */
  retried?: boolean;
}

/** spec §7.2/§9: the events list, add/update event and add place get 60 s; cancel is their kin. */
export const LONG_TIMEOUT_URLS: ReadonlyArray<{ method: HttpMethod; path: string }> = [
  { method: 'GET', path: '/v1/events' },
  { method: 'POST', path: '/v1/addEvent' },
  { method: 'POST', path: '/v1/updEvent' },
  { method: 'POST', path: '/v1/cancelEvent' },
  { method: 'POST', path: '/v1/addPlace' },
];

export function timeoutFor(method: HttpMethod, url: string): number {
  const path = url.split('?')[0];
  return LONG_TIMEOUT_URLS.some((u) => u.method === method && u.path === path)
    ? LONG_REQUEST_TIMEOUT_MS
    : REQUEST_TIMEOUT_MS;
}

export function buildUrl(url: string, query?: QueryParams): string {
  const absolute = /^https?:\/\//.test(url)
    ? url
    : `${getApiBase()}${url.startsWith('/') ? '' : '/'}${url}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return absolute;
  return `${absolute}${absolute.includes('?') ? '&' : '?'}${search}`;
}

function isRawBody(body: unknown): body is FormData | Blob | URLSearchParams {
  return body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams;
}

async function readBody(
  response: Response,
  responseType: ApiRequest['responseType'],
): Promise<unknown> {
  if (responseType === 'blob') return response.blob();
  const text = await response.text();
  if (responseType === 'text') return text;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

interface RawAnswer {
  status: number;
  body: unknown;
}

async function sendWithFetch(
  req: ApiRequest,
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal,
) {
  const init: RequestInit = { method: req.method, headers, signal };
  if (req.body !== undefined) {
    init.body = isRawBody(req.body) ? req.body : JSON.stringify(req.body);
  }
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (signal.aborted) throw error;
    // Issue 15: with the device offline, an action that needs the network says so — every
    // caller shows this message (a toast, the form's error), none fails silently.
    const message = navigator.onLine === false ? ru.offline.needsNetwork : ru.errors.network;
    throw new ApiError({ status: 0, code: CLIENT_ERROR_CODES.network, message });
  }
  const body = await readBody(response, response.ok ? req.responseType : 'json');
  return { status: response.status, body } satisfies RawAnswer;
}

// On iOS/Android the request goes through the native HTTP stack (no CORS, real timeouts);
// its errors are normalised by toStandardError (spec §7.3).
async function sendNative(
  req: ApiRequest,
  url: string,
  headers: Record<string, string>,
  timeoutMs: number,
) {
  try {
    const answer = await CapacitorHttp.request({
      url,
      method: req.method,
      headers,
      data: req.body,
      connectTimeout: timeoutMs,
      readTimeout: timeoutMs,
      responseType:
        req.responseType === 'blob' ? 'blob' : req.responseType === 'text' ? 'text' : 'json',
    });
    return { status: answer.status, body: answer.data as unknown } satisfies RawAnswer;
  } catch (error) {
    throw toStandardError(error);
  }
}

// spec §8: 401 → notify and log out, but only when the token this request carried is still
// the stored one (a newer login must not be thrown away by a stale answer) and the call was
// not already a retry. Visitors carry no token, so they never see «Время сессии истекло».
async function handleUnauthorized(sentToken: string | null, retried: boolean): Promise<void> {
  if (retried || sentToken === null || sentToken !== getToken()) return;
  showToast({
    type: 'notify',
    header: ru.errors.sessionExpiredHeader,
    message: ru.errors.sessionExpiredMessage,
    key: 'session-expired',
  });
  await logout();
}

export async function apiRequest<T = unknown>(req: ApiRequest<T>): Promise<T> {
  // spec §5: "A call with an empty url or method is rejected" — before anything is sent.
  if (!req.url?.trim() || !req.method?.trim()) {
    throw new ApiError({
      status: 0,
      code: CLIENT_ERROR_CODES.invalidRequest,
      message: ru.errors.invalidRequest,
    });
  }
  // A schema still being imported is awaited after the answer: marked as handled now, so that a
  // failed import is not also reported as an unhandled rejection (it fails the call below).
  if (req.schema && 'then' in req.schema) Promise.resolve(req.schema).catch(() => undefined);
  const url = buildUrl(req.url, req.query);
  const timeoutMs = req.timeoutMs ?? timeoutFor(req.method, req.url);
  const sentToken = getToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...req.headers };
  if (sentToken) headers.Authorization = `Bearer ${sentToken}`;
  if (req.body !== undefined && !isRawBody(req.body)) headers['Content-Type'] = 'application/json';

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onOuterAbort = () => controller.abort();
  req.signal?.addEventListener('abort', onOuterAbort, { once: true });

  try {
    const answer = Capacitor.isNativePlatform()
      ? await sendNative(req, url, headers, timeoutMs)
      : await sendWithFetch(req, url, headers, controller.signal);
    if (answer.status < 200 || answer.status >= 300) {
      if (answer.status === 401) await handleUnauthorized(sentToken, req.retried === true);
      throw errorFromResponse(answer.status, answer.body);
    }
    if (!req.schema) return answer.body as T;
    const parsed = (await req.schema).safeParse(answer.body);
    if (!parsed.success) {
      throw new ApiError({
        status: answer.status,
        code: CLIENT_ERROR_CODES.invalidResponse,
        message: ru.errors.invalidResponse,
        body: answer.body,
      });
    }
    return parsed.data;
  } catch (caught) {
    // A cancellation by the caller (TanStack Query unmounting, navigation) is not a failure.
    if (req.signal?.aborted && !timedOut) throw caught;
    const error = timedOut
      ? new ApiError({ status: 0, code: CLIENT_ERROR_CODES.timeout, message: ru.errors.timeout })
      : toStandardError(caught);
    // spec §7.3: failed calls are logged and re-thrown; §8: API errors are reported.
    console.error(
      `[api] ${req.method} ${req.url} → ${error.status} ${error.code}: ${error.message}`,
    );
    reportError(error);
    throw error;
  } finally {
    clearTimeout(timer);
    req.signal?.removeEventListener('abort', onOuterAbort);
  }
}
