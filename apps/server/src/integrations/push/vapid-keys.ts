import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import type { PushConfig } from '../../config-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const FileSchema = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40) });

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
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(keys, null, 2) + '\n', { mode: 0o600 });
  return keys;
}
