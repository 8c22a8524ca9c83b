import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NotificationListSchema,
  type NotificationList,
} from '@sportkarta/contract/api/notifications';
import { apiRequest } from '@/lib/api-client';
import { NOTIFICATIONS_KEY, NOTIFY_BASE, notificationsListKey } from './notifications-key';

/** spec §7.1 GET /service/v1/notify/notifications: unread first, then newest first. */
export const getNotifications = (signal?: AbortSignal): Promise<NotificationList> =>
  apiRequest({
    url: `${NOTIFY_BASE}/notifications`,
    method: 'GET',
    schema: NotificationListSchema,
    signal,
  });

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsListKey,
    queryFn: ({ signal }) => getNotifications(signal),
  });

export const useNotifications = () => useQuery(notificationsQueryOptions());

/** Pull-to-refresh: the list and the badge. */
export function useRefreshNotifications() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] });
}
