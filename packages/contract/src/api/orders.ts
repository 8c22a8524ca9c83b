import { z } from 'zod';
import { OrderLineKindSchema, PaymentMethodSchema, PaymentProviderSchema } from '../enums';
import { PaymentStatusSchema, TicketOrderStatusSchema } from '../enums-statuses';
import { Kopecks, positiveId } from './catalogue';

// Issues 10–11: holds, preorders, free sales, and the payment of an order (spec §7.1). Prices,
// fees and totals are the server's: a request names what to buy, never what it costs.

const uuid = (label: string) => z.uuid({ error: `Неверный идентификатор: ${label}` });
const quantity = () =>
  z
    .number({ error: 'Должно быть числом' })
    .int('Должно быть числом')
    .min(1, 'Значение не может быть меньше 1')
    .max(10, 'Значение не может быть больше 10');

// ---- seat holds: POST /v2/mob/scheduled-events/reservations (+ /delete) --------------------

export const ReservationRequestSchema = z.object({
  sessionId: z
    .number({ error: 'Должно быть числом' })
    .int('Должно быть числом')
    .positive('Неверный идентификатор: сеанс')
    .max(Number.MAX_SAFE_INTEGER, 'Неверный идентификатор: сеанс'),
  quantity: quantity(),
  /** Issue 25: a product of the session on a part of its place («Дорожка 3», «Любая дорожка»). */
  productId: z
    .number({ error: 'Должно быть числом' })
    .int('Должно быть числом')
    .positive('Неверный идентификатор: вариант билета')
    .max(2147483647, 'Неверный идентификатор: вариант билета')
    .optional(),
});
export const ReservationSchema = z.object({
  id: z.string(),
  sessionId: z.number().int(),
  quantity: z.number().int(),
  expiresAt: z.string().describe('Места держатся до этого момента'),
  serverNow: z.string(),
});
export type Reservation = z.infer<typeof ReservationSchema>;
export const ReservationDeleteRequestSchema = z.object({ reservationId: uuid('бронь') });
export const ReservationDeleteResponseSchema = z.object({ released: z.boolean() });

// ---- POST /v1/mob/preorder, /v2/mob/preorder, /v2/mob/order-free-sales, calculateCommission --

export const PreorderLineSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('SERVICE'),
      serviceId: positiveId('услуга'),
      visitDate: z.iso.date({ error: 'Неверный формат даты' }),
      quantity: quantity(),
    }),
    z.object({
      kind: z.literal('SERVICE_PACKAGE'),
      rateId: positiveId('тариф'),
      quantity: quantity(),
    }),
    z.object({ kind: z.literal('RESERVATION'), reservationId: uuid('бронь') }),
    /** Issue 13: a section's rate, paid for an approved application (quantity 1). */
    z.object({
      kind: z.literal('SECTION_GROUP'),
      sectionMemberId: uuid('заявка'),
      rateId: positiveId('тариф'),
    }),
  ],
  { error: 'Неверный вид позиции заказа' },
);
export type PreorderLine = z.infer<typeof PreorderLineSchema>;

export const PreorderRequestSchema = z.object({
  /** The client's key for this purchase: a repeated request returns the same order. */
  idempotencyKey: uuid('ключ запроса'),
  complexId: positiveId('спортобъект'),
  /** For whom (spec §6): null or absent = the buyer; otherwise one of their children. */
  childId: uuid('ребёнок').nullable().optional(),
  agreementsAccepted: z.boolean({ error: 'Поле обязательно' }),
  lines: z
    .array(PreorderLineSchema, { error: 'Поле обязательно' })
    .min(1, 'Поле обязательно')
    .max(10, 'Значение не может быть больше 10'),
});
export type PreorderRequest = z.infer<typeof PreorderRequestSchema>;

export const CommissionRequestSchema = z.object({
  complexId: positiveId('спортобъект'),
  lines: z
    .array(PreorderLineSchema, { error: 'Поле обязательно' })
    .min(1, 'Поле обязательно')
    .max(10, 'Значение не может быть больше 10'),
});

export const OrderLineSchema = z.object({
  kind: OrderLineKindSchema,
  title: z.string(),
  quantity: z.number().int(),
  unitPriceKopecks: Kopecks,
  amountKopecks: Kopecks,
  feeKopecks: Kopecks,
  visitDate: z.string().nullable(),
  sessionStartsAt: z.string().nullable(),
});
export const PriceSchema = z.object({
  subtotalKopecks: Kopecks,
  feeKopecks: Kopecks,
  totalKopecks: Kopecks,
});
export const CommissionResponseSchema = PriceSchema.extend({ lines: z.array(OrderLineSchema) });
export type CommissionResponse = z.infer<typeof CommissionResponseSchema>;

export const OrderSchema = PriceSchema.extend({
  id: z.string(),
  number: z.number().int(),
  status: TicketOrderStatusSchema,
  complexId: z.number().int(),
  complexName: z.string(),
  childId: z.string().nullable(),
  provider: PaymentProviderSchema.nullable(),
  lines: z.array(OrderLineSchema),
  createdAt: z.string(),
  expiresAt: z.string().describe('Неоплаченный заказ отменяется после этого момента'),
  paidAt: z.string().nullable(),
  /** Why a canceled order was canceled (ORDER_EXPIRED, SEATS_GONE…). */
  cancelReason: z.string().nullable(),
});
export type Order = z.infer<typeof OrderSchema>;
export const OrderIdParamsSchema = z.object({ orderId: uuid('заказ') });

// ---- completion polling: GET /v1/mob/orderCompleted/{orderId}, GET /v1/mob/bills/{id}/status -

export const OrderCompletedSchema = z.object({
  order: OrderSchema,
  completed: z.boolean().describe('Заказ оплачен (или бесплатный) и покупка выдана'),
  paymentStatus: PaymentStatusSchema,
  /** spec §8 payment error code when the payment did not go through. */
  errorCode: z.string().nullable(),
  message: z.string().nullable(),
  /** The order can still be paid: the last attempt failed and there is time left. */
  retryable: z.boolean(),
  /** The provider of the last attempt and its id (`billId` of /v1/mob/bills/{billId}/status). */
  billId: z.string().nullable(),
});
export type OrderCompleted = z.infer<typeof OrderCompletedSchema>;
export const BillIdParamsSchema = z.object({ billId: uuid('счёт') });
export const BillStatusSchema = z.object({
  billId: z.string(),
  orderId: z.string(),
  status: PaymentStatusSchema,
});

// ---- paying: POST /v1/mob/sber/payment, POST /v1/mob/sber/complete --------------------------

export const StartPaymentRequestSchema = z.object({
  orderId: uuid('заказ'),
  method: PaymentMethodSchema.optional(),
  /** Where the provider returns the browser: the web app or the packaged app's deep link. */
  returnTo: z.enum(['web', 'app']).default('web'),
  /**
   * Issue 28: the web app's origin (`location.origin`), so the person comes back to the address
   * they paid from (their sign-in lives there). Only an origin of the server's allow-list.
   */
  returnOrigin: z
    .string()
    .max(200)
    .optional()
    .describe('Источник веб-приложения, куда вернуться после оплаты (из списка разрешённых)'),
});
export const StartPaymentResponseSchema = z.object({
  billId: z.string(),
  orderId: z.string(),
  provider: PaymentProviderSchema,
  confirmationUrl: z.string().describe('Страница оплаты провайдера'),
});
export type StartPaymentResponse = z.infer<typeof StartPaymentResponseSchema>;
export const CompletePaymentRequestSchema = z
  .object({
    orderId: uuid('заказ').optional(),
    /** Sberbank's mdOrder from the return address (`?orderId=<mdOrder>`). */
    mdOrder: z.string().min(1).max(64).optional(),
  })
  .refine((b) => b.orderId !== undefined || b.mdOrder !== undefined, {
    message: 'Поле обязательно',
    path: ['orderId'],
  });
