import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { getNewsFile } from '../modules/static-files/service';
import { createFirstScreen } from './first-screen';
import { isMainTabUrl, isReturningVisitor } from './first-screen-request';
import { NO_CACHE } from './static-web';

/** The first screen's pre-compressed copies, chosen by Accept-Encoding. */
const ENCODINGS = new Negotiator({ supportedValues: ['br', 'gzip'] });

/**
 * index.html with the static first screen of the main tab (issue 2 §8, first-screen.ts) for a
 * returning visitor once the database is up; false when the plain index.html is to be sent.
 */
export function firstScreenSender(app: FastifyInstance, config: AppConfig) {
  let dbUp = false;
  app.dbReady.then(
    () => (dbUp = true),
    () => undefined,
  );
  const firstScreenPage = createFirstScreen(config.webDist, config.mediaDir, () =>
    getNewsFile(app.db),
  );
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    if (!dbUp || !isMainTabUrl(request.url) || !isReturningVisitor(request.headers.cookie))
      return false;
    try {
      const page = await firstScreenPage();
      if (!page) return false;
      // The same negotiation as @fastify/static's pre-compressed files: q-values count, so
      // «br;q=0» is a refusal, not a request; brotli first when both are equally welcome.
      const encoding = ENCODINGS.negotiate(String(request.headers['accept-encoding'] ?? ''));
      const body = encoding === 'br' ? page.brotli : encoding === 'gzip' ? page.gzip : page.html;
      if (encoding) reply.header('content-encoding', encoding);
      reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', NO_CACHE)
        .header('vary', 'cookie, accept-encoding');
      await reply.send(body);
      return true;
    } catch (err) {
      // The copy is an optimisation: the plain index.html still starts the app.
      app.log.warn({ err }, 'первый экран не собран, отдаю index.html');
      return false;
    }
  };
}
