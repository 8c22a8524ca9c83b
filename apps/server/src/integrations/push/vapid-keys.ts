import { createECDH } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { PushConfig } from '../../config-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const FileSchema = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40) });

/**
 * A P-256 key pair as web-push's generateVAPIDKeys makes it (the uncompressed public point and
 * the private scalar, padded, in base64url), without loading web-push at start (issue 27).
 */
function generateVapidKeys(): VapidKeys {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  const pad = (b: Buffer, n: number) => Buffer.concat([Buffer.alloc(Math.max(0, n - b.length)), b]);
  return {
    publicKey: pad(curve.getPublicKey(), 65).toString('base64url'),
    privateKey: pad(curve.getPrivateKey(), 32).toString('base64url'),
  };
}

/**
 * The VAPID key pair that signs our pushes (RFC 8292): from the environment, or — in the
 * embedded mode — generated once into DATA_DIR/vapid-keys.json, like the QR signing key. It
 * must stay the same: a browser's subscription is bound to the public key it was made with.
 */
export function loadVapidKeys(config: PushConfig): VapidKeys {
  if (config.vapid) return config.vapid;
  const file = config.vapidFile;
  if (existsSync(file)) {
    const parsed = FileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) return parsed.data;
    throw new Error(`${file}: повреждён, удалите его / corrupted, delete it`);
  }
  const keys = generateVapidKeys();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(keys, null, 2) + '\n', { mode: 0o600 });
  return keys;
}
