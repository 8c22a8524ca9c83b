import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import { createBaseApp, registerCors } from './base-app';
import type { AppConfig } from './config';
import { createFileStore } from './lib/file-store/create';
import { connectDatabase, type Database } from './db/client';
import { startFromTemplate } from './db/pglite-template';
import type { TemplateCopy } from './db/template-copy';
import { seedDemo, seedDemoLater, SESSIONS_BEFORE_READY } from './db/seed/index';
import { SMS_EMULATOR_PREFIX, smsEmulatorRoutes } from './emulators/sms/routes';
import { loadOrCreateEmulatorKeys } from './emulators/sberid/keys';
import { createSberIdEmulator } from './emulators/sberid/provider';
import { registerSberIdEmulator } from './emulators/sberid/routes';
import type { SberIdClient } from './integrations/sberid/client';
import { createSberId, emulatorIssuer } from './integrations/sberid/index';
import { createSmsSender } from './integrations/sms/index';
import type { SmsSender } from './integrations/sms/smsru';
import { agreementsRoutes } from './modules/agreements/routes';
import { appLinksRoutes } from './modules/app-links/routes';
import { registerDemoSeal } from './modules/auth/demo-seal';
import { authRoutes, restoreSessionRoutes } from './modules/auth/routes';
import { catalogueV1Routes, catalogueV2Routes } from './modules/catalogue/routes';
import { childrenRoutes } from './modules/children/routes';
import { offerFreedPlaces } from './modules/sections/waitlist';
import { registerOrderSweeper } from './modules/orders/sweeper';
import { registerPurchasesSweeper } from './modules/purchases/sweeper';
import { checkoutV1Routes, checkoutV2Routes } from './modules/orders/routes';
import { paymentNotificationRoutes } from './modules/payments/notification-routes';
import { registerPaymentReconciler } from './modules/payments/reconciler';
import { paymentRoutes } from './modules/payments/routes';
import { purchaseCalendarRoutes } from './modules/purchase-calendar/routes';
import { sectionsRoutes } from './modules/sections/routes';
import { permitDocsRoutes } from './modules/permit-docs/routes';
import { creationsRoutes } from './modules/creations/routes';
import { applicationsRoutes } from './modules/applications/routes';
import { friendsRoutes } from './modules/friends/routes';
import { purchasesRoutes } from './modules/purchases/routes';
import { checkInRoutes } from './modules/check-in/routes';
import { checkInListRoutes } from './modules/check-in/lists-routes';
import { registerNonceSweeper } from './modules/check-in/nonce-sweeper';
import { staffAuditRoutes } from './modules/staff-audit/routes';
import { staffTeamRoutes } from './modules/staff-team/routes';
import { staffRolesRoutes } from './modules/staff/routes';
import { venueOrderRoutes } from './modules/venue-orders/routes';
import { venueCoachRoutes } from './modules/venue-coaches/routes';
import { venueSectionRoutes } from './modules/venue-sections/routes';
import { venueSessionRoutes } from './modules/venue-sessions/routes';
import { venueSeriesRoutes } from './modules/venue-sessions/series-routes';
import { venueCatalogueRoutes } from './modules/venue-catalogue/routes';
import { venueSectionsEditorRoutes } from './modules/venue-sections-editor/routes';
import { venueLayoutsRoutes } from './modules/venue-layouts/routes';
import { venuePackagesRoutes } from './modules/venue-packages/routes';
import { venuePlacesRoutes } from './modules/venue-places/routes';
import { venueMoneyRoutes } from './modules/venue-money/routes';
import { venuePolicyRoutes } from './modules/venue-policies/routes';
import { venueReportRoutes } from './modules/venue-reports/routes';
import { registerStaffGuard } from './plugins/staff-guard';
import { servicePackagesRoutes } from './modules/service-packages/routes';
import { refundRoutes } from './modules/refunds/routes';
import { taxRoutes } from './modules/tax/routes';
import { setUpNotifications } from './modules/notifications/plugin';
import { loadQrSigner } from './lib/qr-signing';
import { createPaymentGateways } from './integrations/payments/index';
import { registerPaymentEmulators } from './emulators/payments/index';
import { PUSH_EMULATOR_PREFIX, registerPushEmulator } from './emulators/push/routes';
import { lastSmsTo } from './emulators/sms/repository';
import { eventsRoutes } from './modules/events/routes';
import { userEventsRoutes } from './modules/user-events/routes';
import { geocoderRoutes } from './modules/geocoder/routes';
import { mapRoutes } from './modules/map/routes';
import { placesRoutes } from './modules/places/routes';
import { ratingsRoutes } from './modules/ratings/routes';
import { sberidLogoutRoutes, sberidRoutes } from './modules/sberid/routes';
import { supportRoutes } from './modules/support/routes';
import { userRoutes } from './modules/users/routes';
import { accountRoutes } from './modules/account/routes';
import { healthRoutes } from './modules/health/routes';
import { staticFilesRoutes } from './modules/static-files/routes';
import { togglesRoutes } from './modules/toggles/routes';
import { registerDemoSweeper } from './modules/auth/demo-sweeper';
import { DEMO_COPY_STEPS } from './demo-copy-steps';
import { registerVenueIndex } from './modules/venue-index';
import { versionRoutes } from './modules/version/routes';
import { ERROR_MESSAGES } from './errors';
import { trackRoutes } from './lib/allowed-methods';
import { clockFrom, systemClock, type Clock } from './lib/clock';
import { registerAuth } from './plugins/auth';
import { registerDb, waitForDatabase } from './plugins/db';
import { sendNotFound } from './plugins/error-handler';
import { registerApiRateLimit } from './plugins/rate-limit';
import { registerSecurity } from './plugins/security';
import { firstScreenSender } from './plugins/first-screen-sender';
import { registerStaticWeb } from './plugins/static-web';
import { registerSwagger } from './plugins/swagger';

export interface BuildAppOptions {
  /** Overrides pino's settings (tests pass `false`). */
  logger?: FastifyServerOptions['logger'];
  /** An already connected database; by default one is connected from the config. */
  database?: Database;
  /**
   * Resolve only when migrations and seed are done (default). server.ts passes `false` to
   * listen at once and serve the web app while a fresh PGlite runs initdb; requests that need
   * the database wait for `app.dbReady`.
   */
  waitForDatabase?: boolean;
  /** What "now" is for the app (lib/clock.ts); tests pass the clock they mean. */
  clock?: Clock;
  /**
   * An empty embedded data folder starts as a copy of the prebuilt database template in
   * `config.pgliteTemplateDir` (db/pglite-template.ts), built there first when missing.
   * server.ts asks for it, with the copy already begun when it could (template-copy.ts);
   * tests start from their own templates.
   */
  pgliteTemplate?: boolean | TemplateCopy;
  /**
   * server.ts: the demo's sessions past the first two weeks are written right after the
   * database is ready, not before (issue 27, a cold start); `app.seeded` settles then.
   */
  sessionsAfterReady?: boolean;
  /** The embedded database opens once this settles (server.ts: once the app listens). */
  openDatabaseAfter?: Promise<void>;
  /** server.ts: the app answers on the server that already serves the page (page-app.ts). */
  serverFactory?: FastifyServerOptions['serverFactory'];
  /** server.ts: the page app's logger, so both write one log. */
  loggerInstance?: FastifyBaseLogger;
}

/**
 * Builds the whole app without listening (fastify/demo: app.ts builds, server.ts listens).
 * The returned instance is not yet `ready()`, so tests may add routes to it.
 */
export async function buildApp(
  config: AppConfig,
  opts: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const clock = opts.clock ?? (config.clockStart ? clockFrom(config.clockStart) : systemClock);
  const app = createBaseApp(config, {
    logger: opts.logger,
    loggerInstance: opts.loggerInstance,
    serverFactory: opts.serverFactory,
    clock,
  });

  const files = await createFileStore(config.fileStore);
  app.decorate('files', files);
  const pgliteDir = path.join(config.dataDir, 'pglite');
  const uploadsDir = config.fileStore.kind === 'folder' ? config.fileStore.dir : null;
  // A copy of the current template already holds the undated half of the demo seed.
  let baseSeeded = false;
  const early = typeof opts.pgliteTemplate === 'object' ? opts.pgliteTemplate : null;
  const copied = early?.then((result) => {
    baseSeeded = result.copied;
    if (!result.copied) templateRefused(app, result.err);
  });
  const database =
    opts.database ??
    connectDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir,
      openAfter: copied
        ? Promise.all([copied, opts.openDatabaseAfter]).then(() => undefined)
        : opts.openDatabaseAfter,
      // Only with the demo: the template holds its undated half.
      prepareFreshDir:
        // The template's photos are files in its folder: only for the folder store.
        !early && opts.pgliteTemplate && config.seedDemoData && uploadsDir
          ? async () => {
              baseSeeded = await fromTemplate(app, config, uploadsDir, pgliteDir);
            }
          : undefined,
    });
  const seedOptions = () => ({
    baseSeeded,
    now: clock.now(),
    sessionDays: config.demoSessionDays,
    sessionsFirst: opts.sessionsAfterReady ? SESSIONS_BEFORE_READY : undefined,
    fileStore: files,
  });
  const dbReady = database.migrated.then(async () => {
    if (!config.seedDemoData) return;
    // One process at a time: the seed is idempotent, not safe side by side.
    await database.exclusive(() => seedDemo(database.db, seedOptions()));
  });
  dbReady.catch(() => undefined); // awaited below or by server.ts
  // A shutdown does not wait for the whole top-up: the step under way ends it.
  const shutdown = new AbortController();
  app.addHook('preClose', (done) => {
    shutdown.abort();
    done();
  });
  const seeded = dbReady.then(async () => {
    if (!config.seedDemoData || !opts.sessionsAfterReady) return;
    await database.exclusive(() =>
      seedDemoLater(database.db, { ...seedOptions(), signal: shutdown.signal }),
    );
  });
  seeded.catch(() => undefined); // awaited by server.ts and on close
  registerDb(app, database, dbReady, seeded);
  try {
    await registerEverything(app, config, database);
    if (opts.waitForDatabase !== false) await dbReady;
  } catch (err) {
    await app.close();
    throw err;
  }
  return app;
}

/**
 * The template's copy (true), or on any failure the plain first start: initdb, migrations and
 * the whole seed (false).
 */
async function fromTemplate(
  app: FastifyInstance,
  config: AppConfig,
  uploadsDir: string,
  pgliteDir: string,
): Promise<boolean> {
  const target = { pgliteDir, uploadsDir };
  try {
    await startFromTemplate(config.pgliteTemplateDir, target, () =>
      app.log.info(
        { dir: config.pgliteTemplateDir },
        'готовлю шаблон базы данных: один раз после установки или обновления',
      ),
    );
    return true;
  } catch (err) {
    templateRefused(app, err);
    return false;
  }
}

function templateRefused(app: FastifyInstance, err: unknown): void {
  app.log.warn({ err }, 'шаблон базы данных не подошёл: база создаётся с нуля');
}

/**
 * Unknown paths of an API scope: JSON 404 (405 for a known path with another method) from
 * inside the scope, so these answers are rate limited like the rest.
 */
function jsonNotFound(scope: FastifyInstance, allowedMethods: (url: string) => string[]): void {
  scope.setNotFoundHandler((request, reply) => {
    const allowed = allowedMethods(request.url);
    if (allowed.length === 0) return sendNotFound(reply);
    return reply
      .code(405)
      .header('allow', allowed.join(', '))
      .send({ code: 'METHOD_NOT_ALLOWED', message: ERROR_MESSAGES.METHOD_NOT_ALLOWED });
  });
}

async function registerEverything(
  app: FastifyInstance,
  config: AppConfig,
  database: Database,
): Promise<void> {
  await registerSecurity(app, config);
  await registerCors(app, config);
  await registerSwagger(app);
  registerAuth(app, config);
  registerStaffGuard(app);
  // The venue index read by the list and the map: built, refreshed and stopped by its owner.
  registerVenueIndex(app, config);
  registerDemoSweeper(app, config, DEMO_COPY_STEPS);
  // Which acquirers are real: a demo login takes no capacity of a real venue (issue 26).
  registerDemoSeal(app, config.payments);
  // Created on first use: in the embedded mode it routes into this app (issue 3 SMS emulator).
  let sms: SmsSender | undefined;
  const smsSender = (): SmsSender => (sms ??= createSmsSender(app, config));
  // Sber ID adapter: the real provider, or the embedded emulator below (issue 3).
  let sberidClient: SberIdClient | undefined;
  const sberid = (): SberIdClient => (sberidClient ??= createSberId(app, config));
  // YooKassa and Sberbank adapters: the providers, or the emulators mounted below (issue 11).
  const paymentGateways = createPaymentGateways(app, config);
  // The Sber ID emulator's key is generated on the first start: begun here, on libuv's pool,
  // while the routes register, and awaited where the emulator is mounted.
  const emulatorKeys = config.sberid.issuerUrl
    ? undefined
    : loadOrCreateEmulatorKeys(config.dataDir);
  emulatorKeys?.catch(() => undefined); // awaited below
  const qrSigner = await loadQrSigner(config.qrKeyFile);

  await app.register(
    async (v1) => {
      waitForDatabase(v1);
      await registerApiRateLimit(v1, { db: database.db, ...config.rateLimit });
      const allowedMethods = trackRoutes(v1);
      await v1.register(versionRoutes);
      await v1.register(togglesRoutes(config));
      await v1.register(
        authRoutes({
          config,
          sms: smsSender,
          lastSms: lastSmsTo,
          demoCopySteps: DEMO_COPY_STEPS,
        }),
      );
      await v1.register(userRoutes());
      await v1.register(accountRoutes());
      await v1.register(childrenRoutes({ placeFreed: offerFreedPlaces }));
      await v1.register(agreementsRoutes);
      await v1.register(supportRoutes);
      await v1.register(sberidRoutes({ config, sberid }));
      // Discovery (issue 4).
      await v1.register(placesRoutes);
      await v1.register(ratingsRoutes(config));
      await v1.register(mapRoutes(config));
      await v1.register(geocoderRoutes(config));
      await v1.register(eventsRoutes(config));
      // A person's own games and trainings (issue 14).
      await v1.register(userEventsRoutes);
      // Commerce (issue 10).
      await v1.register(catalogueV1Routes);
      await v1.register(checkoutV1Routes);
      // Paying (issue 11) and what was bought (issue 12).
      await v1.register(paymentRoutes({ config, gateways: paymentGateways }));
      await v1.register(purchasesRoutes({ signer: qrSigner }));
      await v1.register(checkInRoutes({ signer: qrSigner }));
      await v1.register(staffRolesRoutes);
      await v1.register(checkInListRoutes);
      await v1.register(staffTeamRoutes);
      await v1.register(staffAuditRoutes);
      await v1.register(venueOrderRoutes({ config, gateways: paymentGateways }));
      await v1.register(venueSectionRoutes);
      await v1.register(venueCoachRoutes);
      await v1.register(venueSessionRoutes({ config, gateways: paymentGateways }));
      await v1.register(venueSeriesRoutes({ config, gateways: paymentGateways }));
      await v1.register(venueCatalogueRoutes);
      await v1.register(venueSectionsEditorRoutes);
      await v1.register(venueLayoutsRoutes);
      await v1.register(venuePlacesRoutes);
      await v1.register(venuePackagesRoutes);
      await v1.register(venuePolicyRoutes);
      await v1.register(venueReportRoutes);
      await v1.register(venueMoneyRoutes({ gateways: paymentGateways }));
      await v1.register(servicePackagesRoutes({ signer: qrSigner }));
      await v1.register(refundRoutes({ config, gateways: paymentGateways }));
      await v1.register(purchaseCalendarRoutes);
      // Sections and coaches (issue 13).
      await v1.register(sectionsRoutes);
      // People (issue 14): permit documents.
      await v1.register(permitDocsRoutes());
      // The poster and the person's applications (issue 14).
      await v1.register(creationsRoutes);
      await v1.register(applicationsRoutes);
      // Friends (issue 14).
      await v1.register(friendsRoutes);
      jsonNotFound(v1, allowedMethods);
    },
    { prefix: '/v1' },
  );

  // The calls the spec gives under /v2 (issue 10), scoped like /v1.
  await app.register(
    async (v2) => {
      waitForDatabase(v2);
      await registerApiRateLimit(v2, { db: database.db, ...config.rateLimit });
      const allowedMethods = trackRoutes(v2);
      await v2.register(catalogueV2Routes);
      await v2.register(checkoutV2Routes);
      jsonNotFound(v2, allowedMethods);
    },
    { prefix: '/v2' },
  );
  // The tax-deduction certificate (issue 12): spec §7.1 gives it under /service-docs.
  await app.register(
    async (docs) => {
      waitForDatabase(docs);
      await registerApiRateLimit(docs, { db: database.db, ...config.rateLimit });
      const allowedMethods = trackRoutes(docs);
      await docs.register(taxRoutes);
      jsonNotFound(docs, allowedMethods);
    },
    { prefix: '/service-docs' },
  );
  // Notifications and push (issue 14): spec §7.1 gives them under /service/v1/notify.
  // The push emulator (embedded mode) is mounted here and handed to the notifications by its
  // address: modules do not import emulators (docs/architecture.md).
  let pushEmulatorBase: string | undefined;
  if (config.push.emulated) {
    await registerPushEmulator(app, config.publicBaseUrl);
    pushEmulatorBase = `${config.publicBaseUrl}${PUSH_EMULATOR_PREFIX}/`;
  }
  const notifyRoutes = setUpNotifications(app, config, pushEmulatorBase);
  await app.register(
    async (notify) => {
      waitForDatabase(notify);
      await registerApiRateLimit(notify, { db: database.db, ...config.rateLimit });
      const allowedMethods = trackRoutes(notify);
      await notify.register(notifyRoutes);
      jsonNotFound(notify, allowedMethods);
    },
    { prefix: '/service/v1/notify' },
  );
  registerOrderSweeper(app, config);
  registerPurchasesSweeper(app, config);
  registerNonceSweeper(app, config);
  // The providers' webhooks and callbacks: outside the rate limit (they retry on anything but 200).
  await app.register(
    async (scope) => {
      waitForDatabase(scope);
      await scope.register(paymentNotificationRoutes({ config, gateways: paymentGateways }));
    },
    { prefix: '/v1/payments' },
  );
  registerPaymentReconciler(app, config, paymentGateways);
  await registerPaymentEmulators(app, config);

  await app.register(async (root) => {
    waitForDatabase(root);
    await registerApiRateLimit(root, { db: database.db, ...config.rateLimit });
    await root.register(restoreSessionRoutes(config));
    await root.register(sberidLogoutRoutes({ config, sberid }));
  });
  if (!config.sms.providerUrl) {
    await app.register(
      async (emulator) => {
        waitForDatabase(emulator);
        await emulator.register(smsEmulatorRoutes({ apiId: config.sms.apiId }));
      },
      { prefix: SMS_EMULATOR_PREFIX },
    );
  }

  if (emulatorKeys) {
    const keys = await emulatorKeys;
    let emulator: ReturnType<typeof createSberIdEmulator> | undefined;
    await registerSberIdEmulator(app, () => {
      emulator ??= createSberIdEmulator({
        issuer: emulatorIssuer(config),
        clientId: config.sberid.clientId,
        clientSecret: config.sberid.clientSecret,
        webRedirectUri: config.sberid.webRedirectUri,
        keys,
        trustProxy: config.trustProxy,
      });
      return emulator;
    });
  }

  await app.register(async (files) => {
    waitForDatabase(files);
    await files.register(staticFilesRoutes);
  });
  await app.register(healthRoutes);
  await app.register(appLinksRoutes(config.appLinks));
  await registerStaticWeb(app, config, { firstScreen: firstScreenSender(app, config) });
}
