// Issue 24: a scanned QR code checked on the device, so a forged code is refused even without
// the network. The code is a compact JWS signed with the server's Ed25519 key (issuer
// `sportkarta`, `sub` the ticket's qrCodeId, `exp` its validity; apps/server/src/lib/
// qr-signing.ts); the public key is `GET /v1/mob/public/qr-key`. WebCrypto verifies Ed25519 in
// current browsers and web views; older ones (Chrome before 137, iOS before 17) get
// @noble/ed25519, loaded only then.

import type { QrPublicKey } from '@sportkarta/contract/api/purchases';

const ISSUER = 'sportkarta';

export type TokenCheck =
  | { status: 'valid'; qrCodeId: string; expiresAt: Date | null }
  /** Ours, but past its `exp` on the device's clock. */
  | { status: 'expired'; qrCodeId: string; expiresAt: Date }
  /** Not a code of ours: unreadable, another key, or a signature that does not match. */
  | { status: 'forged' };

/** Checks one Ed25519 signature; answers false for a wrong signature. */
export type SignatureCheck = (signature: Uint8Array, data: Uint8Array) => Promise<boolean>;

const FORGED: TokenCheck = { status: 'forged' };

export function base64UrlBytes(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  try {
    const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    return Uint8Array.from(raw, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

function jsonPart(part: string): Record<string, unknown> | null {
  const bytes = base64UrlBytes(part);
  if (!bytes) return null;
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The Ed25519 public key's 32 bytes, or null when the JWK is not one. */
export function publicKeyBytes(key: Pick<QrPublicKey, 'jwk'>): Uint8Array | null {
  if (key.jwk.kty !== 'OKP' || key.jwk.crv !== 'Ed25519' || !key.jwk.x) return null;
  const bytes = base64UrlBytes(key.jwk.x);
  return bytes?.length === 32 ? bytes : null;
}

/** WebCrypto's Ed25519 when the platform has it, else @noble/ed25519. */
export async function signatureCheck(publicKey: Uint8Array): Promise<SignatureCheck> {
  const raw = new Uint8Array(publicKey);
  try {
    const key = await crypto.subtle.importKey('raw', raw, { name: 'Ed25519' }, false, ['verify']);
    return (signature, data) =>
      crypto.subtle.verify(
        { name: 'Ed25519' },
        key,
        new Uint8Array(signature),
        new Uint8Array(data),
      );
  } catch {
    const ed = await import('@noble/ed25519');
    // RFC 8032 rules, as WebCrypto and the server's jose apply them.
    return (signature, data) =>
      ed.verifyAsync(signature, data, raw, { zip215: false }).catch(() => false);
  }
}

/**
 * What the scanned text is: a valid code with its qrCodeId, an expired one of ours, or a forgery.
 * `at` is the device's clock (the app's seam); `kid` is the key's id (a code signed with another
 * key is refused).
 */
export async function checkQrToken(
  text: string,
  key: { kid: string; check: SignatureCheck },
  at: Date,
): Promise<TokenCheck> {
  const parts = text.trim().split('.');
  if (parts.length !== 3) return FORGED;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = jsonPart(headerPart);
  const payload = jsonPart(payloadPart);
  const signature = base64UrlBytes(signaturePart);
  if (!header || !payload || signature?.length !== 64) return FORGED;
  if (header.alg !== 'EdDSA' || (header.kid !== undefined && header.kid !== key.kid)) return FORGED;
  const signed = new TextEncoder().encode(`${headerPart}.${payloadPart}`);
  if (!(await key.check(signature, signed))) return FORGED;
  if (payload.iss !== ISSUER || typeof payload.sub !== 'string' || !payload.sub) return FORGED;
  if (payload.exp === undefined) return { status: 'valid', qrCodeId: payload.sub, expiresAt: null };
  if (typeof payload.exp !== 'number') return FORGED;
  const expiresAt = new Date(payload.exp * 1000);
  // jose's rule: expired once `exp` is at or before the current whole second.
  return payload.exp <= Math.floor(at.getTime() / 1000)
    ? { status: 'expired', qrCodeId: payload.sub, expiresAt }
    : { status: 'valid', qrCodeId: payload.sub, expiresAt };
}
