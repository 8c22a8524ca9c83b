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

/**
 * The secret as an HMAC key imported once (issue 27). Given the raw bytes, jose imports a
 * CryptoKey on every verification: 154 µs a token against 77 µs with the key imported once
 * (Node 20, 20 000 verifications) — on every signed-in request.
 */
const verifyKeys = new Map<string, Promise<CryptoKey>>();
function verifyKey(secret: string): Promise<CryptoKey> {
  let imported = verifyKeys.get(secret);
  if (!imported) {
    imported = crypto.subtle.importKey(
      'raw',
      new Uint8Array(key(secret)),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['verify'],
    );
    verifyKeys.set(secret, imported);
  }
  return imported;
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
    const { payload } = await jwtVerify(token, await verifyKey(secret), {
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
