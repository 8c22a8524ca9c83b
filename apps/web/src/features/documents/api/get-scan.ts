import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { permitDocScanKey } from './permit-docs-key';

/**
 * GET /v1/mob/permitDocScan/{id}[/thumb]: a scan is served to its owner only, so it is fetched
 * with the Bearer token as a blob (never an <img src> the browser would send without it).
 */
export const getScan = (url: string, signal?: AbortSignal): Promise<Blob> =>
  apiRequest<Blob>({ url, method: 'GET', responseType: 'blob', signal });

/** A stored scan never changes (a new one gets a new id): fetched once per address. */
export const useScan = (url: string | null) =>
  useQuery({
    queryKey: permitDocScanKey(url ?? ''),
    queryFn: ({ signal }) => getScan(url!, signal),
    enabled: url !== null,
    staleTime: Infinity,
  });
