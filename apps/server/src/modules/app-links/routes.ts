import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppLinksConfig } from '../../config-app-links';
import { appleAppSiteAssociation, assetLinks } from './service';

const AssetLinksSchema = z
  .array(
    z.object({
      relation: z.array(z.string()),
      target: z.object({
        namespace: z.literal('android_app'),
        package_name: z.string(),
        sha256_cert_fingerprints: z.array(z.string()),
      }),
    }),
  )
  .describe('Digital Asset Links: приложение Android, которому доверены ссылки этого сайта');

const AasaSchema = z
  .object({
    applinks: z.object({
      details: z.array(
        z.object({
          appIDs: z.array(z.string()),
          components: z.array(z.object({ '/': z.string() })),
        }),
      ),
    }),
  })
  .describe('apple-app-site-association: приложение iOS и пути, которые оно открывает');

/** The well-known files of the verified app links, at the host's root (no redirect allowed). */
export function appLinksRoutes(config: AppLinksConfig): FastifyPluginAsyncZod {
  return async (app) => {
    const headers = { 'cache-control': 'public, max-age=3600' };
    app.get(
      '/.well-known/assetlinks.json',
      {
        schema: {
          tags: ['app'],
          summary: 'Android App Links',
          description:
            'Пустой список, пока не задан ANDROID_CERT_SHA256 (docs/native.md): сайт не связан ни с каким приложением.',
          response: { 200: AssetLinksSchema },
        },
      },
      async (_request, reply) => {
        reply.headers(headers);
        return assetLinks(config);
      },
    );
    app.get(
      '/.well-known/apple-app-site-association',
      {
        schema: {
          tags: ['app'],
          summary: 'iOS Universal Links',
          description:
            'Пути из таблицы глубоких ссылок приложения; details пуст, пока не задан IOS_TEAM_ID (docs/native.md).',
          response: { 200: AasaSchema },
        },
      },
      async (_request, reply) => {
        reply.headers(headers);
        return appleAppSiteAssociation(config);
      },
    );
  };
}
