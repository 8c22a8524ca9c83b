import type {
  MoneyDifference,
  MoneyQuery,
  MoneyReport,
  ProviderMoney,
} from '@sportkarta/contract/api/venue-money';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '@sportkarta/contract/enums';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { EMULATOR_ACCOUNT_KEY, type PaymentGateways } from '../../integrations/payments/index';
import type { ReportedPayment } from '../../integrations/payments/types';
import {
  knownPaymentIds,
  ownerCashbox,
  ownerPayments,
  ownerPeriod,
  type PaidRow,
} from './repository';

// Issue 25, the owner's money: per acquirer, our books of the organisation's payments in a
// period against what the provider reports through its adapter, and each payment that differs.

const NAMES: Record<PaymentProvider, string> = { YOOKASSA: 'ЮKassa', SBERBANK: 'СберБанк' };

export interface MoneyDeps {
  db: Db;
  gateways: PaymentGateways;
}

export async function ownerMoney(
  deps: MoneyDeps,
  complexId: number,
  q: MoneyQuery,
): Promise<MoneyReport> {
  const period = await ownerPeriod(deps.db, complexId, q.from, q.to);
  if (!period) throw new HttpError('NOT_FOUND', 'Спортобъект не найден');
  const ours = await ownerPayments(deps.db, period.ownerId, period);
  const cashbox = await ownerCashbox(deps.db, period.ownerId);
  // The accounts to ask: every one our payments went to, and the cashbox's own. Accounts that
  // reach the same emulator are one shop there: asked once.
  const shop = (provider: PaymentProvider, key: string) =>
    deps.gateways.emulated(provider, key) ? EMULATOR_ACCOUNT_KEY : key;
  const accounts = new Map<PaymentProvider, Set<string>>();
  const add = (provider: PaymentProvider, key: string) =>
    accounts.set(provider, (accounts.get(provider) ?? new Set()).add(shop(provider, key)));
  for (const p of ours) add(p.provider, p.accountKey);
  if (cashbox) add(cashbox.provider, cashbox.accountKey);
  const providers = await Promise.all(
    PAYMENT_PROVIDERS.filter((p) => accounts.has(p)).map((provider) =>
      providerMoney(
        deps,
        provider,
        [...accounts.get(provider)!],
        ours.filter((p) => p.provider === provider),
        { from: period.start, to: period.end },
      ),
    ),
  );
  return { from: q.from, to: q.to, timeZone: period.timeZone, providers };
}

async function providerMoney(
  deps: MoneyDeps,
  provider: PaymentProvider,
  accountKeys: string[],
  ours: PaidRow[],
  period: { from: Date; to: Date },
): Promise<ProviderMoney> {
  const ourTotals = {
    payments: ours.length,
    collectedKopecks: sum(ours.map((p) => p.amountKopecks)),
    refundedKopecks: sum(ours.map((p) => p.refundedKopecks)),
  };
  const base = { provider, ours: ourTotals };
  let reported: ReportedPayment[] = [];
  let feeFrom: 'PROVIDER' | 'CONFIG' = 'PROVIDER';
  try {
    for (const key of accountKeys) {
      const gateway = deps.gateways.gatewayFor(provider, key);
      if (!gateway)
        return unavailable(base, `${NAMES[provider]}: нет доступа к кабинету, отчёт недоступен`);
      const report = await gateway.report(period);
      reported = reported.concat(report.payments);
      if (report.feeFrom === 'config') feeFrom = 'CONFIG';
    }
  } catch {
    return unavailable(
      base,
      `${NAMES[provider]} сейчас не отвечает: отчёт провайдера недоступен, показаны только наши данные`,
    );
  }
  // A payment we know as another owner's (a shop shared in the embedded mode) or made in
  // another period is not this report's.
  const ourIds = new Set(ours.map((p) => p.providerPaymentId));
  const known = await knownPaymentIds(
    deps.db,
    provider,
    reported.filter((p) => !ourIds.has(p.providerPaymentId)).map((p) => p.providerPaymentId),
  );
  reported = reported.filter((p) => !known.has(p.providerPaymentId));
  const collected = sum(reported.map((p) => p.amountKopecks));
  const refunded = sum(reported.map((p) => p.refundedKopecks));
  const fee = sum(reported.map((p) => p.feeKopecks));
  return {
    ...base,
    reported: {
      payments: reported.length,
      collectedKopecks: collected,
      refundedKopecks: refunded,
      feeKopecks: fee,
      netKopecks: collected - fee - refunded,
      feeFrom,
    },
    unavailable: null,
    differences: differences(ours, reported),
  };
}

const unavailable = (base: Pick<ProviderMoney, 'provider' | 'ours'>, message: string) => ({
  ...base,
  reported: null,
  unavailable: message,
  differences: [],
});

/** Each payment only one side has, or whose amount or refunded sum differ. */
export function differences(ours: PaidRow[], reported: ReportedPayment[]): MoneyDifference[] {
  const theirs = new Map(reported.map((p) => [p.providerPaymentId, p]));
  const out: MoneyDifference[] = [];
  for (const p of ours) {
    const t = theirs.get(p.providerPaymentId);
    theirs.delete(p.providerPaymentId);
    const kind = !t
      ? 'ONLY_OURS'
      : t.amountKopecks !== p.amountKopecks
        ? 'AMOUNT'
        : t.refundedKopecks !== p.refundedKopecks
          ? 'REFUNDED'
          : null;
    if (kind)
      out.push({
        kind,
        providerPaymentId: p.providerPaymentId,
        orderNumber: p.orderNumber,
        ours: { amountKopecks: p.amountKopecks, refundedKopecks: p.refundedKopecks },
        provider: t ? { amountKopecks: t.amountKopecks, refundedKopecks: t.refundedKopecks } : null,
      });
  }
  for (const t of theirs.values())
    out.push({
      kind: 'ONLY_PROVIDER',
      providerPaymentId: t.providerPaymentId,
      orderNumber: null,
      ours: null,
      provider: { amountKopecks: t.amountKopecks, refundedKopecks: t.refundedKopecks },
    });
  return out;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
