import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Starts app-child.ts in a process of its own and waits for its READY line.

export interface AppProcess {
  url: string;
  /** Length of the floor route's bytes (0 without a floor probe). */
  floorBytes: number;
  stop(): Promise<void>;
  /** SIGKILL: the process dies at once, mid-request, as in a crash. */
  kill(): Promise<void>;
}

const CHILD = fileURLToPath(new URL('./app-child.ts', import.meta.url));

export function spawnApp(
  databaseUrl: string,
  port: number,
  floor?: { path: string; body: string },
  /** Extra settings of the app's environment (RECONCILE_SECONDS, TRUST_PROXY…). */
  env: Record<string, string> = {},
  /** Count the app's statements to PostgreSQL (GET /bench/queries, query-count.ts). */
  countQueries = false,
): Promise<AppProcess> {
  // BENCH_APP_NODE_FLAGS: extra Node flags for the app only (e.g. --trace-gc), not for autocannon.
  const flags = (process.env.BENCH_APP_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const args = [...flags, '--import', 'tsx', CHILD, databaseUrl, String(port)];
  if (floor) args.push(floor.path, floor.body);
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      BENCH_APP_ENV: JSON.stringify(env),
      BENCH_COUNT_QUERIES: countQueries ? '1' : '',
    },
  });
  // A benchmark that fails (or is stopped) must not leave its app running: the next run would
  // find the port taken.
  const orphan = (): void => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', orphan);
  child.once('exit', () => process.removeListener('exit', orphan));
  let stderr = '';
  if (process.env.BENCH_APP_LOG) {
    child.stdout.pipe(createWriteStream(`${process.env.BENCH_APP_LOG}-${port}.log`));
  }
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const end = (signal: NodeJS.Signals) => (): Promise<void> =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  const stop = end('SIGTERM');
  const kill = end('SIGKILL');
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('READY '));
      if (!line) return;
      const ready = JSON.parse(line.slice(6)) as { url: string; bytes: number };
      resolve({ url: ready.url, floorBytes: ready.bytes, stop, kill });
    });
    child.once('exit', (code) =>
      reject(new Error(`Приложение замера завершилось (код ${code}) до готовности:\n${stderr}`)),
    );
  });
}
