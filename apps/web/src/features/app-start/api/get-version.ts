import { queryOptions } from '@tanstack/react-query';
import { VersionInfoSchema, type VersionInfo } from '@sportkarta/contract/api/version';
import { apiRequest } from '@/lib/api-client';

// spec §7.1 GET /v1/version — the app start (spec §4 LOADING) uses it to check the API answers.
export const versionQueryKey = ['version'] as const;

export function getVersion(signal?: AbortSignal): Promise<VersionInfo> {
  return apiRequest({ url: '/v1/version', method: 'GET', schema: VersionInfoSchema, signal });
}

export const versionQueryOptions = () =>
  queryOptions({ queryKey: versionQueryKey, queryFn: ({ signal }) => getVersion(signal) });
