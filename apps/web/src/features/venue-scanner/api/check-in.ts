import { SCANNER_CHECK_IN_TIMEOUT_MS } from '@sportkarta/contract/config/timings';
import {
  CheckInResponseSchema,
  type CheckInRequest,
  type CheckInResponse,
} from '@sportkarta/contract/api/check-in';
import { apiRequest } from '@/lib/api-client';

/** Checks a scanned code in at the server; a slow answer gives up early (decided offline). */
export function checkIn(body: CheckInRequest): Promise<CheckInResponse> {
  return apiRequest({
    url: '/v1/mob/staff/check-in',
    method: 'POST',
    body,
    schema: CheckInResponseSchema,
    timeoutMs: SCANNER_CHECK_IN_TIMEOUT_MS,
  });
}
