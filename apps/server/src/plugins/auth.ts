import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { HttpError } from '../errors';
import { findSession, touchSession, type SessionRow } from '../modules/auth/session-repository';
import { verifyAccessToken } from '../modules/auth/tokens';

/** spec §8: the app answers a 401 with «Время сессии истекло…» and signs out. */
export const UNAUTHORIZED_MESSAGE = 'Требуется авторизация: войдите в приложение снова';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AuthUser {
  id: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless the Bearer JWT is valid AND its session row is active. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: fills request.user when a valid token is sent; a visitor passes as null. */
    /** A callback hook: a guest's request (most of the venue lists) costs no promise. */
    authenticateOptional: (
      request: FastifyRequest,
      reply: FastifyReply,
      done: (err?: Error) => void,
    ) => void;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    session: SessionRow | null;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m?.[1] ?? null;
}

/**
 * Sessions (DESIGN.md "auth tokens"): the JWT proves who signed it; the sessions table says
 * whether it still counts, so logout and revocation take effect at once on every process.
 */
export function registerAuth(app: FastifyInstance, config: AppConfig): void {
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);

  async function resolve(request: FastifyRequest): Promise<boolean> {
    const token = bearer(request);
    if (!token) return false;
    const now = app.clock.now();
    const claims = await verifyAccessToken(config.jwtSecret, token, now);
    if (!claims || !UUID.test(claims.sid)) return false;
    await app.dbReady;
    const session = await findSession(app.db, claims.sid);
    if (!session || session.userId !== claims.sub) return false;
    if (session.revokedAt || session.expiresAt <= now) return false;
    if (now.getTime() - session.lastSeenAt.getTime() > 60_000) {
      await touchSession(app.db, session.id, now);
    }
    request.user = { id: session.userId };
    request.session = session;
    return true;
  }

  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (!(await resolve(request))) throw new HttpError('UNAUTHORIZED', UNAUTHORIZED_MESSAGE);
  });
  app.decorate(
    'authenticateOptional',
    (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
      if (!request.headers.authorization) {
        done();
        return;
      }
      resolve(request).then(() => done(), done);
    },
  );
}
