import { queryOptions, useQuery } from '@tanstack/react-query';
import { FriendRequestListSchema, type FriendRequestList } from '@sportkarta/contract/api/friends';
import { apiRequest } from '@/lib/api-client';
import { requestsKey } from './friends-keys';

export type Direction = 'incoming' | 'outgoing';

/** spec §7.1 GET /v1/friends/requests/incoming and …/outgoing: the pending ones, newest first. */
export const getRequests = (
  direction: Direction,
  signal?: AbortSignal,
): Promise<FriendRequestList> =>
  apiRequest({
    url: `/v1/friends/requests/${direction}`,
    method: 'GET',
    schema: FriendRequestListSchema,
    signal,
  });

export const requestsQueryOptions = (direction: Direction) =>
  queryOptions({
    queryKey: requestsKey(direction),
    queryFn: ({ signal }) => getRequests(direction, signal),
  });

export const useRequests = (direction: Direction, enabled = true) =>
  useQuery({ ...requestsQueryOptions(direction), enabled });
