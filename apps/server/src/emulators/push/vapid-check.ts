import { importJWK, jwtVerify } from 'jose';

/**
 * Checks `Authorization: vapid t=<JWT>, k=<public key>` as a push service does (RFC 8292): an
 * ES256 JWT signed by the key `k`, for this service's origin, not expired. Null when valid,
 * otherwise why not.
 */
export async function vapidProblem(
  header: string | undefined,
  audience: string,
): Promise<string | null> {
  const m = /^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/i.exec(header ?? '');
  if (!m) return 'no VAPID authorization';
  const point = Buffer.from(m[2]!, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return 'k is not an uncompressed P-256 point';
  try {
    const key = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    const { payload } = await jwtVerify(m[1]!, key, { audience, algorithms: ['ES256'] });
    return payload.exp ? null : 'no exp';
  } catch (err) {
    return err instanceof Error ? err.message : 'bad JWT';
  }
}
