import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  RegistrationDataSchema,
  type RegistrationData,
} from '@sportkarta/contract/api/user-events';
import { apiRequest } from '@/lib/api-client';

export const registrationDataQueryKey = (id: number) => ['event', id, 'registration'] as const;

/** GET /v1/event/registrationdata/{id}: places, am I in, and (for the author and the registered) who is. */
export function getRegistrationData(id: number, signal?: AbortSignal): Promise<RegistrationData> {
  return apiRequest({
    url: `/v1/event/registrationdata/${id}`,
    method: 'GET',
    schema: RegistrationDataSchema,
    signal,
  });
}

export const registrationDataQueryOptions = (id: number) =>
  queryOptions({
    queryKey: registrationDataQueryKey(id),
    queryFn: ({ signal }) => getRegistrationData(id, signal),
  });

/** Only for a signed-in person (a visitor gets 401): `enabled` says so. */
export const useRegistrationData = (id: number, enabled: boolean) =>
  useQuery({ ...registrationDataQueryOptions(id), enabled });
