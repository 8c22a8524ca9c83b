import { useCallback } from 'react';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { FavoriteToggleSchema } from '@sportkarta/contract/api/places';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { ruDiscoveryPlace } from '@/i18n/ru-discovery-place';
import { useAuthRequired } from '@/ui/auth-required-modal';
import { showToast } from '@/ui/toast/toast-bus';
import { favoritesQueryKey } from './get-favorites';

export type FavoriteToggle = z.infer<typeof FavoriteToggleSchema>;
export interface FavoriteTarget {
  id: number;
  /** Where the place is now; the toggle moves it to the other side. */
  favorite: boolean;
}

/** Every cached query about venues starts with this (list, detail, favourites, map). */
export const placesQueryPrefix = ['places'] as const;
const toggleMutationKey = ['places', 'favorite-toggle'] as const;
const t = ruDiscoveryPlace;

/** PUT /v1/placeFavorites/{placeId}: toggles; the answer says where the place ended up. */
export function putFavoriteToggle(placeId: number): Promise<FavoriteToggle> {
  return apiRequest<FavoriteToggle>({
    url: `/v1/placeFavorites/${encodeURIComponent(String(placeId))}`,
    method: 'PUT',
    schema: FavoriteToggleSchema,
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Returns `data` with every venue of id `placeId` (any object holding that id and a boolean
 * `favorite`) switched to `favorite`, whatever the shape around it: infinite pages of a list,
 * a detail, the favourites. Untouched branches keep their identity so nothing re-renders.
 */
export function setFavoriteIn(data: unknown, placeId: number, favorite: boolean): unknown {
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item) => {
      const updated = setFavoriteIn(item, placeId, favorite);
      if (updated !== item) changed = true;
      return updated;
    });
    return changed ? next : data;
  }
  if (!isRecord(data)) return data;
  let result: Record<string, unknown> = data;
  if (data.id === placeId && typeof data.favorite === 'boolean' && data.favorite !== favorite) {
    result = { ...data, favorite };
  }
  for (const [key, value] of Object.entries(data)) {
    if (!isRecord(value)) continue;
    const updated = setFavoriteIn(value, placeId, favorite);
    if (updated !== value) {
      if (result === data) result = { ...data };
      result[key] = updated;
    }
  }
  return result;
}

/**
 * The heart of a venue card and of the venue page. A visitor gets the auth-required modal
 * (spec §6); a signed-in person's change reaches every cached list that shows the venue
 * (spec §4 "A favourite change updates the place in both lists") and the §8 toasts.
 */
export function useToggleFavorite(): {
  toggle(place: FavoriteTarget): void;
  isPending(id: number): boolean;
} {
  const queryClient = useQueryClient();
  const { status } = useSession();
  const openAuthRequired = useAuthRequired();

  const mutation = useMutation({
    mutationKey: toggleMutationKey,
    mutationFn: (place: FavoriteTarget) => putFavoriteToggle(place.id),
    onSuccess: async (result) => {
      queryClient.setQueriesData({ queryKey: placesQueryPrefix }, (data: unknown) =>
        setFavoriteIn(data, result.placeId, result.favorite),
      );
      showToast({
        type: 'success',
        message: result.favorite ? t.favoriteAdded : t.favoriteRemoved,
        key: `favorite-${result.placeId}`,
      });
      await queryClient.invalidateQueries({ queryKey: favoritesQueryKey });
    },
    onError: (_error, place) => {
      showToast({
        type: 'error',
        message: place.favorite ? t.favoriteRemoveFailed : t.favoriteAddFailed,
        key: `favorite-${place.id}`,
      });
    },
  });

  // Shared by every heart on screen: a card and the page of the same venue wait together.
  const pendingIds = useMutationState({
    filters: { mutationKey: toggleMutationKey, status: 'pending' },
    select: (m) => (m.state.variables as FavoriteTarget | undefined)?.id,
  });

  const isPending = useCallback((id: number) => pendingIds.includes(id), [pendingIds]);
  const { mutate } = mutation;
  const toggle = useCallback(
    (place: FavoriteTarget) => {
      if (status !== 'logged-in') {
        openAuthRequired();
        return;
      }
      if (pendingIds.includes(place.id)) return;
      mutate(place);
    },
    [status, openAuthRequired, pendingIds, mutate],
  );
  return { toggle, isPending };
}
