// Status enumerations of spec §4 (states and transitions), spelt exactly as the spec spells them.
// Re-exported by enums.ts; import them from `@sportkarta/contract/enums`.
import { z } from 'zod';

/** spec §4 App start: NOPE → LOADING → SUCCESS | ERROR. */
export const APP_START_STATUSES = ['NOPE', 'LOADING', 'SUCCESS', 'ERROR'] as const;
export const AppStartStatusSchema = z.enum(APP_START_STATUSES);
export type AppStartStatus = z.infer<typeof AppStartStatusSchema>;

export const GENERIC_STATUSES = [
  'NOPE',
  'SUCCESS',
  'ERROR',
  'CREATING',
  'LOADING',
  'UPDATING',
  'DELETING',
  'INSTALLING',
] as const;
export const GenericStatusSchema = z.enum(GENERIC_STATUSES);
export type GenericStatus = z.infer<typeof GenericStatusSchema>;

/** spec §4 Location status: none → updating → success | error. */
export const LOCATION_STATUSES = ['none', 'updating', 'success', 'error'] as const;
export const LocationStatusSchema = z.enum(LOCATION_STATUSES);
export type LocationStatus = z.infer<typeof LocationStatusSchema>;

/** spec §4 Login steps: 0 enter login, 1 enter phone, 2 enter code. */
export const LOGIN_STEPS = [0, 1, 2] as const;
export const LoginStepSchema = z.literal(LOGIN_STEPS);
export type LoginStep = z.infer<typeof LoginStepSchema>;
export const LOGIN_STEP = { login: 0, phone: 1, code: 2 } as const satisfies Record<
  string,
  LoginStep
>;

export const VISITOR_PACKAGE_STATUSES = [
  'ACTIVE',
  'REFUNDED',
  'OUTDATED',
  'EXHAUSTED',
  'DEACTIVATED',
  'CANCELED',
  'COMPLETED',
  'CREATED',
  'FREEZED',
  'SOLD',
] as const;
export const VisitorPackageStatusSchema = z.enum(VISITOR_PACKAGE_STATUSES);
export type VisitorPackageStatus = z.infer<typeof VisitorPackageStatusSchema>;

export const TICKET_ORDER_STATUSES = [
  'canceled',
  'registered',
  'printed',
  'created',
  'returned',
  'complete',
  'payed',
] as const;
export const TicketOrderStatusSchema = z.enum(TICKET_ORDER_STATUSES);
export type TicketOrderStatus = z.infer<typeof TicketOrderStatusSchema>;

export const PAYMENT_STATUSES = [
  'REGISTERED',
  'SUCCESS',
  'CANCELED',
  'REVERSED',
  'REJECTED',
  'PROCESSING',
  'UNKNOWN',
] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

export const CATALOGUE_ITEM_STATUSES = ['ACTIVE', 'ARCHIVED'] as const;
export const CatalogueItemStatusSchema = z.enum(CATALOGUE_ITEM_STATUSES);
export type CatalogueItemStatus = z.infer<typeof CatalogueItemStatusSchema>;

export const AVAILABILITIES = [
  'AVAILABLE',
  'NEED_RESERVATION',
  'DEPLETED',
  'DEPLETED_FOR_TODAY',
  'OVERDUE',
  'NO_EVENTS_TODAY',
] as const;
export const AvailabilitySchema = z.enum(AVAILABILITIES);
export type Availability = z.infer<typeof AvailabilitySchema>;

export const MODERATIONS = ['NEW', 'APPROVED', 'DISMISSED', 'ARCHIVE'] as const;
export const ModerationSchema = z.enum(MODERATIONS);
export type Moderation = z.infer<typeof ModerationSchema>;

export const ACTIVATIONS = ['ACTIVATED', 'OUTDATED'] as const;
export const ActivationSchema = z.enum(ACTIVATIONS);
export type Activation = z.infer<typeof ActivationSchema>;

/** spec §4 purchase/ticket statuses (lower case); labels in labels.ts. */
export const PURCHASE_STATUSES = [
  'active',
  'freezed',
  'completed',
  'canceled',
  'sold',
  'created',
  'exhausted',
  'outdated',
  'refunded',
  'deactivated',
] as const;
export const PurchaseStatusSchema = z.enum(PURCHASE_STATUSES);
export type PurchaseStatus = z.infer<typeof PurchaseStatusSchema>;

/**
 * spec §4 group membership on a group card; a group with any of these is not selectable.
 * WITHDRAWN (ours, issue 28): the applicant took it back while under review; it no longer
 * holds the group, so a group card never shows it.
 */
export const GROUP_MEMBERSHIP_STATUSES = ['NEW', 'APPROVED', 'DISMISSED', 'WITHDRAWN'] as const;
export const GroupMembershipStatusSchema = z.enum(GROUP_MEMBERSHIP_STATUSES);
export type GroupMembershipStatus = z.infer<typeof GroupMembershipStatusSchema>;

/** spec §4 "Ticket filter: events or services" — shown as «С расписанием» / «Без расписания». */
export const TICKET_FILTERS = ['events', 'services'] as const;
export const TicketFilterSchema = z.enum(TICKET_FILTERS);
export type TicketFilter = z.infer<typeof TicketFilterSchema>;

/** spec §4 "Service package filter: active or frozen". */
export const SERVICE_PACKAGE_FILTERS = ['active', 'frozen'] as const;
export const ServicePackageFilterSchema = z.enum(SERVICE_PACKAGE_FILTERS);
export type ServicePackageFilter = z.infer<typeof ServicePackageFilterSchema>;

export const TIME_OF_DAY_BANDS = ['morning', 'day', 'evening'] as const;
export const TimeOfDayBandSchema = z.enum(TIME_OF_DAY_BANDS);
export type TimeOfDayBand = z.infer<typeof TimeOfDayBandSchema>;
/** spec §9: morning 00:00–11:59, day 12:00–17:59, evening 18:00–23:59 (inclusive hours). */
export const TIME_OF_DAY_BAND_HOURS: Readonly<
  Record<TimeOfDayBand, { readonly fromHour: number; readonly toHour: number }>
> = {
  morning: { fromHour: 0, toHour: 11 },
  day: { fromHour: 12, toHour: 17 },
  evening: { fromHour: 18, toHour: 23 },
};

/** The band a start hour (0–23) falls into; throws on an hour outside the day. */
export function timeOfDayBandForHour(hour: number): TimeOfDayBand {
  const band = TIME_OF_DAY_BANDS.find((b) => {
    const { fromHour, toHour } = TIME_OF_DAY_BAND_HOURS[b];
    return hour >= fromHour && hour <= toHour;
  });
  if (!band || !Number.isInteger(hour)) throw new RangeError(`Hour out of range: ${hour}`);
  return band;
}
