import path from 'node:path';
import { loadConfig, type AppConfig } from '../src/config';

/** The configuration every server test app starts with; `env` adds to or overrides it. */
export function testConfig(
  dataDir: string,
  databaseUrl: string | undefined,
  env: Record<string, string> = {},
): AppConfig {
  return loadConfig(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dataDir, 'no-web-dist'),
      // Tests read what they just wrote: the venue index is re-checked on every request.
      MAP_INDEX_TTL_SECONDS: '0',
      // Periodic work (the hold sweeper) runs when a test asks, never on a timer.
      SWEEP_SECONDS: '0',
      RECONCILE_SECONDS: '0',
      // Pushes are sent when a test asks (deliverPushes), never on a timer.
      PUSH_SECONDS: '0',
      // A provider that does not answer is given up on quickly (fault tests).
      PAYMENT_TIMEOUT_MS: '500',
      // Tests make their own sessions; two days of demo sessions keep every start fast.
      DEMO_SESSION_DAYS: '2',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    dataDir,
  );
}
