import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const INDEX =
  '<!doctype html><html lang="ru"><body><div id="root">Спорткарта</div><script>window.__sk=1</script><script type="module" src="/assets/app-abc123.js"></script></body></html>';
export const APP_JS = 'console.log("спорткарта");'.repeat(50);

/** A small web build (index.html, a hashed asset with its .br/.gz, sw.js) under `root`. */
export function makeWebDist(root: string): string {
  const dist = path.join(root, 'web-dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dist, 'assets/app-abc123.js'), APP_JS);
  writeFileSync(path.join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(path.join(dist, 'assets/app-abc123.js.gz'), gzipSync(APP_JS));
  return dist;
}
