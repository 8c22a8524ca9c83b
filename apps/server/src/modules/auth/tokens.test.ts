import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { signAccessToken, verifyAccessToken } from './tokens';

// The signature checks jose makes (WebCrypto's HMAC verify): counted on the global object, as the
// server's suites share their module graph (isolate: false) and a vi.mock of jose would not
// reach a tokens.ts that another suite loaded first.
let signatureChecks: MockInstance<SubtleCrypto['verify']>;
beforeEach(() => {
  signatureChecks = vi.spyOn(crypto.subtle, 'verify');
});
afterEach(() => {
  signatureChecks.mockRestore();
});

const SECRET = 'tokens-test-secret-of-enough-length-000';
const issuedAt = new Date('2026-03-10T09:00:00Z');
const expiresAt = new Date('2026-03-10T10:00:00Z');
let n = 0;
const claims = () => ({ sub: crypto.randomUUID(), sid: `session-${++n}` });

describe('verifyAccessToken', () => {
  it('verifies a token once per process, then answers from what it verified', async () => {
    const who = claims();
    const token = await signAccessToken(SECRET, who, { issuedAt, expiresAt });
    expect(await verifyAccessToken(SECRET, token, issuedAt)).toEqual(who);
    expect(await verifyAccessToken(SECRET, token, new Date('2026-03-10T09:30:00Z'))).toEqual(who);
    expect(signatureChecks).toHaveBeenCalledTimes(1);
  });

  it('still refuses a remembered token once it has expired', async () => {
    const token = await signAccessToken(SECRET, claims(), { issuedAt, expiresAt });
    expect(await verifyAccessToken(SECRET, token, issuedAt)).not.toBeNull();
    expect(await verifyAccessToken(SECRET, token, expiresAt)).toBeNull();
    expect(await verifyAccessToken(SECRET, token, new Date('2026-03-11T09:00:00Z'))).toBeNull();
  });

  it('checks a changed signature and another secret in full, and never remembers a failure', async () => {
    const token = await signAccessToken(SECRET, claims(), { issuedAt, expiresAt });
    expect(await verifyAccessToken(SECRET, token, issuedAt)).not.toBeNull();
    // A character in the middle of the signature (the last one carries padding bits).
    const at = token.lastIndexOf('.') + 10;
    const forged = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
    signatureChecks.mockClear();
    expect(await verifyAccessToken(SECRET, forged, issuedAt)).toBeNull();
    expect(await verifyAccessToken(SECRET, forged, issuedAt)).toBeNull();
    expect(await verifyAccessToken(`${SECRET}-other`, token, issuedAt)).toBeNull();
    expect(signatureChecks).toHaveBeenCalledTimes(3);
  });

  it('keeps to "nbf" as jose does', async () => {
    const who = claims();
    const token = await new SignJWT({ sid: who.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(who.sub)
      .setIssuer('sportkarta')
      .setAudience('sportkarta-app')
      .setIssuedAt(issuedAt)
      .setNotBefore(new Date('2026-03-10T09:10:00Z'))
      .setExpirationTime(expiresAt)
      .sign(new TextEncoder().encode(SECRET));
    expect(await verifyAccessToken(SECRET, token, issuedAt)).toBeNull();
    expect(await verifyAccessToken(SECRET, token, new Date('2026-03-10T09:20:00Z'))).toEqual(who);
    // Remembered now; a clock set back before "nbf" is refused as jose would refuse it.
    expect(await verifyAccessToken(SECRET, token, issuedAt)).toBeNull();
  });
});
