import { describe, expect, it } from 'vitest';
import { b64u, qrSigner } from '@/test/qr-signer';
import { checkQrToken, publicKeyBytes, signatureCheck, type SignatureCheck } from './qr-token';

// The scanner's offline check of a ticket's signed code (issue 24), with tokens made as the
// server's jose makes them (test/qr-signer.ts).

/** A fixed moment, in seconds, chosen for nothing but being a fixed moment. */
const AT = new Date('2026-11-25T08:00:00Z');
const IN_AN_HOUR = AT.getTime() / 1000 + 3600;
const signer = () => qrSigner('k1');

const claims = (over: object = {}) => ({
  iss: 'sportkarta',
  sub: 'tk-1',
  exp: IN_AN_HOUR,
  ...over,
});

async function keyOf(
  s: Awaited<ReturnType<typeof signer>>,
): Promise<{ kid: string; check: SignatureCheck }> {
  return { kid: 'k1', check: await signatureCheck(publicKeyBytes({ jwk: s.jwk })!) };
}

describe('checkQrToken', () => {
  it('accepts a code signed with the key and names its ticket', async () => {
    const s = await signer();
    const token = await s.sign(claims());
    expect(await checkQrToken(token, await keyOf(s), AT)).toEqual({
      status: 'valid',
      qrCodeId: 'tk-1',
      expiresAt: new Date(IN_AN_HOUR * 1000),
    });
  });

  it('refuses a code signed with another key as forged, even with the right kid', async () => {
    const real = await signer();
    const forger = await signer();
    const token = await forger.sign(claims());
    expect(await checkQrToken(token, await keyOf(real), AT)).toEqual({ status: 'forged' });
  });

  it('refuses a code whose payload was changed after signing', async () => {
    const s = await signer();
    const [h, , sig] = (await s.sign(claims())).split('.');
    const other = b64u(JSON.stringify(claims({ sub: 'tk-2' })));
    expect(await checkQrToken(`${h}.${other}.${sig}`, await keyOf(s), AT)).toEqual({
      status: 'forged',
    });
  });

  it('refuses text that is no code, another algorithm, another issuer or key id', async () => {
    const s = await signer();
    const key = await keyOf(s);
    expect(await checkQrToken('hello', key, AT)).toEqual({ status: 'forged' });
    expect(await checkQrToken('a.b.c', key, AT)).toEqual({ status: 'forged' });
    const none = await s.sign(claims(), { alg: 'none' });
    expect(await checkQrToken(none, key, AT)).toEqual({ status: 'forged' });
    expect(await checkQrToken(await s.sign(claims({ iss: 'x' })), key, AT)).toEqual({
      status: 'forged',
    });
    const otherKid = await s.sign(claims(), { alg: 'EdDSA', kid: 'k2' });
    expect(await checkQrToken(otherKid, key, AT)).toEqual({ status: 'forged' });
  });

  it('tells an expired code of ours from a forged one, at the second of its exp', async () => {
    const s = await signer();
    const key = await keyOf(s);
    const token = await s.sign(claims());
    const justBefore = new Date(IN_AN_HOUR * 1000 - 1);
    expect((await checkQrToken(token, key, justBefore)).status).toBe('valid');
    expect(await checkQrToken(token, key, new Date(IN_AN_HOUR * 1000))).toEqual({
      status: 'expired',
      qrCodeId: 'tk-1',
      expiresAt: new Date(IN_AN_HOUR * 1000),
    });
  });

  it('verifies with @noble/ed25519 where WebCrypto has no Ed25519', async () => {
    const s = await signer();
    const token = await s.sign(claims());
    const subtle = crypto.subtle;
    const importKey = subtle.importKey.bind(subtle);
    // An older web view: importing an Ed25519 key throws NotSupportedError.
    subtle.importKey = (() => Promise.reject(new DOMException('no', 'NotSupportedError'))) as never;
    try {
      const key = await keyOf(s);
      expect((await checkQrToken(token, key, AT)).status).toBe('valid');
      const forger = await signer();
      expect(await checkQrToken(await forger.sign(claims()), key, AT)).toEqual({
        status: 'forged',
      });
    } finally {
      subtle.importKey = importKey;
    }
  });

  it('reads no key that is not an Ed25519 public key', () => {
    expect(publicKeyBytes({ jwk: { kty: 'EC', crv: 'P-256', x: 'AA' } })).toBeNull();
    expect(publicKeyBytes({ jwk: { kty: 'OKP', crv: 'Ed25519', x: 'AAAA' } })).toBeNull();
  });
});
