#!/usr/bin/env node
// `npm start`: build the web app if its build is missing or older than its sources, then run
// the API server, which also serves the build (issue 2: "npm install && npm start" gives the
// app at http://localhost:3000). Signals are forwarded so the server shuts down gracefully.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const webInputs = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/contract/src',
].map((p) => path.join(root, p));

/** Newest modification time under `p` (tests do not go into the build, so they are ignored). */
function newestMtime(p) {
  const stat = statSync(p, { throwIfNoEntry: false });
  if (!stat) return { mtime: 0, file: null };
  if (!stat.isDirectory()) return { mtime: stat.mtimeMs, file: p };
  let best = { mtime: 0, file: null };
  for (const entry of readdirSync(p, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || /\.test\.tsx?$/.test(entry.name)) continue;
    const found = newestMtime(path.join(p, entry.name));
    if (found.mtime > best.mtime) best = found;
  }
  return best;
}

function whyBuild() {
  if (!existsSync(builtIndex)) return 'сборки веб-приложения ещё нет (apps/web/dist/index.html)';
  const builtAt = statSync(builtIndex).mtimeMs;
  for (const input of webInputs) {
    const { mtime, file } = newestMtime(input);
    if (mtime > builtAt) return `исходники новее сборки: ${path.relative(root, file)}`;
  }
  return null;
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

// Own process group: a Ctrl+C in the terminal reaches the server once (forwarded below), not
// twice — close-with-grace treats a second signal as "exit now".
const server = spawn(
  process.execPath,
  ['--import', import.meta.resolve('tsx'), path.join(root, 'apps/server/src/server.ts')],
  {
    cwd: process.cwd(),
    stdio: 'inherit',
    detached: process.platform !== 'win32',
  },
);

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
