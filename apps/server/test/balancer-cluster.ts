import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpush from 'web-push';

// Issue 26: the pieces of the balancer test (balancer.test.ts) — real API processes started as
// `npm start` would start them (node + tsx on src/server.ts, each its own OS process), Debian's
// nginx in the foreground with the shipped deploy/nginx.conf, and a restart hook for
// deploy/rolling-restart.sh. Everything waits on readiness (`/ready`), never on a sleep.

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(SERVER_DIR, '../..');
export const SHIPPED_NGINX_CONF = path.join(REPO_ROOT, 'deploy/nginx.conf');
export const ROLLING_RESTART = path.join(REPO_ROOT, 'deploy/rolling-restart.sh');
/** The upstream ports and the public port as deploy/nginx.conf ships them. */
const SHIPPED = { api: ['127.0.0.1:3001', '127.0.0.1:3002'], listen: 'listen 8080;' } as const;

/** Where nginx is, or null (then the suite is skipped and says so). */
export function nginxBinary(): string | null {
  for (const candidate of [process.env.NGINX_BINARY, 'nginx', '/usr/sbin/nginx']) {
    if (!candidate) continue;
    const probe = spawnSync(candidate, ['-v'], { stdio: 'ignore' });
    if (!probe.error && probe.status === 0) return candidate;
  }
  return null;
}

/** A port nobody listens on now (the OS picks it; the processes must keep theirs on restart). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Polls `check` until it answers true; fails after `timeoutMs` or as soon as `broken()` says why. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  opts: { timeoutMs?: number; broken?: () => string | null } = {},
): Promise<void> {
  const until = performance.now() + (opts.timeoutMs ?? 60_000);
  for (;;) {
    const problem = opts.broken?.();
    if (problem) throw new Error(`${what}: ${problem}`);
    if (await check().catch(() => false)) return;
    if (performance.now() > until) throw new Error(`${what}: не дождались`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const answers = async (url: string): Promise<boolean> =>
  (await fetch(url, { signal: AbortSignal.timeout(5_000) })).status === 200;

/** The keys every process shares (SK_MODE=production refuses to start without them). */
export function sharedKeys(dir: string, qrKeyFrom: string): Record<string, string> {
  const qrKeyFile = path.join(dir, 'qr-signing-key.json');
  writeFileSync(qrKeyFile, readFileSync(qrKeyFrom));
  const vapid = webpush.generateVAPIDKeys();
  return {
    JWT_SECRET: randomBytes(48).toString('base64url'),
    QR_SIGNING_KEY_FILE: qrKeyFile,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  };
}

export interface ApiProcess {
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything it printed (for the failure message). */
  logs(): string;
  /** The exit code once it exits. */
  exit: Promise<number | null>;
  exited(): boolean;
}

/** Starts one API process (`node --import tsx src/server.ts`); `waitReady` waits for its `/ready`. */
export function launchApi(port: number, dataDir: string, env: Record<string, string>): ApiProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  child.stdout!.on('data', (c: Buffer) => chunks.push(c.toString()));
  child.stderr!.on('data', (c: Buffer) => chunks.push(c.toString()));
  let done = false;
  const exit = new Promise<number | null>((resolve) =>
    child.on('exit', (code, signal) => {
      done = true;
      resolve(code ?? (signal ? -1 : null));
    }),
  );
  return { port, dataDir, child, logs: () => chunks.join(''), exit, exited: () => done };
}

export async function waitReady(api: ApiProcess): Promise<void> {
  await waitFor(
    `API-процесс на порту ${api.port} не готов`,
    () => answers(`${apiUrl(api.port)}/ready`),
    { broken: () => (api.exited() ? `процесс завершился:\n${api.logs()}` : null) },
  );
}

export const apiUrl = (port: number) => `http://127.0.0.1:${port}`;

/**
 * Stops a process as systemd does (SIGTERM, then waits for it to exit); a process that outlives
 * `graceMs` is killed and reported.
 */
export async function stopApi(api: ApiProcess, graceMs = 15_000): Promise<number | null> {
  if (api.exited()) return api.exit;
  api.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), graceMs);
  });
  const outcome = await Promise.race([api.exit, late]);
  clearTimeout(timer);
  if (outcome !== 'late') return outcome;
  api.child.kill('SIGKILL');
  await api.exit;
  throw new Error(`процесс на порту ${api.port} не остановился за ${graceMs} мс:\n${api.logs()}`);
}

export interface Nginx {
  url: string;
  child: ChildProcess;
  logs(): string;
  stop(): Promise<void>;
}

/**
 * deploy/nginx.conf with only the addresses changed: the two upstream servers and the public
 * port. Each must be found exactly once, so a change of the shipped file that the test no longer
 * covers fails here instead of testing something else.
 */
export function templatedNginxConf(apiPorts: [number, number], listenPort: number): string {
  let conf = readFileSync(SHIPPED_NGINX_CONF, 'utf8');
  const swap = (from: string, to: string) => {
    const n = conf.split(from).length - 1;
    if (n !== 1) throw new Error(`deploy/nginx.conf: «${from}» найдено ${n} раз, ожидалось 1`);
    conf = conf.replace(from, to);
  };
  swap(`server ${SHIPPED.api[0]} `, `server 127.0.0.1:${apiPorts[0]} `);
  swap(`server ${SHIPPED.api[1]} `, `server 127.0.0.1:${apiPorts[1]} `);
  swap(SHIPPED.listen, `listen 127.0.0.1:${listenPort};`);
  return conf;
}

/** nginx as an unprivileged foreground process with its own prefix, as docs/production.md runs it. */
export async function startNginx(
  binary: string,
  prefix: string,
  apiPorts: [number, number],
  port: number,
): Promise<Nginx> {
  mkdirSync(prefix, { recursive: true });
  // Run as root (CI's container), nginx's workers are `nobody`: they write request bodies under
  // the prefix (client_body_temp_path), so it must be reachable for them.
  chmodSync(path.dirname(prefix), 0o755);
  chmodSync(prefix, 0o755);
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(conf, templatedNginxConf(apiPorts, port));
  const child = spawn(binary, ['-p', prefix, '-e', 'stderr', '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  child.stdout!.on('data', (c: Buffer) => chunks.push(c.toString()));
  child.stderr!.on('data', (c: Buffer) => chunks.push(c.toString()));
  let done = false;
  const exit = new Promise<void>((resolve) =>
    child.on('exit', () => {
      done = true;
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor('nginx не отвечает', () => answers(`${url}/ready`), {
    timeoutMs: 30_000,
    broken: () => (done ? `nginx завершился:\n${chunks.join('')}` : null),
  });
  return {
    url,
    child,
    logs: () => chunks.join(''),
    async stop() {
      if (done) return;
      child.kill('SIGQUIT'); // a graceful stop
      await exit;
    },
  };
}

/**
 * What `systemctl restart sportkarta-api@<port>` is to deploy/rolling-restart.sh: a little HTTP
 * endpoint (POST /restart/<port>) that stops the process on that port with SIGTERM, waits for it
 * to exit and starts it again, answering once the new one is started (not yet ready — the script
 * waits for `/ready` itself). The script reaches it through SK_RESTART_COMMAND.
 */
export async function restartHook(
  dir: string,
  restart: (port: number) => Promise<void>,
): Promise<{ command: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const m = /^\/restart\/(\d+)$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !m) return void res.writeHead(404).end();
    restart(Number(m[1])).then(
      () => res.writeHead(200).end('started\n'),
      (err: unknown) => res.writeHead(500).end(`${String(err)}\n`),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const command = path.join(dir, 'restart-api.sh');
  writeFileSync(
    command,
    `#!/bin/sh\nexec curl -fsS --max-time 60 -X POST "http://127.0.0.1:${port}/restart/$1"\n`,
    { mode: 0o755 },
  );
  return {
    command,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Runs deploy/rolling-restart.sh over the given ports; answers its exit code and output. */
export function runRollingRestart(
  ports: number[],
  restartCommand: string,
): Promise<{ code: number | null; output: string }> {
  const child = spawn('bash', [ROLLING_RESTART, ...ports.map(String)], {
    env: { ...process.env, SK_RESTART_COMMAND: restartCommand },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  child.stdout.on('data', (c: Buffer) => chunks.push(c.toString()));
  child.stderr.on('data', (c: Buffer) => chunks.push(c.toString()));
  return new Promise((resolve) =>
    child.on('exit', (code) => resolve({ code, output: chunks.join('') })),
  );
}

/** A temp dir of the suite, removed by `cleanup`. */
export function suiteDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'sk-balancer-'));
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
