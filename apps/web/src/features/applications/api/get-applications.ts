import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApplicationListSchema, type Application } from '@sportkarta/contract/api/applications';
import { apiRequest } from '@/lib/api-client';

// Under 'user': reset with the other personal queries at sign-in (spec §4).
export const applicationsQueryKey = ['user', 'applications'] as const;

/** GET /v1/mob/user/applications: the person's proposals and enrolments, newest first. */
export async function getApplications(signal?: AbortSignal): Promise<Application[]> {
  const answer = await apiRequest({
    url: '/v1/mob/user/applications',
    method: 'GET',
    schema: ApplicationListSchema,
    signal,
  });
  return answer.applications;
}

export const applicationsQueryOptions = () =>
  queryOptions({
    queryKey: applicationsQueryKey,
    queryFn: ({ signal }) => getApplications(signal),
  });

export const useApplications = () => useQuery(applicationsQueryOptions());

/** Pull-to-refresh of the list. */
export function useRefreshApplications() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: applicationsQueryKey });
}
