import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from './client';
import { copyTemplate, templateKey, type TemplateTarget } from './template-copy';
import { folderFileStore } from '../lib/file-store/folder';
import { seedDemoBase } from './seed/index';

// A cold start on an empty data folder used to spend most of its time on work that is the same
// every time: PGlite's initdb, every migration and the undated half of the demo seed (venues with
// their policy PDFs, the catalogue, the demo people's photos) — issue 27. That work is done once
// into a template (a PGlite data dir and the photos it names), and an empty data folder starts as
// a copy of it; the start then runs the migrator and the seed as always, which find nothing to
// do but the dated rows. A template built from older sources is harmless by design: it is a
// database an earlier version seeded, which every start knows how to bring up to date; the key
// below only decides when it is rebuilt to keep the start fast.

/**
 * Builds the template for `key` under `root` unless it is there: initdb, the migrations and
 * `seedDemoBase` in a folder of its own, renamed into place when complete, so a start that runs
 * at the same time never copies half of one (the one that renames second drops its copy).
 */
export async function ensureTemplate(root: string, key: string = templateKey()): Promise<string> {
  const dir = path.join(root, key);
  if (existsSync(dir)) return dir;
  await mkdir(root, { recursive: true });
  const building = path.join(root, `.build-${randomBytes(6).toString('hex')}`);
  try {
    const database = await openDatabase({ pgliteDir: path.join(building, 'pglite') });
    try {
      await seedDemoBase(database.db, {
        fileStore: folderFileStore(path.join(building, 'uploads')),
      });
    } finally {
      await database.close();
    }
    await rename(building, dir).catch((err: NodeJS.ErrnoException) => {
      if (!existsSync(dir)) throw err; // another start finished first: its copy is as good
    });
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  await pruneTemplates(root, key);
  return dir;
}

/** Old keys' templates go, and builds abandoned over an hour ago (a killed start). */
async function pruneTemplates(root: string, keep: string): Promise<void> {
  const hourAgo = Date.now() - 3_600_000;
  for (const name of await readdir(root)) {
    if (name === keep) continue;
    const p = path.join(root, name);
    if (name.startsWith('.build-') && (await stat(p)).mtimeMs > hourAgo) continue;
    await rm(p, { recursive: true, force: true });
  }
}

/**
 * Makes an empty data folder a copy of the template (built first when missing: `onBuild` is told).
 * PGlite opens the folder once this resolves (client.ts), so the server serves the web app
 * meanwhile. The copy is renamed into place whole: on a failure the folder is left empty, and
 * PGlite runs initdb in it as it would without a template.
 */
export async function startFromTemplate(
  root: string,
  target: TemplateTarget,
  onBuild?: () => void,
): Promise<void> {
  const key = templateKey();
  if (!existsSync(path.join(root, key))) onBuild?.();
  const dir = await ensureTemplate(root, key);
  await copyTemplate(dir, target);
}
