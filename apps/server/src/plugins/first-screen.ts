import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { NewsItem } from '@sportkarta/contract/api/static-files';
import { APP_CSS_LOADER, cssFor, readAppCss } from './first-screen-css';
import { FIRST_SCREEN_NEWS, renderFirstScreen, type InlineImage } from './first-screen-markup';

// issue 2 §8 (LCP): for a returning visitor the server puts a static copy of the main tab's
// first screen into index.html, so the newest news card and its picture are painted from the
// HTML alone instead of after ~260 KiB of the app's JS. The app replaces it once its main page
// has rendered (apps/web/src/app/first-screen.ts). A first visit gets the plain index.html: the
// preloader and the onboarding (spec §2.3) cover the screen there anyway.

/**
 * The overlay that holds the copy above the app until the app takes over, and the Ionic
 * header and tab bar it imitates (md mode, theme.css colours). The page's own classes come
 * from the built CSS of the main page.
 */
const SHELL_CSS = `html.sk-fs #preloader{display:none}
html:not(.sk-fs) #sk-first-screen{display:none}
.sk-fs-page{position:fixed;inset:0;z-index:99999;display:flex;flex-direction:column;background:#f4f7f6;color:#1b2a26;font-family:Inter,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;-webkit-font-smoothing:antialiased}
.sk-fs-header{flex:none;position:relative;z-index:1;padding-top:env(safe-area-inset-top);background:#fff;box-shadow:0 2px 4px -1px rgb(0 0 0/8%),0 4px 5px 0 rgb(0 0 0/4%)}
.sk-fs-title{display:flex;align-items:center;min-height:56px;padding:0 20px;font-size:20px;font-weight:500;letter-spacing:.0125em}
.sk-fs-content{flex:1;overflow-y:auto;-webkit-overflow-scrolling:touch}
.sk-fs-tabbar{flex:none;display:flex;padding-bottom:env(safe-area-inset-bottom);background:#fff;border-top:1px solid rgb(0 0 0/7%)}
.sk-fs-tab{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;min-height:56px;color:#5f6f6a;font-size:12px;text-decoration:none}
.sk-fs-tab svg{width:22px;height:22px}
.sk-fs-tab .ionicon-fill-none{fill:none}
.sk-fs-tab .ionicon-stroke-width{stroke:currentColor;stroke-width:32px}
.sk-fs-tab--selected{color:#087a4b}`;

/**
 * A first picture this small goes into the HTML itself: on a slow link a separate request
 * (a new connection, two round trips) costs more than the bytes.
 */
const INLINE_IMAGE_MAX_BYTES = 12 * 1024;
const IMAGE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};
/** News are re-read at most this often; the copy follows an edit within this time. */
const NEWS_TTL_MS = 30_000;

/** A small picture under /media/ as a data: address (only files inside the media folder). */
export function inlineMediaImage(mediaDir: string): InlineImage {
  const root = path.resolve(mediaDir);
  return (image) => {
    if (!image.startsWith('/media/')) return undefined;
    let file: string;
    try {
      file = path.resolve(root, `.${decodeURIComponent(image.slice('/media'.length))}`);
    } catch {
      return undefined;
    }
    const type = IMAGE_TYPES[path.extname(file).toLowerCase()];
    if (!type || !file.startsWith(root + path.sep) || !existsSync(file)) return undefined;
    if (statSync(file).size > INLINE_IMAGE_MAX_BYTES) return undefined;
    return `data:${type};base64,${readFileSync(file).toString('base64')}`;
  };
}

interface Template {
  mtimeMs: number;
  html: string;
  /** The app's global stylesheets, whose rules for the copy's elements go with it. */
  appCss: string;
  pageCss: string;
}

export interface FirstScreenPage {
  html: string;
  gzip: Buffer;
  brotli: Buffer;
}

/** The built CSS of the main page chunk (main-page.css and news.css), found by its classes. */
function findPageCss(webDist: string): string {
  const dir = path.join(webDist, 'assets');
  const files = readdirSync(dir).filter((f) => f.endsWith('.css'));
  const css = files
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .filter((text) => text.includes('.sk-main-hero') || text.includes('.sk-news-card'));
  return css.join('\n');
}

/**
 * index.html with the copy in: the class that shows it, the styles (the app's global rules for
 * the copy's elements, the shell's, the page's — in the app's order), the markup before #root,
 * and the app's module scripts switched off for index.html's loader, which starts them once
 * the picture is painted, so the app's JS does not share the first bytes with it.
 */
export function injectFirstScreen(
  indexHtml: string,
  css: { global: string; page: string },
  markup: string,
): string {
  const text = `${css.global}\n${SHELL_CSS}\n${css.page}`.replace(/<\//g, '<\\/');
  const style = `<style id="sk-first-screen-css">${text}</style>`;
  return (
    indexHtml
      .replace(/<html([^>]*)>/i, '<html$1 class="sk-fs">')
      // The app's stylesheet (inserted by a script, vite.config nonBlockingAppCss) waits too: its
      // text stays byte for byte, so its CSP hash still allows it when the loader runs it.
      .replace(APP_CSS_LOADER, '<script type="text/x-sk-deferred">$1</script>')
      .replace(/<\/head>/i, `${style}</head>`)
      .replace(/<div id="root">/, `${markup}<div id="root">`)
      .replace(
        /<script type="module"([^>]*?) src="([^"]+)"><\/script>/g,
        '<script type="text/x-sk-deferred"$1 data-sk-src="$2"></script>',
      )
      .replace(/<link rel="modulepreload"/g, '<link rel="x-sk-modulepreload"')
  );
}

function compress(html: string): FirstScreenPage {
  const buf = Buffer.from(html);
  return {
    html,
    gzip: gzipSync(buf, { level: 9 }),
    brotli: brotliCompressSync(buf, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
  };
}

/**
 * Builds and caches the page. The copy is derived from the newest news items: it is rebuilt
 * when they (or the build) change and reused otherwise.
 */
export function createFirstScreen(
  webDist: string,
  mediaDir: string,
  loadNews: () => Promise<NewsItem[]>,
) {
  let template: Template | undefined;
  let cached: { key: string; page: FirstScreenPage } | undefined;
  let news: { items: NewsItem[]; at: number } | undefined;
  const inline = inlineMediaImage(mediaDir);

  async function newestNews(): Promise<NewsItem[]> {
    if (!news || Date.now() - news.at > NEWS_TTL_MS) {
      news = { items: (await loadNews()).slice(0, FIRST_SCREEN_NEWS), at: Date.now() };
    }
    return news.items;
  }

  function readTemplate(): Template | undefined {
    const file = path.join(webDist, 'index.html');
    const { mtimeMs } = statSync(file);
    if (template?.mtimeMs === mtimeMs) return template;
    const html = readFileSync(file, 'utf8');
    template = { mtimeMs, html, appCss: readAppCss(webDist, html), pageCss: findPageCss(webDist) };
    cached = undefined;
    return template;
  }

  return async function firstScreenPage(): Promise<FirstScreenPage | undefined> {
    const t = readTemplate();
    // Without the page's CSS the copy would not look like the page: plain index.html then.
    if (!t?.pageCss || !t.html.includes('<div id="root">')) return undefined;
    const items = await newestNews();
    const key = JSON.stringify(items);
    if (cached?.key !== key) {
      const markup = renderFirstScreen(items, inline);
      const css = { global: await cssFor(markup, t.appCss), page: t.pageCss };
      cached = { key, page: compress(injectFirstScreen(t.html, css, markup)) };
    }
    return cached.page;
  };
}
