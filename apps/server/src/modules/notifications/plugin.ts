import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { PUSH_EMULATOR_PREFIX, registerPushEmulator } from '../../emulators/push/routes';
import { loadVapidKeys } from '../../integrations/push/vapid-keys';
import { createAppPushSender, registerPushDelivery } from './delivery';
import { registerReminderSweeper } from './reminders';
import { notificationRoutes } from './routes';

/**
 * Everything of the notifications (issue 14) that runs beside the routes: the push emulator
 * (embedded mode), the delivery job and the reminder job. Answers the routes' plugin, which
 * app.ts mounts under /service/v1/notify.
 */
export async function setUpNotifications(app: FastifyInstance, config: AppConfig) {
  const vapid = loadVapidKeys(config.push);
  const sender = createAppPushSender(app, config, vapid);
  registerPushDelivery(app, config, sender);
  registerReminderSweeper(app, config);
  if (config.push.emulated) await registerPushEmulator(app, config.publicBaseUrl);
  return notificationRoutes({
    vapidPublicKey: vapid.publicKey,
    emulatorBase: config.push.emulated
      ? `${config.publicBaseUrl}${PUSH_EMULATOR_PREFIX}/`
      : undefined,
  });
}
