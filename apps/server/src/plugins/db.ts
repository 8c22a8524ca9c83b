import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle over PGlite or PostgreSQL: repositories take it as their first argument. */
    db: Db;
    database: Database;
    /** Migrations and seed are done; rejects if they failed. */
    dbReady: Promise<void>;
    /**
     * The demo seed's later part is written too (app.ts `sessionsAfterReady`; otherwise it
     * settles with `dbReady`); rejects if it failed.
     */
    seeded: Promise<void>;
  }
}

/** Decorates the app with the database and closes it last on shutdown (issue 2 §2). */
export function registerDb(
  app: FastifyInstance,
  database: Database,
  dbReady: Promise<void>,
  seeded: Promise<void> = dbReady,
): void {
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('dbReady', dbReady);
  app.decorate('seeded', seeded);
  app.addHook('onClose', async (instance) => {
    // A shutdown during start-up lets migrations and seed finish rather than cut them short.
    await dbReady.catch(() => undefined);
    await seeded.catch(() => undefined);
    await database.close();
    instance.log.info({ engine: database.engine }, 'база данных закрыта');
  });
}

/** Routes registered after this hook wait until migrations and seed are done. */
export function waitForDatabase(scope: FastifyInstance): void {
  let ready = false;
  scope.dbReady.then(
    () => {
      ready = true;
    },
    () => undefined,
  );
  // Once the database is ready (nearly always) a plain callback: no promise per request.
  scope.addHook('onRequest', (_request, _reply, done) => {
    if (ready) {
      done();
      return;
    }
    scope.dbReady.then(() => done(), done);
  });
}
