import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The server's modules import each other in one direction only (docs/architecture.md): lint
// (import-x/no-cycle) forbids circles between files; this forbids them between the folders
// of src/modules, e.g. users → auth → users through two different files.

const MODULES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/modules');

/** module → the other modules its files import (`from '../<module>…'`). */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const mod of readdirSync(MODULES)) {
    const deps = new Set<string>();
    for (const file of readdirSync(path.join(MODULES, mod))) {
      const text = readFileSync(path.join(MODULES, mod, file), 'utf8');
      for (const [, dep] of text.matchAll(/from '\.\.\/([a-z-]+)[/']/g)) {
        if (dep !== mod) deps.add(dep!);
      }
    }
    graph.set(mod, deps);
  }
  return graph;
}

/** One circle of the graph as module names, or null. */
function findCircle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (mod: string): string[] | null => {
    if (state.get(mod) === 'done') return null;
    if (state.get(mod) === 'open') return [...stack.slice(stack.indexOf(mod)), mod];
    state.set(mod, 'open');
    stack.push(mod);
    for (const dep of graph.get(mod) ?? []) {
      const circle = visit(dep);
      if (circle) return circle;
    }
    stack.pop();
    state.set(mod, 'done');
    return null;
  };
  for (const mod of graph.keys()) {
    const circle = visit(mod);
    if (circle) return circle;
  }
  return null;
}

describe('server module graph', () => {
  it('reads the modules and their imports', () => {
    const graph = moduleGraph();
    expect(graph.get('map')).toContain('venue-index');
    expect(graph.get('account')).toEqual(
      new Set(['auth', 'children', 'friends', 'permit-docs', 'users']),
    );
  });

  it('has no circle between modules', () => {
    expect(findCircle(moduleGraph())).toBeNull();
  });

  it('finds a circle when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(findCircle(graph)).toEqual(['a', 'b', 'c', 'a']);
  });
});
