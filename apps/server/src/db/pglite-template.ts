import { createHash, randomBytes } from 'node:crypto';
import { constants, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIGRATIONS_DIR, openDatabase } from './client';
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

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What the template is made of: the migrations, the schema and seed, and PGlite's version. */
const KEY_INPUTS = [
  path.join(MIGRATIONS_DIR, 'meta/_journal.json'),
  MIGRATIONS_DIR,
  path.join(SERVER_DIR, 'src/db'),
  path.join(SERVER_DIR, 'src/lib/photo-store.ts'),
  path.join(SERVER_DIR, 'src/lib/file-store'),
  path.join(SERVER_DIR, 'src/lib/text-pdf.ts'),
];

function keyFiles(p: string): string[] {
  const s = statSync(p, { throwIfNoEntry: false });
  if (!s) return [];
  if (!s.isDirectory()) return [p];
  return readdirSync(p, { withFileTypes: true })
    .filter((e) => (e.isDirectory() ? e.name !== 'meta' : /\.(sql|ts)$/.test(e.name)))
    .filter((e) => !e.name.endsWith('.test.ts'))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => keyFiles(path.join(p, e.name)));
}

/** A hash of the template's sources: a few milliseconds, computed at every start from empty. */
export function templateKey(): string {
  const hash = createHash('sha256');
  // The package does not export its package.json: read it beside the entry point.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(path.join(path.dirname(entry), '../package.json')));
  for (const file of KEY_INPUTS.flatMap(keyFiles)) {
    hash.update(`${path.relative(SERVER_DIR, file)}\n`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

export interface TemplateTarget {
  pgliteDir: string;
  uploadsDir: string;
}

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
 * Copies a folder tree: the folders here, the files on libuv's pool all at once (a reflink where
 * the file system has them). fs.cp took a second of this thread for PGlite's 1 400 files, this
 * a tenth of it. `overwrite: false` keeps a file already there.
 */
async function copyTree(from: string, to: string, overwrite = true): Promise<void> {
  const files: [string, string][] = [];
  const walk = (a: string, b: string): void => {
    mkdirSync(b, { recursive: true });
    for (const entry of readdirSync(a, { withFileTypes: true })) {
      const [x, y] = [path.join(a, entry.name), path.join(b, entry.name)];
      if (entry.isDirectory()) walk(x, y);
      else if (overwrite || !existsSync(y)) files.push([x, y]);
    }
  };
  walk(from, to);
  await Promise.all(files.map(([x, y]) => copyFile(x, y, constants.COPYFILE_FICLONE)));
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
  // The seeded people's photos first: the rows name them. A photo already there stays.
  if (existsSync(path.join(dir, 'uploads'))) {
    await copyTree(path.join(dir, 'uploads'), target.uploadsDir, false);
  }
  const copy = `${target.pgliteDir}.copy-${randomBytes(6).toString('hex')}`;
  try {
    await copyTree(path.join(dir, 'pglite'), copy);
    await rmdir(target.pgliteDir); // fails unless empty: nothing of anyone's is replaced
    await rename(copy, target.pgliteDir);
  } catch (err) {
    await mkdir(target.pgliteDir, { recursive: true });
    throw err;
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}
