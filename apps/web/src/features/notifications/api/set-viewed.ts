import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NotificationsCountSchema } from '@sportkarta/contract/api/notifications';
import { apiRequest } from '@/lib/api-client';
import { NOTIFY_BASE, unreadCountKey } from './notifications-key';

/**
 * spec §7.1 POST /service/v1/notify/setViewed. The badge takes the answer at once; the list is
 * left as it is, so what was new stays marked until the person leaves or pulls to refresh.
 */
export function useSetViewed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiRequest({
        url: `${NOTIFY_BASE}/setViewed`,
        method: 'POST',
        body: { ids },
        schema: NotificationsCountSchema,
      }),
    onSuccess: (count) => client.setQueryData(unreadCountKey, count),
  });
}
