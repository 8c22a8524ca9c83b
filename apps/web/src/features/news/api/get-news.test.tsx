import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { apiRequest } from '@/lib/api-client';
import { subscribeToasts, type ToastInput } from '@/ui/toast/toast-bus';
import { newsQueryKey, useNews, useRefreshNews } from './get-news';

vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));
const request = vi.mocked(apiRequest);

function wrapper(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('useRefreshNews (pull-to-refresh)', () => {
  it('refetches fresh news and, when that fails, keeps the old items and shows an error toast', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    request.mockResolvedValueOnce([]);
    const { result } = renderHook(() => ({ news: useNews(), refresh: useRefreshNews() }), {
      wrapper: wrapper(client),
    });
    await waitFor(() => expect(result.current.news.data).toEqual([]));
    expect(client.getQueryState(newsQueryKey)?.isInvalidated).toBe(false);

    const toasts: ToastInput[] = [];
    const unsubscribe = subscribeToasts((t) => toasts.push(t));
    request.mockRejectedValueOnce(new Error('нет сети'));
    await act(async () => {
      await expect(result.current.refresh()).rejects.toThrow('нет сети');
    });
    unsubscribe();

    expect(request).toHaveBeenCalledTimes(2);
    expect(result.current.news.data).toEqual([]);
    expect(toasts).toEqual([
      expect.objectContaining({ type: 'error', message: 'Не удалось загрузить новости' }),
    ]);
  });
});
