import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { logout } from '@/lib/logout';
import { beginSignOut, clearToken, setToken } from '@/lib/session-token';
import {
  answerCached,
  answerWith,
  apiServer,
  recordRequests,
  startApiServer,
} from '@/test/api-server';
import { NOTIFY_BASE, unreadCountKey } from './notifications-key';
import { UNREAD_POLL_MS, useUnreadCount } from './unread-count';

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

  it('the poll due while a sign-out is on its way sends nothing with the old token', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    await setToken('old-token');
    const withToken: string[] = [];
    apiServer.events.on('request:start', ({ request }) => {
      const auth = request.headers.get('authorization');
      if (auth) withToken.push(`${new URL(request.url).pathname} ${auth}`);
    });
    answerWith('get', `${NOTIFY_BASE}/notificationsCount`, { count: 3 });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(() => useUnreadCount(true), { wrapper });
    await answerCached(client, unreadCountKey);
    expect(withToken).toEqual([`${NOTIFY_BASE}/notificationsCount Bearer old-token`]);

    // The sign-out starts (lib/session's logout, before its DELETE); the badge is still mounted
    // with `enabled` true, and its poll comes due while the DELETE is on its way.
    beginSignOut();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS);
    });
    // The sign-out ends: the caches reset while the badge is still there.
    await act(async () => {
      await logout();
      await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS);
    });
    expect(withToken).toHaveLength(1);
    unmount();
    vi.useRealTimers();
  });
});
