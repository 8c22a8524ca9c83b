import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  IONIC_ROUTER_PARAMS_CHECK,
  WITHOUT_SPLAT,
  withoutSplatComparison,
} from '../../scripts/ionic-router-splat';

// The build's edit of @ionic/react-router (scripts/ionic-router-splat.ts, issue 27): it must find
// its place in the installed library, and the edited comparison must ignore the splat only.

const require = createRequire(import.meta.url);
const library = readFileSync(require.resolve('@ionic/react-router'), 'utf8');

/** The library's areParamsEqual with the build's helper, as the edited comparison uses them. */
function editedComparison(): (a: object, b: object) => boolean {
  const from = library.indexOf('const areParamsEqual');
  const equal = library.slice(from, library.indexOf('\n};', from) + 3);
  return new Function(
    `${equal}\n${WITHOUT_SPLAT}\nreturn (a, b) => areParamsEqual(skWithoutSplat(a), skWithoutSplat(b));`,
  )() as (a: object, b: object) => boolean;
}

describe('the build edit of @ionic/react-router', () => {
  it('finds the route-params comparison in the installed library once', () => {
    const edited = withoutSplatComparison(library);
    expect(edited).toContain(
      'areParamsEqual(skWithoutSplat(routeInfo.params), skWithoutSplat(paramsCopy))',
    );
    expect(edited).not.toContain(IONIC_ROUTER_PARAMS_CHECK);
  });

  it('fails loudly when the library no longer has it', () => {
    expect(() => withoutSplatComparison('export {}')).toThrow(/@ionic\/react-router/);
  });

  it('leaves the splat out of the comparison, and only the splat', () => {
    const same = editedComparison();
    expect(same({}, { '*': 'main' })).toBe(true);
    expect(same({ '*': 'main' }, {})).toBe(true);
    expect(same({ id: '7' }, { id: '7', '*': 'x' })).toBe(true);
    expect(same({}, { id: '7' })).toBe(false);
    expect(same({ id: '7' }, { id: '8' })).toBe(false);
  });
});
