import { z } from 'zod';
import {
  AudienceSchema,
  DayRuleSchema,
  PackageKindSchema,
  PaymentMethodSchema,
  PaymentProviderSchema,
  ServiceTypeSchema,
  ServiceTypeTabSchema,
  TargetGroupSchema,
  ValidityPeriodSchema,
} from '../enums';
import { AvailabilitySchema, TimeOfDayBandSchema } from '../enums-statuses';

// Issue 10: what a venue sells (spec §3, §7.1 "Sales and purchases", "Service packages").
// Money is in kopecks (integers); the app shows RUB with 0–2 decimals and ₽ (spec §9).
// Moments are ISO 8601 with an offset; days are YYYY-MM-DD in the venue's time zone.

/** A positive integer id from a path, query or body, named in the Russian error. */
export const positiveId = (label: string) =>
  z.coerce
    .number({ error: `Неверный идентификатор: ${label}` })
    .int()
    .positive()
    .max(2147483647);
const isoDate = () => z.iso.date({ error: 'Неверный формат даты' });

export const Kopecks = z.number().int().nonnegative().describe('Сумма в копейках');

/** Who an item is for, shared by services, scheduled events and packages. */
const AudienceFields = {
  audience: AudienceSchema.describe('ONLY_USER — только для себя; USER_AND_CHILDREN — и для детей'),
  targetGroup: TargetGroupSchema,
  ageFrom: z.number().int().nullable().describe('Для SPECIFIC: возраст от (включительно)'),
  ageTo: z.number().int().nullable().describe('Для SPECIFIC: возраст до (включительно)'),
  salesOpenAt: z
    .string()
    .nullable()
    .describe('Момент открытия продаж (ISO 8601); null — продажи открыты'),
  permits: z.array(z.string()).describe('Документы, которые спортобъект просит предъявить'),
};

// ---- GET /v1/mob/service-types?complexId= -------------------------------------------------

export const ServiceTypesQuerySchema = z.object({ complexId: positiveId('спортобъект') });
export const CataloguePlaceSchema = z.object({
  placeId: z.number().int(),
  name: z.string(),
  description: z.string(),
  services: z.number().int().describe('Услуг без расписания'),
  scheduledEvents: z.number().int().describe('Событий с расписанием'),
  minPriceKopecks: Kopecks.nullable(),
});
export const ServiceTypesResponseSchema = z.object({
  complexId: z.number().int(),
  timeZone: z.string(),
  /** The tabs with something to show (spec §3 service type tabs), in the spec's order. */
  tabs: z.array(ServiceTypeTabSchema),
  places: z.array(CataloguePlaceSchema),
  packages: z.number().int(),
  /** Sections with groups (issue 13). */
  sections: z.number().int(),
});
export type ServiceTypesResponse = z.infer<typeof ServiceTypesResponseSchema>;

// ---- GET /v1/mob/public/service-permits?complexId= -----------------------------------------

export const ServicePermitsResponseSchema = z.object({
  permits: z.array(
    z.object({
      title: z.string(),
      services: z.array(z.string()).describe('Названия услуг, для которых он нужен'),
    }),
  ),
});

// ---- POST /v2/mob/dayWithService ------------------------------------------------------------

export const DayWithServiceRequestSchema = z
  .object({
    placeId: positiveId('площадка'),
    dateFrom: isoDate(),
    dateTo: isoDate(),
  })
  .refine((b) => b.dateTo >= b.dateFrom, {
    message: 'Дата окончания должна быть позже чем дата начала',
    path: ['dateTo'],
  });
export const CALENDAR_DAY_TYPES = ['SCHEDULED_EVENT', 'SERVICE'] as const;
export const CalendarDaySchema = z.object({
  date: z.string().describe('YYYY-MM-DD'),
  types: z.array(z.enum(CALENDAR_DAY_TYPES)),
});
export const DayWithServiceResponseSchema = z.object({
  /** spec §2.4: days outside min/max are disabled; days without tickets are disabled. */
  minDate: z.string(),
  maxDate: z.string(),
  days: z.array(CalendarDaySchema).describe('Только дни, где есть что купить'),
});
export type DayWithServiceResponse = z.infer<typeof DayWithServiceResponseSchema>;

// ---- scheduled events: GET /v1/mob/public/scheduled-events, POST /v2/mob/scheduled-events ----

export const ScheduledEventsQuerySchema = z.object({
  placeId: positiveId('площадка'),
  date: isoDate(),
});
export const SessionSchema = z.object({
  id: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  band: TimeOfDayBandSchema.describe('spec §9: утро, день, вечер по времени начала'),
  capacity: z.number().int(),
  seatsLeft: z.number().int(),
  availability: AvailabilitySchema,
  salesOpenAt: z.string().nullable(),
  /**
   * Issue 25: what the session sells on parts of its place («Дорожка 3», «Любая дорожка»), each
   * with how many are left; absent when it sells only its plain ticket. Hold one by passing its
   * id as `productId` to the reservation.
   */
  products: z
    .array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        kind: z.enum(['ANY', 'WHOLE']).describe('ANY: одно место в части, WHOLE: часть целиком'),
        priceKopecks: Kopecks,
        left: z.number().int(),
      }),
    )
    .optional(),
});
export type Session = z.infer<typeof SessionSchema>;
export const ScheduledEventSchema = z.object({
  id: z.number().int(),
  placeId: z.number().int(),
  name: z.string(),
  description: z.string(),
  serviceType: ServiceTypeSchema,
  priceKopecks: Kopecks,
  durationMinutes: z.number().int(),
  ...AudienceFields,
  sessions: z.array(SessionSchema),
});
export type ScheduledEvent = z.infer<typeof ScheduledEventSchema>;
export const ScheduledEventsResponseSchema = z.object({
  complexId: z.number().int(),
  date: z.string(),
  timeZone: z.string(),
  serverNow: z.string().describe('Время сервера: отсчёт до открытия продаж ведётся от него'),
  events: z.array(ScheduledEventSchema),
});
export type ScheduledEventsResponse = z.infer<typeof ScheduledEventsResponseSchema>;

/** Live seats of the sessions a person is looking at (GET …/scheduled-events/seats, SSE). */
export const SessionSeatsQuerySchema = z.object({
  sessionIds: z.string().regex(/^\d{1,15}(,\d{1,15}){0,199}$/, 'Неверный формат'),
});
export const SessionSeatsSchema = z.object({
  sessions: z.array(
    z.object({
      id: z.number().int(),
      seatsLeft: z.number().int(),
      availability: AvailabilitySchema,
    }),
  ),
});
export type SessionSeats = z.infer<typeof SessionSeatsSchema>;

// ---- services without a schedule ---------------------------------------------------------

export const UnscheduledServicesQuerySchema = z.object({
  placeId: positiveId('площадка'),
  date: isoDate().optional(),
});
export const ServiceSchema = z.object({
  id: z.number().int(),
  placeId: z.number().int(),
  name: z.string(),
  description: z.string(),
  serviceType: ServiceTypeSchema,
  priceKopecks: Kopecks,
  visitQuota: z.number().int().nullable().describe('Проходов по билету; null — без ограничения'),
  dayRule: DayRuleSchema,
  durationMinutes: z.number().int().nullable(),
  dailyCapacity: z.number().int().nullable(),
  ticketsLeft: z
    .number()
    .int()
    .nullable()
    .describe('Осталось на выбранный день; null — без лимита'),
  perPersonDailyLimit: z.number().int(),
  availability: AvailabilitySchema,
  ...AudienceFields,
});
export type Service = z.infer<typeof ServiceSchema>;
export const UnscheduledServicesResponseSchema = z.object({
  complexId: z.number().int(),
  date: z.string(),
  timeZone: z.string(),
  serverNow: z.string(),
  services: z.array(ServiceSchema),
});
export type UnscheduledServicesResponse = z.infer<typeof UnscheduledServicesResponseSchema>;

// ---- service packages ---------------------------------------------------------------------

export const RateSchema = z.object({
  id: z.number().int(),
  cost: Kopecks.describe('Стоимость в копейках'),
  category: z.string().describe('Короткое название тарифа'),
  term: ValidityPeriodSchema,
  manualTermDays: z.number().int().nullable(),
  visits: z.number().int().nullable().describe('Посещений; null — без ограничения'),
});
export type Rate = z.infer<typeof RateSchema>;
export const ServicePackageSchema = z.object({
  id: z.number().int(),
  complexId: z.number().int(),
  placeId: z.number().int().nullable(),
  name: z.string(),
  description: z.string(),
  kind: PackageKindSchema,
  dayRule: DayRuleSchema,
  availability: AvailabilitySchema,
  ...AudienceFields,
  rates: z.array(RateSchema),
});
export type ServicePackage = z.infer<typeof ServicePackageSchema>;
export const ComplexIdParamsSchema = z.object({ placeId: positiveId('спортобъект') });
export const PlaceServicePackagesRequestSchema = z
  .object({ kind: PackageKindSchema.optional() })
  .default({});
export const ServicePackagesResponseSchema = z.object({
  serverNow: z.string(),
  packages: z.array(ServicePackageSchema),
});
export const ServicePackageQuerySchema = z.object({ id: positiveId('абонемент') });

// ---- cashbox, fee, agreements -------------------------------------------------------------

export const CashboxAccountSchema = z.object({
  complexId: z.number().int(),
  provider: PaymentProviderSchema.nullable(),
  /** false: spec §8 «Покупка через приложение недоступна…» */
  inAppPurchase: z.boolean(),
  methods: z.array(PaymentMethodSchema),
  feeBasisPoints: z.number().int().describe('Сервисный сбор в сотых долях процента'),
});
export type CashboxAccount = z.infer<typeof CashboxAccountSchema>;

export const AgreementKindSchema = z.enum(['VISIT', 'PAYBACK']);
export const PurchaseAgreementSchema = z.object({
  id: z.string().describe('Идентификатор документа'),
  kind: AgreementKindSchema.describe('VISIT — правила посещения; PAYBACK — правила возврата'),
  title: z.string(),
  ownerId: z.string(),
  url: z.string().describe('PDF: GET /v1/mob/policy/public/file/{ownerId}/{fileId}'),
});
export type PurchaseAgreement = z.infer<typeof PurchaseAgreementSchema>;
export const PurchaseAgreementsQuerySchema = z.object({ complexId: positiveId('спортобъект') });
export const PurchaseAgreementsResponseSchema = z.object({
  /** spec §2.4: both must be ticked; shown only when the owner has both policies. */
  required: z.boolean(),
  agreements: z.array(PurchaseAgreementSchema),
});
export const AgreementIdParamsSchema = z.object({
  agreementId: z.uuid({ error: 'Неверный идентификатор документа' }),
});
