import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../src/config';
import { PUSH_EMULATOR_PREFIX } from '../src/emulators/push/routes';
import { deliverPushes, createAppPushSender } from '../src/modules/notifications/delivery';
import { notify, type NotifyInput } from '../src/modules/notifications/notify';
import { loadVapidKeys } from '../src/integrations/push/vapid-keys';
import type { Auth } from './payments-helpers';

// Issue 14 test helpers: a notification made as a producer makes it, the push job run by hand,
// and a "browser" of the push emulator.

export const NOTIFY = '/service/v1/notify';

export async function notifyUser(
  app: FastifyInstance,
  userId: string,
  over: Partial<NotifyInput> = {},
): Promise<void> {
  await notify(app.db, {
    userId,
    kind: 'FRIEND_REQUEST',
    title: 'Заявка в друзья',
    body: 'Иван Петров хочет добавить вас в друзья',
    link: '/tabs/profile',
    now: app.clock.now(),
    ...over,
  });
}

export function pushJob(app: FastifyInstance, config: AppConfig) {
  const sender = createAppPushSender(
    app,
    config,
    loadVapidKeys(config.push),
    config.push.emulated ? `${config.publicBaseUrl}${PUSH_EMULATOR_PREFIX}/` : undefined,
  );
  return () => deliverPushes({ db: app.db, sender }, app.clock.now());
}

export interface EmulatedBrowser {
  id: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

/** What PushManager.subscribe() gives a browser, from the emulator. */
export async function emulatedBrowser(app: FastifyInstance): Promise<EmulatedBrowser> {
  const res = await app.inject({ method: 'POST', url: '/emulators/push/subscriptions' });
  if (res.statusCode !== 201) throw new Error(`subscribe ${res.statusCode}: ${res.body}`);
  const subscription = res.json() as EmulatedBrowser['subscription'];
  return { id: subscription.endpoint.split('/').pop()!, subscription };
}

export async function register(
  app: FastifyInstance,
  auth: Auth,
  browser: EmulatedBrowser,
  over: { deviceId?: string; active?: boolean; operationTm?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: `${NOTIFY}/register`,
    headers: auth,
    payload: {
      deviceId: over.deviceId ?? randomUUID(),
      clientId: 'sportkarta-web',
      operationTm: over.operationTm ?? app.clock.now().toISOString(),
      active: over.active ?? true,
      deviceToken: { kind: 'WEB_PUSH', ...browser.subscription },
    },
  });
}

export async function deliveries(app: FastifyInstance, target: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/emulators/push/deliveries?target=${encodeURIComponent(target)}`,
  });
  return (res.json() as { deliveries: { kind: string; payload: Record<string, unknown> }[] })
    .deliveries;
}

export async function pushFaults(app: FastifyInstance, next: string[], slowMs = 2000) {
  const res = await app.inject({
    method: 'POST',
    url: '/emulators/push/faults',
    payload: { next, slowMs },
  });
  if (res.statusCode !== 200) throw new Error(`faults ${res.statusCode}: ${res.body}`);
}
