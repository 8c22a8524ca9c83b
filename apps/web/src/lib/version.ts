import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VersionInfo } from '@sportkarta/contract/api/version';
import { VersionInfoCheck } from '@sportkarta/contract/first-screen-checks';
import { apiRequest } from './api-client';
import { SLOW_QUERY_OPTIONS } from './query-client';

// spec §7.1 GET /v1/version: the newest build and the oldest one still supported (spec §1).
// One request and one cache entry for its two readers: the app start (spec §4 LOADING checks
// that the API answers) and the update prompt (which reads the start's answer, not a second one).
export const versionQueryKey = ['version'] as const;

export function getVersion(signal?: AbortSignal): Promise<VersionInfo> {
  // The start check is on the first screen: checked without zod (issue 27).
  return apiRequest({ url: '/v1/version', method: 'GET', schema: VersionInfoCheck, signal });
}

// Releases are rare, so the slow-data cache rule of spec §7.3 applies: checked once per launch.
export const versionQueryOptions = () =>
  queryOptions({
    queryKey: versionQueryKey,
    queryFn: ({ signal }) => getVersion(signal),
    ...SLOW_QUERY_OPTIONS,
  });

export function useVersion() {
  return useQuery(versionQueryOptions());
}
