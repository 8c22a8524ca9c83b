import { z } from 'zod';
import { ValidityPeriodSchema } from '../enums';
import { VisitorPackageStatusSchema } from '../enums-statuses';

// Issue 12: the packages (абонементы) a person bought, for themself or a child (spec §7.1
// /v1/mob/user/sold-service-packages, …/{servicePackageDetailId}, …/service-packages/{id}/activate),
// with freezing within what the package's rate allows.

export const SoldPackageSchema = z.object({
  /** The purchased package: /tabs/profile/servicePackages/{servicePackageDetailId}. */
  id: z.string(),
  name: z.string(),
  rateName: z.string(),
  term: ValidityPeriodSchema,
  /** MANUAL_DAYS: how many days. */
  termDays: z.number().int().nullable(),
  complexId: z.number().int(),
  complexName: z.string(),
  timeZone: z.string(),
  dayRule: z.enum(['ON_WEEKENDS', 'ON_WEEKDAYS', 'ANY_DAY']),
  /** CREATED (not yet activated), ACTIVE, FREEZED, EXHAUSTED, OUTDATED, REFUNDED, CANCELED. */
  status: VisitorPackageStatusSchema,
  holder: z.object({ childId: z.string().nullable(), name: z.string() }),
  visitsTotal: z.number().int().nullable(),
  visitsUsed: z.number().int(),
  activatedAt: z.string().nullable(),
  /**
   * Issue 25: the venue's day (YYYY-MM-DD) a package activated at the desk from a later day
   * starts, while that day is still ahead by the server's clock; null otherwise.
   */
  startsOn: z.string().nullable().optional(),
  /** The end of validity (moved by frozen days); null — not activated yet or without end. */
  validUntil: z.string().nullable(),
  frozenAt: z.string().nullable(),
  freeze: z.object({
    /** Days the rate allows to keep it frozen, in all. */
    daysAllowed: z.number().int(),
    daysUsed: z.number().int(),
    /** Days still available (the running freeze counted). */
    daysLeft: z.number().int(),
    timesAllowed: z.number().int(),
    timesUsed: z.number().int(),
  }),
  canActivate: z.boolean(),
  canFreeze: z.boolean(),
  canUnfreeze: z.boolean(),
  orderId: z.string(),
  orderNumber: z.number().int(),
  purchasedAt: z.string(),
  /** The QR code shown at the door (JWS EdDSA, as a ticket's). */
  qrToken: z.string(),
});
export type SoldPackage = z.infer<typeof SoldPackageSchema>;

export const SoldPackageListSchema = z.object({
  items: z.array(SoldPackageSchema),
  serverNow: z.string(),
});
export type SoldPackageList = z.infer<typeof SoldPackageListSchema>;

export const SoldPackageParamsSchema = z.object({
  servicePackageDetailId: z.uuid({ error: 'Неверный номер абонемента' }),
});
export const PackageActionParamsSchema = z.object({
  servicePackageId: z.uuid({ error: 'Неверный номер абонемента' }),
});
