import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EventSchema, type SportEvent } from '@sportkarta/contract/api/events';
import type { CancelEventRequest } from '@sportkarta/contract/api/user-events';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterEventChange } from './invalidate-event';

/** POST /v1/cancelEvent (60 s like add/update: LONG_TIMEOUT_URLS). */
export function cancelEvent(body: CancelEventRequest): Promise<SportEvent> {
  return apiRequest({ url: '/v1/cancelEvent', method: 'POST', body, schema: EventSchema });
}

export function useCancelEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelEvent,
    onSuccess: (event) => refreshAfterEventChange(client, event.id, event),
  });
}
