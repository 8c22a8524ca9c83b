import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, ERROR_MESSAGES } from '../../errors';

/** How long /ready waits for the database before calling it down. */
const READY_TIMEOUT_MS = 2_000;

const StatusSchema = z.object({ status: z.literal('ok') }).describe('Сервис работает');

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`нет ответа за ${ms} мс`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/** Liveness and readiness for a load balancer or an orchestrator (issue 2 §2). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['ops'],
        summary: 'Процесс жив',
        description: 'Отвечает, пока процесс обслуживает запросы; базу данных не проверяет.',
        response: { 200: StatusSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['ops'],
        summary: 'Готов принимать запросы',
        description: 'Проверяет, что база данных отвечает. 503, если не отвечает.',
        response: { 200: StatusSchema, 503: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        // Not ready until migrations and seed are done (a fresh PGlite runs initdb first).
        await withTimeout(
          app.dbReady.then(() => app.database.ping()),
          READY_TIMEOUT_MS,
        );
        return { status: 'ok' as const };
      } catch (err) {
        request.log.warn({ err }, 'база данных не отвечает');
        return reply
          .code(503)
          .send({ code: 'SERVICE_UNAVAILABLE', message: ERROR_MESSAGES.SERVICE_UNAVAILABLE });
      }
    },
  );
};
