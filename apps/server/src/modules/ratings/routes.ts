import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';

/** Issue 4 — filled in by the ratings module. */
export function ratingsRoutes(_config: AppConfig): FastifyPluginAsyncZod {
  return async () => {};
}
