import type { QueryClient } from '@tanstack/react-query';
import type { SportEvent } from '@sportkarta/contract/api/events';
import { eventQueryKey } from './get-event';
import { myEventsQueryKey } from './get-my-events';

/**
 * After a change to a person's event: the event itself (when the answer carries it), its
 * registration data, the map's lists and «Мои события» are asked again.
 */
export function refreshAfterEventChange(client: QueryClient, id: number, event?: SportEvent) {
  if (event) client.setQueryData(eventQueryKey(id), event);
  return Promise.all([
    client.invalidateQueries({ queryKey: eventQueryKey(id) }),
    client.invalidateQueries({ queryKey: ['events'] }),
    client.invalidateQueries({ queryKey: myEventsQueryKey }),
  ]);
}
