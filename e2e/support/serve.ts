import { spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Starts the real server for the browser tests on a fresh embedded database: DATA_DIR is
// deleted first, so every run seeds the demo data from scratch (issue 2 §2, §7).
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('serve.ts: DATA_DIR не задан');
rmSync(dataDir, { recursive: true, force: true });

// Serve a snapshot of the built app: a rebuild of apps/web/dist while the tests run (another
// terminal, a watcher) would otherwise answer 404 in the middle of a test.
const dist = path.join(repoRoot, 'apps', 'web', 'dist');
const webDist = path.join(dataDir, 'web-dist');
if (existsSync(dist)) cpSync(dist, webDist, { recursive: true });

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: repoRoot,
  env: { ...process.env, WEB_DIST: webDist },
  stdio: 'inherit',
});

const cleanup = (): void => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  cleanup();
  process.exit(code ?? (signal ? 1 : 0));
});
