import { z } from 'zod';
import { dayPeriodSchema } from './venue-sessions';

// Issue 25: the venue's reports (reports.read, ADMIN) — sales, refunds, check-ins by hour,
// occupancy of sessions and groups, over a period of the venue's days. Each is also served as
// CSV and XLSX (docs/venue-side.md "Reports"). Paths:
// /v1/mob/staff/complexes/{complexId}/reports/{report}[.csv|.xlsx]?from&to

/** The longest period one report reads: a year and a day, in the venue's days. */
export const REPORT_MAX_DAYS = 366;

export const REPORT_KINDS = ['sales', 'refunds', 'check-ins', 'occupancy'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** GET …/reports/{report}?from&to — days in the venue's time zone, both included. */
export const ReportQuerySchema = dayPeriodSchema(REPORT_MAX_DAYS);
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

const kopecks = z.number().int();
const count = z.number().int();
const period = { timeZone: z.string(), from: z.string(), to: z.string() };

/** Money of sold orders (paid, or free and issued), by the day they were paid. */
export const SalesDaySchema = z.object({
  date: z.string(),
  orders: count,
  /** The venue's prices. */
  subtotalKopecks: kopecks,
  /** The service fee on top. */
  feeKopecks: kopecks,
  /** What the buyers paid: subtotal + fee. */
  totalKopecks: kopecks,
});
export const SalesProductSchema = z.object({
  /** The line's kind (spec §7.1): SERVICE, SERVICE_PACKAGE, SECTION_GROUP, RESERVATION. */
  kind: z.string(),
  title: z.string(),
  /** Items sold (tickets, seats, packages). */
  quantity: count,
  amountKopecks: kopecks,
});
export const SalesProviderSchema = z.object({
  /** YOOKASSA, SBERBANK; null — free orders, no acquirer. */
  provider: z.string().nullable(),
  orders: count,
  totalKopecks: kopecks,
});
export const SalesReportSchema = z.object({
  ...period,
  totals: SalesDaySchema.omit({ date: true }),
  /** Every day of the period, earliest first (zeros on a day without sales). */
  byDay: z.array(SalesDaySchema),
  /** Largest amount first. */
  byProduct: z.array(SalesProductSchema),
  byProvider: z.array(SalesProviderSchema),
});
export type SalesReport = z.infer<typeof SalesReportSchema>;

/** Refunds the acquirer has made, by the day they were finished. */
export const RefundsDaySchema = z.object({
  date: z.string(),
  refunds: count,
  amountKopecks: kopecks,
});
export const RefundsProviderSchema = z.object({
  provider: z.string(),
  refunds: count,
  amountKopecks: kopecks,
});
export const RefundsReportSchema = z.object({
  ...period,
  totals: z.object({
    refunds: count,
    amountKopecks: kopecks,
    /** Asked for and not yet finished by the acquirer (by the day they were asked). */
    pending: count,
  }),
  byDay: z.array(RefundsDaySchema),
  byProvider: z.array(RefundsProviderSchema),
});
export type RefundsReport = z.infer<typeof RefundsReportSchema>;

export const CheckInsHourSchema = z.object({
  /** 0–23, the hour of the day in the venue's zone. */
  hour: z.number().int().min(0).max(23),
  checkIns: count,
});
export const CheckInsReportSchema = z.object({
  ...period,
  totals: z.object({ checkIns: count, reentries: count, days: count }),
  /** All 24 hours, midnight first. */
  byHour: z.array(CheckInsHourSchema),
});
export type CheckInsReport = z.infer<typeof CheckInsReportSchema>;

export const OccupancySessionSchema = z.object({
  id: z.number().int(),
  startsAt: z.string(),
  /** The session's day and time in the venue's zone. */
  date: z.string(),
  time: z.string(),
  eventName: z.string(),
  capacity: count,
  sold: count,
  checkedIn: count,
  canceled: z.boolean(),
});
export const OccupancyGroupSchema = z.object({
  id: z.number().int(),
  sectionName: z.string(),
  groupName: z.string(),
  places: count,
  /** Accepted (APPROVED) members. */
  accepted: count,
  /** Applications waiting for a decision (NEW). */
  waiting: count,
});
export const OccupancyReportSchema = z.object({
  ...period,
  totals: z.object({
    sessions: count,
    capacity: count,
    sold: count,
    checkedIn: count,
    groups: count,
    places: count,
    accepted: count,
  }),
  /** The period's sessions by start, cancelled ones included and marked (not in the totals). */
  sessions: z.array(OccupancySessionSchema),
  /** The venue's active groups today (groups have no period: their places are now). */
  groups: z.array(OccupancyGroupSchema),
});
export type OccupancyReport = z.infer<typeof OccupancyReportSchema>;
