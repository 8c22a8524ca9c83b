import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * issue 2 §8 (the first screen's JS budget): `ionicons/icons` is one module of ~1 300 exported
 * SVG strings. Tree-shaking keeps only the icons the app uses, but a module lives in one chunk,
 * so every icon of every screen rode with the first screen (~30 KB before gzip, growing with
 * each new screen). This plugin gives each icon a module of its own
 * (`import { homeOutline } from 'ionicons/icons'` → `import homeOutline from
 * 'virtual:ionicon/homeOutline'`), so an icon travels with the chunks that use it. Source files
 * keep the usual import, typed by ionicons itself.
 */
const VIRTUAL = 'virtual:ionicon/';
const RESOLVED = '\0ionicon:';
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]ionicons\/icons['"];?/g;

function loadIcons(): Map<string, string> {
  // The package's ES module of icons: `ionicons/icons` resolved as an import resolves it.
  const file = fileURLToPath(import.meta.resolve('ionicons/icons'));
  const icons = new Map<string, string>();
  for (const [, name, value] of readFileSync(file, 'utf8').matchAll(
    /^export const (\w+) = ("[^\n]*");?$/gm,
  ))
    icons.set(name!, JSON.parse(value!) as string);
  if (icons.size === 0) throw new Error('ioniconModules: в ionicons/icons не найдено иконок');
  return icons;
}

/** `a, b as c` → one default import per icon. */
function perIconImports(specifiers: string): string {
  return specifiers
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const [name, local = name] = s.split(/\s+as\s+/).map((p) => p.trim());
      return `import ${local} from '${VIRTUAL}${name}';`;
    })
    .join('\n');
}

export function ioniconModules(): Plugin {
  let icons: Map<string, string> | undefined;
  return {
    name: 'sportkarta:ionicon-modules',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? RESOLVED + id.slice(VIRTUAL.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      icons ??= loadIcons();
      const name = id.slice(RESOLVED.length);
      const svg = icons.get(name);
      if (svg === undefined) throw new Error(`ioniconModules: нет иконки ${name}`);
      return `export default ${JSON.stringify(svg)};`;
    },
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id) || !code.includes('ionicons/icons'))
        return null;
      return {
        code: code.replace(IMPORT, (_, specifiers: string) => perIconImports(specifiers)),
        map: null,
      };
    },
  };
}
