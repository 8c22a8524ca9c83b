import {
  ConfirmLoginCodeRequestSchema,
  DemoCodeQuerySchema,
  DemoCodeResponseSchema,
  SendLoginCodeRequestSchema,
  SendLoginCodeResponseSchema,
  SessionIdParamsSchema,
  SessionListSchema,
  SessionResponseSchema,
  LOGIN_CODE_LENGTH,
} from '@sportkarta/contract/api/auth';
import { LOGIN_CODE_ATTEMPTS, LOGIN_CODE_TIMER_S } from '@sportkarta/contract/config/timings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { ApiErrorSchema, HttpError } from '../../errors';
import type { SmsSender } from '../../integrations/sms/smsru';
import type { DemoCopyStep } from '../../lib/demo-copy-step';
import { confirmLoginCode, lastDemoCode, sendLoginCode, type LastSms } from './login-service';
import {
  endSession,
  listSessions,
  renewSession,
  startDemoSession,
  startSession,
} from './session-service';

const BEARER = [{ bearerAuth: [] }];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

export function authRoutes(deps: {
  config: AppConfig;
  sms: () => SmsSender;
  /** The SMS emulator's reader, for the demo codes (DEMO_SHOW_CODES). */
  lastSms: LastSms;
  /** What a demo copy gets, module by module (demo-copy-steps.ts): auth knows no feature. */
  demoCopySteps: readonly DemoCopyStep[];
}): FastifyPluginAsyncZod {
  const { config } = deps;
  return async (app) => {
    app.post(
      '/mobile/user/registration',
      {
        schema: {
          tags: ['auth'],
          summary: 'Отправить код для входа по телефону',
          description: `Отправляет SMS с кодом из ${LOGIN_CODE_LENGTH} цифр. Код действует ${LOGIN_CODE_TIMER_S} с, на него даётся ${LOGIN_CODE_ATTEMPTS} попытки; действует только последний код. Новый код — не раньше чем через ${LOGIN_CODE_TIMER_S} с (или сразу, если попытки кончились). Не больше 5 SMS на номер в час и 20 в сутки, по умолчанию 10 в час с одного IP (LOGIN_CODES_PER_IP_HOUR): сверх — 429. Ответ одинаков для новых и известных номеров.`,
          body: SendLoginCodeRequestSchema,
          response: { 200: SendLoginCodeResponseSchema, 429: ApiErrorSchema, 503: ApiErrorSchema },
        },
      },
      async (request) => {
        await sendLoginCode(
          app.db,
          {
            secret: config.jwtSecret,
            sms: deps.sms(),
            clock: app.clock,
            perIpHour: config.loginCodesPerIpHour,
          },
          request.body.phone,
          request.ip,
        );
        return {
          sent: true as const,
          codeLength: LOGIN_CODE_LENGTH,
          expiresInSeconds: LOGIN_CODE_TIMER_S,
          resendAfterSeconds: LOGIN_CODE_TIMER_S,
          attempts: LOGIN_CODE_ATTEMPTS,
          demoCodeAvailable: config.demoShowCodes,
        };
      },
    );

    app.put(
      '/mobile/user/registration',
      {
        schema: {
          tags: ['auth'],
          summary: 'Подтвердить код и войти',
          description:
            'Проверяет код из SMS. Новый номер регистрируется (способ входа PHONE). Ответ — сессия: токен доступа, пользователь и соглашения, которые нужно принять. Неверный код — 400 с числом оставшихся попыток; после третьей ошибки нужен новый код.',
          body: ConfirmLoginCodeRequestSchema,
          response: { 200: SessionResponseSchema, 400: ApiErrorSchema },
        },
      },
      async (request) => {
        const user = await confirmLoginCode(
          app.db,
          { secret: config.jwtSecret, clock: app.clock },
          request.body.phone,
          request.body.code,
        );
        return startSession(app.db, config, user, request);
      },
    );

    if (config.demoShowCodes) {
      app.get(
        '/mobile/user/registration/demo-code',
        {
          schema: {
            tags: ['auth'],
            summary: 'Демо-режим: показать отправленный код',
            description:
              'Есть только во встроенном режиме с эмулятором SMS (DEMO_SHOW_CODES): отвечает последним кодом, отправленным на номер, чтобы войти мог любой. С настоящим SMS-шлюзом маршрута нет.',
            querystring: DemoCodeQuerySchema,
            response: { 200: DemoCodeResponseSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
          },
        },
        async (request) => {
          const found = await lastDemoCode(app.db, deps.lastSms, request.query.phone);
          if (!found) throw new HttpError('NOT_FOUND', 'На этот номер код не отправлялся');
          return {
            phone: request.query.phone,
            code: found.code,
            sentAt: found.sentAt.toISOString(),
          };
        },
      );
    }

    app.post(
      '/demo-user',
      {
        schema: {
          tags: ['auth'],
          summary: 'Войти в демо-аккаунт',
          description:
            'Открывает новую сессию демонстрационного пользователя (с фотографией и двумя детьми). Ответ такой же, как у входа по коду. Демо-аккаунт общий, удалить его нельзя. Демо-вход покупает только на демо-спортобъектах (где оплата идёт в эмулятор): на настоящем — 403. Выключен настройкой DEMO_LOGIN (по умолчанию в SK_MODE=production) — 403.',
          response: { 200: SessionResponseSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
        },
      },
      async (request) => startDemoSession(app.db, config, deps.demoCopySteps, request),
    );

    app.get(
      '/sessions',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['auth'],
          summary: 'Мои активные сессии',
          description: 'Устройства, на которых выполнен вход; текущая отмечена current.',
          security: BEARER,
          response: { 200: SessionListSchema, 401: ApiErrorSchema },
        },
      },
      async (request) => ({
        sessions: await listSessions(
          app.db,
          request.user!.id,
          request.session!.id,
          app.clock.now(),
        ),
      }),
    );

    app.delete(
      '/sessions/current',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['auth'],
          summary: 'Выйти (завершить текущую сессию)',
          description: 'Отзывает сессию запроса: её токен сразу перестаёт действовать (401).',
          security: BEARER,
          response: { 204: z.null().describe('Сессия завершена'), 401: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        await endSession(app.db, request.user!.id, request.session!.id, app.clock.now());
        return reply.code(204).send(null);
      },
    );

    app.delete(
      '/sessions/:id',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['auth'],
          summary: 'Завершить одну из моих сессий',
          description: 'Чужая или уже завершённая сессия — 404.',
          security: BEARER,
          params: SessionIdParamsSchema,
          response: { 204: z.null().describe('Сессия завершена'), ...errors },
        },
      },
      async (request, reply) => {
        await endSession(app.db, request.user!.id, request.params.id, app.clock.now());
        return reply.code(204).send(null);
      },
    );
  };
}

/** POST /mobile/restore-session/ lives outside /v1 (spec §7.1 spells it so). */
export function restoreSessionRoutes(config: AppConfig): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/mobile/restore-session/',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['auth'],
          summary: 'Продлить сессию',
          description:
            'Завершает текущую сессию и выдаёт новую с полным сроком (SESSION_TTL_DAYS), но не дальше SESSION_MAX_DAYS от входа. Старый токен сразу перестаёт действовать. Сессия, уже идущая до предельного срока, — 409.',
          security: BEARER,
          response: { 200: SessionResponseSchema, 401: ApiErrorSchema, 409: ApiErrorSchema },
        },
      },
      async (request) => renewSession(app.db, config, request.user!.id, request.session!, request),
    );
  };
}
