import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { loadVapidKeys } from '../../integrations/push/vapid-keys';
import { createAppPushSender, registerPushDelivery } from './delivery';
import { registerReminderSweeper } from './reminders';
import { notificationRoutes } from './routes';

/**
 * Everything of the notifications (issue 14) that runs beside the routes: the delivery job and
 * the reminder job. `pushEmulatorBase` is the embedded push emulator's address when app.ts
 * mounted one (modules do not import emulators). Answers the routes' plugin, which app.ts
 * mounts under /service/v1/notify.
 */
export function setUpNotifications(
  app: FastifyInstance,
  config: AppConfig,
  pushEmulatorBase: string | undefined,
) {
  const vapid = loadVapidKeys(config.push);
  const sender = createAppPushSender(app, config, vapid, pushEmulatorBase);
  registerPushDelivery(app, config, sender);
  registerReminderSweeper(app, config);
  return notificationRoutes({ vapidPublicKey: vapid.publicKey, emulatorBase: pushEmulatorBase });
}
