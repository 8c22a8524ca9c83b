import type { SessionInfo, SessionResponse } from '@sportkarta/contract/api/auth';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { requiredAgreements } from '../agreements/service';
import { toUser } from '../users/mapper';
import { findUserById, type UserRow } from '../users/repository';
import type { DemoCopyStep } from '../../lib/demo-copy-step';
import { createDemoCopy } from './demo-service';
import {
  insertSession,
  listActiveSessions,
  revokeSession,
  type SessionRow,
} from './session-repository';
import { signAccessToken } from './tokens';

const DAY_MS = 86_400_000;
const USER_AGENT_MAX = 300;

/**
 * Opens a session for `user` and answers the shape every sign-in shares (phone code, demo,
 * renewal; Sber ID uses it too): the JWT, its expiry, the user and the agreements still to accept.
 * A renewal passes the moment of the sign-in it continues: the term slides
 * (`SESSION_TTL_DAYS` from now) but never past `SESSION_MAX_DAYS` after that sign-in (issue 28).
 */
export async function startSession(
  db: Db,
  config: AppConfig,
  user: UserRow,
  request: FastifyRequest,
  signedInAt: Date = request.server.clock.now(),
): Promise<SessionResponse> {
  const now = request.server.clock.now();
  const expiresAt = new Date(
    Math.min(
      now.getTime() + config.sessionTtlDays * DAY_MS,
      signedInAt.getTime() + config.sessionMaxDays * DAY_MS,
    ),
  );
  const ua = request.headers['user-agent'];
  const session = await insertSession(
    db,
    {
      userId: user.id,
      signedInAt,
      expiresAt,
      userAgent: typeof ua === 'string' ? ua.slice(0, USER_AGENT_MAX) : null,
      ip: request.ip,
    },
    now,
  );
  const accessToken = await signAccessToken(
    config.jwtSecret,
    { sub: user.id, sid: session.id },
    { issuedAt: now, expiresAt },
  );
  return {
    accessToken,
    tokenType: 'Bearer',
    expiresAt: expiresAt.toISOString(),
    user: toUser(user),
    agreementsRequired: await requiredAgreements(db, user.id),
  };
}

function toSessionInfo(row: SessionRow, currentId: string): SessionInfo {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    userAgent: row.userAgent,
    current: row.id === currentId,
  };
}

export async function listSessions(
  db: Db,
  userId: string,
  currentId: string,
  now: Date,
): Promise<SessionInfo[]> {
  return (await listActiveSessions(db, userId, now)).map((r) => toSessionInfo(r, currentId));
}

/** Another person's session answers 404, the same as a missing one (no existence leak). */
export async function endSession(
  db: Db,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<void> {
  if (!(await revokeSession(db, userId, sessionId, now))) {
    throw new HttpError('NOT_FOUND', 'Сессия не найдена или уже завершена');
  }
}

export const DEMO_LOGIN_OFF =
  'Демо-вход на этом сервере выключен: войдите по номеру телефона или через Сбер ID';

/**
 * POST /v1/demo-user (403 when DEMO_LOGIN is off): a session of a fresh copy of the demo person, so two visitors never see
 * each other's children, favourites or orders (404 when the demo is switched off).
 */
export async function startDemoSession(
  db: Db,
  config: AppConfig,
  demoCopySteps: readonly DemoCopyStep[],
  request: FastifyRequest,
): Promise<SessionResponse> {
  if (!config.demoLogin) throw new HttpError('FORBIDDEN', DEMO_LOGIN_OFF);
  const demo = await createDemoCopy(
    db,
    request.server.files,
    config,
    demoCopySteps,
    request.server.clock.now(),
  );
  return startSession(db, config, demo, request);
}

/**
 * POST /mobile/restore-session/: ends the caller's session and opens one with a full term, capped
 * at SESSION_MAX_DAYS after the original sign-in. A session at its cap is not renewed: the person
 * signs in again (401, the app's «Время сессии истекло»).
 */
export async function renewSession(
  db: Db,
  config: AppConfig,
  userId: string,
  session: Pick<SessionRow, 'id' | 'signedInAt' | 'expiresAt'>,
  request: FastifyRequest,
): Promise<SessionResponse> {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError('UNAUTHORIZED');
  const now = request.server.clock.now();
  const cap = session.signedInAt.getTime() + config.sessionMaxDays * DAY_MS;
  if (session.expiresAt.getTime() >= cap) {
    // Already running to its cap: a new token would end at the same moment, so keep this one.
    throw new HttpError('CONFLICT', 'Сессию нельзя продлить: войдите снова, когда она истечёт');
  }
  await endSession(db, user.id, session.id, now);
  return startSession(db, config, user, request, session.signedInAt);
}
