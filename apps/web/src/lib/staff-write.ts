import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, type HttpMethod } from './api-client';

/** Where a venue's staff calls go: `/v1/mob/staff/complexes/{complexId}`. */
export const staffBase = (complexId: number) => `/v1/mob/staff/complexes/${complexId}`;

/**
 * The write hook of a venue editor (the catalogue, the layouts): each write goes under
 * `base(complexId)/<path>`, and the editor's query `key(complexId)` is read again when it
 * settles, whatever the answer (a refusal may mean it changed).
 */
export function staffWrites(
  base: (complexId: number) => string,
  key: (complexId: number) => QueryKey,
) {
  return function useEditorWrite<V, S extends z.ZodType>(
    complexId: number,
    method: HttpMethod,
    schema: S,
    to: (v: V) => { path: string; body?: unknown },
  ) {
    const client = useQueryClient();
    return useMutation({
      mutationFn: (v: V): Promise<z.infer<S>> => {
        const { path, body } = to(v);
        return apiRequest({ url: `${base(complexId)}/${path}`, method, body, schema });
      },
      onSettled: () => client.invalidateQueries({ queryKey: key(complexId) }),
    });
  };
}
