import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EventSchema, type SportEvent } from '@sportkarta/contract/api/events';
import type { AddEventRequest, UpdEventRequest } from '@sportkarta/contract/api/user-events';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterEventChange } from './invalidate-event';

/** POST /v1/addEvent (60 s, spec §9: LONG_TIMEOUT_URLS). */
export function addEvent(body: AddEventRequest): Promise<SportEvent> {
  return apiRequest({ url: '/v1/addEvent', method: 'POST', body, schema: EventSchema });
}

/** POST /v1/updEvent (60 s, spec §9). */
export function updEvent(body: UpdEventRequest): Promise<SportEvent> {
  return apiRequest({ url: '/v1/updEvent', method: 'POST', body, schema: EventSchema });
}

/** Creates (no eventId) or rewrites (with eventId) a person's event. */
export function useSaveEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddEventRequest | UpdEventRequest) =>
      'eventId' in body ? updEvent(body) : addEvent(body),
    onSuccess: (event) => refreshAfterEventChange(client, event.id, event),
  });
}
