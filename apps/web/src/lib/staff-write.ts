import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, type HttpMethod } from './api-client';

/**
 * One write of a venue editor (the catalogue, the layouts) under `base/<path>`; the editor's
 * query `key` (and the `also` keys: other screens showing the same rows) is read again when it
 * settles, whatever the answer (a refusal may mean it changed).
 */
export function useStaffWrite<V, S extends z.ZodType>(
  o: { base: string; key: QueryKey; also?: readonly QueryKey[]; method: HttpMethod; schema: S },
  to: (v: V) => { path: string; body?: unknown },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: V): Promise<z.infer<S>> => {
      const { path, body } = to(v);
      return apiRequest({ url: `${o.base}/${path}`, method: o.method, body, schema: o.schema });
    },
    onSettled: () =>
      Promise.all(
        [o.key, ...(o.also ?? [])].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}
