import type { FastifyInstance } from 'fastify';

/**
 * The part of `fetch` the adapters need. Production passes the global fetch; the embedded mode
 * passes one that routes the same HTTP request into the app's own emulator.
 */
export type HttpTransport = (
  url: string,
  init: {
    method: 'GET' | 'POST';
    headers: Record<string, string>;
    body?: string;
    signal?: AbortSignal;
  },
) => Promise<{ status: number; text(): Promise<string> }>;

export const fetchTransport: HttpTransport = (url, init) => fetch(url, init);

/**
 * Routes the adapter's HTTP request into this app's own emulator through Fastify's router
 * (light-my-request). Same method, path, headers and body as on the wire, without a socket: no
 * loopback port to allocate, and it works in `app.inject` tests too. The signal is honoured:
 * an emulator told to be late makes the adapter time out as a slow provider would.
 */
export function injectTransport(app: FastifyInstance): HttpTransport {
  return async (url, init) => {
    const { pathname, search } = new URL(url);
    const answer = app.inject({
      method: init.method,
      url: pathname + search,
      headers: init.headers,
      ...(init.body === undefined ? {} : { payload: init.body }),
    });
    const res = init.signal ? await raceAbort(answer, init.signal) : await answer;
    return { status: res.statusCode, text: async () => res.body };
  };
}

function raceAbort<T>(p: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    p.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
