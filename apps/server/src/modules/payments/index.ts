import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { PaymentGateways } from '../../integrations/payments/index';
import { waitForDatabase } from '../../plugins/db';
import { registerPaymentReconciler } from './reconciler';
import { paymentDeps, paymentNotificationRoutes } from './routes';

export { paymentRoutes } from './routes';

/** The providers' webhooks and callbacks (outside the rate limit) and the reconciler. */
export async function registerPaymentNotifications(
  app: FastifyInstance,
  config: AppConfig,
  gateways: PaymentGateways,
): Promise<void> {
  await app.register(
    async (scope) => {
      waitForDatabase(scope);
      await scope.register(paymentNotificationRoutes({ config, gateways }));
    },
    { prefix: '/v1/payments' },
  );
  registerPaymentReconciler(app, config, () => paymentDeps(app, gateways, config));
}
