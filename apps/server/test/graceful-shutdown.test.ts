import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freshDataDir } from './test-app';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIG_FILE_BYTES = 24 * 1024 * 1024;

interface Running {
  child: ChildProcess;
  port: number;
  logs: string[];
  exit: Promise<number | null>;
}

function startServer(dataDir: string, webDist: string): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`сервер не запустился:\n${logs.join('')}`)),
      60_000,
    );
    const onData = (chunk: Buffer) => {
      logs.push(chunk.toString());
      const all = logs.join('');
      const m = /Спорткарта работает: http:\/\/localhost:(\d+)/.exec(all);
      if (m && all.includes('база данных готова')) {
        clearTimeout(timer);
        resolve({ child, port: Number(m[1]), logs, exit });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => logs.push(c.toString()));
    void exit.then((code) =>
      reject(new Error(`сервер завершился с кодом ${code}:\n${logs.join('')}`)),
    );
  });
}

describe('graceful shutdown of the real server process', () => {
  const dataDir = freshDataDir();
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('on SIGTERM finishes the in-flight download, closes the database and exits 0', async () => {
    const webDist = path.join(dataDir, 'web');
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Спорткарта</title>');
    writeFileSync(path.join(webDist, 'assets/big-abc123.bin'), Buffer.alloc(BIG_FILE_BYTES, 7));
    const server = await startServer(dataDir, webDist);

    // Start a download and stop reading after the first chunk: the response stays in flight.
    const download = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: server.port, path: '/assets/big-abc123.bin' }, resolve)
        .on('error', reject);
    });
    let received = 0;
    const finished = new Promise<void>((resolve, reject) => {
      download.on('end', resolve);
      download.on('error', reject);
    });
    await new Promise<void>((resolve) => {
      download.once('data', (chunk: Buffer) => {
        received += chunk.length;
        download.pause();
        resolve();
      });
    });
    download.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });

    server.child.kill('SIGTERM');
    // The server says it is closing; the stalled download keeps it alive.
    await vi.waitFor(() => expect(server.logs.join('')).toContain('получен сигнал остановки'), {
      timeout: 10_000,
      interval: 20,
    });
    expect(received).toBeLessThan(BIG_FILE_BYTES);
    expect(server.child.exitCode).toBeNull();

    // New connections are refused while closing.
    await expect(
      new Promise((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: server.port, path: '/health' }, resolve)
          .on('error', reject);
      }),
    ).rejects.toThrow();

    download.resume();
    await finished;
    expect(download.statusCode).toBe(200);
    expect(received).toBe(BIG_FILE_BYTES);
    expect(await server.exit).toBe(0);
    const logs = server.logs.join('');
    expect(logs).toContain('база данных закрыта');
    expect(logs).toContain('сервер остановлен');
  }, 90_000);
});
