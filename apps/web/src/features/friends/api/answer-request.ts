import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  FriendRequestItemSchema,
  type AnswerRequestBody,
  type FriendRequest,
} from '@sportkarta/contract/api/friends';
import { apiRequest } from '@/lib/api-client';
import { FRIENDS_KEY, type MutationCallbacks } from './friends-keys';

/** spec §7.1 POST /v1/friends/requests/incoming: accept or decline a request to me. */
export const answerRequest = (body: AnswerRequestBody): Promise<FriendRequest> =>
  apiRequest({
    url: '/v1/friends/requests/incoming',
    method: 'POST',
    body,
    schema: FriendRequestItemSchema,
  });

/**
 * `on` runs even when the row that asked is gone by then (the list refetches and drops the
 * answered request): callbacks given to `mutate` would be skipped after an unmount.
 */
export function useAnswerRequest(on: MutationCallbacks<FriendRequest, AnswerRequestBody> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerRequest,
    ...on,
    onSettled: () => client.invalidateQueries({ queryKey: [FRIENDS_KEY] }),
  });
}
