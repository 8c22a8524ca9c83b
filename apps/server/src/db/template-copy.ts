import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, rename, rm, rmdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

// The light half of the PGlite template (pglite-template.ts builds it): which template the
// sources make, and the copy of it into an empty data folder. Kept apart from the database
// client and the seed so that server.ts can begin the copy before the app's modules load
// (issue 27: the copy then runs while they load, not after).

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'drizzle');

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

/** A PGlite data folder nothing was written to yet (no cluster in it). */
export function isFreshPgliteDir(pgliteDir: string): boolean {
  return !existsSync(path.join(pgliteDir, 'PG_VERSION'));
}

export interface TemplateTarget {
  pgliteDir: string;
  uploadsDir: string;
}

/**
 * The copy, on a thread of its own with one file after another (a reflink where the file system
 * has them). On the main thread it competed with the app's start: the copy's 1 400 callbacks
 * and the start's own file reads queued behind each other on libuv's pool, and a 200 ms copy
 * took 0.8–1.3 s of the cold start.
 */
const COPY_TREE = `
const { workerData, parentPort } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');
function copy(a, b) {
  fs.mkdirSync(b, { recursive: true });
  for (const entry of fs.readdirSync(a, { withFileTypes: true })) {
    const x = path.join(a, entry.name), y = path.join(b, entry.name);
    if (entry.isDirectory()) copy(x, y);
    else if (workerData.overwrite || !fs.existsSync(y)) fs.copyFileSync(x, y, fs.constants.COPYFILE_FICLONE);
  }
}
copy(workerData.from, workerData.to);
parentPort.postMessage('done');
`;

function copyTree(from: string, to: string, overwrite = true): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(COPY_TREE, { eval: true, workerData: { from, to, overwrite } });
    let done = false;
    worker.once('message', () => (done = true));
    worker.once('error', reject);
    worker.once('exit', (code) =>
      done ? resolve() : reject(new Error(`копирование шаблона прервано (код ${code})`)),
    );
  });
}

/**
 * Makes an empty data folder a copy of the template in `dir`. The copy is renamed into place
 * whole: on a failure the folder is left empty, and PGlite runs initdb in it as it would
 * without a template.
 */
export async function copyTemplate(dir: string, target: TemplateTarget): Promise<void> {
  // The seeded people's photos first: the rows name them. A photo already there stays.
  if (existsSync(path.join(dir, 'uploads'))) {
    await copyTree(path.join(dir, 'uploads'), target.uploadsDir, false);
  }
  const copy = `${target.pgliteDir}.copy-${randomBytes(6).toString('hex')}`;
  try {
    await copyTree(path.join(dir, 'pglite'), copy);
    await rmdir(target.pgliteDir).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err; // fails unless empty: nothing of anyone's is replaced
    });
    await rename(copy, target.pgliteDir);
  } catch (err) {
    await mkdir(target.pgliteDir, { recursive: true });
    throw err;
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

/**
 * The copy begun as early as the process can (server.ts, before the app's modules load), when
 * the data folder is empty and the sources' template is already built; null otherwise (the app
 * then builds the template or opens the folder as it is). Settles true once the folder is a
 * copy, false when the copy failed and the folder was left empty.
 */
export type TemplateCopy = Promise<{ copied: true } | { copied: false; err: unknown }>;

export function beginTemplateCopy(root: string, target: TemplateTarget): TemplateCopy | null {
  if (!isFreshPgliteDir(target.pgliteDir)) return null;
  const dir = path.join(root, templateKey());
  if (!existsSync(dir)) return null;
  return copyTemplate(dir, target).then(
    () => ({ copied: true }) as const,
    (err: unknown) => ({ copied: false, err }) as const,
  );
}
