import type { FastifyInstance } from 'fastify';
import type { PaymentsConfig } from '../../config-payments';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { EMULATOR_ACCOUNT_KEY } from '../../integrations/payments';
import { demoBuyerAt } from './demo-seal-repository';

// Issue 26 "The demo sealed" (docs/production.md "The demo login"): a demo login never takes
// capacity from, and is never admitted at, a real venue. A venue is real when the server takes
// real money for it: some acquirer's API address is configured (YOOKASSA_API_URL,
// SBERBANK_API_URL) and the venue's owner sells through such an acquirer — or sells nothing in
// the app (free sales only); an owner whose cashbox names an emulated provider, or the account
// key `emulator`, keeps demo venues. In the embedded mode no acquirer is real: every venue is a
// demo venue and the demo buys as it always did.

declare module 'fastify' {
  interface FastifyInstance {
    /** Which acquirers are real (the demo seal: modules/auth/demo-seal.ts). */
    demoSeal: DemoSeal;
  }
}

export interface DemoSeal {
  /** Providers whose API address is configured: their money is real. Empty in embedded mode. */
  realAcquirers: readonly string[];
}

export const DEMO_AT_REAL_VENUE =
  'Демо-вход не покупает на настоящих спортобъектах: войдите по номеру телефона, чтобы записаться или купить здесь';

export function demoSealOf(payments: PaymentsConfig): DemoSeal {
  return {
    realAcquirers: [
      ...(payments.yookassa.emulated ? [] : ['YOOKASSA']),
      ...(payments.sberbank.emulated ? [] : ['SBERBANK']),
    ],
  };
}

export function registerDemoSeal(app: FastifyInstance, payments: PaymentsConfig): void {
  app.decorate('demoSeal', demoSealOf(payments));
}

/** The venue owner's cashbox as the seal reads it (no cashbox: provider and key null). */
export interface VenueCashbox {
  provider: string | null;
  accountKey: string | null;
}

/** Whether the server takes real money at a venue with this cashbox (see the top of the file). */
export function isRealVenue(cashbox: VenueCashbox, seal: DemoSeal): boolean {
  if (seal.realAcquirers.length === 0) return false;
  if (cashbox.provider === null) return true;
  return (
    seal.realAcquirers.includes(cashbox.provider) && cashbox.accountKey !== EMULATOR_ACCOUNT_KEY
  );
}

/**
 * The guard every way of taking a venue's capacity passes (a seat hold, an order, a section
 * application, a payment): a demo person at a real venue is refused before anything is taken.
 * Costs nothing in the embedded mode (no real acquirer: no query).
 */
export async function assertMayTakeCapacity(
  db: Db,
  seal: DemoSeal,
  userId: string,
  complexId: number,
): Promise<void> {
  if (seal.realAcquirers.length === 0) return;
  const found = await demoBuyerAt(db, userId, complexId);
  if (found?.isDemo && isRealVenue(found, seal))
    throw new HttpError('FORBIDDEN', DEMO_AT_REAL_VENUE);
}

/** The same rule where the caller already knows the person and the venue's cashbox. */
export function assertDemoMayBuy(isDemo: boolean, cashbox: VenueCashbox, seal: DemoSeal): void {
  if (isDemo && isRealVenue(cashbox, seal)) throw new HttpError('FORBIDDEN', DEMO_AT_REAL_VENUE);
}
