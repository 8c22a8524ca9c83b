import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './lib/file-store/s3';

// Running on more than one machine (issue 26): where uploaded files live, and the production
// mode, in which every machine must be given the same keys instead of generating its own.
// Validated at start with the rest of the environment (docs/configuration.md, docs/production.md).

const nonEmpty = z.string().min(1, 'не может быть пустым / must not be empty');

export const DeployEnvShape = {
  /**
   * `embedded` (the default: `npm start` on one machine, keys and files generated into DATA_DIR)
   * or `production` (several processes: keys, database and object store must be configured).
   */
  SK_MODE: z
    .enum(['embedded', 'production'], {
      error: 'одно из embedded, production / one of embedded, production',
    })
    .default('embedded'),
  /** Where uploaded files live: `folder` (DATA_DIR/uploads) or `s3` (an S3-compatible store). */
  FILE_STORE: z
    .enum(['folder', 's3'], { error: 'одно из folder, s3 / one of folder, s3' })
    .default('folder'),
  S3_ENDPOINT: z
    .string()
    .url('ожидается адрес вида https://storage.yandexcloud.net / expected a URL')
    .optional(),
  S3_REGION: nonEmpty.default('ru-central1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'имя корзины S3 / an S3 bucket name')
    .optional(),
  S3_ACCESS_KEY_ID: nonEmpty.optional(),
  S3_SECRET_ACCESS_KEY: nonEmpty.optional(),
  /** Path-style addresses (endpoint/bucket/key); virtual-hosted style when false. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { error: 'ожидается true или false / expected true or false' })
    .default('true')
    .transform((v) => v === 'true'),
};

export type FileStoreConfig = { kind: 'folder'; dir: string } | ({ kind: 's3' } & S3Settings);

type DeployEnv = z.infer<z.ZodObject<typeof DeployEnvShape>> & {
  DATABASE_URL?: string;
  JWT_SECRET?: string;
  QR_SIGNING_KEY_FILE?: string;
  VAPID_PUBLIC_KEY?: string;
};

export function fileStoreConfig(
  e: DeployEnv,
  dataDir: string,
): { config: FileStoreConfig } | { problems: string[] } {
  if (e.FILE_STORE === 'folder')
    return { config: { kind: 'folder', dir: path.join(dataDir, 'uploads') } };
  const missing = (
    ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
  ).filter((name) => !e[name]);
  if (missing.length > 0)
    return {
      problems: [
        `${missing.join(', ')}: обязательны при FILE_STORE=s3 / required when FILE_STORE=s3`,
      ],
    };
  return {
    config: {
      kind: 's3',
      endpoint: e.S3_ENDPOINT!,
      region: e.S3_REGION,
      bucket: e.S3_BUCKET!,
      accessKeyId: e.S3_ACCESS_KEY_ID!,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
    },
  };
}

/**
 * What production mode refuses to start without. In the embedded mode a missing key is
 * generated into DATA_DIR; on several machines each would generate its own, and a session
 * signed on one, a ticket's QR code signed on another or a push subscription made with a third
 * key would fail on the rest — so production must be given them.
 */
export function productionProblems(e: DeployEnv): string[] {
  if (e.SK_MODE !== 'production') return [];
  const need: [string, boolean][] = [
    ['DATABASE_URL', Boolean(e.DATABASE_URL)],
    ['JWT_SECRET', Boolean(e.JWT_SECRET)],
    ['QR_SIGNING_KEY_FILE', Boolean(e.QR_SIGNING_KEY_FILE)],
    ['VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY', Boolean(e.VAPID_PUBLIC_KEY)],
    ['FILE_STORE=s3', e.FILE_STORE === 's3'],
  ];
  return need
    .filter(([, given]) => !given)
    .map(
      ([name]) =>
        `${name}: обязательно при SK_MODE=production — без этого каждая машина создала бы свои ключи и файлы / required when SK_MODE=production: otherwise each machine would make its own keys and files`,
    );
}
