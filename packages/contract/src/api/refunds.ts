import { z } from 'zod';
import { OrderLineKindSchema } from '../enums';

// Issue 12: one order after the purchase (spec §7.1 GET /v1/mob/user/sold-order-details) and
// the refund request (POST /v1/mob/orders/refund) with each refund's progress.

/** requested → sent to the bank → refunded, or rejected with the bank's reason. */
export const REFUND_STATES = ['REQUESTED', 'SENT', 'REFUNDED', 'REJECTED'] as const;
export const RefundStateSchema = z.enum(REFUND_STATES);
export type RefundState = z.infer<typeof RefundStateSchema>;

export const REFUND_STATE_LABELS: Readonly<Record<RefundState, string>> = {
  REQUESTED: 'Заявка на возврат принята',
  SENT: 'Отправлен в банк',
  REFUNDED: 'Возвращен',
  REJECTED: 'Отклонён',
};

export const SoldOrderQuerySchema = z.object({
  orderId: z.uuid({ error: 'Неверный номер заказа' }),
});

export const OrderRefundSchema = z.object({
  id: z.string(),
  state: RefundStateSchema,
  amountKopecks: z.number().int(),
  /** Why the bank refused (REJECTED). */
  rejectReason: z.string().nullable(),
  requestedAt: z.string(),
  sentAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  lineIds: z.array(z.number().int()),
  /** Made by the person (a request) or by us (a payment that came too late). */
  requested: z.boolean(),
  /** Issue 24: why the venue returned it on its own decision (shown to the buyer); else null. */
  venueNote: z.string().nullable().optional(),
});
export type OrderRefund = z.infer<typeof OrderRefundSchema>;

// Issue 28: a section's payment is returned by the venue. The parent asks from the app (one open
// request per line); the venue's front desk approves it — the money goes back through the
// acquirer as the venue's own refund — or rejects it with a reason the parent sees.
export const VENUE_REQUEST_STATES = ['NEW', 'APPROVED', 'REJECTED'] as const;
export const VenueRequestStateSchema = z.enum(VENUE_REQUEST_STATES);
export type VenueRequestState = z.infer<typeof VenueRequestStateSchema>;

export const VENUE_REQUEST_STATE_LABELS: Readonly<Record<VenueRequestState, string>> = {
  NEW: 'Запрос на возврат у спортобъекта',
  APPROVED: 'Спортобъект одобрил возврат',
  REJECTED: 'Спортобъект отказал в возврате',
};

export const VenueRefundAskSchema = z.object({
  id: z.string(),
  state: VenueRequestStateSchema,
  /** The parent's words to the venue. */
  reason: z.string(),
  /** The venue's answer (REJECTED). */
  rejectReason: z.string().nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type VenueRefundAsk = z.infer<typeof VenueRefundAskSchema>;

/** POST /v1/mob/orders/section-refund-request — the parent asks the venue to return a line. */
export const SectionRefundAskRequestSchema = z.object({
  orderId: z.uuid({ error: 'Неверный номер заказа' }),
  lineId: z
    .number({ error: 'Неверная позиция заказа' })
    .int('Неверная позиция заказа')
    .positive('Неверная позиция заказа'),
  reason: z
    .string({ error: 'Напишите, почему вы просите вернуть оплату' })
    .trim()
    .min(3, 'Напишите, почему вы просите вернуть оплату')
    .max(500, 'Не больше 500 символов'),
});
export type SectionRefundAskRequest = z.infer<typeof SectionRefundAskRequestSchema>;

export const SoldOrderLineSchema = z.object({
  id: z.number().int(),
  kind: OrderLineKindSchema,
  title: z.string(),
  quantity: z.number().int(),
  amountKopecks: z.number().int(),
  feeKopecks: z.number().int(),
  visitDate: z.string().nullable(),
  startsAt: z.string().nullable(),
  /** The line can be returned now; otherwise `refundBlockedBy` says why. */
  refundable: z.boolean(),
  refundBlockedBy: z.string().nullable(),
  refundState: RefundStateSchema.nullable(),
  /** Issue 28 (a section's line): the latest request to the venue to return it, or null. */
  venueRequest: VenueRefundAskSchema.nullable().optional(),
  /** Issue 28: the buyer may ask the venue to return this line now. */
  venueRequestable: z.boolean().optional(),
});
export type SoldOrderLine = z.infer<typeof SoldOrderLineSchema>;

/** The states an order is stored in (the spec's TicketOrderStatus less the unused ones). */
export const SoldOrderStatusSchema = z.enum([
  'created',
  'payed',
  'complete',
  'canceled',
  'returned',
]);
export type SoldOrderStatus = z.infer<typeof SoldOrderStatusSchema>;

export const SoldOrderSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  status: SoldOrderStatusSchema,
  complexId: z.number().int(),
  complexName: z.string(),
  timeZone: z.string(),
  provider: z.enum(['YOOKASSA', 'SBERBANK']).nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  subtotalKopecks: z.number().int(),
  feeKopecks: z.number().int(),
  totalKopecks: z.number().int(),
  lines: z.array(SoldOrderLineSchema),
  refunds: z.array(OrderRefundSchema),
  /** The owner's rule: a dated purchase is returned at the latest this long before it starts. */
  refundBeforeMinutes: z.number().int(),
});
export type SoldOrder = z.infer<typeof SoldOrderSchema>;

export const RefundRequestSchema = z.object({
  orderId: z.uuid({ error: 'Неверный номер заказа' }),
  /** The lines to return; omitted — the whole order. */
  lineIds: z
    .array(
      z
        .number({ error: 'Неверная позиция заказа' })
        .int('Неверная позиция заказа')
        .positive('Неверная позиция заказа'),
    )
    .min(1, 'Выберите, что вернуть')
    .max(50, 'Слишком много позиций')
    .optional(),
});
export type RefundRequest = z.infer<typeof RefundRequestSchema>;

/** «2 ч», «1 сут.», «45 мин»: the refund deadline of an owner's policy, in Russian. */
export function refundDeadlineText(minutes: number): string {
  if (minutes > 0 && minutes % 1440 === 0) return `${minutes / 1440} сут.`;
  if (minutes > 0 && minutes % 60 === 0) return `${minutes / 60} ч`;
  return `${minutes} мин`;
}
