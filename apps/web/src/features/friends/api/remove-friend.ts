import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { FRIENDS_KEY } from './friends-keys';

/** spec §7.1 DELETE /v1/friends?friendId=…: both stop being friends. */
export const removeFriend = (friendId: string): Promise<void> =>
  apiRequest<void>({ url: '/v1/friends', method: 'DELETE', query: { friendId } });

export function useRemoveFriend() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeFriend,
    onSettled: () => client.invalidateQueries({ queryKey: [FRIENDS_KEY] }),
  });
}
