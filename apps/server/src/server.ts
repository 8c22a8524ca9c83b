import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';

/** How long in-flight requests get to finish after SIGTERM before the process gives up. */
const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

const config = readConfig();
// Listen before the database is up: the web app is served while an empty data folder becomes a
// copy of the prebuilt template (built first when missing, db/pglite-template.ts) and the dated
// demo rows are added (the cold-start goal of issues 2 §8 and 27); API requests wait for
// `app.dbReady`. PGlite opens only once the server listens: its long statements (the dated
// seed) then come after the listening instead of holding it back.
let listening = (): void => undefined;
const listened = new Promise<void>((resolve) => {
  listening = resolve;
});
const app = await buildApp(config, {
  waitForDatabase: false,
  pgliteTemplate: true,
  openDatabaseAfter: listened,
});

// Graceful shutdown (issue 2 §2): stop accepting, let in-flight requests finish, close the
// database (the db plugin's onClose hook), then exit 0.
closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
  listening(); // a stop before the listening: close() waits for the database, which waits for it
  if (err) app.log.error({ err }, 'непредвиденная ошибка, сервер останавливается');
  else app.log.info({ signal }, 'получен сигнал остановки: завершаем текущие запросы');
  await app.close();
  app.log.info('сервер остановлен');
});

try {
  await app.listen({ port: config.port, host: config.host });
  listening();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(
    { engine: app.database.engine, dataDir: config.dataDir },
    `Спорткарта работает: http://localhost:${port}`,
  );
} catch (err) {
  app.log.error({ err }, 'не удалось запустить сервер');
  listening(); // close() waits for the database, which waits for this
  await app.close();
  process.exit(1);
}

try {
  const started = performance.now();
  await app.dbReady;
  app.log.info(
    { engine: app.database.engine, ms: Math.round(performance.now() - started) },
    'база данных готова: миграции и демо-данные применены',
  );
} catch (err) {
  app.log.fatal({ err }, 'база данных недоступна или миграции не применились');
  await app.close();
  process.exit(1);
}
