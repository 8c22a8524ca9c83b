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

/**
 * Tokens whose signature and fixed claims (issuer, audience, algorithm, sub and sid) this process
 * has verified (issue 27): a signed-in person sends the same token with every call, and each
 * verification is an HMAC that WebCrypto runs on the thread pool — 77 µs a token on a quiet
 * machine, 0.6 ms under the checkout benchmark's load on a slow one (a twelfth of the API's
 * CPU). The key is the whole token, signature included, so a changed byte is a new token that
 * jose checks in full; failures are never kept. What depends on the time — `exp` and `nbf`,
 * the only time checks jwtVerify makes without maxTokenAge — is checked again on every call,
 * as jose does it. Bounded: the oldest entries go first.
 */
const VERIFIED_LIMIT = 10_000;
interface Verified {
  claims: TokenClaims;
  exp: number | undefined;
  nbf: number | undefined;
}
const verifiedTokens = new Map<string, Map<string, Verified>>();

function stillValid(entry: Verified, now: Date): boolean {
  const seconds = Math.floor(now.getTime() / 1000);
  if (entry.nbf !== undefined && entry.nbf > seconds) return false;
  return entry.exp === undefined || entry.exp > seconds;
}

function remember(secret: string, token: string, entry: Verified): void {
  let verified = verifiedTokens.get(secret);
  if (!verified) verifiedTokens.set(secret, (verified = new Map()));
  if (verified.size >= VERIFIED_LIMIT) verified.delete(verified.keys().next().value!);
  verified.set(token, entry);
}

/** The claims of a valid, unexpired token of ours; null for anything else. */
export async function verifyAccessToken(
  secret: string,
  token: string,
  now: Date,
): Promise<TokenClaims | null> {
  const known = verifiedTokens.get(secret)?.get(token);
  if (known) return stillValid(known, now) ? known.claims : null;
  try {
    const { payload } = await jwtVerify(token, await verifyKey(secret), {
      currentDate: now,
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    const claims = { sub: payload.sub, sid: payload.sid };
    remember(secret, token, { claims, exp: payload.exp, nbf: payload.nbf });
    return claims;
  } catch {
    return null;
  }
}
