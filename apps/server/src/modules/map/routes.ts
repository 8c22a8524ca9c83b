import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';

/** Issue 4 — filled in by the map module. */
export function mapRoutes(_config: AppConfig): FastifyPluginAsyncZod {
  return async () => {};
}
