import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { PAYMENT_EMULATOR_ACCOUNT } from '../../config-payments';
import { waitForDatabase } from '../../plugins/db';
import { EmulatorFaults, faultRoutes } from './faults';
import { SBERBANK_EMULATOR_PREFIX, sberbankEmulatorRoutes } from './sberbank-routes';
import { YOOKASSA_EMULATOR_PREFIX, yookassaEmulatorRoutes } from './yookassa-routes';

export const PAYMENT_FAULTS_PREFIX = '/emulators/payments';

/**
 * The YooKassa and Sberbank emulators (issue 11). Always mounted: they answer the embedded mode,
 * every test, and the demo person's orders even when real providers are configured.
 */
export async function registerPaymentEmulators(
  app: FastifyInstance,
  config: AppConfig,
): Promise<void> {
  const faults = new EmulatorFaults();
  app.addHook('preClose', async () => faults.stop());
  const deps = { app, faults };
  const yoo = PAYMENT_EMULATOR_ACCOUNT.yookassa;
  const sber = PAYMENT_EMULATOR_ACCOUNT.sberbank;
  await app.register(
    async (scope) => {
      waitForDatabase(scope);
      await scope.register(
        yookassaEmulatorRoutes({
          deps,
          publicBaseUrl: config.publicBaseUrl,
          accounts: new Map([[yoo.shopId, yoo.secretKey]]),
          feeBasisPoints: config.payments.emulatorFeeBasisPoints,
        }),
      );
    },
    { prefix: YOOKASSA_EMULATOR_PREFIX },
  );
  await app.register(
    async (scope) => {
      waitForDatabase(scope);
      await scope.register(
        sberbankEmulatorRoutes({
          deps,
          publicBaseUrl: config.publicBaseUrl,
          accounts: new Map([
            [sber.userName, { password: sber.password, callbackKey: sber.callbackKey }],
          ]),
        }),
      );
    },
    { prefix: SBERBANK_EMULATOR_PREFIX },
  );
  // Faults are for tests and the embedded mode: not where real providers are configured.
  if (config.payments.yookassa.emulated || config.payments.sberbank.emulated)
    await app.register(faultRoutes(faults), { prefix: PAYMENT_FAULTS_PREFIX });
}
