import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { NewsItem } from '@sportkarta/contract/api/static-files';
import { FIRST_SCREEN_NEWS, renderFirstScreen } from './first-screen-markup';

// issue 2 §8 (LCP): for a returning visitor the server puts a static copy of the main tab's
// first screen into index.html, so the newest news card and its picture are painted from the
// HTML alone instead of after ~260 KiB of the app's JS. The app replaces it once its main page
// has rendered (apps/web/src/app/first-screen.ts). A first visit gets the plain index.html: the
// preloader and the onboarding (spec §2.3) cover the screen there anyway.

/** Set by index.html while the onboarding flag is stored (and no other API address is chosen). */
export const RETURNING_COOKIE = 'sk_returning';

/** `/`, `/tabs` and `/tabs/main` show the main tab (spec §2.1). */
export function isMainTabUrl(url: string): boolean {
  const p = (url.split('?')[0] ?? '').replace(/\/+$/, '');
  return p === '' || p === '/tabs' || p === '/tabs/main';
}

export function isReturningVisitor(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((c) => c.trim() === `${RETURNING_COOKIE}=1`);
}

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
.sk-fs-tab--selected{color:#087a4b}`;

interface Template {
  mtimeMs: number;
  html: string;
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
 * index.html with the copy in: the class that shows it, the styles, the markup before #root,
 * and the app's module scripts switched off for index.html's loader, which starts them once
 * the picture is painted, so the app's JS does not share the first bytes with it.
 */
export function injectFirstScreen(indexHtml: string, pageCss: string, markup: string): string {
  const style = `<style id="sk-first-screen-css">${SHELL_CSS}\n${pageCss.replace(/<\//g, '<\\/')}</style>`;
  return indexHtml
    .replace(/<html([^>]*)>/i, '<html$1 class="sk-fs">')
    .replace(/<\/head>/i, `${style}</head>`)
    .replace(/<div id="root">/, `${markup}<div id="root">`)
    .replace(
      /<script type="module"([^>]*?) src="([^"]+)"><\/script>/g,
      '<script type="text/x-sk-deferred"$1 data-sk-src="$2"></script>',
    )
    .replace(/<link rel="modulepreload"/g, '<link rel="x-sk-modulepreload"');
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
export function createFirstScreen(webDist: string, loadNews: () => Promise<NewsItem[]>) {
  let template: Template | undefined;
  let cached: { key: string; page: FirstScreenPage } | undefined;

  function readTemplate(): Template | undefined {
    const file = path.join(webDist, 'index.html');
    const { mtimeMs } = statSync(file);
    if (template?.mtimeMs === mtimeMs) return template;
    const pageCss = findPageCss(webDist);
    template = { mtimeMs, html: readFileSync(file, 'utf8'), pageCss };
    cached = undefined;
    return template;
  }

  return async function firstScreenPage(): Promise<FirstScreenPage | undefined> {
    const t = readTemplate();
    // Without the page's CSS the copy would not look like the page: plain index.html then.
    if (!t?.pageCss || !t.html.includes('<div id="root">')) return undefined;
    const news = (await loadNews()).slice(0, FIRST_SCREEN_NEWS);
    const key = JSON.stringify(news);
    if (cached?.key !== key) {
      cached = {
        key,
        page: compress(injectFirstScreen(t.html, t.pageCss, renderFirstScreen(news))),
      };
    }
    return cached.page;
  };
}
