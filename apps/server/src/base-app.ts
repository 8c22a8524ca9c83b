import { randomUUID } from 'node:crypto';
import fastifyCors from '@fastify/cors';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config';
import type { Clock } from './lib/clock';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler';

// Validation messages in Russian (issue 2 §2: every 4xx carries a Russian message).
z.config(z.locales.ru());

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * How to end each long-lived answer under way (the live-seats streams): they never finish by
     * themselves, so a stop ends them before it waits for the requests in flight (server.ts;
     * Fastify's own close does it in a preClose hook).
     */
    openStreams: Set<() => void>;
  }
}

/** An incoming id is reused only if it is short and harmless to print in a log line. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

export interface BaseAppOptions {
  /** Overrides pino's settings (tests pass `false`). */
  logger?: FastifyServerOptions['logger'] | undefined;
  /** A logger to share (server.ts: the page app's and the whole app's log are one). */
  loggerInstance?: FastifyBaseLogger | undefined;
  /** The HTTP server to answer on (server.ts), instead of one of Fastify's own. */
  serverFactory?: FastifyServerOptions['serverFactory'] | undefined;
  clock: Clock;
}

/**
 * What every request meets before any route, the same in the whole app (app.ts) and in the page
 * served while it loads (page-app.ts): the log, the request id, the one error shape, the clock.
 */
export function createBaseApp(config: AppConfig, opts: BaseAppOptions): FastifyInstance {
  const app = Fastify({
    ...(opts.loggerInstance
      ? { loggerInstance: opts.loggerInstance }
      : {
          logger: opts.logger ?? {
            level: config.logLevel,
            redact: ['req.headers.authorization'],
          },
        }),
    ...(opts.serverFactory ? { serverFactory: opts.serverFactory } : {}),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // Behind the balancer (TRUST_PROXY): the client is the address the one proxy in front of us
    // saw, the last of X-Forwarded-For. Entries before it are whatever the client sent and are
    // never believed (rate limits, the providers' address lists; issue 26's balancer test).
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    // Fastify 5 closes idle keep-alive sockets on close(); in-flight requests still finish.
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
    // avvio's 10 s per plugin counts wall time, and the embedded database's first start (initdb,
    // every migration, the seed: PGlite runs on this thread) shares the thread with the plugins
    // registering meanwhile: on a busy machine @fastify/static once waited past 10 s and the
    // start failed (CI's Kaliningrad clock run, migrations-seed.test.ts). A plugin that truly
    // hangs still fails the start, after a minute.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('clock', opts.clock);
  app.decorate('openStreams', new Set<() => void>());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);
  return app;
}

/**
 * The packaged app's web view (capacitor://localhost …) is another origin: its fetches (e.g.
 * the feature-flag client) need CORS; the web build is same-origin and needs none.
 */
export async function registerCors(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(fastifyCors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH'],
    exposedHeaders: ['x-request-id', 'etag'],
    maxAge: 600,
  });
}
