import { queryOptions, useQuery } from '@tanstack/react-query';
import { VersionInfoSchema, type VersionInfo } from '@sportkarta/contract';
import { apiRequest } from '@/lib/api-client';
import { SLOW_QUERY_OPTIONS } from '@/lib/query-client';

/** GET /v1/version — the newest build and the oldest one still supported (spec §1). */
export function getVersion(signal?: AbortSignal): Promise<VersionInfo> {
  return apiRequest<VersionInfo>({
    url: '/v1/version',
    method: 'GET',
    schema: VersionInfoSchema,
    signal,
  });
}

export const versionQueryKey = ['version'] as const;

// Checked once per launch; releases are rare, so the slow-data cache rule of spec §7.3 applies.
export function versionQueryOptions() {
  return queryOptions({
    queryKey: versionQueryKey,
    queryFn: ({ signal }) => getVersion(signal),
    ...SLOW_QUERY_OPTIONS,
  });
}

export function useVersion() {
  return useQuery(versionQueryOptions());
}
