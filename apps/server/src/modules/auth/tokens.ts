import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'sportkarta';
const AUDIENCE = 'sportkarta-app';

export interface TokenClaims {
  /** User id. */
  sub: string;
  /** Session id: the row in `sessions` that must still be active (DESIGN.md auth tokens). */
  sid: string;
}

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(
  secret: string,
  claims: TokenClaims,
  at: { issuedAt: Date; expiresAt: Date },
): Promise<string> {
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(at.issuedAt)
    .setExpirationTime(at.expiresAt)
    .sign(key(secret));
}

/** The claims of a valid, unexpired token of ours; null for anything else. */
export async function verifyAccessToken(
  secret: string,
  token: string,
  now: Date,
): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      currentDate: now,
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { sub: payload.sub, sid: payload.sid };
  } catch {
    return null;
  }
}
