import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freshDataDir } from './test-app';
import { INDEX, makeWebDist } from './web-dist';

// Issue 27: `npm start` runs the server compiled ahead (scripts/build-server.mjs), not the sources
// the other tests run. This starts the build itself: the paths its modules find relative to
// their sources (migrations, media) and its lazily loaded chunk (app.ts) must work there too.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('the server as npm start runs it (compiled)', () => {
  const dataDir = freshDataDir('migrated');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves the page, migrates, answers the API and the media, and stops cleanly', async () => {
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], { cwd: ROOT });
    const child = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/server.mjs')], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: makeWebDist(dataDir),
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let logs = '';
    child.stdout.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    const exit = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      const port = await vi.waitFor(
        () => {
          const m = /Спорткарта работает: http:\/\/localhost:(\d+)/.exec(logs);
          if (!m) throw new Error(`сервер ещё не слушает:\n${logs}`);
          return Number(m[1]);
        },
        { timeout: 30_000, interval: 50 },
      );
      const url = (p: string) => `http://127.0.0.1:${port}${p}`;
      const page = await fetch(url('/'));
      expect(page.status).toBe(200);
      expect(await page.text()).toBe(INDEX);
      // Every migration found and applied: the migrations folder is the sources' own.
      await vi.waitFor(async () => expect((await fetch(url('/ready'))).status).toBe(200), {
        timeout: 60_000,
        interval: 100,
      });
      const openapi = await fetch(url('/docs/json'));
      expect(openapi.status).toBe(200);
      expect(((await openapi.json()) as { openapi: string }).openapi).toMatch(/^3\./);
      const media = await fetch(url('/media/news/den-fizkulturnika-2026.svg'));
      expect(media.status).toBe(200);
      expect(await media.text()).toContain('<svg');
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exit).toBe(0);
    expect(logs).toContain('база данных закрыта');
  }, 120_000);
});
