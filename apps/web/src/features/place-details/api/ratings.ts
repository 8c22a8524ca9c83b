import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MyRatingSchema,
  RatingListSchema,
  RatingSchema,
  type Rating,
  type RatingInput,
} from '@sportkarta/contract/api/places';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { placeDetailQueryKey } from './get-place';

export type RatingList = z.infer<typeof RatingListSchema>;
export type MyRating = z.infer<typeof MyRatingSchema>;

export const ratingListQueryKey = (placeId: number) => ['places', 'ratings', placeId] as const;
export const myRatingQueryKey = (placeId: number) =>
  ['places', 'ratings', placeId, 'mine'] as const;

/** GET /v1/getratinglist/{id}: the summary and every review, newest first. */
export function getRatingList(placeId: number, signal?: AbortSignal): Promise<RatingList> {
  return apiRequest<RatingList>({
    url: `/v1/getratinglist/${encodeURIComponent(String(placeId))}`,
    method: 'GET',
    schema: RatingListSchema,
    signal,
  });
}

export function ratingListQueryOptions(placeId: number) {
  return queryOptions({
    queryKey: ratingListQueryKey(placeId),
    queryFn: ({ signal }) => getRatingList(placeId, signal),
  });
}

export function useRatingList(placeId: number, enabled = true) {
  return useQuery({ ...ratingListQueryOptions(placeId), enabled });
}

/** GET /v1/rating/{id}: the signed-in person's own rating of the venue, or null. */
export function getMyRating(placeId: number, signal?: AbortSignal): Promise<MyRating> {
  return apiRequest<MyRating>({
    url: `/v1/rating/${encodeURIComponent(String(placeId))}`,
    method: 'GET',
    schema: MyRatingSchema,
    signal,
  });
}

export function useMyRating(placeId: number, enabled: boolean) {
  return useQuery({
    queryKey: myRatingQueryKey(placeId),
    queryFn: ({ signal }) => getMyRating(placeId, signal),
    enabled,
  });
}

/** POST /v1/rating: one per person per venue; sending again edits it. */
export function saveRating(input: RatingInput): Promise<Rating> {
  return apiRequest<Rating>({
    url: '/v1/rating',
    method: 'POST',
    body: input,
    schema: RatingSchema,
  });
}

/** Saves, then the venue (its average, my mark) and its reviews are asked again. */
export function useSaveRating(placeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<RatingInput, 'placeId'>) => saveRating({ ...input, placeId }),
    onSuccess: (saved) => {
      // Opening the sheet again shows what was just sent, without waiting for the server.
      queryClient.setQueryData<MyRating>(myRatingQueryKey(placeId), { rating: saved });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: placeDetailQueryKey(placeId) }),
        queryClient.invalidateQueries({ queryKey: ratingListQueryKey(placeId), exact: true }),
      ]);
    },
  });
}

export type { Rating };
