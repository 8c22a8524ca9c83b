import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import * as s from '../src/db/schema';
import { beginTemplateCopy } from '../src/db/template-copy';
import { photoKey } from '../src/lib/photo-store';
import { testClock } from './clock';
import { createTestApp, uploadsDirOf, type TestApp } from './test-app';
import { testConfig } from './test-config';

// Issue 27: `npm start` on an empty data folder copies a prebuilt template (migrated, with the
// undated half of the demo seed) instead of running initdb, every migration and the whole seed.
// What a visitor can see must not differ from a plain first start, and none of it may be seen
// half-made: the API answers only once the copy and the dated rows are in.

const NOW = '2026-11-25T11:00:00+03:00';

/** What a visitor of the demo can see, table by table. */
async function demoCounts(app: FastifyInstance): Promise<Record<string, number>> {
  const tables = {
    complexes: s.complexes,
    places: s.places,
    policyFiles: s.policyFiles,
    ratings: s.ratings,
    gazetteer: s.gazetteer,
    services: s.services,
    scheduledEvents: s.scheduledEvents,
    eventSessions: s.eventSessions,
    servicePackages: s.servicePackages,
    sections: s.sections,
    creations: s.creations,
    creationSessions: s.creationSessions,
    events: s.events,
    users: s.users,
    friendships: s.friendships,
    venueStaff: s.venueStaff,
    news: s.news,
    featureFlags: s.featureFlags,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await app.db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? -1;
  }
  return counts;
}

/**
 * The real start's app (server.ts asks for the template) on an empty data folder; `early`: with
 * the copy begun before the app is built, as server.ts begins it when the template exists.
 */
async function startFromEmpty(templateDir: string, early: 'early' | 'in-app' = 'in-app') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sk-template-start-'));
  const config = testConfig(dataDir, undefined, { PGLITE_TEMPLATE_DIR: templateDir });
  const copy =
    early === 'early'
      ? beginTemplateCopy(templateDir, {
          pgliteDir: path.join(dataDir, 'pglite'),
          uploadsDir: uploadsDirOf(config),
        })
      : null;
  if (early === 'early') expect(copy).not.toBeNull();
  const app = await buildApp(config, {
    logger: false,
    clock: testClock(NOW),
    waitForDatabase: false,
    pgliteTemplate: copy ?? true,
  });
  return {
    app,
    config,
    cleanup: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const serviceTypes = (app: FastifyInstance) =>
  app.inject({ method: 'GET', url: '/v1/mob/service-types?complexId=1' });

describe('a cold start from the database template', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'sk-template-root-'));
  let plain: TestApp;
  let expected: Record<string, number>;
  beforeAll(async () => {
    // The baseline: the suites' own start (the undated seed, then the dated rows at this clock).
    plain = await createTestApp('pglite', { clock: testClock(NOW) });
    await plain.app.ready();
    expected = await demoCounts(plain.app);
  });
  afterAll(async () => {
    await plain?.cleanup();
    rmSync(root, { recursive: true, force: true });
  });

  // Building the template is a whole first start (initdb, migrations, the undated seed).
  const BUILD_TIMEOUT = 120_000;

  it(
    'builds the template once and starts with the same demo, whole before the API answers',
    async () => {
      const start = await startFromEmpty(path.join(root, 'templates'));
      try {
        // Asked while the template is still being built: the answer waits for the whole seed.
        const early = await serviceTypes(start.app);
        expect(early.statusCode).toBe(200);
        expect(early.json()).toEqual((await serviceTypes(plain.app)).json());
        expect(await demoCounts(start.app)).toEqual(expected);
        expect(expected.eventSessions).toBeGreaterThan(0);
        // The seeded people's photos came with the copy: every photo a row names is a file.
        const photos = await start.app.db
          .select({ photo: s.users.photo })
          .from(s.users)
          .where(isNotNull(s.users.photo));
        expect(photos.length).toBeGreaterThan(0);
        for (const { photo } of photos) {
          expect(existsSync(path.join(uploadsDirOf(start.config), photoKey(photo!)))).toBe(true);
        }
        expect(readdirSync(path.join(root, 'templates'))).toHaveLength(1);
      } finally {
        await start.cleanup();
      }
    },
    BUILD_TIMEOUT,
  );

  it('copies the template it built for every later empty data folder, without rebuilding it', async () => {
    const templates = path.join(root, 'templates');
    const [key] = readdirSync(templates);
    const built = statSync(path.join(templates, key!, 'pglite', 'PG_VERSION')).mtimeMs;
    const start = await startFromEmpty(templates);
    try {
      expect((await serviceTypes(start.app)).statusCode).toBe(200);
      expect(await demoCounts(start.app)).toEqual(expected);
      expect(readdirSync(templates)).toEqual([key]);
      expect(statSync(path.join(templates, key!, 'pglite', 'PG_VERSION')).mtimeMs).toBe(built);
    } finally {
      await start.cleanup();
    }
  });

  it('begun before the app is built (server.ts), the copy gives the same demo, photos and all', async () => {
    const templates = path.join(root, 'templates');
    const start = await startFromEmpty(templates, 'early');
    try {
      expect((await serviceTypes(start.app)).json()).toEqual(
        (await serviceTypes(plain.app)).json(),
      );
      expect(await demoCounts(start.app)).toEqual(expected);
      const [withPhoto] = await start.app.db
        .select({ photo: s.users.photo })
        .from(s.users)
        .where(isNotNull(s.users.photo));
      expect(existsSync(path.join(uploadsDirOf(start.config), photoKey(withPhoto!.photo!)))).toBe(
        true,
      );
    } finally {
      await start.cleanup();
    }
  });

  it('begins no early copy without a built template or into a folder already in use', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sk-template-none-'));
    try {
      const target = { pgliteDir: path.join(dataDir, 'pglite'), uploadsDir: dataDir };
      expect(beginTemplateCopy(path.join(root, 'no-templates-here'), target)).toBeNull();
      mkdirSync(target.pgliteDir);
      writeFileSync(path.join(target.pgliteDir, 'PG_VERSION'), '17');
      expect(beginTemplateCopy(path.join(root, 'templates'), target)).toBeNull();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it(
    'starts as before when the template cannot be made',
    async () => {
      // A file where the template folder should be: nothing can be built there.
      const blocked = path.join(root, 'not-a-folder');
      writeFileSync(blocked, '');
      const start = await startFromEmpty(blocked);
      try {
        expect((await serviceTypes(start.app)).statusCode).toBe(200);
        expect(await demoCounts(start.app)).toEqual(expected);
      } finally {
        await start.cleanup();
      }
    },
    BUILD_TIMEOUT,
  );
});
