import { TogglesResponseSchema } from '@sportkarta/contract/api/toggles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { etagOf, matchesIfNoneMatch } from '../../lib/etag';
import { getToggles } from './service';

// unleash-proxy-client sends its context as query parameters (appName, environment,
// sessionId, userId, properties[x]…); all are accepted and none changes the answer.
const UnleashContextQuery = z
  .looseObject({
    appName: z.string().optional().describe('Имя приложения (контекст Unleash)'),
    environment: z.string().optional().describe('Окружение (контекст Unleash)'),
    sessionId: z.string().optional().describe('Идентификатор сессии (контекст Unleash)'),
    userId: z.string().optional().describe('Идентификатор пользователя (контекст Unleash)'),
  })
  .describe('Контекст Unleash; любые параметры допускаются');

/** `demoLogin`: the server's DEMO_LOGIN; off adds the `ignore-demo-login` flag (issue 26). */
export const togglesRoutes =
  (server: { demoLogin: boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/unleash/toggles',
      {
        schema: {
          tags: ['app'],
          summary: 'Включённые флаги функций',
          description:
            'Ответ в формате Unleash Frontend API: перечислены только включённые флаги. Клиент опрашивает адрес раз в 120 секунд и присылает If-None-Match: если флаги не менялись, ответ 304 без тела. Заголовок Authorization необязателен.',
          querystring: UnleashContextQuery,
          headers: z.looseObject({
            authorization: z
              .string()
              .optional()
              .describe('Клиентский ключ Unleash; не проверяется'),
          }),
          response: {
            200: TogglesResponseSchema,
            304: z.undefined().describe('Флаги не изменились'),
          },
        },
      },
      async (request, reply) => {
        const body = await getToggles(app.db, server);
        const etag = etagOf(body);
        reply.header('etag', etag).header('cache-control', 'no-cache');
        if (matchesIfNoneMatch(request, etag)) return reply.code(304).send();
        return body;
      },
    );
  };
