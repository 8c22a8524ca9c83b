import type { FastifyInstance } from 'fastify';
import type { PaymentProvider } from '@sportkarta/contract/enums';
import type { AppConfig } from '../../config';
import { PAYMENT_EMULATOR_ACCOUNT } from '../../config-payments';
import { fetchTransport, injectTransport, type HttpTransport } from '../http';
import { createSberbankClient } from './sberbank';
import type { PaymentGateway } from './types';
import { createYooKassaClient } from './yookassa';

/** The account key of attempts that always go to the emulators (the demo person's orders). */
export const EMULATOR_ACCOUNT_KEY = 'emulator';

export interface PaymentGateways {
  /** The adapter of a cashbox account; `null` when its credentials are not configured. */
  gatewayFor(provider: PaymentProvider, accountKey: string): PaymentGateway | null;
  /** Sberbank's callback key of an account (its checksum's HMAC key). */
  sberCallbackKey(accountKey: string): string | null;
  /** Whether an account reaches an emulator (then the emulator's own key signs callbacks). */
  emulated(provider: PaymentProvider, accountKey: string): boolean;
}

/**
 * The real adapters: pointed at the providers with each account's credentials, or at the
 * embedded emulators (routed into this app) when a provider's API address is unset and for
 * the demo person's orders.
 */
export function createPaymentGateways(app: FastifyInstance, config: AppConfig): PaymentGateways {
  const p = config.payments;
  const local = injectTransport(app);
  const base = {
    yookassa: `${config.publicBaseUrl}/emulators/yookassa/v3`,
    sberbank: `${config.publicBaseUrl}/emulators/sberbank/payment/rest`,
  };
  const emulated = (provider: PaymentProvider, accountKey: string) =>
    accountKey === EMULATOR_ACCOUNT_KEY ||
    (provider === 'YOOKASSA' ? p.yookassa.emulated : p.sberbank.emulated);
  const cache = new Map<string, PaymentGateway>();

  const build = (provider: PaymentProvider, accountKey: string): PaymentGateway | null => {
    const local_ = emulated(provider, accountKey);
    const transport: HttpTransport = local_ ? local : fetchTransport;
    const common = { transport, timeoutMs: p.timeoutMs };
    if (provider === 'YOOKASSA') {
      const account = local_
        ? PAYMENT_EMULATOR_ACCOUNT.yookassa
        : p.accounts.yookassa.get(accountKey);
      if (!account) return null;
      return createYooKassaClient({
        ...common,
        baseUrl: local_ ? base.yookassa : p.yookassa.apiUrl,
        shopId: account.shopId,
        secretKey: account.secretKey,
      });
    }
    const account = local_
      ? PAYMENT_EMULATOR_ACCOUNT.sberbank
      : p.accounts.sberbank.get(accountKey);
    if (!account) return null;
    return createSberbankClient({
      ...common,
      baseUrl: local_ ? base.sberbank : p.sberbank.apiUrl,
      userName: account.userName,
      password: account.password,
      feeBasisPoints: p.sberbank.feeBasisPoints,
    });
  };

  return {
    gatewayFor(provider, accountKey) {
      const key = `${provider}:${accountKey}`;
      if (!cache.has(key)) {
        const g = build(provider, accountKey);
        if (!g) return null;
        cache.set(key, g);
      }
      return cache.get(key)!;
    },
    sberCallbackKey(accountKey) {
      if (emulated('SBERBANK', accountKey)) return PAYMENT_EMULATOR_ACCOUNT.sberbank.callbackKey;
      return p.accounts.sberbank.get(accountKey)?.callbackKey ?? null;
    },
    emulated,
  };
}
