import { z } from 'zod';
import { VisitorPackageStatusSchema } from '../enums-statuses';

// Issue 12 (first part): what a person bought, as tickets with their QR codes (spec §7.1
// /v1/mob/user/purchases-services-with-date and …-without-date, each also with /{qrCodeId}).
// «С расписанием» are tickets to a scheduled session; «Без расписания» are visits of a service.

export const TicketSchema = z.object({
  qrCodeId: z.string().describe('Идентификатор билета в адресе /tabs/profile/tickets/{qrCodeId}'),
  orderId: z.string(),
  orderNumber: z.number().int(),
  kind: z.enum(['EVENT', 'SERVICE']),
  /** ACTIVE, EXHAUSTED (visits used up), OUTDATED (its time has passed), REFUNDED, CANCELED. */
  status: VisitorPackageStatusSchema,
  title: z.string(),
  complexId: z.number().int(),
  complexName: z.string(),
  placeName: z.string().nullable(),
  /** The venue's time zone: dates and times are shown in it. */
  timeZone: z.string(),
  visitDate: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  visitsTotal: z.number().int().nullable().describe('Проходов всего; null — без ограничения'),
  visitsUsed: z.number().int(),
  /** Who the ticket is for: the buyer or one of their children. */
  holder: z.object({ childId: z.string().nullable(), name: z.string() }),
  qrToken: z
    .string()
    .describe('Содержимое QR-кода: подписанный сервером токен (JWS EdDSA) с билетом и сроком'),
  validUntil: z.string(),
  purchasedAt: z.string(),
});
export type Ticket = z.infer<typeof TicketSchema>;

export const TicketListSchema = z.object({
  items: z.array(TicketSchema),
  /** The server's moment of the answer: the app shows when the list was last updated. */
  serverNow: z.string(),
});
export type TicketList = z.infer<typeof TicketListSchema>;

export const QrCodeIdParamsSchema = z.object({
  qrCodeId: z
    .string()
    .min(16, 'Неверный код билета')
    .max(64, 'Неверный код билета')
    .regex(/^[A-Za-z0-9_-]+$/, 'Неверный код билета'),
});

/** The public key scanners check QR tokens with (JWK, Ed25519), with its key id. */
export const QrPublicKeySchema = z.object({
  kid: z.string(),
  alg: z.literal('EdDSA'),
  jwk: z.record(z.string(), z.string()),
});
export type QrPublicKey = z.infer<typeof QrPublicKeySchema>;
