import {
  CategoriesFileSchema,
  DistrictsFileSchema,
  NewsFileSchema,
} from '@sportkarta/contract/api/static-files';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { etagOf, matchesIfNoneMatch } from '../../lib/etag';
import { getCategoriesFile, getDistrictsFile, getNewsFile } from './service';

// The app treats these as slowly changing (spec §7.3: 30 min stale); a short shared cache
// plus an ETag keeps edits visible within minutes without re-sending unchanged bodies.
const CACHE_CONTROL = 'public, max-age=300';
const NotModified = z.undefined().describe('Файл не изменился');

function withEtag<T>(request: FastifyRequest, reply: FastifyReply, body: T): T | undefined {
  const etag = etagOf(body);
  reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
  if (matchesIfNoneMatch(request, etag)) {
    reply.code(304);
    return undefined;
  }
  return body;
}

/** The spec's "static files" (§7: favouriteCategories.json, news.json, districts.json), rendered from the database. */
export const staticFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/news.json',
    {
      schema: {
        tags: ['static'],
        summary: 'Лента новостей',
        description: 'Новости приложения и спортивной Москвы, сначала самые свежие.',
        response: { 200: NewsFileSchema, 304: NotModified },
      },
    },
    async (request, reply) => withEtag(request, reply, await getNewsFile(app.db)),
  );

  app.get(
    '/districts.json',
    {
      schema: {
        tags: ['static'],
        summary: 'Округа и районы Москвы',
        description: '12 административных округов Москвы с их районами и поселениями.',
        response: { 200: DistrictsFileSchema, 304: NotModified },
      },
    },
    async (request, reply) => withEtag(request, reply, await getDistrictsFile(app.db)),
  );

  app.get(
    '/favouriteCategories.json',
    {
      schema: {
        tags: ['static'],
        summary: 'Категории видов спорта',
        description: 'Виды спорта для фильтров; checked — отмечена ли категория по умолчанию.',
        response: { 200: CategoriesFileSchema, 304: NotModified },
      },
    },
    async (request, reply) => withEtag(request, reply, await getCategoriesFile(app.db)),
  );
};
