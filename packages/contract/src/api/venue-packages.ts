import { z } from 'zod';
import { VisitorPackageStatusSchema } from '../enums-statuses';
import { ComplexParamsSchema } from './venue-staff';

// Issue 25 (flags new-visits-activation-dialog and new-visitor-service-package-action-record):
// the front desk activates a visitor's package from today or a later day (`packages.manage`),
// and reads what happened to one sold package (docs/venue-side.md "Packages at the desk").

export const StaffPackageParamsSchema = ComplexParamsSchema.extend({
  packageId: z.uuid({ error: 'Неверный номер абонемента' }),
});
export type StaffPackageParams = z.infer<typeof StaffPackageParamsSchema>;

/** How far ahead the desk may start a package's term. */
export const ACTIVATE_AHEAD_DAYS = 90;

/** POST /v1/mob/staff/complexes/{complexId}/service-packages/{packageId}/activate */
export const StaffActivateRequestSchema = z.object({
  idempotencyKey: z.uuid({ error: 'Неверный ключ запроса' }),
  /** The venue's day the term starts: today or later (YYYY-MM-DD). */
  startDate: z.iso.date({ error: 'Укажите дату начала в формате ГГГГ-ММ-ДД' }),
});
export type StaffActivateRequest = z.infer<typeof StaffActivateRequestSchema>;

export const PACKAGE_EVENT_KINDS = [
  'SOLD',
  'ACTIVATED',
  'FROZEN',
  'VISIT',
  'REFUND_ASKED',
  'REFUNDED',
] as const;
export type PackageEventKind = (typeof PACKAGE_EVENT_KINDS)[number];

export const PackageEventSchema = z.object({
  kind: z.enum(PACKAGE_EVENT_KINDS),
  /** ISO moment; the app shows it in the venue's zone. */
  at: z.string(),
  /** Who did it: the visitor, a staff member's name, or empty (the system). */
  who: z.string(),
  /** ACTIVATED: the term's first day (YYYY-MM-DD); VISIT: «повторный вход», «без сети». */
  detail: z.string().nullable(),
});
export type PackageEvent = z.infer<typeof PackageEventSchema>;

/** One freeze of the package (its FROZEN event has the same `at`). */
export const PackageFreezeSchema = z.object({
  /** ISO moment it was frozen. */
  at: z.string(),
  /** The venue's first frozen day (YYYY-MM-DD). */
  startsOn: z.string(),
  /** The last day planned: the allowance left when frozen (a started day counts). */
  endsOn: z.string(),
  /** The day the holder unfroze it early (or a refund ended it); null — ran its course or runs. */
  endedOn: z.string().nullable(),
  /** Days it cost of the allowance (so far, while it runs). */
  days: z.number(),
  /** Still frozen. */
  running: z.boolean(),
});
export type PackageFreeze = z.infer<typeof PackageFreezeSchema>;

/** One sold package as the front desk sees it, with what happened to it, oldest first. */
export const StaffPackageSchema = z.object({
  id: z.string(),
  title: z.string(),
  holderName: z.string(),
  status: VisitorPackageStatusSchema,
  timeZone: z.string(),
  orderId: z.string(),
  orderNumber: z.number(),
  visitsTotal: z.number().nullable(),
  visitsUsed: z.number(),
  activatedAt: z.string().nullable(),
  /** The term's first day in the venue's zone (YYYY-MM-DD); null — not activated. */
  startsOn: z.string().nullable(),
  validUntil: z.string().nullable(),
  /** The desk may activate it now (sold, not activated, no refund). */
  canActivate: z.boolean(),
  /** The venue's day now (YYYY-MM-DD): the dialog's first allowed day. */
  today: z.string(),
  events: z.array(PackageEventSchema),
  /** Every freeze, newest first; their `days` add up to the days of freezing used. */
  freezes: z.array(PackageFreezeSchema),
});
export type StaffPackage = z.infer<typeof StaffPackageSchema>;
