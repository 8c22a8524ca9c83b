import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';

/** Issue 4 — filled in by the events module. */
export function eventsRoutes(_config: AppConfig): FastifyPluginAsyncZod {
  return async () => {};
}
