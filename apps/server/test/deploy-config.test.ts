import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

// Issue 26: production mode refuses to start without the keys every machine must share, instead
// of generating a private set per machine; the S3 file store needs all of its settings.

const dir = mkdtempSync(path.join(tmpdir(), 'sk-deploy-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const qrKeyFile = path.join(dir, 'qr.json');
writeFileSync(qrKeyFile, '{}');

const S3 = {
  FILE_STORE: 's3',
  S3_ENDPOINT: 'https://storage.yandexcloud.net',
  S3_BUCKET: 'sportkarta-files',
  S3_ACCESS_KEY_ID: 'id',
  S3_SECRET_ACCESS_KEY: 'secret',
};
const PRODUCTION = {
  SK_MODE: 'production',
  DATABASE_URL: 'postgres://sportkarta@db:5432/sportkarta',
  JWT_SECRET: 'j'.repeat(48),
  QR_SIGNING_KEY_FILE: qrKeyFile,
  VAPID_PUBLIC_KEY: 'BPub',
  VAPID_PRIVATE_KEY: 'priv',
  ...S3,
};
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dir, ...env }, dir);

describe('deployment configuration', () => {
  it('embedded by default: files in DATA_DIR/uploads', () => {
    const c = load({});
    expect(c.mode).toBe('embedded');
    expect(c.fileStore).toEqual({ kind: 'folder', dir: path.join(dir, 'uploads') });
  });

  it('production without its keys refuses to start and names each one, in Russian and English', () => {
    let error: unknown;
    try {
      load({ SK_MODE: 'production' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const text = String((error as Error).message);
    for (const name of [
      'DATABASE_URL',
      'JWT_SECRET',
      'QR_SIGNING_KEY_FILE',
      'VAPID_PUBLIC_KEY',
      'FILE_STORE=s3',
    ])
      expect(text).toContain(name);
    expect(text).toMatch(/обязательно при SK_MODE=production/);
    expect(text).toMatch(/required when SK_MODE=production/);
    // One key missing is enough to refuse.
    const { JWT_SECRET: _jwt, ...withoutJwt } = PRODUCTION;
    expect(() => load(withoutJwt)).toThrow(/JWT_SECRET/);
  });

  it('production with everything given starts with the S3 store', () => {
    const c = load(PRODUCTION);
    expect(c.mode).toBe('production');
    expect(c.jwtSecret).toBe(PRODUCTION.JWT_SECRET);
    expect(c.fileStore).toMatchObject({
      kind: 's3',
      bucket: 'sportkarta-files',
      region: 'ru-central1',
      forcePathStyle: true,
    });
  });

  it('FILE_STORE=s3 needs its address, bucket and keys; a bad value is refused', () => {
    expect(() => load({ FILE_STORE: 's3' })).toThrow(
      /S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: обязательны/,
    );
    expect(() => load({ FILE_STORE: 'ftp' })).toThrow(/одно из folder, s3/);
    expect(() => load({ ...S3, S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => load({ SK_MODE: 'prod' })).toThrow(/SK_MODE/);
  });
});
