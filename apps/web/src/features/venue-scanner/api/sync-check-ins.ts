import {
  SyncResponseSchema,
  type SyncRequest,
  type SyncResponse,
} from '@sportkarta/contract/api/check-in-offline';
import { apiRequest } from '@/lib/api-client';

/** Sends the check-ins made offline; the server applies each nonce once. */
export function syncCheckIns(body: SyncRequest): Promise<SyncResponse> {
  return apiRequest({
    url: '/v1/mob/staff/check-in/sync',
    method: 'POST',
    body,
    schema: SyncResponseSchema,
  });
}
