import { queryOptions } from '@tanstack/react-query';
import type { VersionInfo } from '@sportkarta/contract/api/version';
import { apiRequest } from '@/lib/api-client';

// spec §7.1 GET /v1/version — the app start (spec §4 LOADING) uses it to check the API answers.
export const versionQueryKey = ['version'] as const;

export function getVersion(signal?: AbortSignal): Promise<VersionInfo> {
  // The schema (and zod) load beside the request: the start check is on the first screen,
  // whose first chunk stays free of zod (issue 2 §8, TBT).
  const schema = import('@sportkarta/contract/api/version').then((m) => m.VersionInfoSchema);
  return apiRequest({ url: '/v1/version', method: 'GET', schema, signal });
}

export const versionQueryOptions = () =>
  queryOptions({ queryKey: versionQueryKey, queryFn: ({ signal }) => getVersion(signal) });
