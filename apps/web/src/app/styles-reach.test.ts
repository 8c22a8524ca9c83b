import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Every page is its own chunk, and its styles load with the modules it imports. A class that
// only another screen's stylesheet defines is unstyled when the page is opened by its address
// (a link, a reload) — as a visitor's package once was, and the place's photos skeleton.
// For each page: the classes its own modules write must be defined by a stylesheet those
// modules (or the app's start, main.tsx) import.
const SRC = path.resolve(__dirname, '..');
const IMPORT = /(?:^|\n)\s*import\s+(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;
// A class name, not the start of an id built from a value (`sk-place-${id}`).
const CLASS_USED = /\bsk-[a-z0-9]+(?:-[a-z0-9]+)*(?:__[a-z0-9-]+)?(?:--[a-z0-9-]+)?\b(?!-\$\{)/g;
const CLASS_DEFINED = /\.(sk-[a-z0-9_-]+)/g;
const CSS_IMPORT = /@import\s+['"]([^'"]+)['"]/g;

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(SRC, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

const text = new Map<string, string>();
const read = (file: string) => {
  if (!text.has(file)) text.set(file, readFileSync(file, 'utf8'));
  return text.get(file)!;
};

/** The files `entry` imports statically, with what they import (CSS included). */
function closure(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = read(entry);
  const pattern = entry.endsWith('.css') ? CSS_IMPORT : IMPORT;
  for (const match of source.matchAll(pattern)) {
    const file = resolve(entry, match[1]!);
    if (file) closure(file, seen);
  }
  return seen;
}

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(suffix))
    .map((f) => path.join(dir, f));
}

const definedBy = new Map<string, Set<string>>();
for (const css of filesUnder(SRC, '.css'))
  for (const m of read(css).matchAll(CLASS_DEFINED)) {
    const set = definedBy.get(m[1]!) ?? new Set();
    set.add(css);
    definedBy.set(m[1]!, set);
  }
const atStart = closure(path.join(SRC, 'main.tsx'));
const pages = readdirSync(path.join(SRC, 'pages'))
  .filter((f) => f.endsWith('-page.tsx'))
  .map((f) => path.join(SRC, 'pages', f));

describe('a page opened by its address has the styles its modules use', () => {
  it.each(pages.map((p) => [path.basename(p), p]))('%s', (_name, page) => {
    const own = closure(page);
    const loaded = new Set([...own, ...atStart].filter((f) => f.endsWith('.css')));
    const missing: string[] = [];
    for (const file of own) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      for (const [cls] of read(file).matchAll(CLASS_USED)) {
        const where = definedBy.get(cls);
        if (where && ![...where].some((css) => loaded.has(css)))
          missing.push(
            `${cls} (${path.relative(SRC, file)}; defined in ${[...where].map((w) => path.relative(SRC, w)).join(', ')})`,
          );
      }
    }
    expect([...new Set(missing)].join('\n')).toBe('');
  });
});
