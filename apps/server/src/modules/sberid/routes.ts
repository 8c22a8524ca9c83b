import {
  OAuthJwtQuerySchema,
  OAuthJwtResponseSchema,
  OAuthStartParamsSchema,
  OAuthStartQuerySchema,
  ProviderLogoutResponseSchema,
  SberIdCallbackBodySchema,
  SberIdCallbackResponseSchema,
  SberIdCreateQuerySchema,
  SberIdCreateResponseSchema,
} from '@sportkarta/contract/api/sberid';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { ApiErrorSchema, HttpError } from '../../errors';
import type { SberIdClient } from '../../integrations/sberid/client';
import { createLogin, finishLogin, pickUpToken, providerLogout, type SberIdDeps } from './service';

const BEARER = [{ bearerAuth: [] }];

/**
 * The app's error handler answers every 5xx with the generic «Внутренняя ошибка сервера»; a
 * provider failure is not our fault and has its own Russian message, so it is answered here.
 */
async function providerErrors<T>(
  reply: FastifyReply,
  run: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 502) {
      return reply.code(502).send({ code: err.code, message: err.message });
    }
    throw err;
  }
}
const OAUTH_SERVICES = new Set(['sberid']);

export interface SberIdRouteDeps {
  config: AppConfig;
  sberid: () => SberIdClient;
}

/** /v1 routes of the Sber ID sign-in (spec §7.1 "User and authentication"). */
export function sberidRoutes(deps: SberIdRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const ctx = (): SberIdDeps => ({
      db: app.db,
      config: deps.config,
      sberid: deps.sberid(),
      clock: app.clock,
    });

    app.get(
      '/auth/sberID/create',
      {
        schema: {
          tags: ['sberid'],
          summary: 'Начать вход через Сбер ID',
          description:
            'Создаёт вход (state, nonce и PKCE S256 хранятся на сервере 10 минут) и отвечает адресом авторизации Сбер ID. Приложение открывает его; Сбер ID возвращает человека на /deeplink/sberID?code=…&state=… (platform=web) или на ru.sportkarta.app://deeplink/sberID (platform=native). Сбер ID недоступен — 502.',
          querystring: SberIdCreateQuerySchema,
          response: { 200: SberIdCreateResponseSchema, 502: ApiErrorSchema },
        },
      },
      async (request, reply) =>
        providerErrors(reply, () => createLogin(ctx(), request.query.platform, 'app')),
    );

    app.post(
      '/auth/sberID/callback',
      {
        schema: {
          tags: ['sberid'],
          summary: 'Завершить вход через Сбер ID',
          description:
            'Принимает state и code из адреса возврата и соглашения, принятые на шаге согласия. Обменивает код (с проверкой PKCE и nonce), находит человека по идентификатору Сбер ID или создаёт его (имя, телефон, почта, дата рождения и пол — из Сбер ID; человек, ранее вошедший по тому же телефону, связывается с Сбер ID), сохраняет соглашения в текущих версиях и открывает сессию. Ответ — токен доступа ТЕКСТОМ (text/plain). Неизвестный, устаревший (10 минут) или уже использованный state, отклонённый код — 400; Сбер ID недоступен — 502.',
          body: SberIdCallbackBodySchema,
          response: {
            200: SberIdCallbackResponseSchema,
            400: ApiErrorSchema,
            502: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        return providerErrors(reply, async () => {
          const token = await finishLogin(ctx(), request.body, request);
          return reply.type('text/plain; charset=utf-8').send(token);
        });
      },
    );

    app.get(
      '/oauth2/authorization/:serviceName',
      {
        schema: {
          tags: ['sberid'],
          summary: 'Начать вход через OAuth2 (перенаправлением)',
          description:
            'Общий старт входа через внешнего провайдера: для serviceName=sberid создаёт вход, как /v1/auth/sberID/create, и отвечает 302 на адрес авторизации — адрес можно открыть прямо в браузере. Приложение может передать своё случайное state (32–128 символов) и после завершения входа забрать токен через GET /v1/jwt?state=…. Другие провайдеры — 404.',
          params: OAuthStartParamsSchema,
          querystring: OAuthStartQuerySchema,
          response: {
            302: z.null().describe('Перенаправление на адрес авторизации провайдера'),
            400: ApiErrorSchema,
            404: ApiErrorSchema,
            502: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        if (!OAUTH_SERVICES.has(request.params.serviceName.toLowerCase())) {
          throw new HttpError('NOT_FOUND', 'Вход через этот сервис не поддерживается');
        }
        return providerErrors(reply, async () => {
          const { url } = await createLogin(
            ctx(),
            request.query.platform,
            'redirect',
            request.query.state,
          );
          return reply.header('cache-control', 'no-store').redirect(url, 302);
        });
      },
    );

    app.get(
      '/jwt',
      {
        schema: {
          tags: ['sberid'],
          summary: 'Получить токен завершённого входа через OAuth2',
          description:
            'Для входа, начатого через /v1/oauth2/authorization/{serviceName} и завершённого (POST /v1/auth/sberID/callback), отвечает токеном доступа той же сессии. Выдаётся один раз и только в течение 2 минут после завершения; к входу привязывает state, известный лишь начавшему вход. Вход, начатый через /v1/auth/sberID/create, так не выдаётся (его токен уже получен в ответе callback). Иначе — 400.',
          querystring: OAuthJwtQuerySchema,
          response: { 200: OAuthJwtResponseSchema, 400: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const accessToken = await pickUpToken(ctx(), request.query.state);
        return reply.header('cache-control', 'no-store').send({ accessToken });
      },
    );
  };
}

/** GET /openid-connect-auth/logout-token/ (outside /v1, as spec §7.1 lists it). */
export function sberidLogoutRoutes(deps: SberIdRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/openid-connect-auth/logout-token/',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['sberid'],
          summary: 'Выйти, в том числе из сессии провайдера',
          description:
            'Завершает текущую сессию (токен сразу перестаёт действовать). Если вход был через Сбер ID и у провайдера есть адрес завершения сессии, отвечает им (endSessionUrl с id_token_hint): приложение открывает его в браузере, чтобы выйти и из Сбер ID. Иначе — 204.',
          security: BEARER,
          response: {
            200: ProviderLogoutResponseSchema,
            204: z.null().describe('Сессия завершена; выходить у провайдера не нужно'),
            401: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const url = await providerLogout(
          { db: app.db, config: deps.config, sberid: deps.sberid(), clock: app.clock },
          request.user!.id,
          request.session!.id,
        );
        if (!url) return reply.code(204).send(null);
        return { endSessionUrl: url };
      },
    );
  };
}
