import { z } from 'zod';
import { SportTypeSchema } from './places';
import { editorParts as p } from './venue-catalogue';

// Issue 25 (flags `sports-page` and `dictionaries-tab`): the venue's sports and its places as a
// dictionary the venue keeps itself (docs/venue-side.md "Sports and places"). Paths:
// /v1/mob/staff/complexes/{complexId}/…, key catalogue.edit. A place's sports are among the
// venue's; the venue offers at least one. The visitor's search by sport reads the venue's.

/** Sport types one list may name, places one venue may keep. */
export const SPORTS_MAX = 200;
export const VENUE_MAX_PLACES = 200;

const sportTypeIds = z
  .array(p.bodyId('Неверный вид спорта'), { error: 'Укажите список видов спорта' })
  .max(SPORTS_MAX, `Не больше ${SPORTS_MAX} видов спорта`);

// ---- the venue's sports (sports-page) -------------------------------------------------------

/**
 * PUT …/sports: the venue's sports and, for the places it names, theirs (a place not named keeps
 * its own — and they must still be among the venue's).
 */
export const VenueSportsRequestSchema = z.object({
  sportTypeIds: sportTypeIds.min(1, 'Выберите хотя бы один вид спорта'),
  places: z
    .array(z.object({ placeId: p.bodyId('Неверная площадка'), sportTypeIds }), {
      error: 'Укажите список площадок',
    })
    .max(VENUE_MAX_PLACES, `Не больше ${VENUE_MAX_PLACES} площадок`)
    .refine(
      (list) => new Set(list.map((x) => x.placeId)).size === list.length,
      'Площадка названа дважды',
    )
    .default([]),
});
export type VenueSportsRequest = z.input<typeof VenueSportsRequestSchema>;

// ---- the places dictionary (dictionaries-tab) -----------------------------------------------

/** POST …/places: a new place, last in the order; once per key. */
export const CreatePlaceRequestSchema = z.object({
  idempotencyKey: p.idempotencyKey,
  name: p.name,
  description: p.description.default(''),
  sportTypeIds: sportTypeIds.default([]),
});
export type CreatePlaceRequest = z.input<typeof CreatePlaceRequestSchema>;

/** PATCH …/places/{placeId}: any field; `position` moves it to that place in the order (from 0). */
export const UpdatePlaceRequestSchema = z
  .object({
    name: p.name.optional(),
    description: p.description.optional(),
    sportTypeIds: sportTypeIds.optional(),
    position: p.int(0, VENUE_MAX_PLACES - 1).optional(),
  })
  .refine(p.nothingToChange, p.NOTHING);
export type UpdatePlaceRequest = z.input<typeof UpdatePlaceRequestSchema>;

export const VenuePlaceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  sportTypeIds: z.array(z.number().int()),
  /** Its place in the venue's order, from 0. */
  position: z.number().int(),
  /** What refers to it (services, events, packages, sections, a layout): not removable. */
  usedBy: z.array(z.string()),
});
export type VenuePlace = z.infer<typeof VenuePlaceSchema>;

/** GET …/places: the venue's sports, its places in order, and every sport type to choose from. */
export const VenuePlacesSchema = z.object({
  complexId: z.number().int(),
  sportTypeIds: z.array(z.number().int()),
  places: z.array(VenuePlaceSchema),
  sportTypes: z.array(SportTypeSchema),
});
export type VenuePlaces = z.infer<typeof VenuePlacesSchema>;

export const CreatePlaceResultSchema = z.object({ place: VenuePlaceSchema, fresh: z.boolean() });
export type CreatePlaceResult = z.infer<typeof CreatePlaceResultSchema>;
