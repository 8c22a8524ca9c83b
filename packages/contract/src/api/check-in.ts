import { z } from 'zod';
import { VisitorPackageStatusSchema } from '../enums-statuses';

// Issue 12: the staff's check-in at the door. A staff member of a venue scans a ticket's or a
// package's QR code; the server checks the signature, validity, day rule and quota, records
// one visit and says what the scanner shows.

export const qrTokenSchema = z
  .string({ error: 'Отсканируйте QR-код билета' })
  .min(20, 'QR-код не распознан')
  .max(2000, 'QR-код не распознан');

export const deviceIdSchema = z
  .string({ error: 'Укажите устройство' })
  .trim()
  .min(1, 'Укажите устройство')
  .max(64, 'Не больше 64 символов');

/**
 * Issue 24: `nonce` makes a retry safe — the same nonce answers the first answer and records
 * nothing new (pretix's check-in nonce); `complexId` names the door's venue (a ticket of
 * another one is OTHER_VENUE); `deviceId` names the scanner in the audit log.
 */
export const CheckInRequestSchema = z.object({
  qrToken: qrTokenSchema,
  nonce: z.uuid({ error: 'Неверный ключ повтора' }).optional(),
  complexId: z
    .number({ error: 'Неверный номер спортобъекта' })
    .int('Неверный номер спортобъекта')
    .positive('Неверный номер спортобъекта')
    .max(2_147_483_647, 'Неверный номер спортобъекта')
    .optional(),
  deviceId: deviceIdSchema.optional(),
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
  // issue 24
  'OTHER_VENUE',
  'OUTSIDE_WINDOW',
  'NOT_ON_LIST',
  // issue 26: bought by a demo login (paid through an emulator) at a venue with a real acquirer
  'DEMO',
  // only in a sync's answers: the online call answers these 400 and 404
  'FORGED',
  'UNKNOWN',
] as const;
export const CheckInResultSchema = z.enum(CHECK_IN_RESULTS);
export type CheckInResult = z.infer<typeof CheckInResultSchema>;

/**
 * Refusals a re-entry may lift (where the door's list allows it): the code was used up by
 * today's own admission. The server's rule and the offline scanner's, both.
 */
export const REENTRY_LIFTS: readonly CheckInResult[] = ['USED', 'EXHAUSTED', 'ALREADY_TODAY'];

/** What the scanner shows for each result, in large letters — online and offline alike. */
export const CHECK_IN_MESSAGES: Readonly<Record<CheckInResult, string>> = {
  ACCEPTED: 'Проход разрешён',
  USED: 'Погашен: билет уже использован',
  EXHAUSTED: 'Все посещения уже использованы',
  OUTDATED: 'Срок действия истёк',
  NOT_YET: 'Вход ещё не открыт',
  WRONG_DAY: 'Билет на другой день',
  ALREADY_TODAY: 'Сегодня проход по абонементу уже отмечен',
  NOT_ACTIVATED: 'Абонемент не активирован',
  FREEZED: 'Абонемент заморожен',
  REFUNDED: 'Билет возвращён',
  REFUND_PENDING: 'По билету оформляется возврат',
  CANCELED: 'Билет аннулирован',
  OTHER_VENUE: 'Билет другого спортобъекта',
  OUTSIDE_WINDOW: 'Вход на этот сеанс уже закрыт',
  NOT_ON_LIST: 'Этот вход не пропускает по такому билету',
  DEMO: 'Демо-билет: оплачен не по-настоящему, вход не разрешён',
  FORGED: 'QR-код не распознан: его выдала не Спорткарта',
  UNKNOWN: 'Билет не найден',
};

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
  /** Null when the code names nothing the scanner may see (FORGED, UNKNOWN, OTHER_VENUE). */
  status: VisitorPackageStatusSchema.nullable(),
  visitsTotal: z.number().int().nullable(),
  visitsUsed: z.number().int(),
  /** Visits still left after this one; null — unlimited. */
  visitsLeft: z.number().int().nullable(),
  validUntil: z.string().nullable(),
  /**
   * Issue 25: the part of the place the visitor goes to («Дорожка 4»), shown in large letters;
   * an «any lane» ticket is given its lane when it is let in. Absent for a place without parts.
   */
  part: z.string().optional(),
});
export type CheckInResponse = z.infer<typeof CheckInResponseSchema>;
