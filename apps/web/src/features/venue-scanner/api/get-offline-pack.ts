import { OfflinePackSchema, type OfflinePack } from '@sportkarta/contract/api/venue-staff';
import { apiRequest } from '@/lib/api-client';

/** The venue's tickets and packages the door may admit today, kept for the offline scanner. */
export function getOfflinePack(complexId: number, signal?: AbortSignal): Promise<OfflinePack> {
  return apiRequest({
    url: `/v1/mob/staff/complexes/${complexId}/offline-pack`,
    method: 'GET',
    schema: OfflinePackSchema,
    signal,
  });
}
