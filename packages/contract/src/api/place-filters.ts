import { z } from 'zod';
import { EARTH_RADIUS_M } from '../config/map';

// spec §3 "Place filters", §7.2 "Places list": the body of POST /v1/mob/places is a list of
// {field, values}. Each field's values are checked here, so a wrong filter is a 400 before the
// server's service runs; the server only turns the checked list into its search.

/** Who may get a benefit (льгота) at a venue; the filter's «benefits» values. */
export const PLACE_BENEFITS = [
  'CHILDREN',
  'PENSIONERS',
  'STUDENTS',
  'LARGE_FAMILIES',
  'DISABLED',
] as const;
export const PlaceBenefitSchema = z.enum(PLACE_BENEFITS);
export type PlaceBenefit = z.infer<typeof PlaceBenefitSchema>;
export const PLACE_BENEFIT_LABELS: Readonly<Record<PlaceBenefit, string>> = {
  CHILDREN: 'Детям',
  PENSIONERS: 'Пенсионерам',
  STUDENTS: 'Студентам',
  LARGE_FAMILIES: 'Многодетным семьям',
  DISABLED: 'Людям с инвалидностью',
};

/**
 * Accessibility a venue declares (issue 28): what lets a wheelchair user, a person who does not
 * hear or see well, or a child with special needs come and train. The filter's «accessibility»
 * values; a venue matches when it has ALL the chosen ones. Order is the display order.
 */
export const PLACE_ACCESS_FEATURES = [
  'STEP_FREE_ENTRANCE',
  'LIFT',
  'ACCESSIBLE_CHANGING_ROOM',
  'ACCESSIBLE_TOILET',
  'POOL_HOIST',
  'HEARING_LOOP',
  'TACTILE_GUIDANCE',
  'ADAPTED_GROUPS',
] as const;
export const PlaceAccessFeatureSchema = z.enum(PLACE_ACCESS_FEATURES);
export type PlaceAccessFeature = z.infer<typeof PlaceAccessFeatureSchema>;
export const PLACE_ACCESS_FEATURE_LABELS: Readonly<Record<PlaceAccessFeature, string>> = {
  STEP_FREE_ENTRANCE: 'Вход без ступеней',
  LIFT: 'Лифт',
  ACCESSIBLE_CHANGING_ROOM: 'Доступная раздевалка',
  ACCESSIBLE_TOILET: 'Доступный туалет',
  POOL_HOIST: 'Подъёмник в бассейн',
  HEARING_LOOP: 'Индукционная петля',
  TACTILE_GUIDANCE: 'Тактильные указатели',
  ADAPTED_GROUPS: 'Адаптивные группы',
};

/** spec §3 Place filters; §7.2: the body is a list of {field, values}. */
export const PLACE_FILTER_FIELDS = [
  'sportTypes',
  'latitude',
  'longitude',
  'radius',
  'highRating',
  'hasServices',
  'benefits',
  'accessibility',
  'categories',
  'query',
] as const;
export const PlaceFilterFieldSchema = z.enum(PLACE_FILTER_FIELDS);
export type PlaceFilterField = z.infer<typeof PlaceFilterFieldSchema>;

/** Half the earth's circumference (spec §9 radius): no great-circle distance is longer. */
export const PLACE_FILTER_RADIUS_MAX_M = Math.PI * EARTH_RADIUS_M;
/** Largest id PostgreSQL's integer holds. */
const ID_MAX = 2_147_483_647;
/** Most values one filter carries (a list of ids or benefits). */
const VALUES_MAX = 100;

export const PLACE_FILTER_MESSAGES = {
  ids: 'Ожидаются целые положительные идентификаторы',
  number: (min: number, max: number): string =>
    `Ожидается одно число от ${min} до ${Math.floor(max)}`,
  flag: 'Ожидается [true] или [false]',
  benefits: `Допустимые значения: ${PLACE_BENEFITS.join(', ')}`,
  accessibility: `Допустимые значения: ${PLACE_ACCESS_FEATURES.join(', ')}`,
  text: 'Ожидается одна строка',
  field: `Неизвестный фильтр: допустимы ${PLACE_FILTER_FIELDS.join(', ')}`,
  twice: 'Указан больше одного раза',
} as const;

/** Ids as numbers or numeric strings (the app sends category ids as it stores them). */
const idsSchema = (() => {
  const error = PLACE_FILTER_MESSAGES.ids;
  const id = z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,10}$/)
          .transform(Number),
      ],
      { error },
    )
    .pipe(z.number({ error }).int({ error }).min(1, { error }).max(ID_MAX, { error }));
  return z.array(id, { error }).max(VALUES_MAX, { error });
})();

/** Exactly one number (or numeric string) from `min` to `max`. */
function oneNumberSchema(min: number, max: number) {
  const error = PLACE_FILTER_MESSAGES.number(min, max);
  const n = z
    .union([z.number(), z.string().trim().min(1).max(200).transform(Number)], { error })
    .pipe(z.number({ error }).min(min, { error }).max(max, { error }));
  return z.array(n, { error }).length(1, { error });
}

/** spec §7.2 "true booleans are sent": [true] switches the filter on; [] or [false] leave it off. */
const flagSchema = z
  .array(z.boolean({ error: PLACE_FILTER_MESSAGES.flag }), { error: PLACE_FILTER_MESSAGES.flag })
  .max(1, { error: PLACE_FILTER_MESSAGES.flag });

const filter = <F extends PlaceFilterField, V extends z.ZodType>(field: F, values: V) =>
  z.object({ field: z.literal(field), values });

/**
 * One filter, its values checked by its field. Values are always a list (spec §7.2: "arrays
 * and true booleans are sent"): sportTypes / categories — ids (ANY of them); latitude,
 * longitude — one number each; radius — one number in metres; highRating / hasServices —
 * [true]; benefits — PlaceBenefit codes (ALL of them); accessibility —
 * PlaceAccessFeature codes (ALL of them); query — one search text (the list's
 * search input, debounced 300 ms). latitude, longitude and radius filter only when all three
 * are present; latitude and longitude alone still order the list nearest first and give each
 * venue its distance.
 */
export const PlaceFilterSchema = z.discriminatedUnion(
  'field',
  [
    filter('sportTypes', idsSchema),
    filter('categories', idsSchema),
    filter('latitude', oneNumberSchema(-90, 90)),
    filter('longitude', oneNumberSchema(-180, 180)),
    filter('radius', oneNumberSchema(0, PLACE_FILTER_RADIUS_MAX_M)),
    filter('highRating', flagSchema),
    filter('hasServices', flagSchema),
    filter(
      'benefits',
      z
        .array(z.enum(PLACE_BENEFITS, { error: PLACE_FILTER_MESSAGES.benefits }))
        .max(VALUES_MAX, { error: PLACE_FILTER_MESSAGES.benefits }),
    ),
    filter(
      'accessibility',
      z
        .array(z.enum(PLACE_ACCESS_FEATURES, { error: PLACE_FILTER_MESSAGES.accessibility }))
        .max(VALUES_MAX, { error: PLACE_FILTER_MESSAGES.accessibility }),
    ),
    filter(
      'query',
      z
        .array(z.string({ error: PLACE_FILTER_MESSAGES.text }).max(200))
        .max(1, { error: PLACE_FILTER_MESSAGES.text }),
    ),
  ],
  { error: PLACE_FILTER_MESSAGES.field },
);
/** A filter as the server has it after checking: ids and coordinates are numbers. */
export type CheckedPlaceFilter = z.output<typeof PlaceFilterSchema>;
/** A filter as a client sends it (the schema checks each field's values). */
export interface PlaceFilter {
  field: PlaceFilterField;
  values: (string | number | boolean)[];
}

/** Fields that take one value: given twice, the request is ambiguous (lists add up). */
const SCALAR_FIELDS: ReadonlySet<PlaceFilterField> = new Set([
  'latitude',
  'longitude',
  'radius',
  'highRating',
  'hasServices',
  'query',
]);

/** The body of POST /v1/mob/places. */
export const PlacesRequestSchema = z
  .array(PlaceFilterSchema)
  .max(20)
  .superRefine((filters, ctx) => {
    const seen = new Set<PlaceFilterField>();
    filters.forEach(({ field }, i) => {
      if (SCALAR_FIELDS.has(field) && seen.has(field)) {
        ctx.addIssue({ code: 'custom', path: [i, 'field'], message: PLACE_FILTER_MESSAGES.twice });
      }
      seen.add(field);
    });
  });
