import { z } from 'zod';
import {
  AUDIENCES,
  DAY_RULES,
  LIST_STATES,
  PACKAGE_KINDS,
  SERVICE_TYPES,
  TARGET_GROUPS,
  VALIDITY_PERIODS,
} from '../enums';
import { ComplexParamsSchema } from './venue-staff';

// Issue 25: the venue's administrator runs its own catalogue (docs/venue-side.md "Catalogue
// editor"). Paths: /v1/mob/staff/complexes/{complexId}/catalogue… Money is in kopecks; the
// enumerations are the visitor side's (enums.ts). ARCHIVED = withdrawn from sale: not offered,
// not sold, what was sold stays valid. A price is read at the moment of a purchase and copied
// into the order line, so a change never touches an order already made.

/** The most an item or a rate may cost: a million roubles. */
export const CATALOGUE_MAX_PRICE_KOPECKS = 100_000_000;
/** Rates one package may have. */
export const PACKAGE_MAX_RATES = 20;

const INT_MAX = 2_147_483_647;
const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(INT_MAX, message);
const bodyId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(INT_MAX, message);
/** A whole number in a range (the field's Russian name comes first: FIELD_LABELS). */
const int = (min: number, max: number) =>
  z
    .number({ error: 'Укажите целое число' })
    .int('Укажите целое число')
    .min(min, `Не меньше ${min}`)
    .max(max, `Не больше ${max}`);

export const CatalogueStatusSchema = z.enum(LIST_STATES, {
  error: 'Статус — ACTIVE (в продаже) или ARCHIVED (снято с продажи)',
});
export type CatalogueStatus = z.infer<typeof CatalogueStatusSchema>;
export const CATALOGUE_STATUS_LABELS: Readonly<Record<CatalogueStatus, string>> = {
  ACTIVE: 'В продаже',
  ARCHIVED: 'Снято с продажи',
};

const serviceType = z.enum(SERVICE_TYPES, { error: 'Неизвестный тип услуги' });
const audience = z.enum(AUDIENCES, {
  error: 'Для кого: ONLY_USER (только для себя) или USER_AND_CHILDREN (и для детей)',
});
const targetGroup = z.enum(TARGET_GROUPS, { error: 'Неизвестная возрастная группа' });
const dayRule = z.enum(DAY_RULES, {
  error: 'Дни: ANY_DAY (любой), ON_WEEKDAYS (будни) или ON_WEEKENDS (выходные)',
});
const term = z.enum(VALIDITY_PERIODS, { error: 'Неизвестный срок действия тарифа' });

const name = z
  .string({ error: 'Укажите название' })
  .trim()
  .min(1, 'Укажите название')
  .max(200, 'Название — не длиннее 200 символов');
const description = z
  .string({ error: 'Описание — текст' })
  .trim()
  .max(4000, 'Описание — не длиннее 4000 символов');
const price = int(0, CATALOGUE_MAX_PRICE_KOPECKS);
const age = int(0, 120).nullable();
const salesOpenAt = z.iso
  .datetime({ offset: true, error: 'Начало продаж — момент ISO 8601 с часовым поясом' })
  .nullable();
const placeId = bodyId('Неверная площадка');

/** Who an item is for: ages only for SPECIFIC, and then from ≤ to. Null: all is well. */
export function audienceProblem(a: {
  targetGroup: string;
  ageFrom?: number | null;
  ageTo?: number | null;
}): { message: string; path: string } | null {
  const from = a.ageFrom ?? null;
  const to = a.ageTo ?? null;
  if (a.targetGroup !== 'SPECIFIC')
    return from === null && to === null
      ? null
      : { message: 'Возраст указывают только для группы SPECIFIC', path: 'ageFrom' };
  if (from === null && to === null)
    return { message: 'Для группы SPECIFIC укажите возраст', path: 'ageFrom' };
  if (from !== null && to !== null && from > to)
    return { message: 'Возраст «от» больше возраста «до»', path: 'ageTo' };
  return null;
}

/** A rate's term: MANUAL_DAYS needs its days, every other term none. Null: all is well. */
export function termProblem(r: {
  term: string;
  manualTermDays?: number | null;
}): { message: string; path: string } | null {
  const days = r.manualTermDays ?? null;
  if (r.term === 'MANUAL_DAYS' && days === null)
    return { message: 'Для срока MANUAL_DAYS укажите число дней', path: 'manualTermDays' };
  if (r.term !== 'MANUAL_DAYS' && days !== null)
    return { message: 'Число дней указывают только для срока MANUAL_DAYS', path: 'manualTermDays' };
  return null;
}

const checkAudience = (
  v: { targetGroup?: string; ageFrom?: number | null; ageTo?: number | null },
  ctx: z.RefinementCtx,
) => {
  const problem = audienceProblem({
    targetGroup: v.targetGroup ?? 'ALL',
    ageFrom: v.ageFrom,
    ageTo: v.ageTo,
  });
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.path] });
};
const checkTerm = (v: { term: string; manualTermDays?: number | null }, ctx: z.RefinementCtx) => {
  const problem = termProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.path] });
};

const audienceFields = {
  audience: audience.default('USER_AND_CHILDREN'),
  targetGroup: targetGroup.default('ALL'),
  ageFrom: age.default(null),
  ageTo: age.default(null),
  /** Sales open at this moment (null: open now). */
  salesOpenAt: salesOpenAt.default(null),
};

const idempotencyKey = z.uuid({ error: 'Неверный ключ запроса' });
const nothingToChange = (v: object) => Object.values(v).some((x) => x !== undefined);
const NOTHING = 'Укажите, что изменить';

// ---- scheduled events ---------------------------------------------------------------------

const eventFields = {
  placeId,
  name,
  description: description.default(''),
  serviceType,
  priceKopecks: price,
  durationMinutes: int(1, 24 * 60),
  ...audienceFields,
};

/** POST …/catalogue/events — a scheduled event (its sessions: POST …/sessions, …/series). */
export const CreateEventRequestSchema = z
  .object({ idempotencyKey, ...eventFields })
  .superRefine(checkAudience);
export type CreateEventRequest = z.input<typeof CreateEventRequestSchema>;

/** PATCH …/catalogue/events/{eventId} — any of the fields, and the status. */
export const UpdateEventRequestSchema = z
  .object({
    placeId: placeId.optional(),
    name: name.optional(),
    description: description.optional(),
    serviceType: serviceType.optional(),
    priceKopecks: price.optional(),
    durationMinutes: eventFields.durationMinutes.optional(),
    audience: audience.optional(),
    targetGroup: targetGroup.optional(),
    ageFrom: age.optional(),
    ageTo: age.optional(),
    salesOpenAt: salesOpenAt.optional(),
    status: CatalogueStatusSchema.optional(),
  })
  .refine(nothingToChange, NOTHING);
export type UpdateEventRequest = z.infer<typeof UpdateEventRequestSchema>;

// ---- services without a schedule ----------------------------------------------------------

const serviceFields = {
  placeId,
  name,
  description: description.default(''),
  serviceType,
  priceKopecks: price,
  durationMinutes: int(1, 24 * 60)
    .nullable()
    .default(null),
  dayRule: dayRule.default('ANY_DAY'),
  /** Visits one ticket gives (null: unlimited within its day). */
  visitQuota: int(1, 1000).nullable().default(1),
  /** Tickets sold per day across everyone (null: no limit). */
  dailyCapacity: int(0, 100_000).nullable().default(null),
  /** Tickets one person (or child) may hold for one day. */
  perPersonDailyLimit: int(1, 100).default(4),
  ...audienceFields,
};

/** POST …/catalogue/services — a service without a schedule, bought for a day. */
export const CreateServiceRequestSchema = z
  .object({ idempotencyKey, ...serviceFields })
  .superRefine(checkAudience);
export type CreateServiceRequest = z.input<typeof CreateServiceRequestSchema>;

/** PATCH …/catalogue/services/{serviceId} */
export const UpdateServiceRequestSchema = z
  .object({
    placeId: placeId.optional(),
    name: name.optional(),
    description: description.optional(),
    serviceType: serviceType.optional(),
    priceKopecks: price.optional(),
    durationMinutes: int(1, 24 * 60)
      .nullable()
      .optional(),
    dayRule: dayRule.optional(),
    visitQuota: int(1, 1000).nullable().optional(),
    dailyCapacity: int(0, 100_000).nullable().optional(),
    perPersonDailyLimit: int(1, 100).optional(),
    audience: audience.optional(),
    targetGroup: targetGroup.optional(),
    ageFrom: age.optional(),
    ageTo: age.optional(),
    salesOpenAt: salesOpenAt.optional(),
    status: CatalogueStatusSchema.optional(),
  })
  .refine(nothingToChange, NOTHING);
export type UpdateServiceRequest = z.infer<typeof UpdateServiceRequestSchema>;

// ---- packages and their rates -------------------------------------------------------------

const rateFields = {
  /** The rate's short name the buyer picks («Месяц», «8 занятий»). */
  category: z
    .string({ error: 'Укажите название тарифа' })
    .trim()
    .min(1, 'Укажите название тарифа')
    .max(60, 'Название тарифа — не длиннее 60 символов'),
  costKopecks: int(0, CATALOGUE_MAX_PRICE_KOPECKS),
  term,
  /** Only for MANUAL_DAYS: the days it is valid. */
  manualTermDays: int(1, 3660).nullable().default(null),
  /** Visits it gives (null: unlimited within its term). */
  visits: int(1, 1000).nullable().default(null),
  /** Days a holder may keep it frozen in all (0: freezing not allowed). */
  freezeDays: int(0, 365).default(0),
  /** How many times it may be frozen. */
  freezeTimes: int(0, 50).default(0),
};

export const RateInputSchema = z.object(rateFields).superRefine(checkTerm);
export type RateInput = z.input<typeof RateInputSchema>;

/** POST …/catalogue/packages — a package (a subscription) with its rates. */
export const CreatePackageRequestSchema = z
  .object({
    idempotencyKey,
    /** The place it admits to; null: any place of the venue. */
    placeId: placeId.nullable().default(null),
    name,
    description: description.default(''),
    dayRule: dayRule.default('ANY_DAY'),
    ...audienceFields,
    rates: z
      .array(RateInputSchema, { error: 'Укажите тарифы' })
      .min(1, 'Добавьте хотя бы один тариф')
      .max(PACKAGE_MAX_RATES, `Тарифов — не больше ${PACKAGE_MAX_RATES}`),
  })
  .superRefine(checkAudience);
export type CreatePackageRequest = z.input<typeof CreatePackageRequestSchema>;

/** PATCH …/catalogue/packages/{packageId} — its rates are edited one by one. */
export const UpdatePackageRequestSchema = z
  .object({
    placeId: placeId.nullable().optional(),
    name: name.optional(),
    description: description.optional(),
    dayRule: dayRule.optional(),
    audience: audience.optional(),
    targetGroup: targetGroup.optional(),
    ageFrom: age.optional(),
    ageTo: age.optional(),
    salesOpenAt: salesOpenAt.optional(),
    status: CatalogueStatusSchema.optional(),
  })
  .refine(nothingToChange, NOTHING);
export type UpdatePackageRequest = z.infer<typeof UpdatePackageRequestSchema>;

/** POST …/catalogue/packages/{packageId}/rates */
export const CreateRateRequestSchema = RateInputSchema;
export type CreateRateRequest = RateInput;

/** PATCH …/catalogue/rates/{rateId} — withdrawn: true takes it off sale, false returns it. */
export const UpdateRateRequestSchema = z
  .object({
    category: rateFields.category.optional(),
    costKopecks: rateFields.costKopecks.optional(),
    term: term.optional(),
    manualTermDays: int(1, 3660).nullable().optional(),
    visits: int(1, 1000).nullable().optional(),
    freezeDays: int(0, 365).optional(),
    freezeTimes: int(0, 50).optional(),
    withdrawn: z.boolean({ error: 'Снят ли тариф с продажи: true или false' }).optional(),
  })
  .refine(nothingToChange, NOTHING);
export type UpdateRateRequest = z.infer<typeof UpdateRateRequestSchema>;

export const CatalogueEventParamsSchema = z.object({
  complexId: ComplexParamsSchema.shape.complexId,
  eventId: id('Неверное событие'),
});
export const CatalogueServiceParamsSchema = z.object({
  complexId: ComplexParamsSchema.shape.complexId,
  serviceId: id('Неверная услуга'),
});
export const CataloguePackageParamsSchema = z.object({
  complexId: ComplexParamsSchema.shape.complexId,
  packageId: id('Неверный абонемент'),
});
export const CatalogueRateParamsSchema = z.object({
  complexId: ComplexParamsSchema.shape.complexId,
  rateId: id('Неверный тариф'),
});

// ---- answers ------------------------------------------------------------------------------

const audienceOut = {
  audience: z.enum(AUDIENCES),
  targetGroup: z.enum(TARGET_GROUPS),
  ageFrom: z.number().int().nullable(),
  ageTo: z.number().int().nullable(),
  salesOpenAt: z.string().nullable(),
  status: CatalogueStatusSchema,
};

export const CatalogueEventSchema = z.object({
  id: z.number().int(),
  placeId: z.number().int(),
  name: z.string(),
  description: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  priceKopecks: z.number().int(),
  durationMinutes: z.number().int(),
  ...audienceOut,
  /** Its sessions not cancelled and not started yet. */
  upcomingSessions: z.number().int(),
});
export type CatalogueEvent = z.infer<typeof CatalogueEventSchema>;

export const CatalogueServiceSchema = z.object({
  id: z.number().int(),
  placeId: z.number().int(),
  name: z.string(),
  description: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  priceKopecks: z.number().int(),
  durationMinutes: z.number().int().nullable(),
  dayRule: z.enum(DAY_RULES),
  visitQuota: z.number().int().nullable(),
  dailyCapacity: z.number().int().nullable(),
  perPersonDailyLimit: z.number().int(),
  ...audienceOut,
});
export type CatalogueService = z.infer<typeof CatalogueServiceSchema>;

export const CatalogueRateSchema = z.object({
  id: z.number().int(),
  packageId: z.number().int(),
  category: z.string(),
  costKopecks: z.number().int(),
  term: z.enum(VALIDITY_PERIODS),
  manualTermDays: z.number().int().nullable(),
  visits: z.number().int().nullable(),
  freezeDays: z.number().int(),
  freezeTimes: z.number().int(),
  /** Taken off sale: not offered, not sold; what was bought with it stays valid. */
  withdrawn: z.boolean(),
  withdrawnAt: z.string().nullable(),
  /** Some order names it: it can be withdrawn, never deleted. */
  inUse: z.boolean(),
});
export type CatalogueRate = z.infer<typeof CatalogueRateSchema>;

export const CataloguePackageSchema = z.object({
  id: z.number().int(),
  placeId: z.number().int().nullable(),
  name: z.string(),
  description: z.string(),
  /** SERVICE_PACKAGE_SECTION: a section's package, sold through its section. */
  kind: z.enum(PACKAGE_KINDS),
  dayRule: z.enum(DAY_RULES),
  ...audienceOut,
  rates: z.array(CatalogueRateSchema),
});
export type CataloguePackage = z.infer<typeof CataloguePackageSchema>;

/** GET …/catalogue — everything the venue sells, on sale or withdrawn. */
export const VenueCatalogueSchema = z.object({
  complexId: z.number().int(),
  timeZone: z.string(),
  places: z.array(z.object({ id: z.number().int(), name: z.string() })),
  events: z.array(CatalogueEventSchema),
  services: z.array(CatalogueServiceSchema),
  packages: z.array(CataloguePackageSchema),
});
export type VenueCatalogue = z.infer<typeof VenueCatalogueSchema>;

/** POST …/events — fresh: false when the same idempotency key made it before. */
export const CreateEventResultSchema = z.object({
  event: CatalogueEventSchema,
  fresh: z.boolean(),
});
export type CreateEventResult = z.infer<typeof CreateEventResultSchema>;
export const CreateServiceResultSchema = z.object({
  service: CatalogueServiceSchema,
  fresh: z.boolean(),
});
export type CreateServiceResult = z.infer<typeof CreateServiceResultSchema>;
export const CreatePackageResultSchema = z.object({
  package: CataloguePackageSchema,
  fresh: z.boolean(),
});
export type CreatePackageResult = z.infer<typeof CreatePackageResultSchema>;
export const DeleteRateResultSchema = z.object({ rateId: z.number().int(), deleted: z.boolean() });
export type DeleteRateResult = z.infer<typeof DeleteRateResultSchema>;

/** The refusal of DELETE …/rates/{rateId} for a rate some order names. */
export const RATE_IN_USE = 'Тариф уже покупали — его можно только снять с продажи';

/** The field parts other editors of the venue share (the sections editor). */
export const editorParts = {
  id,
  bodyId,
  int,
  name,
  description,
  targetGroup,
  age,
  placeId,
  idempotencyKey,
  checkAudience,
  nothingToChange,
  NOTHING,
};
