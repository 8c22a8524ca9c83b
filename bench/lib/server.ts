import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, webDist } from './paths';

export interface RunningServer {
  url: string;
  /** Milliseconds from spawn to the first 200 answer of `/` with an HTML body. */
  firstPageMs: number;
  /** Milliseconds from spawn to the first 200 answer of `/ready` (database migrated and seeded). */
  readyMs: number;
  stop: () => Promise<void>;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Kills the whole process group (npm → node → server) and waits for it to go. npm exits at
 * once; `npm start`'s server (a group of its own, scripts/start.mjs) finishes its shutdown after
 * it: the stderr pipe every one of them holds closes when the last has exited ('close'), and only
 * then may the caller delete the data folder under it.
 */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  }, 15_000);
  await exited;
  clearTimeout(timer);
}

/** Resolves once nothing listens on the port (a previous server may still be shutting down). */
export async function waitPortFree(port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const busy = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (!busy) return;
    await sleep(200);
  }
  throw new Error(`Порт ${port} занят дольше ${timeoutMs} мс`);
}

/**
 * Starts the app's server with a fresh DATA_DIR (embedded PGlite, demo data seeded from
 * scratch) and waits until `/` serves the web app's HTML.
 */
export async function startServer(options: {
  command: string[];
  port: number;
  timeoutMs?: number;
  /** Serve a copy of apps/web/dist, so a rebuild elsewhere cannot 404 a measurement. */
  snapshotWeb?: boolean;
  /** More environment for the server (e.g. PGLITE_TEMPLATE_DIR). */
  env?: Record<string, string>;
}): Promise<RunningServer> {
  await waitPortFree(options.port);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sportkarta-bench-'));
  const url = `http://127.0.0.1:${options.port}`;
  const extraEnv: Record<string, string> = {};
  if (options.snapshotWeb) {
    extraEnv.WEB_DIST = path.join(dataDir, 'web-dist');
    cpSync(webDist, extraEnv.WEB_DIST, { recursive: true });
  }
  const [cmd, ...args] = options.command;
  if (!cmd) throw new Error('startServer: пустая команда');
  const started = performance.now();
  const child = spawn(cmd, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...extraEnv,
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const stop = async (): Promise<void> => {
    await stopGroup(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = started + (options.timeoutMs ?? 120_000);
  let firstPageMs: number | null = null;
  const answers = async (path: string, check: (body: string) => boolean): Promise<boolean> => {
    try {
      const response = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(2000) });
      return response.ok && check(await response.text());
    } catch {
      return false; // Not listening yet.
    }
  };
  while (performance.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`Сервер завершился с кодом ${child.exitCode} до готовности:\n${stderr}`);
    }
    if (firstPageMs === null && (await answers('/', (body) => body.includes('<html')))) {
      firstPageMs = performance.now() - started;
    }
    // The page alone is not the app: its first call needs the API, which is ready once the
    // database is migrated and seeded (/ready).
    if (firstPageMs !== null && (await answers('/ready', () => true))) {
      return { url, firstPageMs, readyMs: performance.now() - started, stop };
    }
    await sleep(50);
  }
  await stop();
  throw new Error(`Сервер не ответил на ${url}/ за ${options.timeoutMs ?? 120_000} мс:\n${stderr}`);
}

/** A port nothing listens on now (the OS picks it): benchmarks running beside ours keep theirs. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
