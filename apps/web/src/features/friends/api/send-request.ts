import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OutgoingResultSchema,
  type OutgoingRequestBody,
  type OutgoingResult,
} from '@sportkarta/contract/api/friends';
import { apiRequest } from '@/lib/api-client';
import { FRIENDS_KEY } from './friends-keys';

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

export function useOutgoing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putOutgoing,
    onSettled: () => client.invalidateQueries({ queryKey: [FRIENDS_KEY] }),
  });
}
