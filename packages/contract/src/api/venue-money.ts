import { z } from 'zod';
import { PaymentProviderSchema } from '../enums';

// Issue 25 (`partners-page`, finance.read): the owner's money — what each acquirer took for
// the organisation in a period, its fee and the refunds, our books against the provider's
// report, and every payment where the two differ.

/** The longest period one request reads, days. */
export const MONEY_MAX_DAYS = 92;

const day = (label: string) => z.iso.date({ error: `Укажите ${label} в формате ГГГГ-ММ-ДД` });

/** GET /v1/mob/staff/complexes/{complexId}/money?from&to — days in the venue's zone, inclusive. */
export const MoneyQuerySchema = z
  .object({ from: day('начало периода'), to: day('конец периода') })
  .refine((q) => q.from <= q.to, { error: 'Начало периода позже его конца', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < MONEY_MAX_DAYS, {
    error: `Период не длиннее ${MONEY_MAX_DAYS} дней`,
    path: ['to'],
  });
export type MoneyQuery = z.infer<typeof MoneyQuerySchema>;

export const MoneyTotalsSchema = z.object({
  payments: z.number().int(),
  collectedKopecks: z.number().int(),
  refundedKopecks: z.number().int(),
});

/** ONLY_OURS — paid in our books, not at the provider; ONLY_PROVIDER — the other way round;
 * AMOUNT — the sums differ; REFUNDED — the refunded sums differ. */
export const MONEY_DIFFERENCE_KINDS = ['ONLY_OURS', 'ONLY_PROVIDER', 'AMOUNT', 'REFUNDED'] as const;
export const MoneyDifferenceKindSchema = z.enum(MONEY_DIFFERENCE_KINDS);
export type MoneyDifferenceKind = z.infer<typeof MoneyDifferenceKindSchema>;

export const MoneyDifferenceSchema = z.object({
  kind: MoneyDifferenceKindSchema,
  providerPaymentId: z.string(),
  /** Our order's number; null when only the provider knows the payment. */
  orderNumber: z.number().int().nullable(),
  ours: z.object({ amountKopecks: z.number().int(), refundedKopecks: z.number().int() }).nullable(),
  provider: z
    .object({ amountKopecks: z.number().int(), refundedKopecks: z.number().int() })
    .nullable(),
});
export type MoneyDifference = z.infer<typeof MoneyDifferenceSchema>;

export const ProviderMoneySchema = z.object({
  provider: PaymentProviderSchema,
  ours: MoneyTotalsSchema,
  /** The provider's report; null when it could not be read (see `unavailable`). */
  reported: MoneyTotalsSchema.extend({
    feeKopecks: z.number().int(),
    /** Collected less the fee and the refunds. */
    netKopecks: z.number().int(),
    /** PROVIDER — the provider's own figures; CONFIG — our configured rate (Sberbank). */
    feeFrom: z.enum(['PROVIDER', 'CONFIG']),
  }).nullable(),
  unavailable: z.string().nullable(),
  differences: z.array(MoneyDifferenceSchema),
});
export type ProviderMoney = z.infer<typeof ProviderMoneySchema>;

export const MoneyReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  providers: z.array(ProviderMoneySchema),
});
export type MoneyReport = z.infer<typeof MoneyReportSchema>;
