import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Interaction, Provider } from 'oidc-provider';
import { acceptForms } from '../../lib/form-bodies';
import { EMULATOR_CSP, sendPage } from '../http';
import { consentPage, loginPage, page } from './pages';
import { findTestPerson } from './people';
import { SBERID_COMPLETED_PATH, SBERID_EMULATOR_PREFIX } from './provider';

const EXPIRED_PAGE = page(
  'Вход прерван',
  '<p>Страница входа устарела или открыта не из приложения. Вернитесь в «Спорткарту» и начните вход заново.</p>',
);

function formField(body: unknown, name: string): string {
  if (body && typeof body === 'object' && name in body) {
    const value = (body as Record<string, unknown>)[name];
    return typeof value === 'string' ? value : '';
  }
  return '';
}

/** The login and consent steps (oidc-provider's "interactions"), as plain Fastify routes. */
function interactionRoutes(emulator: () => Promise<Provider>): FastifyPluginAsync {
  return async (app) => {
    acceptForms(app, 16 * 1024);
    const details = async (raw: {
      req: IncomingMessage;
      res: FastifyReply['raw'];
    }): Promise<Interaction | null> => {
      const provider = await emulator();
      try {
        return await provider.interactionDetails(raw.req, raw.res);
      } catch {
        return null; // no or expired interaction cookie
      }
    };

    app.get<{ Params: { uid: string } }>(
      '/interaction/:uid',
      { schema: { hide: true } },
      async (request, reply) => {
        const interaction = await details({ req: request.raw, res: reply.raw });
        if (!interaction || interaction.uid !== request.params.uid) {
          return sendPage(reply, 400, EXPIRED_PAGE);
        }
        const base = `${SBERID_EMULATOR_PREFIX}/interaction/${interaction.uid}`;
        if (interaction.prompt.name === 'login')
          return sendPage(reply, 200, loginPage(`${base}/login`));
        const person = findTestPerson(interaction.session?.accountId ?? '');
        const missing = interaction.prompt.details.missingOIDCScope;
        const scopes = Array.isArray(missing) ? missing.map(String) : [];
        const name = person ? `${person.given_name} ${person.family_name}` : 'Пользователь';
        return sendPage(reply, 200, consentPage(`${base}/confirm`, name, scopes));
      },
    );

    app.post<{ Params: { uid: string } }>(
      '/interaction/:uid/login',
      { schema: { hide: true } },
      async (request, reply) => {
        const interaction = await details({ req: request.raw, res: reply.raw });
        if (!interaction || interaction.uid !== request.params.uid) {
          return sendPage(reply, 400, EXPIRED_PAGE);
        }
        const person = findTestPerson(formField(request.body, 'sub'));
        if (!person) {
          return sendPage(
            reply,
            400,
            page('Ошибка входа', '<p>Выберите пользователя из списка.</p>'),
          );
        }
        const provider = await emulator();
        const returnTo = await provider.interactionResult(request.raw, reply.raw, {
          login: { accountId: person.sub },
        });
        return reply.header('content-security-policy', EMULATOR_CSP).redirect(returnTo, 303);
      },
    );

    app.post<{ Params: { uid: string } }>(
      '/interaction/:uid/confirm',
      { schema: { hide: true } },
      async (request, reply) => {
        const interaction = await details({ req: request.raw, res: reply.raw });
        if (!interaction || interaction.uid !== request.params.uid) {
          return sendPage(reply, 400, EXPIRED_PAGE);
        }
        const provider = await emulator();
        let result: Record<string, unknown>;
        const accountId = interaction.session?.accountId;
        if (formField(request.body, 'decision') !== 'allow' || !accountId) {
          result = { error: 'access_denied', error_description: 'Пользователь отказал в доступе' };
        } else {
          const clientId = String(interaction.params.client_id ?? '');
          const grant =
            (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ??
            new provider.Grant({ accountId, clientId });
          const d = interaction.prompt.details;
          if (Array.isArray(d.missingOIDCScope)) grant.addOIDCScope(d.missingOIDCScope.join(' '));
          if (Array.isArray(d.missingOIDCClaims))
            grant.addOIDCClaims(d.missingOIDCClaims.map(String));
          result = { consent: { grantId: await grant.save() } };
        }
        const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
          mergeWithLastSubmission: true,
        });
        return reply.header('content-security-policy', EMULATOR_CSP).redirect(returnTo, 303);
      },
    );
  };
}

/**
 * Everything else under the prefix goes to oidc-provider itself (discovery, authorize, token,
 * userinfo, jwks, end session). It is a Koa app: Fastify hands it the raw request with the
 * body unread (a pass-through content-type parser) and steps aside (`reply.hijack()`); the
 * prefix is moved to `originalUrl`, which is how oidc-provider learns its mount path.
 */
function providerPassThrough(emulator: () => Promise<Provider>): FastifyPluginAsync {
  let handler: Promise<ReturnType<Provider['callback']>> | undefined;
  const handle = async (req: IncomingMessage, res: FastifyReply['raw']) => {
    handler ??= emulator().then((provider) => provider.callback());
    return (await handler)(req, res);
  };
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
    app.all('/*', { schema: { hide: true } }, async (request, reply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const url = raw.url ?? '/';
      raw.originalUrl = url;
      raw.url = url.slice(SBERID_EMULATOR_PREFIX.length) || '/';
      reply.raw.setHeader('content-security-policy', EMULATOR_CSP);
      await handle(raw, reply.raw);
    });
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts whose login the app reported to the emulated `auth/completed`, in order. */
    sberidCompleted: string[];
  }
}

/**
 * integrations.md §3: after each successful login production must call
 * GET https://oauth.sber.ru/api/v2/auth/completed with `rquid` and the Bearer access token.
 * The emulator checks the token is one it issued and records whose login it was.
 */
function completedRoute(
  emulator: () => Promise<Provider>,
  completed: string[],
): FastifyPluginAsync {
  return async (app) => {
    app.get(SBERID_COMPLETED_PATH, { schema: { hide: true } }, async (request, reply) => {
      const m = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      const token = m?.[1] ? await (await emulator()).AccessToken.find(m[1]) : undefined;
      if (!token) return reply.code(401).send({ error: 'invalid_token' });
      completed.push(token.accountId);
      return reply.send({});
    });
  };
}

/** `emulator` makes the provider on the first request (createSberIdEmulator, memoised). */
export async function registerSberIdEmulator(
  app: FastifyInstance,
  emulator: () => Promise<Provider>,
): Promise<void> {
  const completed: string[] = [];
  app.decorate('sberidCompleted', completed);
  await app.register(completedRoute(emulator, completed), { prefix: SBERID_EMULATOR_PREFIX });
  await app.register(interactionRoutes(emulator), { prefix: SBERID_EMULATOR_PREFIX });
  await app.register(providerPassThrough(emulator), { prefix: SBERID_EMULATOR_PREFIX });
}
