import * as ed from '@noble/ed25519';

// Test tokens made the way the server's jose makes them (apps/server/src/lib/qr-signing.ts):
// compact JWS, EdDSA over `header.payload`, with a key of the test's own.

export const b64u = (bytes: Uint8Array | string): string =>
  btoa(typeof bytes === 'string' ? bytes : String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export async function qrSigner(kid = 'k1') {
  const secret = ed.utils.randomSecretKey();
  const pub = await ed.getPublicKeyAsync(secret);
  const jwk = { kty: 'OKP', crv: 'Ed25519', x: b64u(pub) };
  return {
    kid,
    jwk,
    /** The key as `GET /v1/mob/public/qr-key` answers it. */
    publicKey: { kid, alg: 'EdDSA' as const, jwk },
    async sign(payload: object, header: object = { alg: 'EdDSA', kid }) {
      const head = `${b64u(JSON.stringify(header))}.${b64u(JSON.stringify(payload))}`;
      const sig = await ed.signAsync(new TextEncoder().encode(head), secret);
      return `${head}.${b64u(sig)}`;
    },
  };
}
