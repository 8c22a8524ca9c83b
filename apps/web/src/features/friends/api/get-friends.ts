import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { FriendListSchema, type FriendList } from '@sportkarta/contract/api/friends';
import { apiRequest } from '@/lib/api-client';
import { FRIENDS_KEY, friendsListKey } from './friends-keys';

/** spec §7.1 GET /v1/friends: name and photo only. */
export const getFriends = (signal?: AbortSignal): Promise<FriendList> =>
  apiRequest({ url: '/v1/friends', method: 'GET', schema: FriendListSchema, signal });

export const friendsQueryOptions = () =>
  queryOptions({ queryKey: friendsListKey, queryFn: ({ signal }) => getFriends(signal) });

export const useFriends = (enabled = true) => useQuery({ ...friendsQueryOptions(), enabled });

/** Pull-to-refresh and after every change: the lists, the requests and the invite's relation. */
export function useRefreshFriends() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [FRIENDS_KEY] });
}
