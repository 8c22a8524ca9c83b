import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  CreatePlaceResultSchema,
  VenuePlaceSchema,
  VenuePlacesSchema,
  type CreatePlaceRequest,
  type UpdatePlaceRequest,
  type VenueSportsRequest,
} from '@sportkarta/contract/api/venue-places';
import { apiRequest } from '@/lib/api-client';
import { staffBase, staffWrites } from '@/lib/staff-write';
import { hasToken } from '@/lib/session-token';

// Issue 25 (sports-page, dictionaries-tab): the venue's sports and places (docs/venue-side.md
// "Sports and places"). Every write reads again every staff view of the venue that is open: the
// catalogue's and the layouts' place selectors list the same places.
const venueKey = (complexId: number) => ['user', 'staff', complexId] as const;
export const staffPlacesKey = (complexId: number) => [...venueKey(complexId), 'places'] as const;

/** GET …/places: the venue's sports, its places in order, every sport type. */
export const useVenuePlaces = (complexId: number) =>
  useQuery(
    queryOptions({
      queryKey: staffPlacesKey(complexId),
      enabled: hasToken,
      queryFn: ({ signal }) =>
        apiRequest({
          url: `${staffBase(complexId)}/places`,
          method: 'GET',
          schema: VenuePlacesSchema,
          signal,
        }),
    }),
  );

// The venue's key is a prefix of every staff view's of it: a write reads them all again.
const usePlacesWrite = staffWrites(staffBase, venueKey);

/** PUT …/sports: the venue's sports and its places'. */
export const useSaveSports = (complexId: number) =>
  usePlacesWrite(complexId, 'PUT', VenuePlacesSchema, (body: VenueSportsRequest) => ({
    path: 'sports',
    body,
  }));

/** POST …/places (the same key again answers the place made first). */
export const useCreatePlace = (complexId: number) =>
  usePlacesWrite(complexId, 'POST', CreatePlaceResultSchema, (body: CreatePlaceRequest) => ({
    path: 'places',
    body,
  }));

export const useUpdatePlace = (complexId: number) =>
  usePlacesWrite(
    complexId,
    'PATCH',
    VenuePlaceSchema,
    (v: { id: number; body: UpdatePlaceRequest }) => ({ path: `places/${v.id}`, body: v.body }),
  );

export const useRemovePlace = (complexId: number) =>
  usePlacesWrite(complexId, 'DELETE', z.object({ removed: z.literal(true) }), (id: number) => ({
    path: `places/${id}`,
  }));
