import { readFileSync } from 'node:fs';
import path from 'node:path';

// issue 27 (TBT): the first-screen copy must look exactly as the app will once the app's
// stylesheets arrive, or their arrival changes the copy's computed styles (box-sizing on every
// element, the theme's colours, the body's and the headings' rules) and costs a relayout and a
// repaint of the whole copy while the app's JS starts — the largest task after the first paint.
// So the copy carries the app's global rules that apply to its elements, picked by Beasties
// (the critical-CSS extractor of the Nuxt and Angular CLIs) from the app's own stylesheets.

/** index.html's inline script that inserts the app's stylesheets (vite.config nonBlockingAppCss). */
export const APP_CSS_LOADER = /<script>([^<]*data-sk-app-css[^<]*)<\/script>/;

/** The app's global stylesheets (Ionic's and the theme), in the order index.html loads them. */
export function readAppCss(webDist: string, indexHtml: string): string {
  const loader = APP_CSS_LOADER.exec(indexHtml)?.[1] ?? '';
  return [...loader.matchAll(/"(\/assets\/[\w.-]+\.css)"/g)]
    .map(([, href]) => readFileSync(path.join(webDist, href!), 'utf8'))
    .join('\n');
}

/** The rules of `css` that apply to the document `<html class="sk-fs">` with `markup` as body. */
export async function cssFor(markup: string, css: string): Promise<string> {
  if (!css) return '';
  // Loaded with the first copy, not at start: the server's cold start does not pay for it.
  const { default: Beasties } = await import('beasties');
  const beasties = new Beasties({
    reduceInlineStyles: true,
    mergeStylesheets: true,
    keyframes: 'critical',
    fonts: false,
    compress: false,
    logLevel: 'silent',
  });
  const html = await beasties.process(
    `<!doctype html><html class="sk-fs"><head><style>${css}</style></head><body>${markup}</body></html>`,
  );
  return /<style[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
}
