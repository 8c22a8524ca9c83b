import { generateKeyPair, randomBytes, type JsonWebKey } from 'node:crypto';
import { promisify } from 'node:util';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface EmulatorKeys {
  /** RS256 private key the emulator signs id_tokens with (JWK with `kid`). */
  signingJwk: JsonWebKey & { kid: string; alg: string; use: string };
  /** Keys oidc-provider signs its cookies with. */
  cookieKeys: string[];
}

/**
 * Generated once and kept beside the data (like the JWT secret, config.ts), so id_tokens and
 * the emulator's cookies stay valid across restarts. Grants and codes themselves live in the
 * provider's memory: a login in flight during a restart simply has to be started again.
 */
export async function loadOrCreateEmulatorKeys(dataDir: string): Promise<EmulatorKeys> {
  const file = path.join(dataDir, 'sberid-emulator-keys.json');
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<EmulatorKeys>;
    if (parsed.signingJwk?.d && Array.isArray(parsed.cookieKeys) && parsed.cookieKeys.length > 0) {
      return parsed as EmulatorKeys;
    }
  }
  // An RSA key takes a few hundred milliseconds: on libuv's pool, not the thread that starts
  // the server (issue 27: the first start's page and API wait for that thread).
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const keys: EmulatorKeys = {
    signingJwk: {
      ...privateKey.export({ format: 'jwk' }),
      kid: randomBytes(8).toString('hex'),
      alg: 'RS256',
      use: 'sig',
    },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(keys) + '\n', { mode: 0o600 });
  return keys;
}
