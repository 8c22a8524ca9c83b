#!/usr/bin/env node
// `npm start`: build the web app and the API server if a build is missing or older than its
// sources, then run the built server, which also serves the web app's build (issue 2: "npm
// install && npm start" gives the app at http://localhost:3000). Signals are forwarded so the
// server shuts down gracefully.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENTRY, buildServer, whyBuildServer } from './build-server.mjs';
import { whyRebuild } from './lib/stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const webInputs = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/contract/src',
].map((p) => path.join(root, p));

function whyBuild() {
  return whyRebuild(
    root,
    builtIndex,
    webInputs,
    'сборки веб-приложения ещё нет (apps/web/dist/index.html)',
  );
}

const reason = process.env.SKIP_WEB_BUILD === '1' ? null : whyBuild();
if (reason) {
  console.info(`Спорткарта: собираю веб-приложение — ${reason}`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build', '-w', '@sportkarta/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('Спорткарта: сборка веб-приложения не удалась, сервер не запущен.');
    process.exit(build.status ?? 1);
  }
}

// The server compiled ahead (scripts/build-server.mjs), rebuilt like the web app when a source is
// newer: about half a second, against the second and a half tsx spent on every start.
const serverReason = whyBuildServer();
if (serverReason) {
  console.info(`Спорткарта: собираю сервер — ${serverReason}`);
  try {
    await buildServer();
  } catch (err) {
    console.error('Спорткарта: сборка сервера не удалась, сервер не запущен.', err);
    process.exit(1);
  }
}

// `node scripts/start.mjs --build-only`: the same checks and builds, then exit (the cold-start
// benchmark makes sure the builds are fresh before it measures, without building twice in CI).
if (process.argv.includes('--build-only')) process.exit(0);

// Own process group: a Ctrl+C in the terminal reaches the server once (forwarded below), not
// twice — close-with-grace treats a second signal as "exit now".
const server = spawn(process.execPath, [SERVER_ENTRY], {
  cwd: process.cwd(),
  stdio: 'inherit',
  detached: process.platform !== 'win32',
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
process.on('exit', () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
});
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
