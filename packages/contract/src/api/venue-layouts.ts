import { z } from 'zod';
import { CATALOGUE_MAX_PRICE_KOPECKS, editorParts as p } from './venue-catalogue';
import { ComplexParamsSchema } from './venue-staff';

// Issue 25: the editor of a place's layout (lanes of a pool, halves of a pitch) and of the
// products an event sells on it (docs/decisions/capacity-by-part.md "As built", docs/venue-side.md
// "Capacity by part of a place"). Paths: /v1/mob/staff/complexes/{complexId}/…, key
// catalogue.edit. A layout is a tree: a part has one parent of the same place; capacity is on
// leaves only, a group holds the sum of its leaves. Money is in kopecks.

/** The most units one leaf may hold (the table's check), parts one place may have, and depth. */
export const PART_MAX_CAPACITY = 10_000;
export const LAYOUT_MAX_PARTS = 32;
export const LAYOUT_MAX_DEPTH = 8;

export const PRODUCT_KINDS = ['ANY', 'WHOLE'] as const;
export const ProductKindSchema = z.enum(PRODUCT_KINDS, {
  error: 'Вид товара — ANY (одно место на любой дорожке части) или WHOLE (часть целиком)',
});
export type ProductKind = z.infer<typeof ProductKindSchema>;
export const PRODUCT_KIND_LABELS: Readonly<Record<ProductKind, string>> = {
  ANY: 'Одно место',
  WHOLE: 'Целиком',
};

const capacity = p.int(1, PART_MAX_CAPACITY);
const price = p.int(0, CATALOGUE_MAX_PRICE_KOPECKS);

// ---- parts ---------------------------------------------------------------------------------

/**
 * POST …/places/{placeId}/parts. `parentId` null makes the place's root (the whole place; one per
 * place); otherwise the parent is a group of the same place. `capacity` makes a leaf (a lane, a
 * half), null a group whose capacity is the sum of its leaves.
 */
export const CreatePartRequestSchema = z.object({
  idempotencyKey: p.idempotencyKey,
  parentId: p.bodyId('Неверная часть').nullable(),
  name: p.name,
  capacity: capacity.nullable(),
});
export type CreatePartRequest = z.input<typeof CreatePartRequestSchema>;

/**
 * PATCH …/parts/{partId}: a new name, for a leaf a new capacity, and a move — `parentId` another
 * group of the same place (the part goes last in it unless `position` says where), `position`
 * its new place among its group's parts (from 0; the others move up or down).
 */
export const UpdatePartRequestSchema = z
  .object({
    name: p.name.optional(),
    capacity: capacity.optional(),
    parentId: p.bodyId('Неверная группа').optional(),
    position: p.int(0, LAYOUT_MAX_PARTS - 1).optional(),
  })
  .refine(p.nothingToChange, p.NOTHING);
export type UpdatePartRequest = z.input<typeof UpdatePartRequestSchema>;

export const LayoutPartSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  /** A leaf's own capacity; null for a group. */
  capacity: z.number().int().nullable(),
  /** What the part holds: its own for a leaf, the sum of its leaves for a group. */
  total: z.number().int(),
  /** Products name it or a part under it, or something is sold or held on it: not removable. */
  inUse: z.boolean(),
});
export type LayoutPart = z.infer<typeof LayoutPartSchema>;

export const PlaceLayoutSchema = z.object({
  placeId: z.number().int(),
  name: z.string(),
  /** Root first, then each level in its order (parentId before its children). */
  parts: z.array(LayoutPartSchema),
});
export type PlaceLayout = z.infer<typeof PlaceLayoutSchema>;

/** GET …/layouts: every place of the venue with its parts (none: sold as a whole). */
export const VenueLayoutsSchema = z.object({
  complexId: z.number().int(),
  places: z.array(PlaceLayoutSchema),
});
export type VenueLayouts = z.infer<typeof VenueLayoutsSchema>;

export const CreatePartResultSchema = z.object({ part: LayoutPartSchema, fresh: z.boolean() });
export type CreatePartResult = z.infer<typeof CreatePartResultSchema>;

export const LayoutPlaceParamsSchema = ComplexParamsSchema.extend({
  placeId: p.id('Неверная площадка'),
});
export const LayoutPartParamsSchema = ComplexParamsSchema.extend({
  partId: p.id('Неверная часть'),
});

// ---- products ------------------------------------------------------------------------------

/** POST …/catalogue/events/{eventId}/products: ANY or WHOLE on a part of the event's place. */
export const CreateProductRequestSchema = z.object({
  idempotencyKey: p.idempotencyKey,
  partId: p.bodyId('Неверная часть'),
  kind: ProductKindSchema,
  name: p.name,
  priceKopecks: price,
});
export type CreateProductRequest = z.input<typeof CreateProductRequestSchema>;

/**
 * PATCH …/catalogue/events/{eventId}/products/{productId}: a new name or price (kopecks) — the
 * next order pays it; an order already made keeps the price it was made at.
 */
export const UpdateProductRequestSchema = z
  .object({
    name: p.name.optional(),
    priceKopecks: price.optional(),
  })
  .refine(p.nothingToChange, p.NOTHING);
export type UpdateProductRequest = z.input<typeof UpdateProductRequestSchema>;

export const EventProductSchema = z.object({
  id: z.number().int(),
  partId: z.number().int(),
  partName: z.string(),
  kind: ProductKindSchema,
  name: z.string(),
  priceKopecks: z.number().int(),
  withdrawn: z.boolean(),
});
export type EventProduct = z.infer<typeof EventProductSchema>;

/** GET …/catalogue/events/{eventId}/products: on sale first, then withdrawn. */
export const EventProductsSchema = z.object({
  eventId: z.number().int(),
  placeId: z.number().int().nullable(),
  products: z.array(EventProductSchema),
});
export type EventProducts = z.infer<typeof EventProductsSchema>;

export const CreateProductResultSchema = z.object({
  product: EventProductSchema,
  fresh: z.boolean(),
});
export type CreateProductResult = z.infer<typeof CreateProductResultSchema>;

export const EventProductsParamsSchema = ComplexParamsSchema.extend({
  eventId: p.id('Неверное событие'),
});
export const EventProductParamsSchema = EventProductsParamsSchema.extend({
  productId: p.id('Неверный товар'),
});
