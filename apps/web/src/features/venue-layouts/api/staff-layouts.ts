import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  CreatePartResultSchema,
  CreateProductResultSchema,
  EventProductSchema,
  EventProductsSchema,
  LayoutPartSchema,
  VenueLayoutsSchema,
  type CreatePartRequest,
  type CreateProductRequest,
  type UpdatePartRequest,
  type UpdateProductRequest,
} from '@sportkarta/contract/api/venue-layouts';
import { apiRequest } from '@/lib/api-client';
import { staffBase, staffWrites } from '@/lib/staff-write';
import { hasToken } from '@/lib/session-token';

// Issue 25: the venue's layouts (lanes, halves) and its events' products (docs/venue-side.md
// "Capacity by part of a place"). Every write reads both again, whatever the answer (a refusal
// may mean something changed).
export const staffLayoutsKey = (complexId: number) =>
  ['user', 'staff', complexId, 'layouts'] as const;
const productsKey = (complexId: number, eventId: number) =>
  [...staffLayoutsKey(complexId), 'products', eventId] as const;

/** GET …/layouts: every place of the venue with its parts. */
export const useVenueLayouts = (complexId: number) =>
  useQuery(
    queryOptions({
      queryKey: staffLayoutsKey(complexId),
      enabled: hasToken,
      queryFn: ({ signal }) =>
        apiRequest({
          url: `${staffBase(complexId)}/layouts`,
          method: 'GET',
          schema: VenueLayoutsSchema,
          signal,
        }),
    }),
  );

/** GET …/catalogue/events/{eventId}/products (none asked without an event). */
export const useEventProducts = (complexId: number, eventId: number | null) =>
  useQuery({
    queryKey: productsKey(complexId, eventId ?? 0),
    enabled: hasToken() && eventId !== null,
    queryFn: ({ signal }) =>
      apiRequest({
        url: `${staffBase(complexId)}/catalogue/events/${eventId}/products`,
        method: 'GET',
        schema: EventProductsSchema,
        signal,
      }),
  });

const useLayoutWrite = staffWrites(staffBase, staffLayoutsKey);

/** POST …/places/{placeId}/parts (the same key again answers the part made first). */
export const useCreatePart = (complexId: number) =>
  useLayoutWrite(
    complexId,
    'POST',
    CreatePartResultSchema,
    (v: { placeId: number; body: CreatePartRequest }) => ({
      path: `places/${v.placeId}/parts`,
      body: v.body,
    }),
  );
export const useUpdatePart = (complexId: number) =>
  useLayoutWrite(
    complexId,
    'PATCH',
    LayoutPartSchema,
    (v: { id: number; body: UpdatePartRequest }) => ({
      path: `parts/${v.id}`,
      body: v.body,
    }),
  );
export const useRemovePart = (complexId: number) =>
  useLayoutWrite(complexId, 'DELETE', z.object({ removed: z.literal(true) }), (id: number) => ({
    path: `parts/${id}`,
  }));

export const useCreateProduct = (complexId: number) =>
  useLayoutWrite(
    complexId,
    'POST',
    CreateProductResultSchema,
    (v: { eventId: number; body: CreateProductRequest }) => ({
      path: `catalogue/events/${v.eventId}/products`,
      body: v.body,
    }),
  );
export const useWithdrawProduct = (complexId: number) =>
  useLayoutWrite(
    complexId,
    'POST',
    EventProductSchema,
    (v: { eventId: number; productId: number }) => ({
      path: `catalogue/events/${v.eventId}/products/${v.productId}/withdraw`,
    }),
  );
/** PATCH …/products/{productId}: a new name or price (the next order pays it). */
export const useUpdateProduct = (complexId: number) =>
  useLayoutWrite(
    complexId,
    'PATCH',
    EventProductSchema,
    (v: { eventId: number; productId: number; body: UpdateProductRequest }) => ({
      path: `catalogue/events/${v.eventId}/products/${v.productId}`,
      body: v.body,
    }),
  );
