import { fileURLToPath } from 'node:url';
import { gzipSync, type InputType } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { gzipAsync, type ZopfliOptions } from '@gfx/zopfli';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { visualizer } from 'rollup-plugin-visualizer';
import { ionicComponents } from './scripts/ionic-components';
import { ioniconModules } from './scripts/ionicon-modules';
import { ionicEdits } from './scripts/ionic-edits';

// The API server (apps/server) listens on :3000 and, in production, serves this build itself;
// in dev these paths are proxied to it so the app runs same-origin either way.
const API_PATHS = [
  '/v1',
  '/service',
  '/news.json',
  '/districts.json',
  '/favouriteCategories.json',
  '/media',
  '/docs',
  '/health',
  '/ready',
];
const API_TARGET = process.env.SPORTKARTA_API_URL ?? 'http://localhost:3000';

const THEME_COLOR = '#0b8f5a';

/**
 * The libraries every screen starts with (the `vendor` chunk below), and `once`
 * (@sportkarta/contract/once): shared by chunks of every kind, alone it was a 69-byte chunk —
 * too small for a .gz copy and one request more. `lib/media-url` likewise: shared by the news and
 * venue cards, it came out alone as a 148-byte chunk with no .gz copy once (issue 28).
 */
const VENDOR =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@remix-run[\\/]router|@ionic[\\/]react|@ionic[\\/]react-router|@tanstack[\\/](query-core|react-query)|@capacitor[\\/]core|workbox-window)[\\/]|packages[\\/]contract[\\/]src[\\/]once\.ts$|src[\\/]lib[\\/]media-url\.ts$/;

/**
 * issue 27: the .gz copies the server sends of files over 20 KiB (the first screen's vendor and
 * index chunks among them) are made by zopfli — Google's exhaustive deflate encoder; the same
 * gzip format, any browser reads it — instead of zlib's level 9: ~3.5 % fewer bytes on the
 * wire for every gzip client. One iteration and at most 3 block splits: ~0.2 s a file (more
 * costs seconds a file for ~0.3 %); smaller files keep zlib, where the call costs more than
 * the bytes it saves.
 */
const ZOPFLI_FROM_BYTES = 20 * 1024;
const ZOPFLI: ZopfliOptions = { numiterations: 1, blocksplittingmax: 3 };
async function gzipCopy(input: InputType): Promise<Buffer> {
  const bytes = Buffer.isBuffer(input) ? input : Buffer.from(input as string);
  if (bytes.length < ZOPFLI_FROM_BYTES) return gzipSync(bytes, { level: 9 });
  return Buffer.from(await gzipAsync(bytes, ZOPFLI));
}

/** Marks the app stylesheet inserted by nonBlockingAppCss (features/app-start waits for it). */
const APP_CSS_MARK = 'data-sk-app-css';

/**
 * issue 2 §8 (FCP): the index.html landing styles itself inline, so the app stylesheet need
 * not hold back its first paint. Vite's `<link rel="stylesheet">` becomes a tiny inline script
 * at the head's start that inserts it; a script-inserted stylesheet does not block rendering.
 * An inline script (hashed into the server's CSP) rather than an `onload=` attribute, which
 * the CSP forbids. The app stays behind the landing until the sheet has loaded
 * (features/app-start/model/app-styles.ts).
 */
function nonBlockingAppCss(): Plugin {
  return {
    name: 'sportkarta:non-blocking-app-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)];
        if (links.length === 0) throw new Error('nonBlockingAppCss: нет <link rel="stylesheet">');
        // One script for every sheet (the app's and a shared chunk's): the first-screen copy
        // defers it as a whole (apps/server/src/plugins/first-screen.ts).
        const hrefs = links.map(([, href]) => href);
        const insert =
          `(function(){${JSON.stringify(hrefs)}.forEach(function(h){var l=document.createElement('link');` +
          `l.rel='stylesheet';l.crossOrigin='';l.href=h;l.setAttribute('${APP_CSS_MARK}','');` +
          `document.head.appendChild(l)})})()`;
        let result = html;
        for (const [tag] of links) result = result.replace(tag, '');
        result = result.replace('<title>', `<script>${insert}</script>\n    <title>`);
        return result;
      },
    },
  };
}

/**
 * issue 2 §8 (LCP): the main tab is the usual first screen, and its page is a lazy chunk that
 * the app asks for only once its own JS has run (app/first-screen.ts). This lists that chunk
 * and its imports as `<link rel="modulepreload">` in index.html, so they download beside the
 * first chunk instead of after it. Preloaded modules are fetched, not run.
 */
function preloadMainTab(): Plugin {
  const MAIN_PAGE = /[\\/]src[\\/]pages[\\/]main-page\.tsx$/;
  return {
    name: 'sportkarta:preload-main-tab',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || !ctx.chunk) return html;
        const entry = ctx.chunk.fileName;
        const chunks = Object.values(ctx.bundle).filter((item) => item.type === 'chunk');
        const page = chunks.find((chunk) => MAIN_PAGE.test(chunk.facadeModuleId ?? ''));
        if (!page) throw new Error('preloadMainTab: нет чанка src/pages/main-page.tsx');
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || fileName === entry) return;
          files.add(fileName);
          chunks.find((chunk) => chunk.fileName === fileName)?.imports.forEach(visit);
        };
        visit(page.fileName);
        const tags = [...files]
          .filter((file) => !html.includes(`href="/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        return html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    nonBlockingAppCss(),
    preloadMainTab(),
    ioniconModules(),
    ionicComponents(),
    ionicEdits(),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['icons/favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'Спорткарта',
        short_name: 'Спорткарта',
        description: 'Спортивные объекты, события и секции рядом с вами',
        lang: 'ru',
        start_url: '/tabs/main',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#f4f7f6',
        theme_color: THEME_COLOR,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          { src: '/icons/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        // Offline app shell: every navigation falls back to index.html — the app's routes, the
        // QR pages of /tabs/profile/tickets/* and /user/qrcode/* too (issue 12: tickets offline)
        // — except the API, docs and the payment emulators' own pages (same origin when built in).
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [
          /^\/v1\//,
          /^\/docs/,
          /^\/health/,
          /^\/ready/,
          /^\/media\//,
          /^\/emulators\//,
          // The verified app links' files (issue 15) are the server's, never the app shell.
          /^\/\.well-known\//,
        ],
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        cleanupOutdatedCaches: true,
        // Issue 14: push and notificationclick (public/push-sw.js).
        importScripts: ['/push-sw.js'],
        runtimeCaching: [
          {
            // Issue 24: the door scanner's QR reader (zxing-wasm, ~1 MB) is not precached for
            // every visitor; the staff's first scanner visit keeps it for the offline door.
            urlPattern: ({ url }) => url.pathname.endsWith('.wasm'),
            handler: 'CacheFirst',
            options: { cacheName: 'scanner-wasm', expiration: { maxEntries: 4 } },
          },
          {
            // News images change rarely; serve from cache, refresh in the background.
            urlPattern: ({ url }) => url.pathname.startsWith('/media/'),
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'media',
              expiration: { maxEntries: 100, maxAgeSeconds: 7 * 24 * 60 * 60 },
            },
          },
        ],
      },
    }),
    // issue 27: `BUNDLE_REPORT=path.html npm run build` writes a treemap of every chunk (gzip
    // sizes) — bench/js-size.ts keeps one beside its figures (bench/bundle.html).
    ...(process.env.BUNDLE_REPORT
      ? [
          visualizer({
            filename: process.env.BUNDLE_REPORT,
            template: process.env.BUNDLE_REPORT.endsWith('.json') ? 'raw-data' : 'treemap',
            gzipSize: true,
            title: 'Спорткарта: чанки сборки',
          }),
        ]
      : []),
    // Pre-compressed copies; the server sends .br/.gz when the browser accepts them.
    compression({
      algorithms: [defineAlgorithm(gzipCopy), 'brotliCompress'],
      include: /\.(js|css|html|svg|json|webmanifest|wasm)$/,
      threshold: 0,
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // issue 27: @ionic/react defines <ion-icon> from the ionicons package, which brings a
      // second Stencil runtime (~6 KiB gzip) to the first screen; @ionic/core ships the same
      // ionicons element built on its own runtime, which its components (ion-item, the
      // refresher…) already load. One element, one runtime.
      {
        find: /^ionicons\/components\/ion-icon\.js$/,
        replacement: '@ionic/core/components/ion-icon.js',
      },
    ],
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      API_PATHS.map((path) => [path, { target: API_TARGET, changeOrigin: true }]),
    ),
  },
  preview: {
    proxy: Object.fromEntries(
      API_PATHS.map((path) => [path, { target: API_TARGET, changeOrigin: true }]),
    ),
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // issue 27: the libraries every screen starts with, in one chunk: as ~40 small
              // shared chunks they cost a request each and compressed ~12 KiB worse. Captured
              // with what they import, so Ionic's part is what @ionic/react itself pulls in; the
              // components only some screens draw are declared in src/ui/ionic and stay with them.
              name: 'vendor',
              test: VENDOR,
            },
          ],
        },
      },
      treeshake: {
        // issue 27: @ionic/react declares a few components with factory calls that carry no
        // /*@__PURE__*/ mark (IonNav, IonBackButton's inner element…), so they and their Ionic
        // modules shipped with the first screen though the app never draws them. The factories
        // only build component objects; calls whose result is unused can go.
        manualPureFunctions: ['createReactComponent', 'createForwardRef', 'createForwardRef$1'],
        // @ionic/react imports every component module, and @ionic/core declares no
        // "sideEffects", so all ~90 components (~217 KB gzip) would ship. Each component module
        // only defines a class and a defineCustomElement() that @ionic/react calls when the
        // component is first rendered, so unused ones can be dropped safely.
        moduleSideEffects: [
          { test: /@ionic[\\/]core[\\/]components[\\/]ion-[\w-]+\.js$/, sideEffects: false },
        ],
      },
    },
  },
});
