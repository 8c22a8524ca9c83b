import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/**
 * sha256 sources of the inline scripts of the built index.html: the preloader may carry a
 * small inline script, and hashing it keeps `script-src` free of 'unsafe-inline'.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const file = path.join(webDist, 'index.html');
  if (!existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = m[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

// Swagger UI needs inline scripts and styles; its pages carry no user data.
const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "object-src 'none'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Security headers (issue 2 §2): helmet with a CSP that lets the map load its tiles
 * (MAP_TILE_HOSTS) and Yandex Metrica report (METRICA_ORIGINS). Ionic injects component
 * styles at run time, hence 'unsafe-inline' for styles only.
 *
 * helmet's own middleware, built once (issue 27): @fastify/helmet built it anew for every
 * request — the whole CSP parsed and serialised again, ~9 % of the API's CPU under load.
 */
export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval': the door scanner's QR reader is WebAssembly (zxing-wasm, issue 24);
        // it lets the page compile WebAssembly, not run eval() or inline scripts.
        scriptSrc: [
          "'self'",
          ...inlineScriptHashes(config.webDist),
          "'wasm-unsafe-eval'",
          ...config.metricaOrigins,
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...config.mapTileHosts, ...config.metricaOrigins],
        // https: lets dev-settings point the app at another API address (issue 2 §6).
        connectSrc: ["'self'", 'https:', ...config.metricaOrigins],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:', ...config.metricaOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // No upgrade-insecure-requests: the embedded mode is plain http on a LAN address.
      },
    },
    // News images are also shown by the native app, whose origin differs (capacitor://).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    // HSTS belongs to the TLS terminator in front of us, not to the embedded http server.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url === '/docs' || request.url.startsWith('/docs/')) {
      reply.header('content-security-policy', DOCS_CSP);
    }
    return payload;
  });
}
