import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  FriendRequestItemSchema,
  type AnswerRequestBody,
  type FriendRequest,
} from '@sportkarta/contract/api/friends';
import { apiRequest } from '@/lib/api-client';
import { FRIENDS_KEY } from './friends-keys';

/** spec §7.1 POST /v1/friends/requests/incoming: accept or decline a request to me. */
export const answerRequest = (body: AnswerRequestBody): Promise<FriendRequest> =>
  apiRequest({
    url: '/v1/friends/requests/incoming',
    method: 'POST',
    body,
    schema: FriendRequestItemSchema,
  });

export function useAnswerRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerRequest,
    onSettled: () => client.invalidateQueries({ queryKey: [FRIENDS_KEY] }),
  });
}
