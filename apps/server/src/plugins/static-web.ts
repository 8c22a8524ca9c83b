import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { sendNotFound } from './error-handler';
import { isMainTabUrl } from './first-screen-request';

const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
/** Files whose name does not change between releases: always revalidate. */
const ENTRY_FILES =
  /(^|\/)(index\.html|sw\.js|registerSW\.js|manifest\.webmanifest|manifest\.json)(\.br|\.gz)?$/;
/** Paths that belong to the server, never to the SPA. */
const SERVER_PREFIXES = ['/v1', '/docs', '/media', '/health', '/ready'];

/** Cache rule per built file (issue 2 §2: immutable caching for hashed files). */
export function cacheControlFor(filePath: string, webDist: string): string {
  const rel = path.relative(webDist, filePath).split(path.sep).join('/');
  if (ENTRY_FILES.test(rel)) return NO_CACHE;
  if (rel.startsWith('assets/')) return IMMUTABLE;
  return 'public, max-age=3600';
}

function isServerPath(url: string): boolean {
  const p = url.split('?')[0] ?? '';
  return SERVER_PREFIXES.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
}

/** A browser navigation: GET/HEAD that accepts HTML, outside the server's own paths. */
function wantsSpa(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isServerPath(request.url)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Спорткарта — веб-приложение не собрано</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5">
<h1>Веб-приложение не собрано</h1>
<p>Сервер API работает, но сборки веб-приложения нет. Выполните <code>npm run build</code>
или запустите всё вместе командой <code>npm start</code>.</p>
<p>Документация API: <a href="/docs">/docs</a>.</p>
</body></html>`;

/** The build's files by path (`assets/index-….js`), without the .br/.gz copies sent beside them. */
function builtFiles(webDist: string): Set<string> {
  const files = new Set<string>();
  for (const entry of readdirSync(webDist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    files.add(
      path.relative(webDist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
  }
  return files;
}

/**
 * Serves the production build of the web app (issue 2 §2): pre-compressed .br/.gz siblings by
 * Accept-Encoding, immutable caching for hashed assets, SPA fallback to index.html for
 * navigations, JSON 404 for everything else. News images live under /media.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  config: AppConfig,
  opts: {
    /** Sends the page with the first screen in it, or says no (first-screen-sender.ts). */
    firstScreen?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
  } = {},
): Promise<void> {
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    cacheControl: false,
    preCompressed: false,
    setHeaders: (reply: FastifyReply) => {
      reply.header('cache-control', 'public, max-age=2592000');
    },
  });

  const built = existsSync(path.join(config.webDist, 'index.html'));
  if (built) {
    // Decorates reply.sendFile for the build, without routes of its own (below).
    await app.register(fastifyStatic, {
      root: config.webDist,
      serve: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        reply.header('cache-control', cacheControlFor(filePath, config.webDist));
      },
    });
    // The built files, listed once at start: the build does not change under a running server.
    // One route looks a path up among them — not a route per file (issue 27: ~770 routes took
    // 0.17–0.3 s to register on a slow machine, twice per start: the page served while the app
    // loads has them too), nor @fastify/static's wildcard route, which lists each directory of
    // the path on every request to check the name's spelling (~0.5 ms a file, ~25 files a page).
    // `/` itself is the page (below); anything not built goes on to the not-found handler.
    const files = builtFiles(config.webDist);
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const file = (request.params as { '*': string })['*'];
      return files.has(file) ? reply.sendFile(file) : reply.callNotFound();
    });
  } else {
    app.log.warn(
      { webDist: config.webDist },
      'сборка веб-приложения не найдена: выполните npm run build',
    );
  }

  // The page served while the app loads (page-app.ts) has no database yet: plain index.html.
  const sendFirstScreen = opts.firstScreen ?? (async () => false);
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const root = request.url === '/' || request.url.startsWith('/?');
    // `/` is always the page (index.html is not served by the static files, see above).
    const rootPage = root && (request.method === 'GET' || request.method === 'HEAD');
    if (!wantsSpa(request) && !rootPage) return sendNotFound(reply);
    if (!built)
      return reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', NO_CACHE)
        .send(NOT_BUILT_PAGE);
    // The answer depends on the cookie for the main tab's addresses: caches must tell them apart.
    if (isMainTabUrl(request.url)) reply.header('vary', 'cookie');
    if (await sendFirstScreen(request, reply)) return reply;
    return reply.header('cache-control', NO_CACHE).sendFile('index.html', config.webDist);
  };
  // `/` itself: the static files would answer it with index.html as is (or 403 without it).
  if (built) app.get('/', { schema: { hide: true } }, servePage);
  app.setNotFoundHandler(servePage);
}
