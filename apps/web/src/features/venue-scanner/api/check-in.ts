import { SCANNER_CHECK_IN_TIMEOUT_MS } from '@sportkarta/contract/config/timings';
import {
  ScanResponseSchema,
  type ScanRequest,
  type ScanResponse,
} from '@sportkarta/contract/api/check-in-offline';
import { apiRequest } from '@/lib/api-client';

/** Checks a scanned code in at the server; a slow answer gives up early (decided offline). */
export function checkIn(body: ScanRequest): Promise<ScanResponse> {
  return apiRequest({
    url: '/v1/mob/staff/check-in',
    method: 'POST',
    body,
    schema: ScanResponseSchema,
    timeoutMs: SCANNER_CHECK_IN_TIMEOUT_MS,
  });
}
