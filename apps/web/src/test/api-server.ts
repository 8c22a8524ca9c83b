import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

// Web tests fake the network at its boundary (issue 16): the real API client sends real
// requests (URL, query, headers, body) and Mock Service Worker answers them, so the tests
// exercise the URLs, the query keys and the invalidation, not a mocked `apiRequest`. In tests
// the API base is '' (the same origin), so handlers match paths like '/v1/favorites'.

export const apiServer = setupServer();

/**
 * Starts the fake API for the calling test file: every request must have a handler (an
 * unexpected call fails the test), and the handlers a test adds are dropped after it.
 */
export function startApiServer(...defaults: RequestHandler[]): void {
  beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    apiServer.resetHandlers(...defaults);
    apiServer.events.removeAllListeners();
  });
  afterAll(() => apiServer.close());
  apiServer.resetHandlers(...defaults);
}

/** The error shape of the API: `{ code, message }` with a 4xx/5xx status. */
export function apiError(status: number, code: string, message = code): Response {
  return HttpResponse.json({ code, message }, { status });
}

export interface SeenRequest {
  method: string;
  /** Path and query, e.g. '/v1/favorites?placeId=7'. */
  url: string;
  body: unknown;
}

/** Records every request the fake API receives, with its JSON body, for a test to assert on. */
export function recordRequests(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  apiServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const entry: SeenRequest = {
      method: request.method,
      url: url.pathname + url.search,
      body: undefined,
    };
    seen.push(entry);
    void request
      .clone()
      .text()
      .then((text) => {
        entry.body = text ? (JSON.parse(text) as unknown) : undefined;
      });
  });
  return seen;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Resolver = Parameters<typeof http.get>[1];

/**
 * Lets the fake API answer `method path` (MSW path syntax, e.g. '/v1/placeFavorites/:id') for
 * the rest of the test: with this JSON body, or with what `reply` returns for the request.
 */
export function answerWith(method: Method, path: string, reply: JsonBodyType | Resolver): void {
  const resolver: Resolver =
    typeof reply === 'function' ? (reply as Resolver) : () => HttpResponse.json(reply);
  apiServer.use(http[method](path, resolver));
}

/**
 * For tests with fake timers: turns the real event loop (leave immediates unfaked) until the
 * fake API's answer is in the cache under `key`, before the test moves the page's clock.
 */
export async function answerCached(client: QueryClient, key: QueryKey): Promise<void> {
  await act(async () => {
    while (client.getQueryData(key) === undefined) {
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
}
