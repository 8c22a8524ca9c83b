import { useQuery } from '@tanstack/react-query';
import type { NotificationsCount } from '@sportkarta/contract/api/notifications';
import { NotificationsCountCheck } from '@sportkarta/contract/first-screen-checks';
import { apiRequest } from '@/lib/api-client';
import { hasToken } from '@/lib/session-token';
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

const NONE_UNREAD: NotificationsCount = { count: 0 };

export const useUnreadCount = (enabled: boolean) =>
  useQuery({
    queryKey: unreadCountKey,
    // The poll's timer does not look at `enabled` when it fires (TanStack checks it only when it
    // schedules the timer): a poll due while the sign-out's DELETE is on its way would go out
    // with the ending session's token and come back 401. So the fetch itself asks first.
    queryFn: ({ signal }) => (hasToken() ? getUnreadCount(signal) : Promise.resolve(NONE_UNREAD)),
    // Asked for only with a person, checked when it runs: a logout resets the cache (refetching
    // what is mounted) before the badge is gone, and a request without one comes back 401.
    enabled: enabled ? hasToken : false,
    refetchInterval: enabled ? UNREAD_POLL_MS : false,
  });
