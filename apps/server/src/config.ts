import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { SberIdTls } from './integrations/sberid/network';
import { appLinksConfig, AppLinksEnvShape, type AppLinksConfig } from './config-app-links';
import {
  DeployEnvShape,
  fileStoreConfig,
  productionProblems,
  type FileStoreConfig,
} from './config-deploy';
import { paymentsConfig, PaymentEnvShape, type PaymentsConfig } from './config-payments';
import { pushConfig, PushEnvShape, type PushConfig } from './config-push';

/** Where the server package lives; WEB_DIST and media default relative to it, not to cwd. */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const DEFAULT_TILE_HOSTS: string[] = [
  'https://tile.openstreetmap.org',
  'https://*.tile.openstreetmap.org',
  'https://tile0.maps.2gis.com',
  'https://tile1.maps.2gis.com',
  'https://tile2.maps.2gis.com',
  'https://tile3.maps.2gis.com',
  'https://tile4.maps.2gis.com',
];

/** 2GIS Catalog API (integrations.md §4); used only when DGIS_KEY is set. */
const DGIS_API_URL_DEFAULT = 'https://catalog.api.2gis.com';

const DEFAULT_METRICA_ORIGINS: string[] = ['https://mc.yandex.ru', 'https://mc.yandex.com'];
/** Origins of the packaged iOS/Android app's web view (Capacitor's defaults). */
const DEFAULT_CORS_ORIGINS: string[] = [
  'capacitor://localhost',
  'https://localhost',
  'http://localhost',
];

const csvList = z.string().transform((s) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean),
);

/**
 * The payment return allow-list: what PAYMENT_RETURN_ORIGINS names (each an origin, no path),
 * plus the safe defaults — PUBLIC_BASE_URL's origin and http://localhost / http://127.0.0.1 of
 * PORT, the two addresses the README's "open the app" can mean. A problem's text otherwise.
 */
function returnOrigins(listed: string[], publicBaseUrl: string, port: number): string[] | string {
  const out = new Set([
    new URL(publicBaseUrl).origin,
    `http://localhost:${port}`,
    `http://127.0.0.1:${port}`,
  ]);
  for (const item of listed) {
    let origin: string;
    try {
      origin = new URL(item).origin;
    } catch {
      origin = 'null';
    }
    if (origin === 'null' || origin !== item.replace(/\/+$/, '') || !/^https?:/.test(origin)) {
      return `PAYMENT_RETURN_ORIGINS: «${item}» — ожидается источник вида https://sportkarta.ru без пути / expected an origin like https://sportkarta.ru, no path`;
    }
    out.add(origin);
  }
  return [...out];
}

/** A file that must exist when the server starts (certificates: fail at start, not later). */
const existingFile = z
  .string()
  .min(1)
  .refine((f) => existsSync(f), { error: 'файл не найден / file not found' });

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'ожидается true или false / expected true or false',
  })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Environment of the server (issue 2 §2: validated at start with clear messages). Every
 * variable has a default that gives the embedded mode (PGlite under ./data), so
 * `npm start` needs none of them. docs/configuration.md documents each one.
 */
export const EnvSchema = z.object({
  PORT: z.coerce
    .number({ error: 'должен быть числом / must be a number' })
    .int('должен быть целым числом / must be an integer')
    .min(0, 'должен быть от 0 до 65535 / must be 0..65535')
    .max(65535, 'должен быть от 0 до 65535 / must be 0..65535')
    .default(3000),
  HOST: z.string().min(1, 'не может быть пустым / must not be empty').default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'не может быть пустым / must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(
      /^postgres(ql)?:\/\//,
      'ожидается адрес вида postgres://user@host:5432/db / expected postgres://…',
    )
    .optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'одно из fatal, error, warn, info, debug, trace, silent / one of fatal…silent',
    })
    .default('info'),
  JWT_SECRET: z.string().min(32, 'не короче 32 символов / at least 32 characters').optional(),
  RATE_LIMIT_MAX: z.coerce
    .number({ error: 'должен быть числом / must be a number' })
    .int('должен быть целым числом / must be an integer')
    .positive('должен быть больше нуля / must be positive')
    .default(600),
  LOGIN_CODES_PER_IP_HOUR: z.coerce
    .number({ error: 'должен быть числом / must be a number' })
    .int('должен быть целым числом / must be an integer')
    .positive('должен быть больше нуля / must be positive')
    .default(10),
  WEB_DIST: z.string().min(1).optional(),
  MAP_TILE_HOSTS: csvList.default(DEFAULT_TILE_HOSTS),
  METRICA_ORIGINS: csvList.default(DEFAULT_METRICA_ORIGINS),
  CORS_ORIGINS: csvList.default(DEFAULT_CORS_ORIGINS),
  PAYMENT_RETURN_ORIGINS: csvList.optional(),
  SEED_DEMO_DATA: booleanFlag.default(true),
  CLOCK_START: z
    .string()
    .regex(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/,
      'ожидается момент ISO 8601 с часовым поясом, например 2026-11-25T12:00:00+03:00 / expected an ISO 8601 instant with an offset',
    )
    .optional(),
  TRUST_PROXY: booleanFlag.default(false),
  SESSION_TTL_DAYS: z.coerce
    .number({ error: 'должен быть числом / must be a number' })
    .int('должен быть целым числом / must be an integer')
    .min(1, 'должен быть от 1 до 365 / must be 1..365')
    .max(365, 'должен быть от 1 до 365 / must be 1..365')
    .default(30),
  SESSION_MAX_DAYS: z.coerce
    .number({ error: 'должен быть числом / must be a number' })
    .int('должен быть целым числом / must be an integer')
    .min(1, 'должен быть от 1 до 730 / must be 1..730')
    .max(730, 'должен быть от 1 до 730 / must be 1..730')
    .default(90),
  DEMO_COPY_TTL_HOURS: z.coerce
    .number({ error: 'должен быть числом / must be a number' })
    .int('должен быть целым числом / must be an integer')
    .min(1, 'должен быть от 1 до 720 / must be 1..720')
    .max(720, 'должен быть от 1 до 720 / must be 1..720')
    .default(24),
  SMS_PROVIDER_URL: z
    .string()
    .url('ожидается адрес вида https://sms.ru / expected a URL like https://sms.ru')
    .optional(),
  SMS_API_ID: z.string().min(1).optional(),
  DEMO_SHOW_CODES: booleanFlag.default(true),
  /** «Демо-вход» (POST /v1/demo-user); unset = on in the embedded mode, off in production. */
  DEMO_LOGIN: booleanFlag.optional(),
  PUBLIC_BASE_URL: z
    .string()
    .url('ожидается адрес вида https://sportkarta.ru / expected a URL like https://sportkarta.ru')
    .optional(),
  SBERID_ISSUER_URL: z
    .string()
    .url('ожидается адрес издателя OpenID Connect / expected an OpenID Connect issuer URL')
    .optional(),
  SBERID_AUTHORIZATION_URL: z.string().url('ожидается адрес / expected a URL').optional(),
  SBERID_TOKEN_URL: z.string().url('ожидается адрес / expected a URL').optional(),
  SBERID_USERINFO_URL: z.string().url('ожидается адрес / expected a URL').optional(),
  SBERID_CLIENT_ID: z.string().min(1).optional(),
  SBERID_CLIENT_SECRET: z.string().min(1).optional(),
  SBERID_REDIRECT_URI: z
    .string()
    .url('ожидается адрес возврата вида https://…/deeplink/sberID / expected a URL')
    .optional(),
  SBERID_TLS_CERT_FILE: existingFile.optional(),
  SBERID_TLS_KEY_FILE: existingFile.optional(),
  SBERID_TLS_CA_FILE: existingFile.optional(),
  SBERID_COMPLETED_URL: z.string().url('ожидается адрес / expected a URL').optional(),
  DGIS_KEY: z.string().min(1).optional(),
  DGIS_API_URL: z
    .string()
    .url('ожидается адрес вида https://catalog.api.2gis.com / expected a URL')
    .default(DGIS_API_URL_DEFAULT),
  MAP_TILE_URL: z
    .string()
    .regex(
      /^https?:\/\/\S*\{z\}\S*$/,
      'ожидается шаблон вида https://tile.openstreetmap.org/{z}/{x}/{y}.png / expected a tile URL template',
    )
    .optional(),
  MAP_TILE_ATTRIBUTION: z.string().min(1).optional(),
  MAP_INDEX_TTL_SECONDS: z.coerce
    .number({ error: 'должен быть числом / must be a number' })
    .int('должен быть целым числом / must be an integer')
    .min(0, 'должен быть от 0 до 3600 / must be 0..3600')
    .max(3600, 'должен быть от 0 до 3600 / must be 0..3600')
    .default(30),
  DEMO_SESSION_DAYS: z.coerce
    .number({ error: 'должен быть числом / must be a number' })
    .int('должен быть целым числом / must be an integer')
    .min(1, 'должен быть от 1 до 60 / must be 1..60')
    .max(60, 'должен быть от 1 до 60 / must be 1..60')
    .default(60),
  SWEEP_SECONDS: z.coerce
    .number({ error: 'должен быть числом / must be a number' })
    .int('должен быть целым числом / must be an integer')
    .min(0, 'должен быть от 0 до 3600 / must be 0..3600')
    .max(3600, 'должен быть от 0 до 3600 / must be 0..3600')
    .default(60),
  ...PaymentEnvShape,
  ...AppLinksEnvShape,
  ...PushEnvShape,
  ...DeployEnvShape,
  /** The Ed25519 key (JWK) that signs tickets' QR codes; unset = generated in DATA_DIR. */
  QR_SIGNING_KEY_FILE: existingFile.optional(),
  /** Where the embedded database's template is kept (db/pglite-template.ts). */
  PGLITE_TEMPLATE_DIR: z.string().min(1).optional(),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Unset = embedded PGlite in `${dataDir}/pglite`. */
  databaseUrl: string | undefined;
  logLevel: string;
  jwtSecret: string;
  rateLimit: { max: number; timeWindowMs: number };
  /** Login codes one client IP may ask for in an hour (the browser tests' one address asks many). */
  loginCodesPerIpHour: number;
  webDist: string;
  mediaDir: string;
  mapTileHosts: string[];
  metricaOrigins: string[];
  /** Origins allowed to call the API from another origin (the native app's web view). */
  corsOrigins: string[];
  seedDemoData: boolean;
  /** The app's clock starts at this moment and runs on (browser tests, demos of a given day). */
  clockStart: Date | null;
  /** Behind a load balancer: take the client address from X-Forwarded-For (rate limits are per IP). */
  trustProxy: boolean;
  /** Lifetime of a session (and of its JWT) in days; a renewal starts it again. */
  sessionTtlDays: number;
  /** The absolute cap: no renewal keeps a sign-in alive longer than this many days (issue 28). */
  sessionMaxDays: number;
  /** A demo login's own copy of the demo person is deleted this long after it was made. */
  demoCopyTtlHours: number;
  /** The embedded mode (keys generated into DATA_DIR) or production (config-deploy.ts). */
  mode: 'embedded' | 'production';
  /** Where uploaded files live: `${dataDir}/uploads` or an S3-compatible store (lib/file-store). */
  fileStore: FileStoreConfig;
  /**
   * SMS.ru-style gateway. `providerUrl` unset = the built-in emulator (embedded mode): the same
   * adapter talks to it through the app's own router (src/integrations/sms/index.ts).
   */
  sms: { providerUrl: string | undefined; apiId: string };
  /** Emulator only: GET /v1/mobile/user/registration/demo-code shows the code that was sent. */
  demoShowCodes: boolean;
  /**
   * «Демо-вход» (DEMO_LOGIN): off, POST /v1/demo-user refuses and the app hides the button (the
   * `ignore-demo-login` flag). On by default in the embedded mode, off in production.
   */
  demoLogin: boolean;
  /** Where browsers reach this server (PUBLIC_BASE_URL or http://localhost:PORT), no trailing slash. */
  publicBaseUrl: string;
  /**
   * Origins a payment may return to (issue 28): the one the person paid from, if listed here.
   * PAYMENT_RETURN_ORIGINS plus PUBLIC_BASE_URL's origin and localhost / 127.0.0.1 of PORT.
   */
  paymentReturnOrigins: string[];
  /**
   * Sber ID (integrations.md §3). `issuerUrl` unset = the built-in oidc-provider emulator at
   * `${publicBaseUrl}/emulators/sberid`, reached by the same openid-client adapter.
   */
  sberid: {
    issuerUrl: string | undefined;
    /**
     * Sber's endpoints live on several hosts (integrations.md §3): when all three are given
     * they are used as they are and no discovery document is read.
     */
    endpoints: { authorization: string; token: string; userinfo: string } | undefined;
    clientId: string;
    clientSecret: string;
    /** Web return address (`/deeplink/sberID`); the native one is the app's scheme. */
    webRedirectUri: string;
    /** The client certificate of the token endpoint's mTLS (production). */
    tls: SberIdTls | undefined;
    /** Sber's `auth/completed`, called after each login (production; the emulator has its own). */
    completedUrl: string | undefined;
  };
  /**
   * 2GIS (integrations.md §4). `key` unset = the built-in gazetteer answers address
   * suggestions and geocoding, and the map shows OpenStreetMap tiles.
   */
  dgis: { key: string | undefined; apiUrl: string };
  /** Tile layer for GET /v1/mapConfig: unset `url` = OpenStreetMap, or 2GIS with a key. */
  mapTiles: { url: string | undefined; attribution: string | undefined };
  /** How old the map endpoint's in-memory venue index may get before it is re-checked (s). */
  mapIndexTtlSeconds: number;
  /** How many days ahead the demo catalogue keeps sessions (tests keep fewer: faster seed). */
  demoSessionDays: number;
  /**
   * The prebuilt migrated and seeded database an empty data folder starts from in the embedded
   * mode (db/pglite-template.ts); by default in npm's cache folder of the checkout.
   */
  pgliteTemplateDir: string;
  /** How often each process frees expired holds and cancels expired orders (0 = never). */
  sweepSeconds: number;
  /** YooKassa and Sberbank (config-payments.ts). */
  payments: PaymentsConfig;
  /** The verified app links' well-known files (config-app-links.ts). */
  appLinks: AppLinksConfig;
  /** The key file that signs tickets' QR codes (lib/qr-signing.ts); created when missing. */
  qrKeyFile: string;
  /** Push delivery of notifications (config-push.ts). */
  push: PushConfig;
}

/** The api_id the emulator expects when no real SMS.ru key is configured. */
export const SMS_EMULATOR_API_ID = 'emulator';
const SMS_RU_URL = 'https://sms.ru';
/** The client the Sber ID emulator registers when no real Sber ID client is configured. */
export const SBERID_EMULATOR_CLIENT = {
  clientId: 'sportkarta-emulator',
  clientSecret: 'emulator-secret-not-for-production',
} as const;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Неверная конфигурация сервера / invalid server configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/** In the embedded mode the secret is generated once and kept beside the data (issue 2 §2). */
function loadOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const parsed = z
      .object({ jwtSecret: z.string().min(32) })
      .safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) return parsed.data.jwtSecret;
    throw new ConfigError([`${file}: повреждён, удалите его / corrupted, delete it`]);
  }
  const jwtSecret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ jwtSecret }, null, 2) + '\n', { mode: 0o600 });
  return jwtSecret;
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
): AppConfig {
  // Empty strings count as unset: `PORT= npm start` should not fail on a blank.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (i) => `${i.path.join('.')}=${JSON.stringify(env[String(i.path[0])] ?? '')}: ${i.message}`,
      ),
    );
  }
  const e = parsed.data;
  const production = productionProblems(e);
  if (production.length > 0) throw new ConfigError(production);
  if (e.SMS_PROVIDER_URL && !e.SMS_API_ID) {
    throw new ConfigError([
      'SMS_API_ID: обязателен вместе с SMS_PROVIDER_URL / required when SMS_PROVIDER_URL is set',
    ]);
  }
  if (e.SBERID_ISSUER_URL && (!e.SBERID_CLIENT_ID || !e.SBERID_CLIENT_SECRET)) {
    throw new ConfigError([
      'SBERID_CLIENT_ID, SBERID_CLIENT_SECRET: обязательны вместе с SBERID_ISSUER_URL / required when SBERID_ISSUER_URL is set',
    ]);
  }
  const endpointVars = [e.SBERID_AUTHORIZATION_URL, e.SBERID_TOKEN_URL, e.SBERID_USERINFO_URL];
  if (endpointVars.some(Boolean) && (!endpointVars.every(Boolean) || !e.SBERID_ISSUER_URL)) {
    throw new ConfigError([
      'SBERID_AUTHORIZATION_URL, SBERID_TOKEN_URL, SBERID_USERINFO_URL: задаются все три и вместе с SBERID_ISSUER_URL / set all three, together with SBERID_ISSUER_URL',
    ]);
  }
  if (Boolean(e.SBERID_TLS_CERT_FILE) !== Boolean(e.SBERID_TLS_KEY_FILE)) {
    throw new ConfigError([
      'SBERID_TLS_CERT_FILE, SBERID_TLS_KEY_FILE: задаются вместе / set both',
    ]);
  }
  if (e.SESSION_MAX_DAYS < e.SESSION_TTL_DAYS) {
    throw new ConfigError([
      'SESSION_MAX_DAYS: не меньше SESSION_TTL_DAYS / must be at least SESSION_TTL_DAYS',
    ]);
  }
  const publicBaseUrl = (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const paymentReturnOrigins = returnOrigins(e.PAYMENT_RETURN_ORIGINS ?? [], publicBaseUrl, e.PORT);
  if (typeof paymentReturnOrigins === 'string') throw new ConfigError([paymentReturnOrigins]);
  const payments = paymentsConfig(e, publicBaseUrl);
  if ('problems' in payments) throw new ConfigError(payments.problems);
  // An api_id alone means the real SMS.ru; neither means the emulator.
  const smsProviderUrl = e.SMS_PROVIDER_URL ?? (e.SMS_API_ID ? SMS_RU_URL : undefined);
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  const push = pushConfig(e, dataDir);
  if ('problems' in push) throw new ConfigError(push.problems);
  const fileStore = fileStoreConfig(e, dataDir);
  if ('problems' in fileStore) throw new ConfigError(fileStore.problems);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    jwtSecret: e.JWT_SECRET ?? loadOrCreateJwtSecret(dataDir),
    rateLimit: { max: e.RATE_LIMIT_MAX, timeWindowMs: 60_000 },
    loginCodesPerIpHour: e.LOGIN_CODES_PER_IP_HOUR,
    webDist: e.WEB_DIST ? path.resolve(cwd, e.WEB_DIST) : path.resolve(SERVER_ROOT, '../web/dist'),
    mediaDir: path.join(SERVER_ROOT, 'media'),
    mapTileHosts: e.MAP_TILE_HOSTS,
    metricaOrigins: e.METRICA_ORIGINS,
    corsOrigins: e.CORS_ORIGINS,
    seedDemoData: e.SEED_DEMO_DATA,
    clockStart: e.CLOCK_START ? new Date(e.CLOCK_START) : null,
    trustProxy: e.TRUST_PROXY,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    sessionMaxDays: e.SESSION_MAX_DAYS,
    demoCopyTtlHours: e.DEMO_COPY_TTL_HOURS,
    mode: e.SK_MODE,
    fileStore: fileStore.config,
    sms: { providerUrl: smsProviderUrl, apiId: e.SMS_API_ID ?? SMS_EMULATOR_API_ID },
    // Showing codes is a property of the emulator: never with a real gateway.
    demoShowCodes: e.DEMO_SHOW_CODES && smsProviderUrl === undefined,
    demoLogin: e.DEMO_LOGIN ?? e.SK_MODE === 'embedded',
    publicBaseUrl,
    paymentReturnOrigins,
    sberid: {
      issuerUrl: e.SBERID_ISSUER_URL,
      endpoints:
        e.SBERID_AUTHORIZATION_URL && e.SBERID_TOKEN_URL && e.SBERID_USERINFO_URL
          ? {
              authorization: e.SBERID_AUTHORIZATION_URL,
              token: e.SBERID_TOKEN_URL,
              userinfo: e.SBERID_USERINFO_URL,
            }
          : undefined,
      clientId: e.SBERID_CLIENT_ID ?? SBERID_EMULATOR_CLIENT.clientId,
      clientSecret: e.SBERID_CLIENT_SECRET ?? SBERID_EMULATOR_CLIENT.clientSecret,
      webRedirectUri: e.SBERID_REDIRECT_URI ?? `${publicBaseUrl}/deeplink/sberID`,
      tls:
        e.SBERID_TLS_CERT_FILE && e.SBERID_TLS_KEY_FILE
          ? {
              certFile: e.SBERID_TLS_CERT_FILE,
              keyFile: e.SBERID_TLS_KEY_FILE,
              caFile: e.SBERID_TLS_CA_FILE,
            }
          : undefined,
      completedUrl: e.SBERID_COMPLETED_URL,
    },
    dgis: { key: e.DGIS_KEY, apiUrl: e.DGIS_API_URL.replace(/\/+$/, '') },
    mapTiles: { url: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    mapIndexTtlSeconds: e.MAP_INDEX_TTL_SECONDS,
    sweepSeconds: e.SWEEP_SECONDS,
    payments: payments.config,
    appLinks: appLinksConfig(e),
    qrKeyFile: e.QR_SIGNING_KEY_FILE ?? path.join(dataDir, 'qr-signing-key.json'),
    demoSessionDays: e.DEMO_SESSION_DAYS,
    pgliteTemplateDir: e.PGLITE_TEMPLATE_DIR
      ? path.resolve(cwd, e.PGLITE_TEMPLATE_DIR)
      : path.resolve(SERVER_ROOT, '../../node_modules/.cache/sportkarta/pglite-template'),
    push: push.config,
  };
}
