import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  RegistrationDataSchema,
  type RegistrationData,
} from '@sportkarta/contract/api/user-events';
import { apiRequest } from '@/lib/api-client';
import { registrationDataQueryKey } from './get-registration-data';
import { refreshAfterEventChange } from './invalidate-event';

/** POST /v1/event/registration/{id}: one place for me. */
export function registerForEvent(id: number): Promise<RegistrationData> {
  return apiRequest({
    url: `/v1/event/registration/${id}`,
    method: 'POST',
    schema: RegistrationDataSchema,
  });
}

/** DELETE /v1/event/unregistration/{id}: my place back. */
export function unregisterFromEvent(id: number): Promise<RegistrationData> {
  return apiRequest({
    url: `/v1/event/unregistration/${id}`,
    method: 'DELETE',
    schema: RegistrationDataSchema,
  });
}

/** Registers (`join: true`) or unregisters; the answer is the new registration data. */
export function useRegistration(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (join: boolean) => (join ? registerForEvent(id) : unregisterFromEvent(id)),
    onSuccess: (data) => {
      client.setQueryData(registrationDataQueryKey(id), data);
      return refreshAfterEventChange(client, id);
    },
  });
}
