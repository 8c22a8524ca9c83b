import {
  NotificationListSchema,
  NotificationsCountSchema,
  NotificationsQuerySchema,
  PushConfigSchema,
  PushRegisterBodySchema,
  PushRegistrationSchema,
  PushUnregisterQuerySchema,
  SetViewedBodySchema,
} from '@sportkarta/contract/api/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors';
import {
  readNotifications,
  readUnreadCount,
  registerDevice,
  setViewed,
  unregisterDevice,
} from './service';

const TAGS = ['notifications'];
const BEARER = [{ bearerAuth: [] }];

/** spec §7.1 Notifications, under /service/v1/notify. */
export function notificationRoutes(opts: {
  vapidPublicKey: string;
  /** The push emulator's address prefix when it is mounted (its endpoints are allowed). */
  emulatorBase: string | undefined;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/notifications',
      {
        preHandler: app.authenticate,
        schema: {
          tags: TAGS,
          summary: 'Мои уведомления',
          description:
            'Непрочитанные первыми, затем новые первыми; total и unread — сколько всего.',
          security: BEARER,
          querystring: NotificationsQuerySchema,
          response: { 200: NotificationListSchema, ...errorResponses(400, 401) },
        },
      },
      async (request) => readNotifications(app.db, request.user!.id, request.query),
    );
    app.get(
      '/notificationsCount',
      {
        preHandler: app.authenticate,
        schema: {
          tags: TAGS,
          summary: 'Сколько уведомлений не прочитано',
          security: BEARER,
          response: { 200: NotificationsCountSchema, ...errorResponses(401) },
        },
      },
      async (request) => readUnreadCount(app.db, request.user!.id),
    );
    app.post(
      '/setViewed',
      {
        preHandler: app.authenticate,
        schema: {
          tags: TAGS,
          summary: 'Отметить уведомления прочитанными',
          description:
            'Чужие и неизвестные id ничего не меняют. Ответ — сколько осталось непрочитанных.',
          security: BEARER,
          body: SetViewedBodySchema,
          response: { 200: NotificationsCountSchema, ...errorResponses(400, 401) },
        },
      },
      async (request) => setViewed(app.db, request.user!.id, request.body.ids, app.clock.now()),
    );
    app.post(
      '/register',
      {
        preHandler: app.authenticate,
        schema: {
          tags: TAGS,
          summary: 'Получать push-уведомления на этом устройстве',
          description:
            'spec §7.2: данные устройства (подписка Web Push браузера или токен FCM/APNS приложения), ' +
            'clientId, operationTm, active. Более ранняя операция, пришедшая позже, ничего не меняет. ' +
            'Уведомления приходят, пока жив сеанс, в котором устройство зарегистрировано.',
          security: BEARER,
          body: PushRegisterBodySchema,
          response: { 200: PushRegistrationSchema, ...errorResponses(400, 401) },
        },
      },
      async (request) =>
        registerDevice(
          { db: app.db, emulatorBase: opts.emulatorBase },
          { userId: request.user!.id, sessionId: request.session!.id },
          request.body,
          app.clock.now(),
        ),
    );
    app.post(
      '/unregister',
      {
        preHandler: app.authenticate,
        schema: {
          tags: TAGS,
          summary: 'Больше не получать push-уведомления на этом устройстве',
          description: 'spec §7.2: параметры deviceId, clientId. Повтор ничего не меняет (204).',
          security: BEARER,
          querystring: PushUnregisterQuerySchema,
          response: { 204: z.null(), ...errorResponses(400, 401) },
        },
      },
      async (request, reply) => {
        await unregisterDevice(
          app.db,
          { userId: request.user!.id, ...request.query },
          app.clock.now(),
        );
        return reply.code(204).send(null);
      },
    );
    app.get(
      '/config',
      {
        schema: {
          tags: TAGS,
          summary: 'Открытый ключ VAPID для подписки браузера',
          response: { 200: PushConfigSchema },
        },
      },
      async () => ({ vapidPublicKey: opts.vapidPublicKey }),
    );
  };
}
