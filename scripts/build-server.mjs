#!/usr/bin/env node
// The API server compiled ahead for `npm start` (issue 27): tsx compiled and resolved its ~330
// TypeScript modules at every start, about 1.5 s of a cold start on two cores. esbuild bundles
// the server's sources and the contract's into apps/server/dist (ES modules, one chunk per
// lazily imported part); packages from node_modules stay imports, loaded by Node as under tsx.
// `npm run dev`, the tests and the e2e server still run the sources through tsx.
import { readFile, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { whyRebuild } from './lib/stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_ENTRY = path.join(root, 'apps/server/dist/server.mjs');
const outdir = path.dirname(SERVER_ENTRY);
const INPUTS = [
  'apps/server/src',
  'packages/contract/src',
  'apps/server/package.json',
  'scripts/build-server.mjs',
].map((p) => path.join(root, p));
/** Chunks a running server may still import lazily are kept this long after a rebuild. */
const KEEP_OLD_CHUNKS_MS = 24 * 3_600_000;

/** Why the build must be made again, or null when it is newer than every source. */
export function whyBuildServer() {
  return whyRebuild(root, SERVER_ENTRY, INPUTS, 'сервер ещё не собран (apps/server/dist)');
}

/**
 * The sources find their files relative to themselves (`new URL('../../drizzle',
 * import.meta.url)`, the media, the fonts): in the bundle each module's import.meta.url is the
 * address of its source file, computed from the chunk's own, so those paths do not change.
 */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      let contents = await readFile(args.path, 'utf8');
      if (contents.includes('import.meta.url')) {
        const rel = path.relative(outdir, args.path).split(path.sep).join('/');
        contents = contents.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(rel)}, import.meta.url).href`,
        );
      }
      return { contents, loader: 'ts' };
    });
  },
};

/** Packages stay imports of node_modules; the workspace's own (the contract) are bundled. */
const packagesExternal = {
  name: 'packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@sportkarta/') || path.isAbsolute(args.path)
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

export async function buildServer() {
  const started = performance.now();
  // Loaded only for a build: a start with an up-to-date build does not pay for it.
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, 'apps/server/src/server.ts')],
    outdir,
    entryNames: '[name]',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [packagesExternal, sourceUrls],
  });
  // Old chunks a server started before the rebuild may still import go a day later.
  const fresh = new Set(Object.keys(result.metafile.outputs).map((f) => path.resolve(root, f)));
  const now = Date.now();
  for (const name of await readdir(outdir)) {
    const file = path.join(outdir, name);
    if (fresh.has(file)) continue;
    if (now - (await stat(file)).mtimeMs > KEEP_OLD_CHUNKS_MS) await rm(file, { force: true });
  }
  return Math.round(performance.now() - started);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const ms = await buildServer();
  console.info(`Спорткарта: сервер собран в apps/server/dist за ${ms} мс`);
}
