import { readdirSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createBaseApp, registerCors, type BaseAppOptions } from './base-app';
import type { AppConfig } from './config';
import { registerSecurity } from './plugins/security';
import { registerStaticWeb } from './plugins/static-web';

// Issue 27: the page answers within two seconds of `npm start`. The whole app (every module,
// its routes, the emulators) takes about a second longer to load than the few modules that
// serve the web build, so server.ts listens first with this page app — the same security
// headers, caching and pre-compressed files as the whole app, from the same plugins — and hands
// the server over once the whole app is ready. Only the page itself and the build's files are
// answered here; any other request waits for the whole app (page-app.test.ts).

/** The URL paths of the web build's files (`/assets/index-abc.js`, `/manifest.webmanifest`). */
function builtFiles(webDist: string): Set<string> {
  const files = new Set<string>();
  const walk = (dir: string, prefix: string): void => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // not built: the whole app says so (static-web.ts)
    }
    for (const entry of entries) {
      const url = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), url);
      // Compressed siblings are chosen by Accept-Encoding for their file, never asked by name.
      else if (!/\.(br|gz)$/.test(entry.name)) files.add(url);
    }
  };
  walk(webDist, '');
  return files;
}

export interface PageApp {
  app: FastifyInstance;
  /** A request the page app answers as the whole app would: `GET /` and the build's files. */
  serves(request: IncomingMessage): boolean;
}

export async function buildPageApp(config: AppConfig, opts: BaseAppOptions): Promise<PageApp> {
  const app = createBaseApp(config, opts);
  await registerSecurity(app, config);
  await registerCors(app, config);
  await registerStaticWeb(app, config);
  await app.ready();
  const files = builtFiles(config.webDist);
  return {
    app,
    serves: (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const pathname = (request.url ?? '').split('?')[0] ?? '';
      return pathname === '/' || files.has(pathname);
    },
  };
}
