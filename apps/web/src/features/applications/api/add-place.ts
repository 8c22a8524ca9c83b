import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AddPlaceResultSchema, type AddPlaceInputSchema } from '@sportkarta/contract/api/places';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { applicationsQueryKey } from './get-applications';

export type PlaceProposal = z.output<typeof AddPlaceInputSchema>;

/** spec §7.1 POST /v1/addPlace: the proposal waits in moderation (spec §7.2: 60 s timeout). */
export const addPlace = (proposal: PlaceProposal) =>
  apiRequest({ url: '/v1/addPlace', method: 'POST', body: proposal, schema: AddPlaceResultSchema });

/** Sends a proposal; «Мои заявки» is asked again, so it shows there at once. */
export function useAddPlace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addPlace,
    onSuccess: () => client.invalidateQueries({ queryKey: applicationsQueryKey }),
  });
}
