import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { folderFileStore } from '../src/lib/file-store/folder';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { seedDemoBase } from '../src/db/seed/index';
import { createPostgresDatabase, postgresProblem } from './postgres-admin';
import { testConfig } from './test-config';

/** A data dir to copy, and on PostgreSQL the database to copy with it. */
export interface Template {
  dataDir: string;
  database?: string;
}

/** What a suite starts from (test-app.ts picks one per app). */
export interface TestTemplates {
  /** An initdb'd, empty PGlite data dir: a start from it runs every migration. */
  initdb: string;
  /** Migrated, with the keys a first start generates (JWT, QR, VAPID, Sber ID emulator). */
  pglite: { migrated: Template; seeded: Template };
  postgres?: { migrated: Template; seeded: Template };
}

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplates: TestTemplates;
  }
}

/** Migrations and the keys a first start writes into DATA_DIR, without the demo data. */
async function migrateWithKeys(dataDir: string, databaseUrl?: string): Promise<void> {
  const config = testConfig(dataDir, databaseUrl, { SEED_DEMO_DATA: 'false' });
  const app = await buildApp(config, { logger: false });
  await app.ready();
  await app.close();
}

/**
 * The part of the demo seed that does not depend on today (venues, their PDFs, the catalogue,
 * the demo people and their photos). Each suite's app tops up the dated rows (sessions, events,
 * games) at its own clock when it starts, as a fresh seed would.
 */
async function seedBase(dataDir: string, databaseUrl?: string): Promise<void> {
  const database = await openDatabase({
    databaseUrl,
    pgliteDir: path.join(dataDir, 'pglite'),
  });
  try {
    // Where testConfig puts the folder file store.
    await seedDemoBase(database.db, { fileStore: folderFileStore(path.join(dataDir, 'uploads')) });
  } finally {
    await database.close();
  }
}

async function pgliteTemplates(root: string, initdb: string): Promise<TestTemplates['pglite']> {
  const migrated = path.join(root, 'pglite-migrated');
  cpSync(initdb, migrated, { recursive: true });
  await migrateWithKeys(migrated);
  const seeded = path.join(root, 'pglite-seeded');
  cpSync(migrated, seeded, { recursive: true });
  await seedBase(seeded);
  return { migrated: { dataDir: migrated }, seeded: { dataDir: seeded } };
}

async function postgresTemplates(
  root: string,
  drops: (() => Promise<void>)[],
): Promise<TestTemplates['postgres']> {
  const migratedDb = await createPostgresDatabase();
  drops.push(migratedDb.drop);
  const migrated = path.join(root, 'postgres-migrated');
  mkdirSync(migrated);
  await migrateWithKeys(migrated, migratedDb.url);
  const seededDb = await createPostgresDatabase(migratedDb.name);
  drops.push(seededDb.drop);
  const seeded = path.join(root, 'postgres-seeded');
  cpSync(migrated, seeded, { recursive: true });
  await seedBase(seeded, seededDb.url);
  return {
    migrated: { dataDir: migrated, database: migratedDb.name },
    seeded: { dataDir: seeded, database: seededDb.name },
  };
}

/**
 * Builds what every server suite starts from once per run (issue 23): PGlite's initdb, the
 * migrations, the keys and the costly part of the demo seed took most of each suite's start
 * when every file did them again. Each suite copies a template: the PGlite files, or a
 * PostgreSQL database with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = mkdtempSync(path.join(tmpdir(), 'sk-test-templates-'));
  const drops: (() => Promise<void>)[] = [];
  const teardown = async () => {
    await Promise.all(drops.map((drop) => drop().catch(() => undefined)));
    rmSync(root, { recursive: true, force: true });
  };
  try {
    const initdb = path.join(root, 'initdb');
    mkdirSync(initdb);
    const pg = await PGlite.create(path.join(initdb, 'pglite'));
    await pg.close();
    const problem = await postgresProblem();
    // PGlite's templates even when the suites run on PostgreSQL (the clock runs): a few suites
    // are about the server rather than the engine and start on PGlite always.
    const [pglite, postgres] = await Promise.all([
      pgliteTemplates(root, initdb),
      problem === null ? postgresTemplates(root, drops) : undefined,
    ]);
    project.provide('testTemplates', {
      initdb,
      pglite,
      ...(postgres ? { postgres } : {}),
    });
  } catch (err) {
    await teardown();
    throw err;
  }
  return teardown;
}
