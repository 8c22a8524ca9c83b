import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  errors,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
} from 'jose';

// The key that signs tickets' QR codes (issue 12): Ed25519, so a scanner checks a code offline
// with the public key alone. Kept in a file — QR_SIGNING_KEY_FILE in production (shared by every
// API process), or generated once beside the embedded database.

export interface QrSigner {
  kid: string;
  publicJwk: JWK;
  sign(t: { qrCodeId: string; validUntil: Date; now: Date }): Promise<string>;
  /**
   * What a token names when its signature is ours: the id, and whether it had expired at `now`
   * (the scanner says so instead of "forged"). Null for anything not signed by this key.
   */
  verify(token: string, now: Date): Promise<{ id: string; expired: boolean } | null>;
}

const ISSUER = 'sportkarta';

async function readOrCreate(file: string): Promise<JWK> {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as JWK;
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const jwk = await exportJWK(privateKey);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(jwk, null, 2) + '\n', { mode: 0o600 });
  return jwk;
}

export async function loadQrSigner(file: string): Promise<QrSigner> {
  const jwk = await readOrCreate(file);
  if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || !jwk.d)
    throw new Error(`${file}: ожидается закрытый ключ Ed25519 в формате JWK`);
  const privateKey = (await importJWK(jwk, 'EdDSA')) as CryptoKey;
  const publicJwk: JWK = { kty: jwk.kty, crv: jwk.crv, x: jwk.x };
  const publicKey = (await importJWK(publicJwk, 'EdDSA')) as CryptoKey;
  const kid = createHash('sha256')
    .update(jwk.x ?? '')
    .digest('base64url')
    .slice(0, 16);
  return {
    kid,
    publicJwk,
    sign: ({ qrCodeId, validUntil, now }) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'EdDSA', kid })
        .setIssuer(ISSUER)
        .setSubject(qrCodeId)
        .setIssuedAt(now)
        .setExpirationTime(validUntil)
        .sign(privateKey),
    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, publicKey, {
          issuer: ISSUER,
          algorithms: ['EdDSA'],
          currentDate: now,
        });
        return payload.sub ? { id: payload.sub, expired: false } : null;
      } catch (err) {
        // Only raised once the signature has been checked: the payload is ours, just old.
        if (err instanceof errors.JWTExpired && typeof err.payload.sub === 'string')
          return { id: err.payload.sub, expired: true };
        return null;
      }
    },
  };
}
