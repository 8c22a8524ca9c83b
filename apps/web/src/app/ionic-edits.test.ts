import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { applyEdit, IONIC_EDITS, WITHOUT_SPLAT, type LibraryEdit } from '../../scripts/ionic-edits';

// The build's edits of Ionic's React packages (scripts/ionic-edits.ts, issue 27): each must find
// its place in the installed library, and the route-params one must ignore the splat only.

const require = createRequire(import.meta.url);
const installed = (edit: LibraryEdit): string => readFileSync(require.resolve(edit.module), 'utf8');

/** The library's areParamsEqual with the build's helper, as the edited comparison uses them. */
function editedComparison(): (a: object, b: object) => boolean {
  const library = installed(IONIC_EDITS[0]!);
  const from = library.indexOf('const areParamsEqual');
  const equal = library.slice(from, library.indexOf('\n};', from) + 3);
  return new Function(
    `${equal}\n${WITHOUT_SPLAT}\nreturn (a, b) => areParamsEqual(skWithoutSplat(a), skWithoutSplat(b));`,
  )() as (a: object, b: object) => boolean;
}

describe('the build edits of Ionic', () => {
  it.each(IONIC_EDITS.map((edit) => [edit.module, edit] as const))(
    'finds every text it replaces in the installed %s once',
    (_name, edit) => {
      const code = installed(edit);
      const edited = applyEdit(code, edit);
      for (const [find, replace] of edit.replacements) {
        expect(edited).toContain(replace);
        expect(edited.split(find).length - 1, find).toBe(0);
      }
    },
  );

  it('fails loudly when the library no longer has the text', () => {
    expect(() => applyEdit('export {}', IONIC_EDITS[0]!)).toThrow(/библиотека изменилась/);
  });

  it('leaves the splat out of the route-params comparison, and only the splat', () => {
    const same = editedComparison();
    expect(same({}, { '*': 'main' })).toBe(true);
    expect(same({ '*': 'main' }, {})).toBe(true);
    expect(same({ id: '7' }, { id: '7', '*': 'x' })).toBe(true);
    expect(same({}, { id: '7' })).toBe(false);
    expect(same({ id: '7' }, { id: '8' })).toBe(false);
  });
});
