import { z } from 'zod';
import { VisitorPackageStatusSchema } from '../enums-statuses';

// Issue 12: the staff's check-in at the door. A staff member of a venue scans a ticket's or a
// package's QR code; the server checks the signature, validity, day rule and quota, records
// one visit and says what the scanner shows.

export const CheckInRequestSchema = z.object({
  qrToken: z
    .string({ error: 'Отсканируйте QR-код билета' })
    .min(20, 'QR-код не распознан')
    .max(2000, 'QR-код не распознан'),
});
export type CheckInRequest = z.infer<typeof CheckInRequestSchema>;

/** Why a scanned code does not admit; ACCEPTED admits and has recorded the visit. */
export const CHECK_IN_RESULTS = [
  'ACCEPTED',
  'USED',
  'EXHAUSTED',
  'OUTDATED',
  'NOT_YET',
  'WRONG_DAY',
  'ALREADY_TODAY',
  'NOT_ACTIVATED',
  'FREEZED',
  'REFUNDED',
  'REFUND_PENDING',
  'CANCELED',
] as const;
export const CheckInResultSchema = z.enum(CHECK_IN_RESULTS);
export type CheckInResult = z.infer<typeof CheckInResultSchema>;

export const CheckInResponseSchema = z.object({
  result: CheckInResultSchema,
  admitted: z.boolean(),
  /** What the scanner shows in large letters, in Russian. */
  message: z.string(),
  kind: z.enum(['TICKET', 'PACKAGE']),
  title: z.string(),
  complexName: z.string(),
  holder: z.object({
    name: z.string(),
    /** Full years on the venue's date, for a child's ticket. */
    childAge: z.number().int().nullable(),
  }),
  status: VisitorPackageStatusSchema,
  visitsTotal: z.number().int().nullable(),
  visitsUsed: z.number().int(),
  /** Visits still left after this one; null — unlimited. */
  visitsLeft: z.number().int().nullable(),
  validUntil: z.string().nullable(),
});
export type CheckInResponse = z.infer<typeof CheckInResponseSchema>;
