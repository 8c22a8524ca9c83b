import { z } from 'zod';
import { ContactKindSchema } from '../enums';
import { VALIDATION_MESSAGES } from '../validation-messages';
import { PlaceAccessFeatureSchema, PlaceBenefitSchema } from './place-filters';

export * from './place-filters';

// Issue 4: venues (sports complexes holding places), their list, page, favourites and ratings.
// A "complex" is what the list, the map and /tabs/places/{id} show; its "places" are the pool,
// the hall or the pitch inside it (later issues sell services of a place).

/** A venue rated at least this (average of 1–5) counts as «высокий рейтинг». */
export const HIGH_RATING_MIN = 4.5;
/** Page size of POST /v1/mob/places (the server caps `size` at PLACES_PAGE_MAX). */
export const PLACES_PAGE_SIZE = 20;
export const PLACES_PAGE_MAX = 100;

/** Query string of POST /v1/mob/places: zero-based page. */
export const PlacesPageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(PLACES_PAGE_MAX).default(PLACES_PAGE_SIZE),
});

export const PhotoSchema = z.object({
  url: z.string().describe('Адрес картинки относительно базового адреса API'),
  alt: z.string().describe('Описание для экранного диктора'),
});
export type Photo = z.infer<typeof PhotoSchema>;

export const SportTypeSchema = z.object({ id: z.number().int(), name: z.string() });
export type SportType = z.infer<typeof SportTypeSchema>;
export const SportTypeListSchema = z.array(SportTypeSchema);

/** One venue of a list or of the map (spec §3 Place/complex). */
export const PlaceSummarySchema = z.object({
  id: z.number().int().describe('Идентификатор комплекса: часть адреса /tabs/places/{id}'),
  name: z.string().describe('Название комплекса'),
  placeName: z.string().describe('Название главной площадки комплекса (бассейн, зал, поле)'),
  address: z.string(),
  lat: z.number(),
  lon: z.number(),
  favorite: z.boolean().describe('В избранном у вошедшего; у гостя всегда false'),
  distance: z
    .number()
    .nullable()
    .describe('Расстояние по дуге большого круга в метрах от переданной точки (null без точки)'),
  photo: PhotoSchema.nullable().describe('Первая фотография'),
  sportTypes: z.array(SportTypeSchema),
  rating: z.number().nullable().describe('Средняя оценка 1–5, null без оценок'),
  ratingCount: z.number().int(),
  hasServices: z.boolean(),
  benefits: z.array(PlaceBenefitSchema),
});
export type PlaceSummary = z.infer<typeof PlaceSummarySchema>;

export const PlacesPageSchema = z.object({
  items: z.array(PlaceSummarySchema).describe('Ближайшие сначала (по имени без точки)'),
  page: z.number().int(),
  size: z.number().int(),
  hasMore: z.boolean().describe('Есть ли следующая страница'),
});
export type PlacesPage = z.infer<typeof PlacesPageSchema>;

export const ContactSchema = z.object({ kind: ContactKindSchema, value: z.string() });
export type Contact = z.infer<typeof ContactSchema>;

/** spec §3 Schedule: per weekday start and end ("HH:MM"); a day off has no entry. */
export const WorkingHoursSchema = z.object({
  weekday: z.number().int().min(1).max(7).describe('1 — понедельник … 7 — воскресенье'),
  start: z.string().regex(/^\d{2}:\d{2}$/),
  end: z.string().regex(/^\d{2}:\d{2}$/),
});
export type WorkingHours = z.infer<typeof WorkingHoursSchema>;

export const PolicyRefSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  url: z.string().describe('GET /v1/mob/policy/public/file/{ownerId}/{fileId} — PDF'),
});
export const PlaceOwnerSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  inn: z.string(),
  visitPolicy: PolicyRefSchema.nullable(),
  paybackPolicy: PolicyRefSchema.nullable(),
});
export type PlaceOwner = z.infer<typeof PlaceOwnerSchema>;

/** A place inside a complex: a pool, a hall, a pitch. */
export const PlaceUnitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sportTypes: z.array(SportTypeSchema),
  description: z.string(),
});
export type PlaceUnit = z.infer<typeof PlaceUnitSchema>;

/** Rating summary of a venue: average, count and how many people gave each mark. */
export const RatingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  distribution: z.array(z.number().int()).length(5).describe('Число оценок 1, 2, 3, 4, 5'),
});

/** GET /v1/mob/public/place/{id}: the full venue (spec §3 says "not shown": ours). */
export const PlaceDetailSchema = PlaceSummarySchema.omit({ photo: true, distance: true }).extend({
  description: z.string(),
  accessibility: z
    .array(PlaceAccessFeatureSchema)
    .describe('Доступная среда, которую заявила площадка (порядок — PLACE_ACCESS_FEATURES)'),
  district: z.string().nullable().describe('Район Москвы'),
  timeZone: z.string().describe('Часовой пояс IANA, обычно Europe/Moscow'),
  photos: z.array(PhotoSchema),
  contacts: z.array(ContactSchema),
  hours: z.array(WorkingHoursSchema),
  categories: z.array(z.number().int()).describe('Идентификаторы категорий favouriteCategories'),
  places: z.array(PlaceUnitSchema),
  owner: PlaceOwnerSchema,
  ratingSummary: RatingSummarySchema,
  myRating: z.number().int().min(1).max(5).nullable().describe('Оценка вошедшего или null'),
});
export type PlaceDetail = z.infer<typeof PlaceDetailSchema>;

/** Venue ids are PostgreSQL integers: a larger number is a bad id, not a database error. */
export const PLACE_ID_MAX = 2_147_483_647;
const placeIdParam = () =>
  z.coerce
    .number({ error: 'Неверный идентификатор площадки' })
    .int('Неверный идентификатор площадки')
    .positive('Неверный идентификатор площадки')
    .max(PLACE_ID_MAX, 'Неверный идентификатор площадки');
export const PlaceIdParamsSchema = z.object({ id: placeIdParam() });
export const PlaceFavoriteParamsSchema = z.object({ placeId: placeIdParam() });
/** PUT /v1/placeFavorites/{placeId} toggles; the answer says where it ended up. */
export const FavoriteToggleSchema = z.object({ placeId: z.number().int(), favorite: z.boolean() });
/** GET /v1/placeFavorites: the signed-in person's favourites, most recently added first. */
export const FavoritePlacesSchema = z.object({ items: z.array(PlaceSummarySchema) });

// ---- Ratings ----

export const RATING_COMMENT_MAX = 1000;
export const RatingSchema = z.object({
  id: z.string().uuid(),
  placeId: z.number().int(),
  value: z.number().int().min(1).max(5),
  comment: z.string(),
  authorName: z.string().describe('Имя и первая буква фамилии, например «Анна С.»'),
  mine: z.boolean(),
  createdAt: z.string().describe('ISO 8601'),
  updatedAt: z.string().describe('ISO 8601'),
});
export type Rating = z.infer<typeof RatingSchema>;
/** GET /v1/getratinglist/{id}: newest first. */
export const RatingListSchema = z.object({
  summary: RatingSummarySchema,
  items: z.array(RatingSchema),
});
/** GET /v1/rating/{id}: the signed-in person's rating of the venue, or null. */
export const MyRatingSchema = z.object({ rating: RatingSchema.nullable() });
/** POST /v1/rating: one per person per venue; sending again edits it. */
export const RatingInputSchema = z.object({
  placeId: z
    .number({ error: 'Неверный идентификатор площадки' })
    .int('Неверный идентификатор площадки')
    .positive('Неверный идентификатор площадки')
    .max(PLACE_ID_MAX, 'Неверный идентификатор площадки'),
  value: z
    .number({ error: 'Оценка должна быть числом от 1 до 5' })
    .int('Оценка должна быть целым числом от 1 до 5')
    .min(1, 'Значение не может быть меньше 1')
    .max(5, 'Значение не может быть больше 5'),
  comment: z
    .string()
    .trim()
    .max(RATING_COMMENT_MAX, `Длина текста не может быть больше ${RATING_COMMENT_MAX} символов`)
    .default(''),
});
export type RatingInput = z.input<typeof RatingInputSchema>;

// ---- Dictionaries ----

/** GET /v1/supportedCategories — spec §7.2 "Categories: response categories". */
export const SupportedCategoriesSchema = z.object({
  categories: z.array(
    z.object({ id: z.number().int(), name: z.string(), icon: z.string(), checked: z.boolean() }),
  ),
});

// ---- A point given as lat and lon: both or neither ----

export const BOTH_COORDINATES_MESSAGE = 'Укажите обе координаты: широту и долготу';
const bothCoordinatesOrNeither = (v: { lat?: number | undefined; lon?: number | undefined }) =>
  (v.lat === undefined) === (v.lon === undefined);

/** GET /v1/placeFavorites: an optional point for the favourites' distances. */
export const FavoritePlacesQuerySchema = z
  .object({
    lat: z.coerce.number('Широта должна быть числом').min(-90).max(90).optional(),
    lon: z.coerce.number('Долгота должна быть числом').min(-180).max(180).optional(),
  })
  .refine(bothCoordinatesOrNeither, { message: BOTH_COORDINATES_MESSAGE });

// ---- A person proposes a venue ----

export const PLACE_PROPOSAL_NAME_MAX = 200;
export const PLACE_PROPOSAL_ADDRESS_MAX = 300;
export const PLACE_PROPOSAL_CONTACT_MAX = 200;

export const AddPlaceInputSchema = z
  .object({
    name: z
      .string({ error: VALIDATION_MESSAGES.required })
      .trim()
      .min(1, VALIDATION_MESSAGES.required)
      .min(2, 'Название слишком короткое')
      .max(PLACE_PROPOSAL_NAME_MAX, VALIDATION_MESSAGES.textLength(PLACE_PROPOSAL_NAME_MAX)),
    address: z
      .string({ error: VALIDATION_MESSAGES.required })
      .trim()
      .min(1, VALIDATION_MESSAGES.required)
      .min(5, 'Укажите адрес полностью: улицу и дом')
      .max(PLACE_PROPOSAL_ADDRESS_MAX, VALIDATION_MESSAGES.textLength(PLACE_PROPOSAL_ADDRESS_MAX)),
    lat: z.number().min(-90).max(90).optional(),
    lon: z.number().min(-180).max(180).optional(),
    sportTypes: z.array(z.number().int().positive()).max(20).default([]),
    comment: z
      .string()
      .trim()
      .max(RATING_COMMENT_MAX, VALIDATION_MESSAGES.textLength(RATING_COMMENT_MAX))
      .default(''),
    contact: z
      .string()
      .trim()
      .max(PLACE_PROPOSAL_CONTACT_MAX, VALIDATION_MESSAGES.textLength(PLACE_PROPOSAL_CONTACT_MAX))
      .default(''),
  })
  .refine(bothCoordinatesOrNeither, { message: BOTH_COORDINATES_MESSAGE });
export const AddPlaceResultSchema = z.object({
  id: z.string().uuid(),
  status: z.literal('NEW').describe('Модерация: заявка ждёт проверки'),
});
