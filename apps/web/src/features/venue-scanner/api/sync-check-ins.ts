import {
  CheckInSyncResponseSchema,
  type CheckInSyncRequest,
  type CheckInSyncResponse,
} from '@sportkarta/contract/api/venue-staff';
import { apiRequest } from '@/lib/api-client';

/** Sends the check-ins made offline; the server applies each nonce once. */
export function syncCheckIns(body: CheckInSyncRequest): Promise<CheckInSyncResponse> {
  return apiRequest({
    url: '/v1/mob/staff/check-in/sync',
    method: 'POST',
    body,
    schema: CheckInSyncResponseSchema,
  });
}
