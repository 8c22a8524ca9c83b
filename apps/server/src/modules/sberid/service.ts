import { normalizePhone } from '@sportkarta/contract/api/auth';
import {
  SBERID_NATIVE_REDIRECT_URI,
  type SberIdCreateResponse,
  type SberIdPlatform,
} from '@sportkarta/contract/api/sberid';
import type { Agreement } from '@sportkarta/contract/enums';
import type { FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../errors';
import {
  SberIdRejectedError,
  type SberIdClient,
  type SberIdProfile,
} from '../../integrations/sberid/client';
import { currentAgreements, insertAcceptances } from '../agreements/repository';
import { findSession, revokeSession } from '../auth/session-repository';
import { startSession } from '../auth/session-service';
import { signAccessToken, verifyAccessToken } from '../auth/tokens';
import type { UserRow } from '../users/repository';
import {
  claimPendingLogin,
  completeLogin,
  deleteStaleLogins,
  findLoginBySession,
  findUserForSberId,
  insertPendingLogin,
  insertSberIdUser,
  takeFinishedLogin,
  updateUserFromSberId,
} from './repository';

/** A started login is valid this long (the person picks an account and consents meanwhile). */
export const PENDING_LOGIN_TTL_MS = 10 * 60_000;
/** GET /v1/jwt may pick up a finished redirect-flow login only this soon after, and once. */
export const JWT_PICKUP_TTL_MS = 2 * 60_000;

export const SBERID_MESSAGES = {
  badState: 'Вход через Сбер ID устарел или уже завершён: начните вход заново',
  rejected: 'Сбер ID не подтвердил вход: начните вход заново',
  unavailable: 'Сбер ID сейчас недоступен, попробуйте войти позже',
  stateTaken: 'Такой state уже использован: начните вход заново',
  jwtNotReady: 'Вход не найден, ещё не завершён, уже использован или устарел',
  phoneTaken: 'Этот номер телефона уже связан с другим аккаунтом Сбер ID',
} as const;

function unavailable(): HttpError {
  return new HttpError('SERVICE_UNAVAILABLE', SBERID_MESSAGES.unavailable, 502);
}

export interface SberIdDeps {
  db: Db;
  config: AppConfig;
  sberid: SberIdClient;
  clock: Clock;
}

/**
 * Starts a login: a fresh state, nonce and PKCE verifier stored in PostgreSQL, and the
 * provider's authorization URL carrying state, nonce and the S256 challenge.
 */
export async function createLogin(
  deps: SberIdDeps,
  platform: SberIdPlatform,
  flow: 'app' | 'redirect',
  chosenState?: string,
): Promise<SberIdCreateResponse> {
  const state = chosenState ?? oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const redirectUri =
    platform === 'native' ? SBERID_NATIVE_REDIRECT_URI : deps.config.sberid.webRedirectUri;
  let url: string;
  try {
    url = await deps.sberid.authorizationUrl({
      redirectUri,
      state,
      nonce,
      codeChallenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    });
  } catch {
    throw unavailable();
  }
  const now = deps.clock.now();
  await deleteStaleLogins(deps.db, now);
  try {
    await insertPendingLogin(deps.db, {
      state,
      nonce,
      codeVerifier,
      redirectUri,
      flow,
      expiresAt: new Date(now.getTime() + PENDING_LOGIN_TTL_MS),
    });
  } catch (err) {
    if (chosenState) throw new HttpError('BAD_REQUEST', SBERID_MESSAGES.stateTaken);
    throw err;
  }
  return { url, state };
}

function empty(v: string | null | undefined): boolean {
  return v === null || v === undefined || v === '';
}

/** Sber's phone in any notation → +7XXXXXXXXXX (or another E.164 number); junk → null. */
function phoneOf(profile: SberIdProfile): string | null {
  if (!profile.phone_number) return null;
  const phone = normalizePhone(profile.phone_number);
  return /^\+\d{10,15}$/.test(phone) ? phone : null;
}

/** Profile fields from userinfo, only where the person has none yet (their own edits win). */
function fillEmpty(user: UserRow | null, p: SberIdProfile): Partial<UserRow> {
  const from: Partial<UserRow> = {
    firstName: p.given_name,
    lastName: p.family_name,
    middleName: p.middle_name,
    email: p.email,
    birthDate: p.birthdate,
    gender: p.gender,
  };
  const out: Partial<UserRow> = {};
  for (const [k, v] of Object.entries(from) as [keyof UserRow, string | null][]) {
    if (v !== null && (!user || empty(user[k] as string | null))) Object.assign(out, { [k]: v });
  }
  return out;
}

/**
 * Finds or creates the person (issue 3: "found or created by the provider's subject").
 * A person who signed in by phone earlier and whose number Sber ID reports is the same person:
 * Sber verifies the number as the SMS code does, so the accounts are linked (sber_sub set)
 * rather than a second account created. A number already linked to another Sber subject is not
 * taken over: the new account is created without the phone.
 */
export async function findOrCreateUser(db: Db, profile: SberIdProfile): Promise<UserRow> {
  const phone = phoneOf(profile);
  const rows = await findUserForSberId(db, profile.sub, phone);
  const bySub = rows.find((r) => r.sberSub === profile.sub);
  const byPhone = phone ? rows.find((r) => r.phone === phone) : undefined;
  if (bySub) {
    const fields = fillEmpty(bySub, profile);
    if (phone && empty(bySub.phone) && !byPhone) fields.phone = phone;
    return Object.keys(fields).length ? updateUserFromSberId(db, bySub.id, fields) : bySub;
  }
  if (byPhone && (empty(byPhone.sberSub) || byPhone.sberSub === profile.sub)) {
    return updateUserFromSberId(db, byPhone.id, {
      sberSub: profile.sub,
      ...fillEmpty(byPhone, profile),
    });
  }
  const inserted = await insertSberIdUser(db, {
    sberSub: profile.sub,
    phone: byPhone ? null : phone,
    ...fillEmpty(null, profile),
  });
  if (inserted) return inserted;
  // Two first sign-ins of the same person at once: the other one created the row.
  const again = (await findUserForSberId(db, profile.sub, null))[0];
  if (!again) throw new HttpError('CONFLICT', SBERID_MESSAGES.phoneTaken);
  return again;
}

/** The agreements accepted on the consent step, stored in their current versions. */
async function acceptCurrent(db: Db, userId: string, kinds: Agreement[]): Promise<void> {
  if (kinds.length === 0) return;
  const current = await currentAgreements(db);
  const wanted = new Set<string>(kinds);
  await insertAcceptances(
    db,
    userId,
    current
      .filter((a) => wanted.has(a.kind))
      .map((a) => ({ agreement: a.kind, version: a.version })),
  );
}

/**
 * Finishes a login: spends the state, exchanges the code (PKCE verifier and nonce checked by
 * the adapter), finds or creates the person, stores the agreements and opens a session.
 * Answers the access token (spec §7.2: the callback's answer is the token as text).
 */
export async function finishLogin(
  deps: SberIdDeps,
  body: { state: string; code: string; agreements: Agreement[] },
  request: FastifyRequest,
): Promise<string> {
  const { db, config } = deps;
  const now = deps.clock.now();
  const pending = await claimPendingLogin(db, body.state, now);
  if (!pending) throw new HttpError('BAD_REQUEST', SBERID_MESSAGES.badState);
  let result;
  try {
    result = await deps.sberid.finishLogin({
      redirectUri: pending.redirectUri,
      code: body.code,
      state: pending.state,
      nonce: pending.nonce,
      codeVerifier: pending.codeVerifier,
    });
  } catch (err) {
    if (err instanceof SberIdRejectedError) {
      throw new HttpError('BAD_REQUEST', SBERID_MESSAGES.rejected);
    }
    request.log.warn({ err }, 'Сбер ID: обмен кода не удался');
    throw unavailable();
  }
  const user = await findOrCreateUser(db, result.profile);
  await acceptCurrent(db, user.id, body.agreements);
  const session = await startSession(db, config, user, request);
  const claims = await verifyAccessToken(config.jwtSecret, session.accessToken, now);
  if (!claims) throw new Error('a token just signed does not verify');
  await completeLogin(db, pending.state, {
    sessionId: claims.sid,
    idToken: result.idToken ?? null,
    jwtExpiresAt: pending.flow === 'redirect' ? new Date(now.getTime() + JWT_PICKUP_TTL_MS) : null,
  });
  return session.accessToken;
}

/** GET /v1/jwt: a token for the session of a finished redirect-flow login, once. */
export async function pickUpToken(deps: SberIdDeps, state: string): Promise<string> {
  const now = deps.clock.now();
  const row = await takeFinishedLogin(deps.db, state, now);
  const session = row?.sessionId ? await findSession(deps.db, row.sessionId) : undefined;
  if (!session || session.revokedAt || session.expiresAt <= now) {
    throw new HttpError('BAD_REQUEST', SBERID_MESSAGES.jwtNotReady);
  }
  return signAccessToken(
    deps.config.jwtSecret,
    { sub: session.userId, sid: session.id },
    { issuedAt: now, expiresAt: session.expiresAt },
  );
}

/**
 * Logout of the provider session: our session is revoked at once; if it came from Sber ID and
 * the provider has an end-session endpoint, its URL (with id_token_hint) is answered for the
 * app to open, otherwise null (204).
 */
export async function providerLogout(
  deps: SberIdDeps,
  userId: string,
  sessionId: string,
): Promise<string | null> {
  const login = await findLoginBySession(deps.db, sessionId);
  const url = login ? await deps.sberid.endSessionUrl(login.idToken) : null;
  await revokeSession(deps.db, userId, sessionId, deps.clock.now());
  return url;
}
