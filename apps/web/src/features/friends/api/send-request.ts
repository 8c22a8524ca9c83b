import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OutgoingResultSchema,
  type OutgoingRequestBody,
  type OutgoingResult,
} from '@sportkarta/contract/api/friends';
import { apiRequest } from '@/lib/api-client';
import { FRIENDS_KEY, type MutationCallbacks } from './friends-keys';

/**
 * spec §7.1 PUT /v1/friends/requests/outgoing: `{ inviteCode }` or `{ phone }` sends,
 * `{ requestId, withdraw: true }` withdraws (docs/api-friends.md).
 */
export const putOutgoing = (body: OutgoingRequestBody): Promise<OutgoingResult> =>
  apiRequest({
    url: '/v1/friends/requests/outgoing',
    method: 'PUT',
    body,
    schema: OutgoingResultSchema,
  });

/** `on` as in useAnswerRequest: a withdrawn request's row is gone before `mutate`'s callbacks. */
export function useOutgoing(on: MutationCallbacks<OutgoingResult, OutgoingRequestBody> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putOutgoing,
    ...on,
    onSettled: () => client.invalidateQueries({ queryKey: [FRIENDS_KEY] }),
  });
}
