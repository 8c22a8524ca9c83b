import http from 'node:http';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { beginTemplateCopy } from './db/template-copy';
import { clockFrom, systemClock } from './lib/clock';
import { buildPageApp } from './page-app';

/** How long in-flight requests get to finish after SIGTERM before the process gives up. */
const SHUTDOWN_GRACE_MS = 10_000;
/** Fastify's own default, which a server made outside Fastify (serverFactory) must set itself. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

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
const clock = config.clockStart ? clockFrom(config.clockStart) : systemClock;
// An empty embedded data folder becomes a copy of the prebuilt database template from the
// first moment, on a thread of its own, while the modules below load (issue 27, a cold start).
const templateCopy =
  !config.databaseUrl && config.seedDemoData && config.fileStore.kind === 'folder'
    ? beginTemplateCopy(config.pgliteTemplateDir, {
        pgliteDir: path.join(config.dataDir, 'pglite'),
        uploadsDir: config.fileStore.dir,
      })
    : null;

// One HTTP server for the life of the process, answered first by the page app (page-app.ts:
// the web build, while the rest of the modules load) and then by the whole app (issue 27: the
// page within two seconds of a cold start). A request the page app does not serve waits for the
// whole app, as it would have waited for the server to listen.
let answer: http.RequestListener = () => undefined;
/** Set by a stop: the connections still open are drained (drain() below). */
let stopping = false;
const underWay = new Set<http.ServerResponse>();
const server = http.createServer((request, response) => {
  if (stopping) {
    // A request on a kept-alive connection after the stop began (a balancer's pool reuses its
    // connections): refused the way Fastify's return503OnClosing would, and the connection
    // closed, so that the balancer sends it to another process (issue 26's balancer test).
    response.writeHead(503, { connection: 'close', 'retry-after': '1' }).end();
    return;
  }
  underWay.add(response);
  response.once('close', () => {
    underWay.delete(response);
    // Its connection is idle now: closed at once instead of after the keep-alive timeout.
    if (stopping) setImmediate(() => server.closeIdleConnections());
  });
  answer(request, response);
});
server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;

let pageHandler: http.RequestListener = () => undefined;
const page = await buildPageApp(config, {
  clock,
  serverFactory: (handler) => {
    pageHandler = handler;
    return server;
  },
});
const log = page.app.log;
const waiting: [http.IncomingMessage, http.ServerResponse][] = [];
answer = (request, response) => {
  if (page.serves(request)) pageHandler(request, response);
  else waiting.push([request, response]);
};

// Listen before the database is up: the web app is served while an empty data folder becomes a
// copy of the prebuilt template (built first when missing, db/pglite-template.ts) and the dated
// demo rows are added (the cold-start goal of issues 2 §8 and 27); API requests wait for
// `app.dbReady`.
let app: FastifyInstance | undefined;
let appBuilt: Promise<FastifyInstance> | undefined = undefined; // set once it listens

// Graceful shutdown (issue 2 §2): stop accepting, let in-flight requests finish, close the
// database (the db plugin's onClose hook), then exit 0.
closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
  if (err) log.error({ err }, 'непредвиденная ошибка, сервер останавливается');
  else log.info({ signal }, 'получен сигнал остановки: завершаем текущие запросы');
  await stop();
  log.info('сервер остановлен');
});

async function stop(): Promise<void> {
  // New connections are refused; the answers under way finish first, and their connections
  // close after them: a balancer keeps its connections alive (nginx's upstream `keepalive`) and
  // would otherwise go on sending requests over them until the grace ran out.
  stopping = true;
  for (const response of underWay)
    if (!response.headersSent) response.setHeader('connection', 'close');
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  for (const [, response] of waiting.splice(0)) response.writeHead(503).end();
  // Long-lived answers (live seats) never finish by themselves: the close would wait for them
  // until the grace ran out and the process exited 1 (issue 26's balancer test). Ended now, their
  // clients reconnect — through the balancer, to another process.
  for (const end of [...(app?.openStreams ?? [])]) end();
  await closed;
  // A stop during the start lets the database finish what it began (plugins/db.ts).
  await (app ?? (await appBuilt?.catch(() => undefined)))?.close();
  await page.app.close();
}

try {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: config.port, host: config.host }, () => {
      server.off('error', reject);
      resolve();
    });
  });
} catch (err) {
  log.error({ err }, 'не удалось запустить сервер');
  await page.app.close();
  process.exit(1);
}
const address = server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
log.info(
  { engine: config.databaseUrl ? 'postgres' : 'pglite', dataDir: config.dataDir },
  `Спорткарта работает: http://localhost:${port}`,
);

let appHandler: http.RequestListener = () => undefined;
// Begun at once, so that a stop from now on waits for the whole app and closes it (stop()).
appBuilt = (async () => {
  const { buildApp } = await import('./app');
  return buildApp(config, {
    clock,
    loggerInstance: log,
    serverFactory: (handler) => {
      appHandler = handler;
      return server;
    },
    waitForDatabase: false,
    pgliteTemplate: templateCopy ?? true,
    sessionsAfterReady: true,
  });
})();
try {
  const built = await appBuilt;
  await built.ready();
  app = built;
  answer = appHandler;
  for (const [request, response] of waiting.splice(0)) appHandler(request, response);
} catch (err) {
  log.fatal({ err }, 'приложение не собралось');
  await stop();
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
  await stop();
  process.exit(1);
}
// The demo's sessions beyond the first two weeks: a failure leaves the demo shorter, not down.
{
  const started = performance.now();
  const running = app;
  running.seeded.then(
    () =>
      // A stop during the top-up ends it early: the next start writes the days left.
      stopping ||
      running.log.info(
        { ms: Math.round(performance.now() - started) },
        'демо-сеансы добавлены на весь горизонт продаж',
      ),
    (err: unknown) => running.log.error({ err }, 'не удалось добавить демо-сеансы после старта'),
  );
}
