import { useQuery } from '@tanstack/react-query';
import type { NotificationsCount } from '@sportkarta/contract/api/notifications';
import { NotificationsCountCheck } from '@sportkarta/contract/first-screen-checks';
import { apiRequest } from '@/lib/api-client';
import { getToken } from '@/lib/session-token';
import { NOTIFY_BASE, unreadCountKey } from './notifications-key';

/** How often the tab's badge asks again while the app is open (a push also refreshes it). */
export const UNREAD_POLL_MS = 60_000;

/**
 * spec §7.1 GET /service/v1/notify/notificationsCount. On the first screen (the profile tab's
 * badge), so its answer is checked without zod (issue 27).
 */
export const getUnreadCount = (signal?: AbortSignal): Promise<NotificationsCount> =>
  apiRequest({
    url: `${NOTIFY_BASE}/notificationsCount`,
    method: 'GET',
    schema: NotificationsCountCheck,
    signal,
  });

export const useUnreadCount = (enabled: boolean) =>
  useQuery({
    queryKey: unreadCountKey,
    queryFn: ({ signal }) => getUnreadCount(signal),
    // Asked for only with a token, checked when it runs: a logout resets the cache (refetching
    // what is mounted) before the badge is gone, and a request without one comes back 401.
    enabled: enabled ? () => getToken() !== null : false,
    refetchInterval: enabled ? UNREAD_POLL_MS : false,
  });
