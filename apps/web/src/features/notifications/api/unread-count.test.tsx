import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { clearToken, setToken } from '@/lib/session-token';
import { answerWith, recordRequests, startApiServer } from '@/test/api-server';
import { NOTIFY_BASE } from './notifications-key';
import { useUnreadCount } from './unread-count';

startApiServer();

describe('useUnreadCount', () => {
  it('asks only with a token: the cache reset of a logout sends no request that would come back 401', async () => {
    await setToken('t1');
    answerWith('get', `${NOTIFY_BASE}/notificationsCount`, { count: 3 });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const seen = recordRequests();
    const { result, unmount } = renderHook(() => useUnreadCount(true), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ count: 3 }));
    expect(seen).toHaveLength(1);

    // What lib/logout does: the token goes, then the cache is reset while the badge is mounted.
    await act(async () => {
      await clearToken();
      await client.resetQueries();
    });
    expect(seen).toHaveLength(1);
    unmount();
  });
});
