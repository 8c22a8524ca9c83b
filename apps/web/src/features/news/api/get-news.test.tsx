import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { subscribeToasts, type ToastInput } from '@/ui/toast/toast-bus';
import { newsQueryKey, useNews, useRefreshNews } from './get-news';

startApiServer();

function wrapper(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('useRefreshNews (pull-to-refresh)', () => {
  it('refetches fresh news and, when that fails, keeps the old items and shows an error toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const seen = recordRequests();
    answerWith('get', '/news.json', []);
    const { result } = renderHook(() => ({ news: useNews(), refresh: useRefreshNews() }), {
      wrapper: wrapper(client),
    });
    await waitFor(() => expect(result.current.news.data).toEqual([]));
    expect(client.getQueryState(newsQueryKey)?.isInvalidated).toBe(false);

    const toasts: ToastInput[] = [];
    const unsubscribe = subscribeToasts((t) => toasts.push(t));
    answerWith('get', '/news.json', () => apiError(500, 'INTERNAL', 'Сбой'));
    await act(async () => {
      await expect(result.current.refresh()).rejects.toThrow();
    });
    unsubscribe();

    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /news.json', 'GET /news.json']);
    expect(result.current.news.data).toEqual([]);
    expect(toasts).toEqual([
      expect.objectContaining({ type: 'error', message: 'Не удалось загрузить новости' }),
    ]);
  });
});
